package dev.tzaar.infra.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/** What arrived, in order, with a blocking wait for the n-th item. Thread-safe. */
final class Recording<T> {
    private final List<T> items = new ArrayList<>();

    synchronized void add(T item) {
        items.add(item);
        notifyAll();
    }

    synchronized List<T> all() {
        return List.copyOf(items);
    }

    /**
     * The first {@code count} items, once they have arrived.
     *
     * @param context what was awaited and what else happened, for the failure message
     * @throws AssertionError when fewer have arrived after {@code timeout}
     */
    synchronized List<T> await(int count, Duration timeout, Supplier<String> context) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (items.size() < count) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("waited " + timeout.toMillis() + " ms for " + count + ", got "
                            + items.size() + ": " + context.get());
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting: " + context.get(), e);
        }
        return List.copyOf(items.subList(0, count));
    }
}
