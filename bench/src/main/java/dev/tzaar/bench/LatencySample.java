package dev.tzaar.bench;

import java.time.Duration;
import java.util.Arrays;

/**
 * Latencies measured one by one, read back as percentiles in milliseconds. A percentile is the
 * nearest rank (the smallest value that at least that share of the sample does not exceed), so
 * every figure printed is a latency that was actually measured, never an interpolation.
 * Not thread-safe: one thread records, then reads.
 */
final class LatencySample {
    private long[] nanos = new long[256];
    private int count;

    void add(Duration latency) {
        if (count == nanos.length) {
            nanos = Arrays.copyOf(nanos, count * 2);
        }
        nanos[count++] = latency.toNanos();
    }

    int count() {
        return count;
    }

    /** The {@code quantile} (0.5 for the median, 0.99 for p99) in milliseconds. */
    double percentileMillis(double quantile) {
        if (count == 0) {
            throw new IllegalStateException("no latency was measured");
        }
        if (!(quantile > 0 && quantile <= 1)) {
            throw new IllegalArgumentException("a quantile is in (0, 1], not " + quantile);
        }
        long[] sorted = Arrays.copyOf(nanos, count);
        Arrays.sort(sorted);
        return nearestRank(sorted, quantile) / 1e6;
    }

    /** The nearest-rank {@code quantile} of values sorted ascending: one of them, never an interpolation. */
    static long nearestRank(long[] sorted, double quantile) {
        int rank = (int) Math.ceil(quantile * sorted.length);
        return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
    }

    double maxMillis() {
        return percentileMillis(1);
    }
}
