package dev.tzaar.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
        FirstUse<Object> thing = FirstUse.of(() -> {
            makings.incrementAndGet();
            sleep(50);
            return new Object();
        });
        int threads = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Object>> asked = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                asked.add(pool.submit(() -> {
                    start.await();
                    return thing.get();
                }));
            }
            start.countDown();
            for (Future<Object> one : asked) {
                assertSame(thing.get(), one.get());
            }
        } finally {
            pool.shutdownNow();
        }
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

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
