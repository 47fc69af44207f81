package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.commands.LeaderboardCommand;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.RatedPair;
import dev.tzaar.lambda.rating.Rating;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Ratings through the service, on DynamoDB Local: which endings move them, what the channel is told,
 * and that no ending is rated twice. Each test has its own server and players, so ladders and pair
 * limits are its own.
 */
class RatingsTest {
    private static final AtomicLong IDS = new AtomicLong(1_400_000_000_000_000_000L + System.nanoTime() % 1_000_000_000L
            * 1000);

    private final GameStore store = new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE);
    private GameService service = new GameService(store, Table::picture, TimeLimits.defaults(), new SplittableRandom(
            IDS.get()));
    private final String guild = id();
    private final String channel = id();
    private final Ladder server = Ladder.ofServer(guild);
    /** Everyone a test names, so that a request mentions them as Discord would. */
    private final Map<String, Player> known = new HashMap<>(Map.of(Table.ROBOT.id(), Table.ROBOT));
    private final Player ada = player("Ada");
    private final Player bea = player("Bea");
    private final Player cal = player("Cal");
    private Instant now = Instant.parse("2026-11-22T12:00:00Z");

    private Player player(String name) {
        Player player = new Player(id(), name, false);
        known.put(player.id(), player);
        return player;
    }

    private static String id() {
        return Long.toString(IDS.incrementAndGet());
    }

    private GameReply send(Player user, Command command, String... options) {
        return send(Table.nextInteraction(), guild, user, command, options);
    }

    private GameReply send(String interaction, String inGuild, Player user, Command command, String... options) {
        Map<String, String> values = new HashMap<>();
        Map<String, Player> mentioned = new HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
            if (known.containsKey(options[i + 1])) {
                mentioned.put(options[i + 1], known.get(options[i + 1]));
            }
        }
        return service.handle(GameRequest.of(interaction, inGuild, channel, user, command, values)
                .withMentioned(mentioned),
                now);
    }

    /** {@code white} challenges {@code black} (fixed setup, White), both make a turn, and it is White's turn again. */
    private String bothMoved(Player white, Player black) {
        String id = send(white, Command.CHALLENGE, Option.OPPONENT, black.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        send(black, Command.ACCEPT, Option.GAME, id);
        assertFalse(send(white, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3").ephemeral());
        Game game = store.find(id, now).orElseThrow();
        String capture = game.position().legalActions().get(0).toString();
        assertFalse(send(black, Command.MOVE, Option.GAME, id, Option.TURN, capture + " pass").ephemeral());
        return id;
    }

    private Standing standing(Ladder ladder, Player player) {
        return store.standing(ladder, player.id()).orElseThrow(() -> new AssertionError(player.name() + " is not rated"));
    }

    @Test
    void aGameBetweenTwoPeopleMovesBothRatingsOnTheServersLadderAndTheGlobalOne() {
        String id = bothMoved(ada, bea);
        GameReply resigned = send(ada, Command.CONFIRM_RESIGN, Option.GAME, id);

        // Two newcomers (1500 ± 350): Glicko-2's first game, 1662.3 and 1337.7, both ± 290.3.
        assertEquals("**Ada** resigns. **Bea** (Black) wins: White resigned.\n"
                + "**Bea** 1500 → 1662 (+162), **Ada** 1500 → 1338 (−162).", resigned.text());
        for (Ladder ladder : new Ladder[] {server, Ladder.GLOBAL}) {
            assertEquals(1662.31, standing(ladder, bea).rating().rating(), 0.01);
            assertEquals(1337.69, standing(ladder, ada).rating().rating(), 0.01);
            assertEquals(290.32, standing(ladder, ada).rating().deviation(), 0.01);
        }
        Standing bea1 = standing(server, bea);
        assertEquals(Map.of("black", 1, "fixed", 1), bea1.won());
        assertEquals(1, bea1.streak());
        assertEquals(id, bea1.recent().get(0).gameId());
        assertEquals(-1, standing(server, ada).streak());
    }

    /** "Never played" is read from the opponent's global standing, a keyed read: nobody rated lacks one. */
    @Test
    void aChallengeToSomeoneWhoHasNeverPlayedOffersTheLessonsInItsPing() {
        String offer = " New to TZAAR? Learn in five minutes: `/tzaar learn`.";
        GameReply toANewcomer = send(ada, Command.CHALLENGE, Option.OPPONENT, bea.id());
        assertEquals("**Ada** challenges you to TZAAR: accept or decline above." + offer, toANewcomer.pingText());
        send(ada, Command.CANCEL, Option.GAME, toANewcomer.game().id());

        send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        GameReply toAPlayer = send(cal, Command.CHALLENGE, Option.OPPONENT, bea.id());
        assertEquals("**Cal** challenges you to TZAAR: accept or decline above.", toAPlayer.pingText());
    }

    @Test
    void aClaimCountsAsALossForTheOneWhoLeftTheGameWaiting() {
        String id = bothMoved(ada, bea);
        now = now.plus(Duration.ofHours(73));
        GameReply claimed = send(bea, Command.CLAIM, Option.GAME, id);
        assertTrue(claimed.text().endsWith("\n**Bea** 1500 → 1662 (+162), **Ada** 1500 → 1338 (−162)."),
                claimed.text());
    }

    @Test
    void aGameResignedBeforeBothSidesMovedMovesNoRating() {
        String id = send(ada, Command.CHALLENGE, Option.OPPONENT, bea.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        send(bea, Command.ACCEPT, Option.GAME, id);
        send(ada, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3");
        GameReply resigned = send(bea, Command.CONFIRM_RESIGN, Option.GAME, id);
        assertTrue(resigned.text().endsWith("\nNot rated: it ended before both sides moved."), resigned.text());
        assertTrue(store.standing(Ladder.GLOBAL, ada.id()).isEmpty());
        assertTrue(store.standing(Ladder.GLOBAL, bea.id()).isEmpty());
    }

    @Test
    void aPairsGamesBeyondThreeInADayMoveNoRatingUntilTheFirstIsADayOld() {
        for (int i = 0; i < 3; i++) {
            GameReply rated = send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
            assertTrue(rated.text().contains(" → "), rated.text());
            now = now.plus(Duration.ofHours(1));
        }
        GameReply fourth = send(bea, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(bea, ada));
        assertTrue(fourth.text().endsWith("\nNot rated: **Ada** and **Bea** have had their 3 rated games of the "
                + "last 24 hours."), fourth.text());
        assertEquals(3, standing(server, ada).games());

        now = Instant.parse("2026-11-23T12:00:01Z");
        GameReply nextDay = send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        assertTrue(nextDay.text().contains(" → "), nextDay.text());
        assertEquals(4, standing(server, ada).games());
    }

    @Test
    void aRepeatedInteractionGetsTheSameAnswerAndRatesNothingTwice() {
        String id = bothMoved(ada, bea);
        String interaction = Table.nextInteraction();
        GameReply first = send(interaction, guild, ada, Command.CONFIRM_RESIGN, Option.GAME, id);
        GameReply again = send(interaction, guild, ada, Command.CONFIRM_RESIGN, Option.GAME, id);

        assertEquals(first.text(), again.text());
        assertTrue(again.text().contains("1500 → 1662"), again.text());
        assertEquals(1, standing(server, ada).version());
        assertEquals(1, standing(Ladder.GLOBAL, bea).version());
    }

    /**
     * Another of Ada's games ends between the reads of this ending and its write: the write is
     * cancelled on Ada's standing, and the service settles again from fresh reads, so both games
     * count and the channel is told the figures that were stored.
     */
    @Test
    void anEndingThatLosesARaceWithAnotherIsSettledAgainAndBothCount() {
        String withBea = bothMoved(ada, bea);
        String withCal = bothMoved(ada, cal);
        GameService plain = service;
        boolean[] raced = {false};
        service = new GameService(new ForwardingStore(store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings) {
                if (!ratings.isEmpty() && !raced[0]) {
                    raced[0] = true;
                    GameService other = service;
                    service = plain;
                    send(ada, Command.CONFIRM_RESIGN, Option.GAME, withCal);
                    service = other;
                }
                return super.write(game, reply, ratings);
            }
        }, Table::picture, TimeLimits.defaults(), new SplittableRandom(1));

        GameReply resigned = send(ada, Command.CONFIRM_RESIGN, Option.GAME, withBea);

        assertTrue(raced[0]);
        Standing ada2 = standing(server, ada);
        assertEquals(2, ada2.games());
        assertEquals(2, ada2.version());
        long before = Math.round(ada2.recent().get(1).ratingAfter());
        assertEquals(before, Math.round(ada2.recent().get(0).ratingBefore()), "rated from the first game's figures");
        assertTrue(resigned.text().contains("**Ada** " + before + " → " + Math.round(ada2.rating().rating())),
                resigned.text());
    }

    @Test
    void theLeaderboardSaysSoWhenNobodyIsRatedYet() {
        GameReply board = send(ada, Command.LEADERBOARD);
        assertTrue(board.ephemeral());
        assertEquals("Nobody is rated on this server's ladder yet: a game between two people, played until one of "
                + "them wins, puts both on it.", board.text());
    }

    @Test
    void theLeaderboardListsTheLadderAndWhereIStandBelowItsTop() {
        for (int i = 0; i < LeaderboardCommand.TOP + 1; i++) {
            Player winner = player("Winner" + i);
            Player loser = player("Loser" + i);
            send(loser, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(loser, winner));
        }
        GameReply board = send(cal, Command.LEADERBOARD);
        assertFalse(board.ephemeral());
        String[] lines = board.text().split("\n");
        assertEquals("**This server's TZAAR ladder**", lines[0]);
        assertTrue(lines[1].matches("`1\\.` \\*\\*Winner\\d+\\*\\* 1662\\? ± 290 · 1 won, 0 lost"), lines[1]);
        assertEquals(1 + LeaderboardCommand.TOP + 1, lines.length - 1, board.text());
        assertEquals("You have no rated game on this ladder yet.", lines[LeaderboardCommand.TOP + 1]);
        assertTrue(lines[lines.length - 1].startsWith("-# ? provisional"), lines[lines.length - 1]);

        Player last = player("Last");
        send(last, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(last, cal));
        String[] lastLines = send(last, Command.LEADERBOARD).text().split("\n");
        assertEquals("…", lastLines[LeaderboardCommand.TOP + 1]);
        // Twelve winners rated above; the eleven losers tie with Last at 1338, and ties share a place.
        assertTrue(lastLines[LeaderboardCommand.TOP + 2].matches("`13\\.` \\*\\*Last \\(you\\)\\*\\* 1338\\? ± 290 · 0 won, 1 lost"),
                lastLines[LeaderboardCommand.TOP + 2]);
    }

    @Test
    void theLeaderboardOfADirectMessageIsTheGlobalOneAndABadScopeIsRefused() {
        GameReply dm = send(Table.nextInteraction(), null, ada, Command.LEADERBOARD);
        assertTrue(dm.text().startsWith("**The global TZAAR ladder** (there is no server here, so every server's)")
                || dm.text().startsWith("Nobody is rated on the global ladder yet"), dm.text());
        GameReply bad = send(ada, Command.LEADERBOARD, Option.SCOPE, "galaxy");
        assertTrue(bad.ephemeral());
        assertEquals("The scope is `server` or `global`, not \"galaxy\".", bad.text());
    }

    @Test
    void timeAwayGrowsTheDeviationShownAndTheNextGameStartsFromTheGrownOne() {
        send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        Standing adaThen = standing(server, ada);
        Standing beaThen = standing(server, bea);
        now = now.plus(Duration.ofDays(7 * 52));

        Rating adaNow = Glicko2.STANDARD.afterTimeAway(adaThen.rating(), adaThen.lastRated(), now);
        // 52 weeks on, the last of which is not over: 51 sat out, √(290.32² + 51 · (0.06 · 173.7178)²) = 299.71.
        assertEquals(299.71, adaNow.deviation(), 0.01);
        GameReply stats = send(ada, Command.STATS);
        assertTrue(stats.text().contains(" ± " + Math.round(adaNow.deviation()) + " "), stats.text());

        send(bea, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        RatedPair expected = Glicko2.STANDARD.afterGame(adaNow,
                Glicko2.STANDARD.afterTimeAway(beaThen.rating(), beaThen.lastRated(), now), 1);
        assertEquals(expected.first().rating(), standing(server, ada).rating().rating(), 1e-6);
        assertEquals(expected.first().deviation(), standing(server, ada).rating().deviation(), 1e-6);
        assertEquals(now, standing(server, ada).lastRated());
    }

    @Test
    void statsShowTheRatingsTheRecordAndTheRecentGames() {
        send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        now = now.plus(Duration.ofHours(2));
        send(cal, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(bea, cal));

        GameReply stats = send(ada, Command.STATS, Option.PLAYER, bea.id());
        assertFalse(stats.ephemeral());
        String[] lines = stats.text().split("\n");
        assertTrue(lines[0].matches("\\*\\*Bea\\*\\*: rating here 17\\d\\d\\? ± 2\\d\\d \\(place 1\\) · global 17\\d\\d\\? "
                + "± 2\\d\\d \\(place \\d+\\)"), lines[0]);
        assertEquals("Rated games here: 2 (2 won, 0 lost) · streak: 2 wins", lines[1]);
        assertEquals("As White 1–0 · as Black 1–0", lines[2]);
        assertEquals("Fixed setup 2–0", lines[3]);
        assertEquals("Recent games:", lines[4]);
        assertTrue(lines[5].startsWith("• won against Cal (game **"), lines[5]);
        assertTrue(lines[6].startsWith("• won against Ada (game **") && lines[6].contains("1500 → 1662 (+162)"),
                lines[6]);
    }

    /** The channel reads the server's language; what only the asker reads, their own. */
    @Test
    void aFrenchServerReadsItsLadderAndTheUnratedReasonInFrench() {
        String early = send(ada, Command.CHALLENGE, Option.OPPONENT, bea.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        send(bea, Command.ACCEPT, Option.GAME, early);
        GameReply unrated = service.handle(GameRequest.of(Table.nextInteraction(), guild, channel, bea,
                Command.CONFIRM_RESIGN, Map.of(Option.GAME, early)).withLocales("en-US", "fr"), now);
        assertTrue(unrated.text().endsWith("\nPartie non classée : elle s’est terminée avant que les deux camps "
                + "aient joué."), unrated.text());

        send(ada, Command.CONFIRM_RESIGN, Option.GAME, bothMoved(ada, bea));
        GameReply board = service.handle(GameRequest.of(Table.nextInteraction(), guild, channel, ada,
                Command.LEADERBOARD, Map.of()).withLocales("en-US", "fr"), now);
        assertEquals("**Le classement TZAAR de ce serveur**\n"
                + "`1.` **Bea** 1662? ± 290 · 1 gagnée, 0 perdue\n"
                + "`2.` **Ada (vous)** 1338? ± 290 · 0 gagnée, 1 perdue\n"
                + "-# ? provisoire : trop peu de parties pour en dire beaucoup (écart au-dessus de 110) ; classé après "
                + "les joueurs établis.", board.text());
    }

    @Test
    void statsOfSomeoneUnratedOrABotSaySoPrivately() {
        GameReply mine = send(ada, Command.STATS);
        assertTrue(mine.ephemeral());
        assertTrue(mine.text().startsWith("You have no rated game yet"), mine.text());
        assertEquals("**Bea** has no rated game yet.", send(ada, Command.STATS, Option.PLAYER, bea.id()).text());
        assertEquals("**Robot** is a bot: games against bots are not rated.",
                send(ada, Command.STATS, Option.PLAYER, Table.ROBOT.id()).text());
        assertTrue(send(ada, Command.STATS, Option.PLAYER, "everyone").ephemeral());
    }
}
