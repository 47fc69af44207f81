package dev.tzaar.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The self-hosted schedule's timer: closing it (a console quit, a bot stopped) lets a sweep under way end as it
 * would, rather than cut it off between its posts and their report.
 */
class ClockTimerTest {

    @Test
    void closingLetsTheSweepUnderWayFinishUninterrupted() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> ended = new CompletableFuture<>();
        ClockTimer timer = ClockTimer.start(() -> {
            started.countDown();
            try {
                ended.complete(release.await(10, TimeUnit.SECONDS) ? "finished" : "waited in vain");
            } catch (InterruptedException e) {
                ended.complete("interrupted");
            }
        }, Duration.ofMinutes(1));
        assertTrue(started.await(10, TimeUnit.SECONDS), "the first sweep starts at once");

        // Released a moment after closing began: a close that cut the sweep off would have done so by then.
        CompletableFuture.runAsync(release::countDown, CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS));
        timer.close();

        assertEquals("finished", ended.get(1, TimeUnit.SECONDS));
    }
}
