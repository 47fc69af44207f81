package dev.tzaar.engine.review;

import dev.tzaar.engine.ai.ChosenTurn;

/**
 * A turn's score turned into the chance that the side that played it wins: the logistic curve
 * {@code 1 / (1 + e^(-(k·score + b)))}, with {@code k} and {@code b} fitted to the AI's own games at the
 * review's budget ({@link CurveFit}; the data, the fit and its error in docs/review.md). A win or a
 * loss the search saw is a certainty. Scores are in hundredths of a piece, for the side that has just
 * played, read from a search of the position its turn left (as {@link ReviewedTurn} has them).
 */
public final class WinChance {
    /**
     * The fitted slope per hundredth of a piece and offset: 1 185 turns of 90 reviewed games of the AI
     * at every pair of levels ({@code ./tzaar review-curve --games 90 --seed 1}), maximum likelihood;
     * docs/review.md. With the offset, an even score after one's own turn is a 66% chance.
     */
    public static final double FITTED_SLOPE = 0.00401;
    public static final double FITTED_OFFSET = 0.665;

    private WinChance() {
    }

    /** The chance (0 to 1) of winning for the side whose score this is, by the fitted curve. */
    public static double of(int score) {
        return of(score, FITTED_SLOPE, FITTED_OFFSET);
    }

    /** The same on the curve of slope {@code k} and offset {@code b}, for a fit to compare. */
    public static double of(int score, double k, double b) {
        if (score >= ChosenTurn.WON) {
            return 1.0;
        }
        if (score <= -ChosenTurn.WON) {
            return 0.0;
        }
        return 1.0 / (1.0 + Math.exp(-(k * score + b)));
    }
}
