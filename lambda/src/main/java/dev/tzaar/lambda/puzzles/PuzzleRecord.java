package dev.tzaar.lambda.puzzles;

import dev.tzaar.lambda.rating.Rating;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's puzzles (docs/puzzles.md, "Ratings and streaks"): their puzzle rating, apart from their
 * game ratings; the streak of puzzles solved in a row and the best one; and the puzzles they finished
 * lately, newest first, which are neither picked for them again soon nor rated twice; and the puzzle
 * shown last and not finished yet, which is not picked again at once either, and which, left for
 * another, counts as seen: it joins the recent ones.
 *
 * @param recent the ids of the last {@value #RECENT} puzzles finished (solved or failed) or left unfinished, newest first
 * @param shown the puzzle opened last, while it is not finished
 * @param version 0 while nothing is stored, then 1, 2...: a change is written only over the version it was made from
 */
public record PuzzleRecord(String userId, Rating rating, int streak, int bestStreak, List<String> recent,
        Optional<String> shown, long version) {
    /** How many finished puzzles are remembered: enough that a theme of a dozen puzzles cycles, small enough for one write unit. */
    public static final int RECENT = 50;

    public PuzzleRecord {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(rating, "rating");
        recent = List.copyOf(recent);
        Objects.requireNonNull(shown, "shown");
        if (streak < 0 || bestStreak < streak || version < 0 || recent.size() > RECENT) {
            throw new IllegalArgumentException("a streak is 0 or more and at most the best one, a version 0 or more,"
                    + " and at most " + RECENT + " puzzles are recent");
        }
    }

    /** A record with no puzzle shown and not finished. */
    public PuzzleRecord(String userId, Rating rating, int streak, int bestStreak, List<String> recent, long version) {
        this(userId, rating, streak, bestStreak, recent, Optional.empty(), version);
    }

    /** A player who never finished a puzzle: a newcomer's rating, no streak. */
    public static PuzzleRecord none(String userId) {
        return new PuzzleRecord(userId, Rating.NEWCOMER, 0, 0, List.of(), 0);
    }

    /**
     * Whether the puzzle was finished, or left unfinished for another, lately: it is then not picked,
     * and a try of it again is not rated.
     */
    public boolean finishedLately(String puzzleId) {
        return recent.contains(puzzleId);
    }

    /** Whether the puzzle is not to be picked now: finished or left lately, or the one shown last. */
    public boolean seenLately(String puzzleId) {
        return finishedLately(puzzleId) || shown.filter(puzzleId::equals).isPresent();
    }

    /**
     * The record once the puzzle is shown: the one shown before it, if it was not finished, was left
     * and counts as seen (it joins the recent ones, unrated). The rating and the streak do not move.
     */
    public PuzzleRecord showing(String puzzleId) {
        List<String> seen = shown.filter(left -> !left.equals(puzzleId)).map(left -> withNewest(left))
                .orElse(recent);
        return new PuzzleRecord(userId, rating, streak, bestStreak, seen, Optional.of(puzzleId), version + 1);
    }

    /** The record once the puzzle is finished with the rating it moved to: the streak grows or ends. */
    public PuzzleRecord finished(String puzzleId, Rating rated, boolean solved) {
        int nextStreak = solved ? streak + 1 : 0;
        return new PuzzleRecord(userId, rated, nextStreak, Math.max(bestStreak, nextStreak), withNewest(puzzleId),
                shown.filter(open -> !open.equals(puzzleId)), version + 1);
    }

    private List<String> withNewest(String puzzleId) {
        List<String> newest = new ArrayList<>(RECENT);
        newest.add(puzzleId);
        recent.stream().filter(id -> !id.equals(puzzleId)).limit(RECENT - 1).forEach(newest::add);
        return newest;
    }
}
