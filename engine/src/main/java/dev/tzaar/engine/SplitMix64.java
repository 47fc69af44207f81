package dev.tzaar.engine;

/**
 * SplitMix64 (Steele, Lea and Flood, 2014): a tiny random generator whose every output is defined
 * by the few lines below, so a stored seed gives the same setup on any JVM, forever. Unlike
 * {@link java.util.Random}, whose first outputs for neighbouring seeds are correlated, it mixes
 * the seed thoroughly, so games numbered 0, 1, 2... still get unbiased boards.
 */
final class SplitMix64 {
    private long state;

    SplitMix64(long seed) {
        state = seed;
    }

    long nextLong() {
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound): draws past the last whole multiple of bound are rejected, so no value is favoured. */
    int nextInt(int bound) {
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long draw;
        do {
            draw = nextLong() >>> 1;
        } while (draw >= limit);
        return (int) (draw % bound);
    }
}
