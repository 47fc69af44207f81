package dev.tzaar.cli;

/**
 * The Wilson score interval for a proportion (Wilson, 1927): unlike the normal approximation it
 * stays inside 0..1 and behaves at 0 and n successes, where a match between unequal players ends.
 */
final class Wilson {
    /** z for a two-sided 95% interval. */
    private static final double Z = 1.959964;

    private Wilson() {
    }

    /** {low, high} for {@code successes} out of {@code n} (n at least 1). */
    static double[] interval(int successes, int n) {
        double p = (double) successes / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
