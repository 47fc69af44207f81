package dev.tzaar.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class FirstUseTest {

    @Test
    void nothingIsMadeUntilItIsFirstAskedFor() {
        AtomicInteger makings = new AtomicInteger();
        FirstUse<Object> thing = FirstUse.of(() -> {
            makings.incrementAndGet();
            return new Object();
        });

        assertEquals(Optional.empty(), thing.ifMade());
        assertEquals(0, makings.get());
        Object made = thing.get();
        assertEquals(Optional.of(made), thing.ifMade());
        assertEquals(1, makings.get());
    }

    @Test
    void itIsMadeOnceHoweverManyThreadsAskAtTheSameTime() throws Exception {
        AtomicInteger makings = new AtomicInteger();
        CountDownLatch making = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        FirstUse<Object> thing = FirstUse.of(() -> {
            makings.incrementAndGet();
            making.countDown();
            await(finish);
            return new Object();
        });
        int threads = 8;
        List<Object> got = new CopyOnWriteArrayList<>();
        List<Thread> askers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            askers.add(new Thread(() -> got.add(thing.get()), "asker-" + i));
        }
        askers.forEach(Thread::start);

        // One asker is making it; the others ask meanwhile, so they wait for it.
        assertTrue(making.await(10, TimeUnit.SECONDS), "nobody made it");
        awaitBlocked(askers, threads - 1);
        finish.countDown();
        for (Thread asker : askers) {
            asker.join(10_000);
        }

        assertEquals(threads, got.size());
        assertTrue(got.stream().allMatch(one -> one == thing.get()), got.toString());
        assertEquals(1, makings.get());
    }

    @Test
    void aMakingThatFailsKeepsNothingSoTheNextAskTriesAgain() {
        AtomicInteger makings = new AtomicInteger();
        FirstUse<String> secret = FirstUse.of(() -> {
            if (makings.incrementAndGet() == 1) {
                throw new IllegalStateException("the secret could not be read");
            }
            return "read";
        });

        assertThrows(IllegalStateException.class, secret::get);
        assertTrue(secret.ifMade().isEmpty());
        assertEquals("read", secret.get());
        assertEquals("read", secret.get());
        assertEquals(2, makings.get());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Until {@code count} of the threads wait to enter the making (blocked on it), or 10 s have passed. */
    private static void awaitBlocked(List<Thread> threads, int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (threads.stream().filter(thread -> thread.getState() == Thread.State.BLOCKED).count() < count) {
            assertTrue(System.nanoTime() < deadline, "the other askers never waited for the making");
            Thread.yield();
        }
    }
}
