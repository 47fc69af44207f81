package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.puzzles.DailySchedule;
import dev.tzaar.lambda.puzzles.DailyStore;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The daily puzzle's items on DynamoDB Local: the schedule is listed by when it is due only while it is on;
 * of claims made from the same read, one is written, however many race; a solver is counted once.
 */
class DailyScheduleStoreTest {
    private static final AtomicLong GUILDS = new AtomicLong(610_000_000_000_000_000L);
    private static final Instant NOW = Instant.parse("2031-05-04T08:00:00Z");
    private static final LocalDate TODAY = LocalDate.of(2031, 5, 4);

    private final DynamoDbGameStore store = new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE);
    private final String guild = String.valueOf(GUILDS.incrementAndGet());

    /** A server that names channel 42 for the daily puzzle, due at {@code due}. */
    private DailySchedule named(Instant due) {
        DailySchedule schedule = DailySchedule.none(guild).postedIn("42", "en-US", due);
        assertTrue(store.write(ServerSettings.defaults(guild).withDailyIn(Optional.of("42")), schedule));
        return store.dailySchedule(guild);
    }

    private boolean listedAt(Instant now) {
        return store.dailiesDue(now, 100).stream().anyMatch(s -> s.guildId().equals(guild));
    }

    @Test
    void aScheduleIsListedFromWhenItIsDueAndOnlyWhileItIsOn() {
        DailySchedule named = named(NOW);
        assertEquals("42", store.serverSettings(guild).dailyChannel().orElseThrow(), "written with the settings");
        assertEquals(Optional.of(NOW), named.due());
        assertFalse(listedAt(NOW.minusMillis(1)), "not before it is due");
        assertTrue(listedAt(NOW));

        assertTrue(store.write(named.off()));
        assertFalse(listedAt(NOW.plusSeconds(86_400 * 3)), "off: in no list");
        assertEquals(Optional.empty(), store.dailySchedule(guild).due());
    }

    @Test
    void aScheduleAPostRefusalSwitchedOffKeepsTheDayAndIsInNoList() {
        DailySchedule claimed = named(NOW).claimed(TODAY, NOW);
        assertTrue(store.write(claimed));
        assertTrue(store.write(claimed.refusedOn(TODAY)));
        DailySchedule read = store.dailySchedule(guild);
        assertEquals(Optional.of(TODAY), read.refused());
        assertEquals("42", read.channelId(), "the channel that refused, for the settings to name");
        assertFalse(listedAt(NOW.plusSeconds(86_400 * 3)), "off: in no list");
        assertTrue(store.write(read.postedIn("43", "en-US", NOW)));
        assertEquals(Optional.empty(), store.dailySchedule(guild).refused(), "named again: no longer refused");
    }

    @Test
    void ofManyClaimsOfTheSameDayFromTheSameReadOneIsWritten() throws Exception {
        DailySchedule read = named(NOW);
        int racers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Boolean>> claims = new java.util.ArrayList<>();
            for (int i = 0; i < racers; i++) {
                claims.add(pool.submit(() -> {
                    start.await();
                    return store.write(read.claimed(TODAY, NOW));
                }));
            }
            start.countDown();
            int written = 0;
            for (Future<Boolean> claim : claims) {
                written += claim.get() ? 1 : 0;
            }
            assertEquals(1, written, "exactly one sweep claims the day");
        } finally {
            pool.shutdownNow();
        }
        DailySchedule claimed = store.dailySchedule(guild);
        assertEquals(Optional.of(TODAY), claimed.day());
        assertEquals(Optional.empty(), claimed.messageId(), "claimed, not posted yet");
        assertEquals(Optional.of(NOW.plus(DailySchedule.RETRY)), claimed.due());
    }

    @Test
    void aSolverIsCountedOnceAndTwoSolversAtOnceDoNotCountFromTheSameRead() {
        DailySchedule posted = named(NOW).claimed(TODAY, NOW);
        assertTrue(store.write(posted));
        posted = store.dailySchedule(guild).posted("1400000000000000009", NOW);
        assertTrue(store.write(posted));
        DailySchedule read = store.dailySchedule(guild);

        assertEquals(DailyStore.Counted.COUNTED, store.countSolver(read.solvedOnceMore(), TODAY, "7", NOW.plusSeconds(60)));
        assertEquals(DailyStore.Counted.ALREADY, store.countSolver(store.dailySchedule(guild).solvedOnceMore(), TODAY,
                "7", NOW.plusSeconds(60)), "the same solver again");
        assertEquals(DailyStore.Counted.CHANGED, store.countSolver(read.solvedOnceMore(), TODAY, "8", NOW.plusSeconds(60)),
                "another solver counted from a read the first changed");
        assertEquals(1, store.dailySchedule(guild).solvers());
        assertEquals(DailyStore.Counted.COUNTED, store.countSolver(store.dailySchedule(guild).solvedOnceMore(), TODAY,
                "8", NOW.plusSeconds(60)));
        assertEquals(2, store.dailySchedule(guild).solvers());
        assertEquals(DailyStore.Counted.COUNTED, store.countSolver(store.dailySchedule(guild).solvedOnceMore(),
                TODAY.minusDays(1), "7", NOW.plusSeconds(60)), "a mark is per day");
    }
}
