package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.TournamentReplies.button;
import static dev.tzaar.lambda.service.TournamentReplies.games;
import static dev.tzaar.lambda.service.TournamentReplies.tournamentOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.Posting;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.engine.Result;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentRounds;
import dev.tzaar.lambda.tournaments.TournamentStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the organiser's withdrawal does to the removed player's game, and the tournament's catch-up
 * (docs/tournaments.md, "A withdrawal's game" and "Catching up"), through the function on DynamoDB Local: the game ended as
 * the removed player's unrated loss and its thread told why, counted once; a result the tournament could not count
 * counted by the next result or the next action, the round going on; a board whose game was never created given
 * it, with its thread; a second catch-up doing nothing more.
 */
class TournamentCatchUpTest {
    private final Table table = new Table(47);
    // Players of these tests alone: their global standings are no other test's.
    private final List<Player> four = List.of(Table.person("100000000000004701", "Ada"),
            Table.person("100000000000004702", "Ben"), Table.person("100000000000004703", "Cleo"),
            Table.person("100000000000004704", "Dan"));

    @Test
    void aRemovedPlayersGameEndsAsTheirUnratedLossToldInItsThreadAndIsNotCountedAgain() {
        GameReply announced = create("Spring Cup", Capability.START_THREADS);
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        String thread = Table.nextInteraction();
        recordThread(games.get(0), thread);
        Game before = table.game(games.get(0));
        Player leaving = before.black();
        Player staying = before.white();
        List<Optional<dev.tzaar.lambda.rating.Standing>> ratings = standings(leaving, staying);

        GameReply removed = remove(id, leaving);

        assertFalse(removed.ephemeral(), removed.text());
        Game ended = table.game(games.get(0));
        assertEquals(GameStatus.FINISHED, ended.status());
        assertEquals(new Result.Resigned(dev.tzaar.engine.Side.BLACK), ended.record().result().orElseThrow(),
                "lost by the removed player, as a resignation is");
        assertEquals("No", ended.record().tags().get(TournamentPlay.RATED_TAG), "a forfeit is not rated");
        assertEquals(ratings, standings(leaving, staying), "no rating moved");
        List<Posting> told = removed.postings().stream().filter(p -> p.channelId().equals(thread)).toList();
        assertEquals(1, told.size(), removed.postings().toString());
        assertEquals("**" + leaving.name() + "** was withdrawn from **Spring Cup** by its organiser: the game is"
                + " forfeited, as their loss, and no rating moves.", told.get(0).reply().text());
        assertFalse(removed.text().contains("withdrawn from"), "told in the game's thread, not twice: " + removed.text());

        Tournament after = table.store.tournaments().tournament(id).orElseThrow();
        assertEquals(1, after.results(), after.toString());
        assertEquals(Optional.of(Outcome.FORFEIT_WIN), table.store.tournaments().board(id, 1, 1).orElseThrow().result());
        assertEquals(TournamentRounds.Kind.ALREADY, new TournamentRounds(table.store.tournaments())
                .record(id, 1, 1, Outcome.WIN).kind(), "what afterGame would ask: counted already");
        GameReply standings = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "standings",
                Option.TOURNAMENT, id);
        assertEquals(List.of(), standings.postings(), "the catch-up finds nothing to count");
        assertEquals(1, table.store.tournaments().tournament(id).orElseThrow().results());
        assertEquals(ended.version(), table.game(games.get(0)).version());
        assertEquals("**" + leaving.name() + "** was removed already.", remove(id, leaving).text());
        assertEquals(ended.version(), table.game(games.get(0)).version(), "ended once");
    }

    @Test
    void aRemovedPlayersGameInTheChannelIsToldSoInTheRemovalsOwnMessage() {
        GameReply announced = create("Channel Cup");
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        Player leaving = table.game(games.get(1)).white();

        GameReply removed = remove(id, leaving);

        assertTrue(removed.text().startsWith("**" + leaving.name() + "** was removed from **Channel Cup**: their game"
                + " of this round is forfeited, and they are not paired again.\n**" + leaving.name()
                + "** was withdrawn from **Channel Cup** by its organiser: the game is forfeited"), removed.text());
        assertEquals(List.of(), removed.postings());
        Game ended = table.game(games.get(1));
        assertEquals(GameStatus.FINISHED, ended.status());
        assertEquals(dev.tzaar.engine.Side.WHITE, ended.record().result().orElseThrow().loser());
    }

    @Test
    void aRemovalCutShortBeforeTheGameEndedIsFinishedByTheNextRemovalOfThatPlayer() {
        GameReply announced = create("Cut Cup");
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        Player leaving = table.game(games.get(0)).white();
        Table cutShort = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply) {
                return reply.interactionId().startsWith("withdrawal-") ? WriteOutcome.GAME_CHANGED
                        : super.write(game, reply);
            }
        });
        cutShort.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "remove", Option.TOURNAMENT, id,
                Option.PLAYER, leaving.id());
        assertEquals(GameStatus.ACTIVE, table.game(games.get(0)).status(), "withdrawn, the game not ended yet");

        GameReply again = remove(id, leaving);

        assertEquals("**" + leaving.name() + "** was removed already.", again.text());
        assertEquals(GameStatus.FINISHED, table.game(games.get(0)).status());
        assertEquals(1, again.postings().size(), "the private answer's consequence told in the channel");
        assertEquals(table.channel, again.postings().get(0).channelId());
        assertTrue(again.postings().get(0).reply().text().startsWith("**" + leaving.name() + "** was withdrawn from"),
                again.postings().get(0).reply().text());
    }

    @Test
    void aResultTheTournamentCouldNotCountIsCountedWithTheRoundsNextResultWhichBeginsTheNextRound() {
        GameReply announced = create("Late Cup");
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        GameReply uncounted = resign(failing(), games.get(0));
        assertTrue(uncounted.text().contains("could not count it just now"), uncounted.text());

        GameReply next = resign(table, games.get(1));

        assertTrue(next.text().contains("This game counts for **Late Cup**: round 1, 1 of 2 boards decided.\nGame `"
                + games.get(0) + "` (board 1) had ended without being counted: it counts for **Late Cup** now.\n"
                + "Round 1 of **Late Cup** is over"), next.text());
        assertTrue(next.text().contains("**Late Cup**, round 2 of 2: the games begin now"), next.text());
        Tournament tournament = table.store.tournaments().tournament(id).orElseThrow();
        assertEquals(2, tournament.round(), tournament.toString());
        assertEquals(List.of(), next.postings(), "the news follow the reply in the tournament's channel");
    }

    @Test
    void resultsNobodyCountedAreCountedByTheNextActionWhoseNewsArePostedInTheChannelOnce() {
        GameReply announced = create("Stuck Cup");
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        Table failing = failing();
        resign(failing, games.get(0));
        resign(failing, games.get(1));
        assertEquals(0, table.store.tournaments().tournament(id).orElseThrow().results(), "nobody counted them");

        GameReply pairings = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "pairings", Option.TOURNAMENT, id);

        assertTrue(pairings.ephemeral(), pairings.text());
        assertTrue(pairings.text().startsWith("**Stuck Cup**, round 2 of 2:"), "as it now stands: " + pairings.text());
        assertEquals(1, pairings.postings().size(), pairings.postings().toString());
        Posting news = pairings.postings().get(0);
        assertEquals(table.channel, news.channelId());
        assertTrue(news.reply().text().startsWith("Game `" + games.get(0) + "` (board 1) had ended without being"
                + " counted: it counts for **Stuck Cup** now.\nGame `" + games.get(1) + "` (board 2) had ended"
                + " without being counted"), news.reply().text());
        assertTrue(news.reply().text().contains("**Stuck Cup**, round 2 of 2: the games begin now"), news.reply().text());
        assertEquals(4, news.reply().ping().size(), "round 2's players pinged: " + news.reply().ping());
        List<String> second = games(news.reply()).stream().filter(g -> !games.contains(g)).toList();
        assertEquals(2, second.size(), news.reply().text());
        second.forEach(g -> assertEquals(GameStatus.ACTIVE, table.game(g).status()));

        GameReply again = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "standings", Option.TOURNAMENT, id);
        assertEquals(List.of(), again.postings(), "a second catch-up has nothing to do");
        Tournament tournament = table.store.tournaments().tournament(id).orElseThrow();
        assertEquals(2, tournament.round());
        assertEquals(0, tournament.results());
        assertEquals(List.of(2, 2), tournament.boardsPerRound());
    }

    @Test
    void aBoardWhoseGameWasNeverCreatedIsGivenItAndItsThreadByTheNextActionOnce() {
        GameReply announced = create("Half Cup", Capability.START_THREADS);
        String id = tournamentOf(announced);
        four.forEach(player -> table.press(player, button(announced, "Join")));
        String missing = TournamentPlay.gameId(id, 1, 2);
        // The call that began round 1 stopped before creating board 2's game.
        Table cutShort = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply) {
                return game.id().equals(missing) ? WriteOutcome.GAME_CHANGED : super.write(game, reply);
            }
        });
        GameReply started = cutShort.press(Table.ANN, button(announced, "Start"));
        assertEquals(1, started.gameThreads().size(), started.gameThreads().toString());
        assertTrue(table.store.find(missing, table.now).isEmpty());

        GameReply press = table.press(Table.ANN, button(announced, "Start"));

        assertEquals("**Half Cup** has started already.", press.text());
        assertEquals(1, press.postings().size(), press.postings().toString());
        Posting news = press.postings().get(0);
        assertEquals(table.channel, news.channelId());
        Game created = table.game(missing);
        assertEquals(GameStatus.ACTIVE, created.status());
        assertTrue(news.reply().text().startsWith("Board 2 of round 1 of **Half Cup** had no game yet: it begins now,"
                + " <@" + created.white().id() + "> (White) – <@" + created.black().id() + "> (Black), game `"
                + missing + "`."), news.reply().text());
        assertEquals(List.of(missing), news.reply().gameThreads().stream().map(ThreadWork::gameId).toList());
        assertEquals(Optional.of(missing), table.store.tournaments().board(id, 1, 2).orElseThrow().gameId());

        GameReply again = table.send(Table.BO, Command.TOURNAMENT, Option.ACTION, "games", Option.TOURNAMENT, id);
        assertEquals(List.of(), again.postings(), "created once");
        assertEquals(created.version(), table.game(missing).version());
    }

    /** Another instance at the table whose tournament store fails to count any result. */
    @Test
    void aGameEndedEarlyInItsRoundReadsNoOtherGameOfIt() {
        GameReply announced = create("Busy Cup");
        for (int i = 0; i < 10; i++) {
            table.press(Table.person("1000000000000048" + (10 + i), "P" + i), button(announced, "Join"));
        }
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        assertEquals(5, games.size());
        List<String> read = new java.util.ArrayList<>();
        Table counting = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public Optional<Game> find(String gameId, java.time.Instant now) {
                read.add(gameId);
                return super.find(gameId, now);
            }
        });

        GameReply ended = resign(counting, games.get(0));

        assertTrue(ended.text().contains("1 of 5 boards decided"), ended.text());
        assertEquals(List.of(), read.stream().filter(id -> !id.equals(games.get(0))).toList(),
                "four boards still to come: no catch-up reads their games");
    }

    private Table failing() {
        return new Table(table, store -> new ForwardingStore(store) {
            @Override
            public TournamentStore tournaments() {
                TournamentStore real = store.tournaments();
                return (TournamentStore) java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
                        new Class<?>[] {TournamentStore.class}, (proxy, method, arguments) -> {
                            if (method.getName().equals("record")) {
                                throw new IllegalStateException("the table is busy");
                            }
                            try {
                                return method.invoke(real, arguments);
                            } catch (java.lang.reflect.InvocationTargetException e) {
                                throw e.getCause();
                            }
                        });
            }
        });
    }

    private List<Optional<dev.tzaar.lambda.rating.Standing>> standings(Player... players) {
        List<Optional<dev.tzaar.lambda.rating.Standing>> out = new ArrayList<>();
        for (Player player : players) {
            out.add(table.store.standing(Ladder.ofServer(table.guild), player.id()));
            out.add(table.store.standing(Ladder.GLOBAL, player.id()));
        }
        return out;
    }

    private GameReply remove(String tournament, Player player) {
        return table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "remove", Option.TOURNAMENT, tournament,
                Option.PLAYER, player.id());
    }

    private GameReply create(String name, Capability... can) {
        return TournamentReplies.created(table, name, can);
    }

    private void recordThread(String gameId, String threadId) {
        TournamentReplies.threadRecorded(table, gameId, threadId);
    }

    /** The player to move resigns, confirmed, at the table given. */
    private GameReply resign(Table at, String game) {
        Player mover = table.game(game).toAct().orElseThrow();
        at.send(mover, Command.RESIGN, Option.GAME, game);
        return at.send(mover, Command.CONFIRM_RESIGN, Option.GAME, game);
    }
}
