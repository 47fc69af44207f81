package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * An open challenge pressed by many at once makes exactly one game with exactly one opponent;
 * many open challenges sent at once make one. Raced for real on DynamoDB Local, twenty threads
 * released together.
 */
class OpenChallengeRaceTest {
    private static final int CLIENTS = 20;
    private final Table table = new Table(83);

    private static Player person(int i) {
        return new Player(String.valueOf(200_000_000_000_000_000L + i), "Player" + i, false);
    }

    private static List<GameReply> atOnce(IntFunction<Callable<GameReply>> client) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<GameReply>> sent = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                Callable<GameReply> call = client.apply(i);
                sent.add(pool.submit(() -> {
                    go.await();
                    return call.call();
                }));
            }
            go.countDown();
            List<GameReply> replies = new ArrayList<>();
            for (Future<GameReply> reply : sent) {
                replies.add(reply.get());
            }
            return replies;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void twentyPeopleAcceptingAtOnceMakeOneGameWithOneOpponent() throws Exception {
        String id = table.send(ANN, Command.CHALLENGE, Option.SETUP, "fixed").game().id();

        List<GameReply> replies = atOnce(i -> () -> table.send(person(i), Command.ACCEPT, Option.GAME, id));

        List<GameReply> accepted = replies.stream().filter(r -> !r.ephemeral()).toList();
        assertEquals(1, accepted.size(), () -> accepted.size() + " accepted, of " + CLIENTS);
        Game game = table.game(id);
        assertEquals(GameStatus.ACTIVE, game.status());
        assertEquals(game.opponent().id(), accepted.get(0).game().opponent().id());
        assertTrue(accepted.get(0).text().startsWith("**" + game.opponent().name() + "** accepts"),
                accepted.get(0).text());
        for (GameReply late : replies.stream().filter(GameReply::ephemeral).toList()) {
            assertEquals("Game **" + id + "** has already started.", late.text());
        }
        assertEquals(2, game.version(), "accepted once");
    }

    @Test
    void twentyOpenChallengesSentAtOnceMakeOne() throws Exception {
        List<GameReply> replies = atOnce(i -> () -> table.send(ANN, Command.CHALLENGE));

        assertEquals(1, replies.stream().filter(r -> !r.ephemeral()).count());
        long waiting = table.store.openGamesIn(table.channel, table.now).stream()
                .filter(g -> g.status() == GameStatus.CHALLENGED).count();
        assertEquals(1, waiting);
    }
}
