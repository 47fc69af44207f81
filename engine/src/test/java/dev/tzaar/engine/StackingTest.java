package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.actionsFrom;
import static dev.tzaar.engine.Diagrams.play;
import static dev.tzaar.engine.Diagrams.position;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * As a second action a stack may move, the same way, onto any stack of its own side: heights add up
 * and the moving stack's pieces go on top, so its type becomes the top type.
 */
class StackingTest {
    /** White's Tzaar on D4 next to its own Tott stack of 3 on E4, and a Black Tott on D5 to capture. */
    private static final String BOARD = """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                .     .     .     .     a
                   .     t     .     .
                .     .     o     .     t
                   .     Z     .     .
                .     .     T3    .     .
                   .     .     .     .
                .     .     .     .     A
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """;
    private static final Position SECOND_ACTION = position("w 2", BOARD);

    @Test
    void stackingAddsTheHeightsAndTheMoversTypeGoesOnTop() {
        Position after = play(SECOND_ACTION, "D4-E4");
        assertEquals(Optional.empty(), after.stackAt(Cell.of("D4")));
        assertEquals(Optional.of(new Stack(Side.WHITE, PieceType.TZAAR, 4)), after.stackAt(Cell.of("E4")));
    }

    @Test
    void aTallStackMayStackOntoASmallOne() {
        Position after = play(SECOND_ACTION, "E4-D4");
        assertEquals(Optional.of(new Stack(Side.WHITE, PieceType.TOTT, 4)), after.stackAt(Cell.of("D4")));
    }

    @Test
    void stackingIsOfferedOnlyAsTheSecondAction() {
        assertEquals(List.of("D4xD5", "D4-E4"), actionsFrom(SECOND_ACTION, "D4"));
        Position firstAction = position("w 1", BOARD);
        assertEquals(List.of("D4xD5"), actionsFrom(firstAction, "D4"));
        assertEquals("A turn begins with a compulsory capture, and E4 is your own stack: "
                + "stacking must wait for the second action.", refusal(firstAction, "D4-E4"));
    }

    @Test
    void ownStacksAreStackedOntoNotCaptured() {
        assertEquals("E4 is your own stack: you can stack onto it (D4-E4), not capture it.",
                SECOND_ACTION.apply(new Action.Capture(Cell.of("D4"), Cell.of("E4"))).reason());
        assertEquals(play(SECOND_ACTION, "D4-E4"), play(SECOND_ACTION, "d4xe4"));
    }
}
