package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.actionsFrom;
import static dev.tzaar.engine.Diagrams.position;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A stack moves in a straight line over any number of empty cells to the first occupied cell:
 * never onto an empty cell, never over a piece, never across the centre.
 */
class MovementTest {
    /**
     * White's Tott on D4 looks along its six lines: E4 (adjacent enemy), B4 (enemy beyond empty C4),
     * D7 (an enemy stack of 2, too high) with D8 hidden behind it, D2 (its own Tott beyond empty D3),
     * and F5 beyond the centre.
     */
    private static final Position CROSSROADS = position("w 2", """
                            .
                         z     .
                      .     .     .
                   .     t2    .     .
                .     .     .     .     .
                   .     .     .     .
                .     .     .     .     .
                   a     .     z     .
                .     .     o     .     .
                   .     T     .     .
                .     .     t     .     A
                   .     .     .     .
                .     .     .     .     Z
                   .     T     .     .
                      .     .     .
                         .     .
                            .
            """);

    @Test
    void aStackReachesTheFirstStackOnEachLineOverAnyNumberOfEmptyCells() {
        assertEquals(List.of("D4xB4", "D4xE4", "D4-D2"), actionsFrom(CROSSROADS, "D4"));
    }

    @Test
    void aStackNeverLandsOnAnEmptyCell() {
        assertEquals("C4 is empty: a stack moves only onto another stack.", refusal(CROSSROADS, "D4xC4"));
    }

    @Test
    void aStackNeverJumpsOverAnother() {
        assertEquals("The stack on D7 is in the way from D4 to D8: stacks cannot jump.",
                refusal(CROSSROADS, "D4xD8"));
    }

    @Test
    void theCentreBlocksEveryLineThroughIt() {
        assertEquals("The centre of the board blocks the line from D4 to F5.", refusal(CROSSROADS, "D4xF5"));
        Position vertical = position("w 2", """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     z
                   .     .     .     .
                .     .     t     .     .
                   .     .     .     .
                A     .     o     .     a
                   .     .     .     .
                .     .     T     .     .
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(), actionsFrom(vertical, "E4"));
        assertEquals("The centre of the board blocks the line from E4 to E6.", refusal(vertical, "E4xE6"));
    }

    @Test
    void aStackMovesOnlyAlongTheSixLines() {
        assertEquals("E6 is not on a straight line from D4.", refusal(CROSSROADS, "D4xE6"));
        assertEquals("A stack must move: D4 to D4 goes nowhere.", refusal(CROSSROADS, "D4xD4"));
    }

    @Test
    void onlyTheSideToActMovesAndOnlyFromAStack() {
        assertEquals("There is no piece on C4.", refusal(CROSSROADS, "C4xD4"));
        assertEquals("E4 is Black's stack, and it is White's turn.", refusal(CROSSROADS, "E4xD4"));
    }
}
