package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.ROBOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.Wording;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A game against the bot (here the user {@link Table#ROBOT}, a bot, as the frontends name their own
 * user): begun at once, the bot's turns played in the same request as the player's, stored on
 * DynamoDB Local with the bot's level and seed; hints in such games only, analysis of finished
 * games only. The bot thinks 20 ms on a counter clock (every reading moves it 100 µs), so its
 * turns do not depend on the machine's speed.
 */
class BotGameTest {
    private final Table table = new Table(12, new AiTime(20, counterClock()));

    static LongSupplier counterClock() {
        long[] now = {0};
        return () -> now[0] += 100_000;
    }

    private GameReply playTheBot(String level, String setup, String colour) {
        return table.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, level, Option.SETUP, setup,
                Option.COLOUR, colour);
    }

    @Test
    void aiBeginsAGameAgainstTheBotAtOnceAndStoresItsLevelAndSeedWithTheGame() {
        GameReply reply = playTheBot("easy", "fixed", "white");

        assertFalse(reply.ephemeral());
        assertTrue(reply.text().startsWith("**Ann** plays the bot: game **" + reply.game().id() + "** begins, "
                + "**Ann** (White) vs **Easy bot** (Black), the fixed setup."), reply.text());
        assertEquals(ANN.id(), reply.game().toAct());
        assertEquals(List.of(), reply.ping());
        Game stored = table.game(reply.game().id());
        assertEquals(GameStatus.ACTIVE, stored.status());
        assertTrue(stored.black().bot());
        assertEquals(ROBOT.id(), stored.black().id());
        assertFalse(stored.white().bot());
        assertEquals("easy", stored.record().tags().get(BotPlayer.LEVEL_TAG));
        Long.parseLong(stored.record().tags().get(BotPlayer.SEED_TAG));
        assertEquals(new BotPlayer.Opponent(Side.BLACK, dev.tzaar.engine.ai.Level.EASY,
                Long.parseLong(stored.record().tags().get(BotPlayer.SEED_TAG))), BotPlayer.in(stored).orElseThrow());
    }

    @Test
    void whenTheBotHasWhiteItMakesTheOpeningCaptureBeforeTheReplyAndThePictureShowsIt() {
        GameReply reply = playTheBot("medium", "fixed", "black");

        Game stored = table.game(reply.game().id());
        assertEquals(1, stored.record().actions().size());
        assertEquals(ANN.id(), reply.game().toAct());
        assertTrue(reply.text().contains("**Medium bot** " + Wording.in(Texts.ENGLISH).action(stored.record().actions().get(0),
                Position.START) + ". **Ann** (Black) to capture."), reply.text());
        assertEquals(stored.id() + " " + stored.position() + " after 1", Table.shows(reply));
    }

    @Test
    void afterThePlayersTurnTheBotPlaysItsWholeTurnInTheSameReply() {
        String id = playTheBot("easy", "fixed", "white").game().id();

        GameReply reply = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        Game stored = table.game(id);
        assertEquals(3, stored.record().actions().size(), "Ann's capture, then the bot's capture and second action");
        assertEquals(Side.BLACK, stored.record().turns().get(1).side());
        assertTrue(reply.text().startsWith("**Ann** C2 captures a Tzaar on C3. **Easy bot** "), reply.text());
        assertTrue(reply.text().endsWith("**Ann** (White) to capture."), reply.text());
        assertEquals(ANN.id(), reply.game().toAct());
        assertEquals(List.of(), reply.ping(), "nobody is pinged: it is Ann's turn again, and she just acted");
        assertEquals(id + " " + stored.position() + " after 3", Table.shows(reply));
    }

    @Test
    void inTheTournamentSetupTheBotPlacesItsPieceAfterEachOfThePlayers() {
        String id = playTheBot("hard", "tournament", "white").game().id();

        GameReply reply = table.send(ANN, Command.PLACE, Option.TYPE, "Tzaar", Option.AT, "E4");

        Game stored = table.game(id);
        assertEquals(2, stored.record().actions().size());
        assertEquals(Step.PLACEMENT, stored.position().step());
        assertTrue(reply.text().contains("**Hard bot** places a "), reply.text());
        assertEquals(ANN.id(), reply.game().toAct());
    }

    @Test
    void inTheAppsOwnDmAGameAgainstTheBotIsBegunAndPlayedSinceItsOneHumanIsTheOneWhoSeesIt() {
        GameReply begun = table.handle(inTheAppsDm(Command.AI, Map.of(Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy",
                Option.SETUP, "fixed", Option.COLOUR, "white")));

        assertFalse(begun.ephemeral(), begun.text());
        assertTrue(begun.text().contains("plays the bot: game **" + begun.game().id() + "** begins"), begun.text());
        GameReply turn = table.handle(inTheAppsDm(Command.MOVE, Map.of(Option.TURN, "C2xC3")));
        assertEquals(3, table.game(begun.game().id()).record().actions().size(),
                "Ann's capture, then the bot's whole turn: " + turn.text());
        assertNull(table.game(begun.game().id()).guildId());
    }

    @Test
    void aChallengeInTheAppsOwnDmIsStillRefusedSinceNobodyElseWouldSeeTheBoard() {
        GameReply refused = table.handle(inTheAppsDm(Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id())));

        assertTrue(refused.ephemeral());
        assertTrue(refused.text().contains("play me with `/tzaar ai`"), refused.text());
        assertEquals(List.of(), table.store.openGamesIn(table.channel, table.now));
    }

    private GameRequest inTheAppsDm(Command command, Map<String, String> options) {
        return GameRequest.of(Table.nextInteraction(), null, table.channel, ANN, command, options)
                .withMentioned(Map.of(ROBOT.id(), ROBOT, BO.id(), BO)).in(InteractionContext.BOT_DM);
    }

    @Test
    void aBadLevelIsRefusedPrivatelyAndStartsNothing() {
        GameReply reply = playTheBot("grandmaster", "fixed", "white");

        assertTrue(reply.ephemeral());
        assertEquals("The level is `easy`, `medium` or `hard`, not \"grandmaster\".", reply.text());
        assertEquals(List.of(), table.store.openGamesIn(table.channel, table.now));
    }

    @Test
    void aPersonIsNoBotToPlayAgainst() {
        GameReply reply = table.send(ANN, Command.AI, Option.OPPONENT, BO.id(), Option.LEVEL, "easy");

        assertTrue(reply.ephemeral());
        assertEquals(List.of(), table.store.openGamesIn(table.channel, table.now));
    }

    @Test
    void aBotCannotStartAGameAgainstTheBot() {
        GameReply reply = table.send(ROBOT, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy");

        assertTrue(reply.ephemeral());
        assertEquals(List.of(), table.store.openGamesIn(table.channel, table.now));
    }

    @Test
    void theBotPlaysTheSameTurnFromTheSameSeedAndPositionAndTheSeedIsDrawnAnewForEachGame() {
        String first = playTheBot("medium", "fixed", "black").game().id();
        Game game = table.game(first);
        Game unplayed = new Game(game.id(), game.guildId(), game.channelId(), game.status(), game.challenger(),
                game.opponent(), game.setup(), game.colour(), game.white(), game.black(), game.record().upTo(0),
                game.createdAt(), game.updatedAt(), game.expiresAt(), game.version());

        BotPlayer again = new BotPlayer(new AiTime(20, counterClock()));
        assertEquals(game.record().actions(), again.play(unplayed, unplayed.record(), Wording.in(Texts.ENGLISH)).record().actions(),
                "the stored seed replays the bot's opening capture");
        table.send(ANN, Command.RESIGN, Option.GAME, first);
        table.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, first);
        String second = playTheBot("medium", "fixed", "black").game().id();
        assertFalse(table.game(first).record().tags().get(BotPlayer.SEED_TAG)
                .equals(table.game(second).record().tags().get(BotPlayer.SEED_TAG)));
    }

    @Test
    void oneGameAgainstTheBotAtATimeInAChannel() {
        String first = playTheBot("easy", "fixed", "white").game().id();

        GameReply second = playTheBot("hard", "random", "black");

        assertTrue(second.ephemeral());
        assertTrue(second.text().contains(first), second.text());
    }

    @Test
    void aHintInAGameBetweenTwoPeopleIsRefusedKindly() {
        table.startFixedGame();

        GameReply reply = table.send(ANN, Command.HINT);

        assertTrue(reply.ephemeral());
        assertEquals(Wording.in(Texts.ENGLISH).say("hint.onlyAgainstTheBot"), reply.text());
        assertNull(reply.image());
    }

    @Test
    void aHintSuggestsALegalTurnPrivatelyDrawnOnTheBoardAndChangesNothing() {
        String id = playTheBot("easy", "fixed", "white").game().id();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        Game before = table.game(id);

        GameReply hint = table.send(ANN, Command.HINT);

        assertTrue(hint.ephemeral());
        Matcher turn = Pattern.compile("`/tzaar move turn:([^`]+)`").matcher(hint.text());
        assertTrue(turn.find(), hint.text());
        Position after = before.position().play(turn.group(1)).orElseThrow();
        assertEquals(id + " " + after + " after " + (before.record().actions().size() + 2), Table.shows(hint));
        assertEquals(before.version(), table.game(id).version());
        GameReply played = table.send(ANN, Command.MOVE, Option.TURN, turn.group(1));
        assertFalse(played.ephemeral(), played.text());
    }

    /** A player who plays by taps alone is told how to play the suggestion so, not only by typing it. */
    @Test
    void aHintNamesTheButtonThatPlaysItByTapsBesideTheCommand() {
        playTheBot("easy", "fixed", "white");
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        GameReply hint = table.send(ANN, Command.HINT);

        assertTrue(hint.text().matches("(?s).*Play it with `/tzaar move turn:[^`]+`, or by taps with \\*\\*Play your turn\\*\\*\\.\nWhy: .+\\."),
                hint.text());
    }

    @Test
    void aiPressedSeveralTimesAtOnceBeginsOneGameAndTellsTheOtherPressesWhichItIs() throws Exception {
        int presses = 6;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(presses);
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        List<GameReply> replies = new java.util.ArrayList<>();
        try {
            List<java.util.concurrent.Future<GameReply>> sent = new java.util.ArrayList<>();
            for (int i = 0; i < presses; i++) {
                sent.add(pool.submit(() -> {
                    go.await();
                    return playTheBot("easy", "fixed", "white");
                }));
            }
            go.countDown();
            for (var reply : sent) {
                replies.add(reply.get());
            }
        } finally {
            pool.shutdownNow();
        }
        List<GameReply> begun = replies.stream().filter(r -> !r.ephemeral()).toList();
        assertEquals(1, begun.size(), () -> begun.size() + " games begun by " + presses + " presses");
        String id = begun.get(0).game().id();
        for (GameReply other : replies.stream().filter(GameReply::ephemeral).toList()) {
            assertEquals("You are already playing the bot here: game **" + id + "**. Finish it, or `/tzaar resign`, "
                    + "before you start another.", other.text());
        }
        assertEquals(1, table.store.openGamesIn(table.channel, table.now).stream()
                .filter(g -> g.involves(ANN.id())).count());
    }

    /** The bot's name says its level in the channel's language, short enough for a phone's player card. */
    @Test
    void inAFrenchChannelTheBotIsNamedInFrench() {
        GameReply reply = table.handle(dev.tzaar.api.GameRequest.of(Table.nextInteraction(), Table.GUILD,
                table.channel, ANN, Command.AI, java.util.Map.of(Option.OPPONENT, ROBOT.id(), Option.LEVEL, "hard",
                        Option.SETUP, "fixed", Option.COLOUR, "white")).withMentioned(java.util.Map.of(ROBOT.id(), ROBOT))
                .withLocales("fr", "fr"));
        assertNotNull(reply.game(), reply.text());

        assertEquals("Bot difficile", table.game(reply.game().id()).black().name(), reply.text());
        assertTrue(reply.text().contains("**Bot difficile** (Noir)"), reply.text());
    }

    @Test
    void aFrenchHintNamesTheCommandAsAFrenchDiscordClientShowsIt() {
        playTheBot("easy", "fixed", "white");
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        GameReply hint = table.handle(dev.tzaar.api.GameRequest.of(Table.nextInteraction(), Table.GUILD,
                table.channel, ANN, Command.HINT, java.util.Map.of()).withLocales("fr", "en-US"));

        Matcher turn = Pattern.compile("`/tzaar jouer tour:([^`]+)`").matcher(hint.text());
        assertTrue(turn.find(), hint.text());
        assertFalse(hint.text().contains("move turn:"), hint.text());
        assertTrue(hint.text().contains(", ou sans rien taper avec **Jouer mon tour**.\nPourquoi : "), hint.text());
    }

    @Test
    void analysisWaitsUntilTheGameIsOver() {
        playTheBot("easy", "fixed", "white");

        GameReply reply = table.send(ANN, Command.ANALYZE);

        assertTrue(reply.ephemeral());
        assertTrue(reply.text().endsWith("is still being played: I analyse a game once it is over, so that the "
                + "analysis helps nobody during it."), reply.text());
    }

    @Test
    void aWholeGameAgainstTheBotEndsAndItsReviewTellsTheCarelessPlayerTheTurnThatLostWithTheCurveAndBetterTurnsDrawn() {
        String id = playTheBot("hard", "random", "white").game().id();
        SplittableRandom careless = new SplittableRandom(5);
        GameReply reply = null;
        for (int turn = 0; turn < 200 && table.game(id).status() == GameStatus.ACTIVE; turn++) {
            List<String> legal = table.game(id).position().legalActions().stream().map(Object::toString).toList();
            reply = table.send(ANN, Command.MOVE, Option.TURN, legal.get(careless.nextInt(legal.size())));
            assertFalse(reply.ephemeral(), reply.text());
        }
        Game finished = table.game(id);
        assertEquals(GameStatus.FINISHED, finished.status());
        assertEquals(Side.BLACK, finished.record().result().orElseThrow().winner(), "hard beats random moves");
        assertTrue(reply.text().contains("**Hard bot** (Black) wins"), reply.text());
        assertEquals(List.of(), reply.ping(), "the bot reads no pings");

        GameReply analysis = table.reviewed(ANN, new java.util.ArrayList<>(), Option.GAME, id);

        assertTrue(analysis.ephemeral());
        Matcher accuracy = Pattern.compile("Accuracy: \\*\\*Ann\\*\\* (\\d+)%, \\*\\*Hard bot\\*\\* (\\d+)%\\.")
                .matcher(analysis.text());
        assertTrue(accuracy.find(), analysis.text());
        List<String> marked = analysis.text().lines().filter(line -> line.startsWith("**Turn ")).toList();
        assertTrue(marked.stream().anyMatch(line -> line.contains(", you: `")
                && line.contains("it left **Hard bot** a forced win")),
                "the random turn that lost is Ann's, told to her as hers: " + analysis.text());
        assertNotNull(analysis.image(), "the curve of the chance of winning");
        assertFalse(analysis.pictures().isEmpty(), "the better turns drawn");

        GameReply rematch = table.send(ANN, Command.REMATCH, Option.GAME, id);
        assertFalse(rematch.ephemeral(), rematch.text());
        Game next = table.game(rematch.game().id());
        assertEquals(GameStatus.ACTIVE, next.status(), "a rematch against the bot needs no acceptance");
        assertTrue(next.white().bot(), "colours swapped: the bot has White and has made the opening capture");
        assertEquals(1, next.record().actions().size());
        assertEquals("hard", next.record().tags().get(BotPlayer.LEVEL_TAG));
    }

    /**
     * Games against the bot are not rated, yet they count in {@code /tzaar stats}: finished and won,
     * by level, each ending once however often its final move is sent.
     */
    @Test
    void statsCountTheGamesFinishedAgainstTheBotByLevelThoughTheyAreNotRated() {
        Player dee = Table.person(String.valueOf(1_500_000_000_000_000_000L + System.nanoTime() % 1_000_000_000_000L),
                "Dee");
        String lost = table.send(dee, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "medium",
                Option.SETUP, "fixed", Option.COLOUR, "white").game().id();
        table.send(dee, Command.CONFIRM_RESIGN, Option.GAME, lost);
        String won = table.send(dee, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy",
                Option.SETUP, "fixed", Option.COLOUR, "white").game().id();
        Ai strong = new Ai(Level.HARD, 20, 7, counterClock());
        String finalMove = null;
        GameReply last = null;
        String lastTurn = null;
        for (int turn = 0; turn < 200 && table.game(won).status() == GameStatus.ACTIVE; turn++) {
            finalMove = Table.nextInteraction();
            lastTurn = strong.choose(table.game(won).position()).turnText();
            last = table.send(finalMove, dee, Command.MOVE, Option.TURN, lastTurn);
        }
        assertEquals(Side.WHITE, table.game(won).record().result().orElseThrow().winner(), "hard beats easy");
        assertEquals(last.text(), table.send(finalMove, dee, Command.MOVE, Option.TURN, lastTurn).text(),
                "the final move sent again gets the same answer");

        GameReply mine = table.send(dee, Command.STATS);

        assertFalse(mine.ephemeral(), mine.text());
        assertEquals("**Dee** has no rated game yet.\nAgainst the bot (not rated): 2 played, 1 won · easy 1–0 · "
                + "medium 0–1", mine.text());
        GameReply french = table.handle(GameRequest.of(Table.nextInteraction(), Table.GUILD, table.channel, ANN,
                Command.STATS, Map.of(Option.PLAYER, dee.id())).withMentioned(Map.of(dee.id(), dee))
                .withLocales("fr", "fr"));
        assertEquals("**Dee** n’a pas encore de partie classée.\nContre le bot (non classées) : 2 jouées, 1 gagnée · "
                + "facile 1–0 · moyen 0–1", french.text());
    }
}
