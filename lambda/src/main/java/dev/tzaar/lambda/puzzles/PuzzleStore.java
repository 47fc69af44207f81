package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.puzzle.Puzzle;

/**
 * Where the puzzles' results live: one item per player who finished a puzzle ({@link PuzzleRecord}),
 * one per puzzle tried ({@link PuzzleStanding}).
 */
public interface PuzzleStore {

    /** The player's record, or {@link PuzzleRecord#none} when nothing is stored; strongly consistent. */
    PuzzleRecord puzzleRecord(String userId);

    /** The puzzle's rating, or {@link PuzzleStanding#untried} when nothing is stored; strongly consistent. */
    PuzzleStanding puzzleStanding(Puzzle puzzle);

    /**
     * Writes the player's record and the puzzle's rating together, each only if the stored one has the
     * version before it (for version 1: if none is stored): a try counts once, and two at once cannot
     * both be rated from the same ratings.
     *
     * @return false when either changed since it was read: nothing was written
     */
    boolean write(RatedTry rated);

    /**
     * Writes the player's record alone (a puzzle shown, {@link PuzzleRecord#showing}), only over the
     * version before it (for version 1: if none is stored).
     *
     * @return false when it changed since it was read: nothing was written
     */
    boolean write(PuzzleRecord record);
}
