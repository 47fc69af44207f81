package dev.tzaar.engine.review;

import java.util.Optional;

/**
 * What a turn's drop in its mover's chance of winning makes it: lichess's thresholds, which the AI's
 * own games support (how often each mark really changed the result: docs/review.md).
 */
public enum Mark {
    INACCURACY(0.10),
    MISTAKE(0.20),
    BLUNDER(0.30);

    private final double drop;

    Mark(double drop) {
        this.drop = drop;
    }

    /** The least drop (a chance from 0 to 1) that earns this mark. */
    public double leastDrop() {
        return drop;
    }

    /** The mark a drop earns, the worst that applies; none under an inaccuracy's. */
    public static Optional<Mark> of(double drop) {
        for (int i = values().length - 1; i >= 0; i--) {
            if (drop >= values()[i].drop - 1e-9) {
                return Optional.of(values()[i]);
            }
        }
        return Optional.empty();
    }

    /** The mark's name in lower case, as the bundles' keys spell it: inaccuracy, mistake, blunder. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
