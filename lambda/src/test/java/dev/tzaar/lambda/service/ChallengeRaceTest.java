package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.TimeLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * One challenger, one opponent, one channel: one challenge waiting at a time, however many are
 * sent at once (a double click, a bot retrying). Raced for real on DynamoDB Local, twenty threads
 * released together; the challenge's place is freed when it is answered or expires.
 */
class ChallengeRaceTest {
    private static final int CLIENTS = 20;
    private final Table table = new Table(47);

    private List<GameReply> challengeAtOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<GameReply>> sent = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                sent.add(pool.submit(() -> {
                    go.await();
                    return table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
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

    private List<Game> waiting() {
        return table.store.gamesOf(ANN.id(), table.now, 100).stream()
                .filter(g -> g.channelId().equals(table.channel) && g.status() == GameStatus.CHALLENGED)
                .toList();
    }

    @Test
    void twentyIdenticalChallengesSentAtOnceMakeOne() throws Exception {
        List<GameReply> replies = challengeAtOnce();

        List<GameReply> made = replies.stream().filter(r -> !r.ephemeral()).toList();
        assertEquals(1, made.size(), () -> made.size() + " challenges made, of " + CLIENTS);
        assertEquals(1, waiting().size());
        String id = made.get(0).game().id();
        for (GameReply refused : replies.stream().filter(GameReply::ephemeral).toList()) {
            assertTrue(refused.text().startsWith("You have already challenged **Bo** here: game **" + id + "**")
                    || refused.text().startsWith("The same challenge is being made right now"), refused.text());
        }
    }

    @Test
    void aDeclinedChallengeFreesItsPlace() {
        String first = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        assertTrue(table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).ephemeral());
        table.send(BO, Command.DECLINE, Option.GAME, first);

        GameReply again = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());

        assertFalse(again.ephemeral(), again.text());
        assertEquals(1, waiting().size());
    }

    @Test
    void aWithdrawnOrAcceptedChallengeFreesItsPlace() {
        String first = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        table.send(ANN, Command.CANCEL, Option.GAME, first);
        String second = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        table.send(BO, Command.ACCEPT, Option.GAME, second);

        GameReply third = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());

        assertFalse(third.ephemeral(), third.text());
    }

    @Test
    void anExpiredChallengeFreesItsPlace() {
        table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        table.now = table.now.plus(TimeLimits.defaults().challengeLifetime()).plusSeconds(1);

        GameReply again = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());

        assertFalse(again.ephemeral(), again.text());
        assertEquals(1, waiting().size());
    }
}
