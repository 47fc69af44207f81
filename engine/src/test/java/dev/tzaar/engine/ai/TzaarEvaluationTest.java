package dev.tzaar.engine.ai;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.SearchBoard;
import dev.tzaar.engine.TextDiagram;
import org.junit.jupiter.api.Test;

/** The evaluation sees what decides TZAAR games: the last stack of a type under attack. */
class TzaarEvaluationTest {
    /** White's only Tzaar, on A1, in line with the Black Tott on A3: Black can take it this turn. */
    private static final Position LAST_TZAAR_ATTACKED = TextDiagram.read("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     T
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                t     .     o     .     .
                   .     .     .     .
                .     .     .     .     a
                   .     .     .     .
                Z     .     .     .     A
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """, "b 1").orElseThrow();

    /** The same pieces, the Black Tott on C4 instead, where the centre and empty lines keep it from the Tzaar. */
    private static final Position LAST_TZAAR_SAFE = TextDiagram.read("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     T
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                .     t     o     .     .
                   .     .     .     .
                .     .     .     .     a
                   .     .     .     .
                Z     .     .     .     A
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """, "b 1").orElseThrow();

    @Test
    void aLastTzaarUnderAttackWeighsMoreThanAnyPieceOnTheBoard() {
        Action takeIt = LAST_TZAAR_ATTACKED.parseAction("A3xA1").value();
        assertTrue(LAST_TZAAR_ATTACKED.isLegal(takeIt), "the boards are as described");
        assertFalse(LAST_TZAAR_SAFE.legalActions().stream().anyMatch(a -> a.toString().endsWith("xA1")));

        TzaarEvaluation evaluation = new TzaarEvaluation();
        int attacked = evaluation.evaluate(SearchBoard.of(LAST_TZAAR_ATTACKED));
        int safe = evaluation.evaluate(SearchBoard.of(LAST_TZAAR_SAFE));
        // Black, to act, stands better by more than a whole piece (100) when the game is its to take.
        assertTrue(attacked - safe > 300, attacked + " vs " + safe);
    }

    /** White's tallest Tzaar, Tzarra and Tott (2 high) are all taller than anything Black has. */
    private static final Position ALL_WHITE_TYPES_SECURE = TextDiagram.read("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     T2
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                t     .     o     .     .
                   .     .     .     .
                .     .     .     .     a
                   .     .     .     .
                Z2     .     .     .     A2
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """, "w 1").orElseThrow();

    /** The same, but Black's Tott on A3 is 2 high: it could take any of White's stacks it meets. */
    private static final Position NO_WHITE_TYPE_SECURE = TextDiagram.read("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     T2
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                t2     .     o     .     .
                   .     .     .     .
                .     .     .     .     a
                   .     .     .     .
                Z2     .     .     .     A2
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """, "w 1").orElseThrow();

    @Test
    void typesNoEnemyStackCanCaptureAreWorthMoreThanAPiece() {
        TzaarEvaluation evaluation = new TzaarEvaluation();
        int secure = evaluation.evaluate(SearchBoard.of(ALL_WHITE_TYPES_SECURE));
        int exposed = evaluation.evaluate(SearchBoard.of(NO_WHITE_TYPE_SECURE));
        // Black's taller Tott alone (the stacks it now threatens, its height) costs White about 3.6
        // pieces here; that White can no longer lose a type at all must count for several more.
        assertTrue(secure - exposed > 600, secure + " vs " + exposed);
    }
}
