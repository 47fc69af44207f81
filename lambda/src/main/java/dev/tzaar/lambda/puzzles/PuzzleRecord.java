package dev.tzaar.lambda.puzzles;

import dev.tzaar.lambda.rating.Rating;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A player's puzzles (docs/puzzles.md, "Ratings and streaks"): their puzzle rating, apart from their
 * game ratings; the streak of puzzles solved in a row and the best one; and the puzzles they finished
 * lately, newest first, which are neither picked for them again soon nor rated twice.
 *
 * @param recent the ids of the last {@value #RECENT} puzzles finished (solved or failed), newest first
 * @param version 0 while nothing is stored, then 1, 2...: a change is written only over the version it was made from
 */
public record PuzzleRecord(String userId, Rating rating, int streak, int bestStreak, List<String> recent, long version) {
    /** How many finished puzzles are remembered: enough that a theme of a dozen puzzles cycles, small enough for one write unit. */
    public static final int RECENT = 50;

    public PuzzleRecord {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(rating, "rating");
        recent = List.copyOf(recent);
        if (streak < 0 || bestStreak < streak || version < 0 || recent.size() > RECENT) {
            throw new IllegalArgumentException("a streak is 0 or more and at most the best one, a version 0 or more,"
                    + " and at most " + RECENT + " puzzles are recent");
        }
    }

    /** A player who never finished a puzzle: a newcomer's rating, no streak. */
    public static PuzzleRecord none(String userId) {
        return new PuzzleRecord(userId, Rating.NEWCOMER, 0, 0, List.of(), 0);
    }

    /** Whether the puzzle was finished lately: it is then not picked, and a try of it again is not rated. */
    public boolean finishedLately(String puzzleId) {
        return recent.contains(puzzleId);
    }

    /** The record once the puzzle is finished with the rating it moved to: the streak grows or ends. */
    public PuzzleRecord finished(String puzzleId, Rating rated, boolean solved) {
        List<String> newest = new ArrayList<>(RECENT);
        newest.add(puzzleId);
        recent.stream().filter(id -> !id.equals(puzzleId)).limit(RECENT - 1).forEach(newest::add);
        int nextStreak = solved ? streak + 1 : 0;
        return new PuzzleRecord(userId, rated, nextStreak, Math.max(bestStreak, nextStreak), newest, version + 1);
    }
}
