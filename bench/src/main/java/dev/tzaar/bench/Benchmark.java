package dev.tzaar.bench;

import java.io.PrintStream;

/** One measurement of {@code ./tzaar bench}: it warms up, measures, and prints its figures. */
public interface Benchmark {
    String name();

    String summary();

    /** Measures and prints; {@code quick} trades precision for a run of a few seconds. */
    void run(PrintStream out, boolean quick);

    /**
     * Times a task: the median of the measured runs, after running it for the warm-up time so that
     * the JIT has compiled it as it will stay.
     */
    static Timing time(java.time.Duration warmup, int runs, java.util.function.LongSupplier task) {
        long sink = 0;
        long warmupEnd = System.nanoTime() + warmup.toNanos();
        do {
            sink += task.getAsLong();
        } while (System.nanoTime() < warmupEnd);
        long[] nanos = new long[runs];
        long last = 0;
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            last = task.getAsLong();
            nanos[i] = System.nanoTime() - start;
            sink += last;
        }
        java.util.Arrays.sort(nanos);
        Blackhole.sink = sink;
        return new Timing(nanos[runs / 2], nanos[0], nanos[runs - 1], last);
    }

    /** A new directory for the data a benchmark's local table keeps, named after it. */
    static java.nio.file.Path dataDirectory(String name) {
        try {
            return java.nio.file.Files.createTempDirectory(name);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * What a benchmark that failed throws: I/O as unchecked I/O, an interruption (the thread's flag set
     * again) or anything else as an illegal state naming {@code what} failed.
     */
    static RuntimeException failed(String what, Exception e) {
        if (e instanceof java.io.IOException io) {
            return new java.io.UncheckedIOException(io);
        }
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            return new IllegalStateException("interrupted", e);
        }
        return new IllegalStateException(what + " failed: " + e.getMessage(), e);
    }

    /** Where results go so that the JIT cannot drop the work that made them. */
    final class Blackhole {
        static volatile long sink;

        private Blackhole() {
        }
    }

    /** Nanoseconds of the median, fastest and slowest runs; {@code lastResult} is what the
     * task returned the last time. */
    record Timing(long medianNanos, long minNanos, long maxNanos, long lastResult) {
        double medianSeconds() {
            return medianNanos / 1e9;
        }
    }
}
