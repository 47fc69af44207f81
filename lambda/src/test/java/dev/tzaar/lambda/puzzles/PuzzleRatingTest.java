package dev.tzaar.lambda.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Rating;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** How a finished try moves the player's puzzle rating, the puzzle's, the streak and the recent puzzles. */
class PuzzleRatingTest {
    private static final Puzzle PUZZLE = ShippedPuzzles.all().get(0);

    @Test
    void aSolveIsAWinOverThePuzzleAndAMissALoss() {
        PuzzleRecord player = PuzzleRecord.none("1");
        PuzzleStanding puzzle = PuzzleStanding.untried(PUZZLE);

        RatedTry solved = RatedTry.of(player, puzzle, true);
        RatedTry missed = RatedTry.of(player, puzzle, false);

        assertEquals(Glicko2.STANDARD.afterGame(Rating.NEWCOMER, puzzle.rating(), 1).first(), solved.player().rating());
        assertEquals(Glicko2.STANDARD.afterGame(Rating.NEWCOMER, puzzle.rating(), 1).second(), solved.puzzle().rating());
        assertTrue(solved.player().rating().rating() > 1500 && solved.puzzle().rating().rating() < PUZZLE.rating());
        assertTrue(missed.player().rating().rating() < 1500 && missed.puzzle().rating().rating() > PUZZLE.rating());
        assertEquals(Math.round(solved.player().rating().rating()) - 1500, solved.ratingChange());
    }

    @Test
    void anUntriedPuzzleStartsAtItsShippedDifficultyAsUncertainAsANewcomer() {
        PuzzleStanding untried = PuzzleStanding.untried(PUZZLE);
        assertEquals(PUZZLE.rating(), untried.rating().rating());
        assertEquals(Rating.MAX_DEVIATION, untried.rating().deviation());
        assertEquals(0, untried.version());
    }

    @Test
    void thePuzzleCountsItsTriesAndSolves() {
        PuzzleStanding once = RatedTry.of(PuzzleRecord.none("1"), PuzzleStanding.untried(PUZZLE), true).puzzle();
        PuzzleStanding twice = RatedTry.of(PuzzleRecord.none("2"), once, false).puzzle();
        assertEquals(List.of(2L, 1L, 2L), List.of(twice.tries(), twice.solves(), twice.version()));
    }

    @Test
    void aStreakGrowsWithEachSolveAndAMissEndsItKeepingTheBest() {
        PuzzleRecord record = PuzzleRecord.none("1");
        Rating any = Rating.NEWCOMER;
        record = record.finished("pz1", any, true).finished("pz2", any, true).finished("pz3", any, true);
        assertEquals(3, record.streak());
        record = record.finished("pz4", any, false);
        assertEquals(0, record.streak());
        assertEquals(3, record.bestStreak());
        record = record.finished("pz5", any, true);
        assertEquals(List.of(1, 3), List.of(record.streak(), record.bestStreak()));
        assertEquals(5, record.version());
    }

    @Test
    void theRecentPuzzlesAreTheLastFiftyFinishedNewestFirstEachOnce() {
        PuzzleRecord record = PuzzleRecord.none("1");
        for (int i = 0; i < 60; i++) {
            record = record.finished("pz" + i, Rating.NEWCOMER, true);
        }
        assertEquals(IntStream.iterate(59, i -> i - 1).limit(50).mapToObj(i -> "pz" + i).toList(), record.recent());
        record = record.finished("pz30", Rating.NEWCOMER, false);
        assertEquals("pz30", record.recent().get(0));
        assertEquals(1, record.recent().stream().filter("pz30"::equals).count());
        assertTrue(record.finishedLately("pz10"), "finishing one again pushes none out");
        assertTrue(!record.finishedLately("pz9") && record.finishedLately("pz59"));
    }
}
