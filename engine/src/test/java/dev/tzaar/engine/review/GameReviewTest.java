package dev.tzaar.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.TestPositions;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The review of known games at the review's own budget: the marks pinned turn by turn (a change to the
 * search, the curve or the thresholds shows here, and docs/review.md must say why), a missed win
 * named, and the same review however often it is made.
 */
class GameReviewTest {
    /** Game 17 of {@code ./tzaar review-curve --seed 1}: the AI at hard against itself; Black wins. */
    static final String HARD_AGAINST_HARD = """
            Setup: random 2123863414504668506
            White: hard
            Black: hard
            Result: black (White has no Tzaars left)

            1 W: A4xA3
            2 B: D8xC7 F7xG6
            3 W: E8xE7 D4xD5
            4 B: C3xB3 B3-B4
            5 W: E7xG7 E9xC7
            6 B: H2xG2 B4xC5
            7 W: D3xE4 D5xD2
            8 B: C2xB2 C5xC6
            9 W: I3xI4 I4-I5
            10 B: E3xD2 C6-C4
            11 W: A2xB2 E2-F2
            12 B: D1xE1 C1-B1
            13 W: G5xG6 H3-H1
            14 B: F3xF4 F1-D2
            15 W: G3xF4 F4-F2
            16 B: C4xE4 E4-G2
            17 W: H1xI1 F2-A3
            18 B: H6xG7 G2-I2
            19 W: I1xG1 I5xH5
            20 B: F5xE6 I2-G4
            21 W: G6xF6 G1-A3
            22 B: F8xD7 G4-H4
            23 W: D6xG7 F6xE6
            24 B: H4xH5
            """;

    private static GameReview review(GameRecord record) {
        return GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED, GameReview.Progress.NONE);
    }

    /** Each marked turn as "number mark played (better)". */
    private static List<String> marks(GameReview review) {
        return review.marked().stream().map(t -> t.turn().number() + " " + t.mark().orElseThrow().key() + " "
                + text(t.turn().actions()) + " (" + text(t.better()) + ")").toList();
    }

    private static String text(List<Action> actions) {
        return actions.stream().map(Action::toString).collect(Collectors.joining(" "));
    }

    @Test
    void aGameOfTheAiAgainstItselfIsReviewedAsPinned() {
        GameReview review = review(RecordText.parse(HARD_AGAINST_HARD).orElseThrow());

        assertEquals(24, review.turns().size());
        assertEquals(List.of("3 inaccuracy E8xE7 D4xD5 (D4xD5 G2-F2)", "5 mistake E7xG7 E9xC7 (E2xD2 G2-F2)"),
                marks(review), "White's two early captures that gave away its lead; Black's play unmarked");
        assertEquals("83.5 95.5", String.format(Locale.ROOT, "%.1f %.1f", review.accuracy(Side.WHITE),
                review.accuracy(Side.BLACK)));
        assertEquals(0.0, review.whiteChances().get(24), "White lost: no chance left at the end");
    }

    @Test
    void aMissedWinIsABlunderAndTheWinningTurnIsTheBetterOne() {
        GameRecord record = GameRecord.from(TestPositions.ONE_TURN_FROM_WINNING);
        for (String action : List.of("D1xF2", "pass")) {
            record = record.play(record.finalPosition().parseAction(action).orElseThrow()).orElseThrow();
        }

        ReviewedTurn turn = review(record).turns().get(0);

        assertEquals(Side.BLACK, turn.mover());
        assertEquals("D1xF2 F2xF3", text(turn.better()));
        assertTrue(turn.missedAForcedWin());
        assertEquals(Mark.BLUNDER, turn.mark().orElseThrow());
        assertEquals(1.0, turn.chanceBest());
    }

    @Test
    void theReviewIsTheSameEachTimeAndTellsItsProgressTurnByTurn() {
        GameRecord record = RecordText.parse(HARD_AGAINST_HARD).orElseThrow();
        List<String> progress = new ArrayList<>();

        GameReview first = GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED,
                (done, total) -> progress.add(done + "/" + total));
        GameReview second = review(record);

        assertEquals(first, second);
        assertEquals(24, progress.size());
        assertEquals("1/24", progress.get(0));
        assertEquals("24/24", progress.get(23));
        assertTrue(first.searches() > 24 && first.nodes() <= first.searches() * ReviewBudget.STANDARD.nodesPerPosition()
                + first.searches() * 16L, "at most the budget a search (" + first.nodes() + " nodes)");
    }
}
