package dev.tzaar.lambda.rating;

import java.util.Objects;

/**
 * One game of a rating period as the rated player saw it: the opponent's rating before the period
 * and the score, 1 for a win, 0 for a loss (½ for a draw, which TZAAR does not have).
 */
public record ScoredGame(Rating opponent, double score) {
    public static final double WIN = 1;
    public static final double LOSS = 0;

    public ScoredGame {
        Objects.requireNonNull(opponent, "opponent");
        if (!(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("a score is between 0 and 1, not " + score);
        }
    }

    public static ScoredGame winAgainst(Rating opponent) {
        return new ScoredGame(opponent, WIN);
    }

    public static ScoredGame lossAgainst(Rating opponent) {
        return new ScoredGame(opponent, LOSS);
    }
}
