package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.TournamentReplies.button;
import static dev.tzaar.lambda.service.TournamentReplies.games;
import static dev.tzaar.lambda.service.TournamentReplies.labels;
import static dev.tzaar.lambda.service.TournamentReplies.tournamentOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.Posting;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A tournament's games each in a thread of its own (docs/tournaments.md, "Games in threads"), through the function
 * on DynamoDB Local: the round's message asks the bot for one thread a game and pings nobody; the bot's word that
 * it started one moves the game there and is answered with the game's first message in it; a round's last result
 * in a thread sends the round's news, and the next round's threads, to the tournament's channel.
 */
class TournamentThreadsTest {
    private static final Player DEE = Table.person("100000000000000004", "Dee");

    private final Table table = new Table(43);

    @Test
    void eachGameOfARoundBeginsInAThreadOfItsOwnAndTheRoundsLastResultThereBeginsTheNextInTheChannel() {
        GameReply announced = create("Thread Cup", Capability.START_THREADS);
        assertTrue(announced.text().contains("rated · each game in a thread of its own."), announced.text());
        for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
            table.press(player, button(announced, "Join"));
        }
        GameReply started = table.press(Table.ANN, button(announced, "Start"));
        List<String> games = games(started);
        assertEquals(2, games.size(), started.text());
        assertEquals(List.of(), started.ping(), "each game's thread pings its players, the round's message nobody");
        assertEquals(2, started.gameThreads().size());
        for (int i = 0; i < games.size(); i++) {
            ThreadWork work = started.gameThreads().get(i);
            Game game = table.game(games.get(i));
            assertEquals(game.id(), work.gameId());
            assertFalse(work.privateThread());
            assertEquals(List.of(game.white().id(), game.black().id()), work.join());
            assertEquals(Table.ANN.id(), work.tell(), "the organiser is told if Discord refuses it");
            assertEquals("Thread Cup · round 1, board " + (i + 1) + ": " + game.white().name() + " – "
                    + game.black().name(), work.startName());
        }

        List<String> threadIds = new ArrayList<>();
        for (String id : games) {
            String thread = Table.nextInteraction();
            threadIds.add(thread);
            GameReply first = recordThread(id, thread);
            Game game = table.game(id);
            assertFalse(first.ephemeral(), first.text());
            assertTrue(first.text().startsWith("**Thread Cup**, round 1, board "), first.text());
            assertTrue(first.text().contains("game `" + id + "`"), first.text());
            assertEquals(List.of(game.white().id(), game.black().id()), first.ping(), "both players pinged");
            assertNotNull(first.image(), "the board");
            assertTrue(labels(first).containsAll(List.of("Play your turn", "Follow", "Unfollow")), labels(first).toString());
            assertEquals(thread, game.playedIn());
            assertEquals(first.text(), recordThread(id, thread).text(), "told twice, recorded once");
        }

        GameReply one = resignIn(games.get(0), threadIds.get(0));
        assertTrue(one.text().contains("This game counts for **Thread Cup**: round 1, 1 of 2 boards decided."),
                one.text());
        assertEquals(List.of(), one.postings());
        GameReply two = resignIn(games.get(1), threadIds.get(1));
        assertTrue(two.text().contains("That was the round's last result: round 2 of **Thread Cup** begins in <#"
                + table.channel + ">, with the standings."), two.text());
        assertNotNull(two.announce(), "the game's end told in the channel too");
        assertEquals(1, two.postings().size());
        Posting news = two.postings().get(0);
        assertEquals(table.channel, news.channelId());
        assertTrue(news.reply().text().startsWith("Round 1 of **Thread Cup** is over: the standings are below."),
                news.reply().text());
        assertTrue(news.reply().text().contains("**Thread Cup**, round 2 of 2: the games begin now, each in a thread"
                + " of its own, on the clock."),
                news.reply().text());
        assertTrue(news.reply().pictures().stream().anyMatch(p -> p.fileName().equals("standings-1.png")));
        List<String> second = games(news.reply());
        assertEquals(2, second.size(), news.reply().text());
        assertEquals(second, news.reply().gameThreads().stream().map(ThreadWork::gameId).toList(),
                "round 2's games, each to a thread of its own");
        assertTrue(two.gameThreads().isEmpty(), "no thread is started in a thread");

        for (String id : second) {
            String thread = Table.nextInteraction();
            recordThread(id, thread);
            resignIn(id, thread);
        }
        GameReply standings = table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "standings", Option.TOURNAMENT,
                tournamentOf(announced));
        assertTrue(standings.text().contains("Thread Cup"), standings.text());
    }

    @Test
    void aServerWhoseDefaultIsPrivateThreadsHasItsTournamentsGamesInPrivateThreadsWithoutFollowButtons() {
        GameReply set = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, Table.ANN,
                Command.SETTINGS, Map.of(Option.THREADS, "private")).with(Capability.MANAGE_SERVER)
                .with(Capability.START_PRIVATE_THREADS));
        assertFalse(set.text().isEmpty(), set.text());

        GameReply onlyPublic = create("Open Cup", Capability.START_THREADS);
        assertFalse(onlyPublic.text().contains("thread"),
                "a server that wants its games private does not get them in public threads: " + onlyPublic.text());

        GameReply announced = create("Quiet Cup", Capability.START_PRIVATE_THREADS);
        assertTrue(announced.text().contains("each game in a private thread."), announced.text());
        table.press(Table.BO, button(announced, "Join"));
        table.press(Table.CY, button(announced, "Join"));
        GameReply started = table.press(Table.ANN, button(announced, "Start"));
        ThreadWork work = started.gameThreads().get(0);
        assertTrue(work.privateThread(), work.toString());
        GameReply first = recordThread(work.gameId(), Table.nextInteraction());
        assertFalse(labels(first).contains("Follow"), "spectators cannot see into a private thread: " + labels(first));
        assertEquals(2, first.ping().size());
    }

    @Test
    void aTournamentCreatedWhereNoThreadCanBeStartedPlaysItsGamesInTheChannelAndPingsItsPlayers() {
        GameReply announced = create("Channel Cup");
        assertFalse(announced.text().contains("thread"), announced.text());
        table.press(Table.BO, button(announced, "Join"));
        table.press(Table.CY, button(announced, "Join"));
        GameReply started = table.press(Table.ANN, button(announced, "Start"));
        assertTrue(started.gameThreads().isEmpty());
        assertEquals(2, started.ping().size(), started.ping().toString());
    }

    private GameReply create(String name, Capability... can) {
        return TournamentReplies.created(table, name, can);
    }

    private GameReply recordThread(String gameId, String threadId) {
        return TournamentReplies.threadRecorded(table, gameId, threadId);
    }

    /** The player to move resigns in the game's thread, confirmed. */
    private GameReply resignIn(String gameId, String threadId) {
        Player mover = table.game(gameId).toAct().orElseThrow();
        Map<String, String> options = new HashMap<>(Map.of(Option.GAME, gameId));
        table.handle(GameRequest.of(Table.nextInteraction(), table.guild, threadId, mover, Command.RESIGN, options));
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, threadId, mover,
                Command.CONFIRM_RESIGN, options));
    }




}
