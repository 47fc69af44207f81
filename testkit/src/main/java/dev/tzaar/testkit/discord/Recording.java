package dev.tzaar.testkit.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
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
     * @param what what is awaited, like {@code "follow-up(s)"}
     * @param state what else happened, for the failure message
     * @throws AssertionError when fewer have arrived after {@code timeout}
     */
    synchronized List<T> await(int count, Duration timeout, String what, Supplier<String> state) {
        awaitUntil(() -> items.size() >= count, timeout, () -> count + " " + what + ", got " + items.size(), state);
        return List.copyOf(items.subList(0, count));
    }

    /** The first item that matches, once it has arrived. */
    synchronized T awaitFirst(Predicate<T> matching, Duration timeout, String what, Supplier<String> state) {
        awaitUntil(() -> items.stream().anyMatch(matching), timeout, () -> what, state);
        return items.stream().filter(matching).findFirst().orElseThrow();
    }

    /** The first item at index {@code from} or later that matches, once it has arrived. */
    synchronized T awaitFirstFrom(int from, Predicate<T> matching, Duration timeout, String what,
            Supplier<String> state) {
        Supplier<java.util.Optional<T>> found = () -> items.subList(Math.min(from, items.size()), items.size()).stream()
                .filter(matching).findFirst();
        awaitUntil(() -> found.get().isPresent(), timeout, () -> what, state);
        return found.get().orElseThrow();
    }

    private void awaitUntil(BooleanSupplier done, Duration timeout, Supplier<String> what, Supplier<String> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (!done.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("waited " + timeout.toMillis() + " ms for " + what.get() + "\n"
                            + state.get());
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for " + what.get() + "\n" + state.get(), e);
        }
    }
}
