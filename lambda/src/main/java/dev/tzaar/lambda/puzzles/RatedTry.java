package dev.tzaar.lambda.puzzles;

import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.RatedPair;

/**
 * A player's finished try of a puzzle, rated: the player and the puzzle play one game (Glicko-2, a
 * period of its own, {@link Glicko2#afterGame}), the player winning when they solved it. Both are
 * written together, each over the version it was read at, so that a try counts once.
 */
public record RatedTry(PuzzleRecord before, PuzzleRecord player, PuzzleStanding puzzleBefore, PuzzleStanding puzzle,
        boolean solved) {

    /** The try's ratings, streak and recent puzzles, from the player's and the puzzle's as read. */
    public static RatedTry of(PuzzleRecord player, PuzzleStanding puzzle, boolean solved) {
        RatedPair rated = Glicko2.STANDARD.afterGame(player.rating(), puzzle.rating(), solved ? 1 : 0);
        return new RatedTry(player, player.finished(puzzle.puzzleId(), rated.first(), solved), puzzle,
                puzzle.tried(rated.second(), solved), solved);
    }

    /** How far the player's puzzle rating moved, rounded as it is shown. */
    public long ratingChange() {
        return Math.round(player.rating().rating()) - Math.round(before.rating().rating());
    }
}
