package dev.tzaar.bot.activity;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Requests allowed per caller (a viewer, an address): a bucket of {@code burst} tokens refilled at
 * {@code perSecond}, one token per request. A caller far beyond what it should need is answered 429
 * until its bucket refills. Held in this process's memory: on Lambda each instance counts for itself, so
 * the limit bounds one caller per instance, not the stack.
 */
public final class RateLimiter {
    /** At most so many callers are counted at once; the least recently seen are forgotten first. */
    static final int MOST_CALLERS = 50_000;

    private final double perSecond;
    private final double burst;
    private final Clock clock;
    private final Map<String, double[]> buckets = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, double[]> eldest) {
            return size() > MOST_CALLERS;
        }
    };

    public RateLimiter(double perSecond, double burst, Clock clock) {
        this.perSecond = perSecond;
        this.burst = burst;
        this.clock = clock;
    }

    /** Whether the caller may make one more request now; counts it when it may. */
    public synchronized boolean allow(String caller) {
        double[] bucket = refilled(caller);
        if (bucket[0] < 1) {
            return false;
        }
        bucket[0] -= 1;
        return true;
    }

    private double[] refilled(String caller) {
        double now = clock.millis() / 1000.0;
        double[] bucket = buckets.computeIfAbsent(caller, c -> new double[] {burst, now});
        // A clock set back (a new instance's, a test's) refills nothing, rather than draining the bucket.
        bucket[0] = Math.min(burst, bucket[0] + Math.max(0, now - bucket[1]) * perSecond);
        bucket[1] = now;
        return bucket;
    }
}
