package dev.tzaar.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.TestPositions;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Learn from your mistakes": a marked turn becomes an exercise that accepts any whole turn within
 * {@link MistakeExercise#MARGIN} (5 points of the chance of winning) of the better turn, never the turn
 * that earned the mark.
 */
class MistakeExerciseTest {
    /** Black's missed win: D1xF2 then a pass, where D1xF2 F2xF3 took White's last Tzaar. */
    private static MistakeExercise missedWin() {
        GameRecord record = GameRecord.from(TestPositions.ONE_TURN_FROM_WINNING);
        for (String action : List.of("D1xF2", "pass")) {
            record = record.play(record.finalPosition().parseAction(action).orElseThrow()).orElseThrow();
        }
        GameReview review = GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED, GameReview.Progress.NONE);
        List<MistakeExercise> exercises = MistakeExercise.of(review, Side.BLACK);
        assertEquals(1, exercises.size());
        assertEquals(List.of(), MistakeExercise.of(review, Side.WHITE), "White played no turn");
        return exercises.get(0);
    }

    private static Checked<MistakeExercise.Judged> tried(MistakeExercise exercise, String turn) {
        List<Action> actions = exercise.position().parseActions(turn).isOk()
                ? exercise.position().parseActions(turn).value() : List.of();
        return exercise.judge(actions, ReviewBudget.STANDARD, GameReview.SEED);
    }

    @Test
    void theMarginIsFivePointsBelowTheBetterTurnsChance() {
        assertTrue(MistakeExercise.accepted(0.70, 0.70));
        assertTrue(MistakeExercise.accepted(0.65, 0.70));
        assertFalse(MistakeExercise.accepted(0.6499, 0.70));
        assertTrue(MistakeExercise.accepted(0.9, 0.70), "a turn the search finds even better is accepted");
    }

    @Test
    void theWinningTurnIsAcceptedAndTheTurnThatMissedItIsNot() {
        MistakeExercise exercise = missedWin();

        MistakeExercise.Judged winning = tried(exercise, "D1xF2 F2xF3").orElseThrow();
        MistakeExercise.Judged missed = tried(exercise, "D1xF2 pass").orElseThrow();

        assertTrue(winning.accepted());
        assertEquals(1.0, winning.chance());
        assertFalse(missed.accepted(), "the marked turn itself: " + missed);
    }

    @Test
    void theGoldenGamesMarkedTurnsAreWhitesExercisesTheBetterTurnAcceptedThePlayedOneRefused() {
        GameRecord record = RecordText.parse(GameReviewTest.HARD_AGAINST_HARD).orElseThrow();
        GameReview review = GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED, GameReview.Progress.NONE);

        List<MistakeExercise> white = MistakeExercise.of(review, Side.WHITE);

        assertEquals(List.of(3, 5), white.stream().map(e -> e.marked().turn().number()).toList());
        assertEquals(List.of(), MistakeExercise.of(review, Side.BLACK), "Black's play is unmarked");
        for (MistakeExercise exercise : white) {
            MistakeExercise.Judged better = exercise.judge(exercise.marked().better(), ReviewBudget.STANDARD,
                    GameReview.SEED).orElseThrow();
            MistakeExercise.Judged played = exercise.judge(exercise.marked().turn().actions(), ReviewBudget.STANDARD,
                    GameReview.SEED).orElseThrow();
            assertTrue(better.accepted(), "turn " + exercise.marked().turn().number() + ": " + better);
            assertFalse(played.accepted(), "turn " + exercise.marked().turn().number() + ": " + played);
            assertEquals(exercise.marked().chanceAfter(), played.chance(), 1e-9,
                    "the turn played is scored as the review scored it");
            assertEquals(exercise.marked(), GameReview.turn(record, exercise.marked().turn().number(),
                    ReviewBudget.STANDARD, GameReview.SEED).orElseThrow(), "one turn reviewed alone is the review's");
        }
        assertTrue(GameReview.turn(record, 99, ReviewBudget.STANDARD, GameReview.SEED).isEmpty());
    }

    @Test
    void halfATurnOrAnIllegalActionIsRefusedWithItsReason() {
        MistakeExercise exercise = missedWin();

        Checked<MistakeExercise.Judged> half = tried(exercise, "D1xF2");

        assertFalse(half.isOk());
        assertEquals("a turn is played whole: its second action is still due", half.reason());
        assertFalse(exercise.judge(List.of(), ReviewBudget.STANDARD, GameReview.SEED).isOk());
    }
}
