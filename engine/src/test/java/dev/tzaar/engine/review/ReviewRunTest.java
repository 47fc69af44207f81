package dev.tzaar.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A review made a turn at a time, written down and taken up again after every turn, is the review made
 * in one go: the same scores, better turns and marks, searches and nodes. A state that is not this
 * game's review at this budget is refused, never misread.
 */
class ReviewRunTest {
    private static final GameRecord GAME = RecordText.parse(GameReviewTest.HARD_AGAINST_HARD).orElseThrow();

    /** The record with White resigning after its last turn. */
    private static GameRecord resigned(String record) {
        return RecordText.parse(record.replace("Result: black (White has no Tzaars left)", "Result: black (White resigned)"))
                .orElseThrow();
    }

    @Test
    void aReviewResumedFromItsWrittenStateAfterEveryTurnIsTheReviewMadeInOneGo() {
        List<String> told = new ArrayList<>();
        GameReview inOneGo = GameReview.of(GAME, ReviewBudget.STANDARD, GameReview.SEED,
                (done, total) -> told.add(done + "/" + total));

        ReviewRun run = ReviewRun.of(GAME, ReviewBudget.STANDARD, GameReview.SEED);
        int steps = 0;
        while (!run.finished()) {
            assertThrows(IllegalStateException.class, run::review, "no review before its last turn");
            run.step();
            steps++;
            run = ReviewRun.resumed(GAME, ReviewBudget.STANDARD, GameReview.SEED, run.state()).orElseThrow();
            assertEquals(steps, run.done(), run.state());
        }

        assertEquals(24, run.total());
        assertEquals(24, steps, "a step a turn");
        assertEquals(inOneGo, run.review());
        assertEquals(inOneGo.marked(), run.review().marked());
        assertEquals("1/24", told.get(0));
        assertEquals("24/24", told.get(told.size() - 1));
        assertEquals(24, told.size(), "progress told after every turn");
    }

    @Test
    void aStateOfAnotherBudgetOrSeedOrGameOrAMangledOneIsRefused() {
        ReviewRun run = ReviewRun.of(GAME, ReviewBudget.STANDARD, GameReview.SEED);
        run.step();
        run.step();
        String state = run.state();
        assertTrue(state.startsWith("review-1 60000 1 24\nturn "), state);

        assertTrue(ReviewRun.resumed(GAME, ReviewBudget.STANDARD, GameReview.SEED, state).isOk());
        List<Checked<ReviewRun>> refused = List.of(
                ReviewRun.resumed(GAME, new ReviewBudget(1_000), GameReview.SEED, state),
                ReviewRun.resumed(GAME, ReviewBudget.STANDARD, 2, state),
                ReviewRun.resumed(resigned(GameReviewTest.HARD_AGAINST_HARD.replace("24 B: H4xH5\n", "")), ReviewBudget.STANDARD, GameReview.SEED, state),
                ReviewRun.resumed(GAME, ReviewBudget.STANDARD, GameReview.SEED, state.replace("turn ", "tour ")),
                ReviewRun.resumed(GAME, ReviewBudget.STANDARD, GameReview.SEED, state + "end 1 2\n"),
                ReviewRun.resumed(GAME, ReviewBudget.STANDARD, GameReview.SEED, ""));
        refused.forEach(checked -> assertFalse(checked.isOk(), state));
    }

    @Test
    void aGameWithNoTurnAfterThePlacementIsFinishedAtOnce() {
        GameRecord empty = resigned(GameReviewTest.HARD_AGAINST_HARD.lines().limit(5)
                .reduce("", (a, b) -> a + b + "\n"));
        ReviewRun run = ReviewRun.of(empty, ReviewBudget.STANDARD, GameReview.SEED);
        assertTrue(run.finished());
        assertEquals(0, run.total());
        assertEquals(run.review(), ReviewRun.resumed(empty, ReviewBudget.STANDARD, GameReview.SEED, run.state())
                .orElseThrow().review());
    }
}
