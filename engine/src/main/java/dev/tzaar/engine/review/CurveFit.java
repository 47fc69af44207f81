package dev.tzaar.engine.review;

import java.util.ArrayList;
import java.util.List;

/**
 * The curve {@code P(win) = 1 / (1 + e^(-(k·score + b)))} that makes a set of scored turns with known
 * results most likely (maximum likelihood, by Newton's method), and how well it fits: the mean log loss
 * and the Brier score (mean squared error of the chance). The offset {@code b} is there because every
 * score is that of the side that has just played, read from a search with its opponent to move, and
 * the search rates the side to move higher than the results bear out (the AI's odd-even swing); a
 * fit through one half at 0 would call those turns worse than they are. Turns the search saw decided
 * say nothing about the curve and are left out.
 *
 * @param slope the fitted k, per hundredth of a piece
 * @param offset the fitted b
 * @param samples the turns it was fitted to
 * @param logLoss the mean negative log-likelihood per turn (0.693 is a coin's)
 * @param brier the mean squared error of the chance against the result (0.25 is a coin's)
 */
public record CurveFit(double slope, double offset, int samples, double logLoss, double brier) {
    /** One turn: its score for the side that played it and whether that side went on to win. */
    public record Sample(int score, boolean won) {
    }

    public static CurveFit of(List<Sample> all) {
        List<Sample> samples = all.stream().filter(s -> !decided(s.score())).toList();
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("a curve needs turns not already decided");
        }
        double k = 0.004;
        double b = 0;
        for (int step = 0; step < 100; step++) {
            double gk = 0;
            double gb = 0;
            double hkk = 0;
            double hkb = 0;
            double hbb = 0;
            for (Sample sample : samples) {
                double p = WinChance.of(sample.score(), k, b);
                double error = (sample.won() ? 1 : 0) - p;
                double weight = p * (1 - p);
                double x = sample.score();
                gk += error * x;
                gb += error;
                hkk += weight * x * x;
                hkb += weight * x;
                hbb += weight;
            }
            double determinant = hkk * hbb - hkb * hkb;
            if (determinant <= 0) {
                break;
            }
            double dk = (hbb * gk - hkb * gb) / determinant;
            double db = (hkk * gb - hkb * gk) / determinant;
            k += dk;
            b += db;
            if (Math.abs(dk) < 1e-12 && Math.abs(db) < 1e-9) {
                break;
            }
        }
        return measured(samples, k, b);
    }

    private static boolean decided(int score) {
        double p = WinChance.of(score, 1e-9, 0);
        return p <= 0 || p >= 1;
    }

    /** How well the curve of slope {@code k} and offset {@code b} fits the samples (decided ones left out). */
    public static CurveFit measured(List<Sample> samples, double k, double b) {
        double logLoss = 0;
        double brier = 0;
        int n = 0;
        for (Sample sample : samples) {
            if (decided(sample.score())) {
                continue;
            }
            double p = WinChance.of(sample.score(), k, b);
            double outcome = sample.won() ? 1 : 0;
            logLoss -= sample.won() ? Math.log(p) : Math.log(1 - p);
            brier += (p - outcome) * (p - outcome);
            n++;
        }
        return new CurveFit(k, b, n, n == 0 ? 0 : logLoss / n, n == 0 ? 0 : brier / n);
    }

    /** Turns whose chance on the curve fell in one tenth: how many, the mean chance, and how often they were won. */
    public record Bucket(double from, double to, int turns, double predicted, double observed) {
    }

    /** The curve against the results by tenths of the chance: a curve that fits predicts what happened in each. */
    public static List<Bucket> calibration(List<Sample> samples, double k, double b) {
        int[] counts = new int[10];
        double[] predicted = new double[10];
        int[] won = new int[10];
        for (Sample sample : samples) {
            if (decided(sample.score())) {
                continue;
            }
            double p = WinChance.of(sample.score(), k, b);
            int tenth = Math.min(9, (int) (p * 10));
            counts[tenth]++;
            predicted[tenth] += p;
            won[tenth] += sample.won() ? 1 : 0;
        }
        List<Bucket> buckets = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            buckets.add(new Bucket(i / 10.0, (i + 1) / 10.0, counts[i], counts[i] == 0 ? 0 : predicted[i] / counts[i],
                    counts[i] == 0 ? 0 : won[i] / (double) counts[i]));
        }
        return buckets;
    }
}
