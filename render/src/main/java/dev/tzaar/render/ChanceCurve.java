package dev.tzaar.render;

import dev.tzaar.engine.Side;
import dev.tzaar.engine.review.Mark;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What the review's picture shows ({@link ChanceChart}): White's chance of winning before the first
 * turn reviewed and after each, with the marks the turns earned.
 *
 * @param start White's chance (0 to 1) before the first turn
 * @param points each turn in order: its number, its mover, White's chance after it and its mark
 * @param players the names on the picture
 * @param language the words' language
 */
public record ChanceCurve(double start, List<Point> points, Players players, Locale language) {
    /**
     * One turn on the curve: White's chance after it, and for a marked turn its mover's chance had they
     * played the better turn.
     */
    public record Point(int turnNumber, Side mover, double whiteChance, Optional<Mark> mark, double moverChanceBest) {
        public Point {
            Objects.requireNonNull(mover);
            Objects.requireNonNull(mark);
            if (!(whiteChance >= 0 && whiteChance <= 1)) {
                throw new IllegalArgumentException("a chance is from 0 to 1, not " + whiteChance);
            }
        }
    }

    public ChanceCurve {
        points = List.copyOf(points);
        Objects.requireNonNull(players);
        Objects.requireNonNull(language);
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a curve has at least one turn");
        }
    }
}
