package dev.tzaar.engine.review;

import java.util.List;

/**
 * How accurately a side played, from 0 to 100, by lichess's formulas: a turn that gives away a chance
 * {@code d} (0 to 1) of winning scores {@code 103.1668 · e^(-4.354 · d) - 3.1669} (100 for none, about
 * 64 for 0.1, 40 for 0.2, 25 for 0.3), kept within 0 and 100; a game's is the mean of the turns'
 * arithmetic and harmonic means, so one blunder among good turns still costs more than their average
 * says.
 */
public final class Accuracy {
    private Accuracy() {
    }

    /** One turn's accuracy for a drop of {@code drop} in its mover's chance (negative counts as none). */
    public static double ofTurn(double drop) {
        double percent = 103.1668 * Math.exp(-4.354 * Math.max(0, drop)) - 3.1669;
        return Math.max(0, Math.min(100, percent));
    }

    /** A side's accuracy over its turns' drops; 100 when it played no turn. */
    public static double ofSide(List<Double> drops) {
        if (drops.isEmpty()) {
            return 100;
        }
        double sum = 0;
        double inverse = 0;
        for (double drop : drops) {
            double turn = ofTurn(drop);
            sum += turn;
            // A turn at 0 would make the harmonic mean 0: count it as the least a turn shows, 1.
            inverse += 1 / Math.max(1, turn);
        }
        double arithmetic = sum / drops.size();
        double harmonic = drops.size() / inverse;
        return (arithmetic + harmonic) / 2;
    }
}
