package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.actionsFrom;
import static dev.tzaar.engine.Diagrams.play;
import static dev.tzaar.engine.Diagrams.position;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A capture moves onto an enemy stack no higher than the mover; the enemy stack leaves the game and
 * the mover stands in its place. The types of the pieces play no part.
 */
class CaptureTest {
    /** White's Tott stack of 2 on F4 sees a Tzarra stack of 2 (F5), a Tzaar stack of 3 (E4), a Tott (F2), a Tzarra (I4). */
    private static final Position DUEL = position("w 1", """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     z
                   .     .     .     .
                A     .     .     .     a
                   .     .     a2    .
                .     .     o     .     .
                   .     .     T2    .
                .     .     z3    .     .
                   .     .     .     .
                .     .     .     .     .
                   .     .     t     .
                      .     .     .
                         .     .
                            .
            """);

    @Test
    void aStackCapturesEnemyStacksNoHigherThanItself() {
        assertEquals(List.of("F4xF2", "F4xF5", "F4xI4"), actionsFrom(DUEL, "F4"));
    }

    @Test
    void aHigherStackCannotBeCaptured() {
        assertEquals("E4 is higher than F4 (3 > 2): a stack captures only stacks no higher than itself.",
                refusal(DUEL, "F4xE4"));
    }

    @Test
    void theCapturedStackLeavesTheGameAndTheCapturerTakesItsPlace() {
        Position after = play(DUEL, "F4xF5");
        assertEquals(Optional.empty(), after.stackAt(Cell.of("F4")));
        assertEquals(Optional.of(new Stack(Side.WHITE, PieceType.TOTT, 2)), after.stackAt(Cell.of("F5")));
        assertEquals(DUEL.piecesOnBoard(Side.BLACK) - 2, after.piecesOnBoard(Side.BLACK));
        assertEquals(DUEL.piecesOnBoard(Side.WHITE), after.piecesOnBoard(Side.WHITE));
    }

    @Test
    void typesDoNotMatterOnlyHeights() {
        // In the fixed start White's Tzarra on C2 may take Black's Tzaar on C3: both are single pieces.
        assertTrue(Position.START.legalActions().contains(new Action.Capture(Cell.of("C2"), Cell.of("C3"))));
        assertEquals(new Stack(Side.WHITE, PieceType.TZARRA, 1),
                play(Position.START, "C2xC3").stackAt(Cell.of("C3")).orElseThrow());
    }

    @Test
    void aCaptureWrittenAsAStackIsStillACaptureBecauseTheBoardDecides() {
        assertEquals(play(DUEL, "F4xF5"), play(DUEL, "f4-f5"));
        assertEquals("F5 is Black's stack: you can capture it (F4xF5), not stack onto it.",
                DUEL.apply(new Action.Stack(Cell.of("F4"), Cell.of("F5"))).reason());
    }
}
