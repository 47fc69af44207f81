package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.rating.Rating;
import java.util.Objects;

/**
 * A puzzle's own rating, moved by every player's first try of it as a game against them would be:
 * solved, the puzzle lost. It starts from the shipped difficulty ({@link Puzzle#rating}), as uncertain
 * as a newcomer's, so the first tries move it most.
 *
 * @param tries the rated tries, {@code solves} of them solved
 * @param version 0 while nothing is stored, then 1, 2...
 */
public record PuzzleStanding(String puzzleId, Rating rating, long tries, long solves, long version) {
    public PuzzleStanding {
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(rating, "rating");
        if (tries < 0 || solves < 0 || solves > tries || version < 0) {
            throw new IllegalArgumentException("tries, solves and the version are 0 or more, solves at most tries");
        }
    }

    /** A puzzle nobody has tried: its shipped difficulty, a newcomer's deviation and volatility. */
    public static PuzzleStanding untried(Puzzle puzzle) {
        return new PuzzleStanding(puzzle.id(), new Rating(puzzle.rating(), Rating.MAX_DEVIATION,
                Rating.NEWCOMER.volatility()), 0, 0, 0);
    }

    PuzzleStanding tried(Rating rated, boolean solved) {
        return new PuzzleStanding(puzzleId, rated, tries + 1, solves + (solved ? 1 : 0), version + 1);
    }
}
