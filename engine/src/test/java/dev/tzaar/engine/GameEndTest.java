package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.actions;
import static dev.tzaar.engine.Diagrams.play;
import static dev.tzaar.engine.Diagrams.position;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A side that no longer shows a piece of some type on top of a stack has lost, whoever buried it;
 * otherwise a side that must begin a turn without a capture has lost. A finished game has no actions.
 */
class GameEndTest {
    /** Black's only Tzaar stands on E4, next to White's Tott on D4. */
    private static final Position LAST_TZAAR = position("w 1", """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     .
                   .     .     .     .
                A     .     .     .     a
                   .     .     .     .
                .     .     o     .     t
                   .     T     .     .
                .     .     z     .     .
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """);

    /** White's stacks are all of 2 and Black's of 1: Black can capture nothing. */
    private static final String BLACK_OUTGUNNED = """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z2    .     .     .     z
                   .     .     .     .
                A2    .     .     .     a
                   .     .     .     .
                T2    .     o     .     t
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                      .     .     .
                         .     .
                            .
            """;

    @Test
    void capturingTheLastEnemyPieceOfATypeWinsAtOnceEvenAsTheFirstAction() {
        Position after = play(LAST_TZAAR, "D4xE4");
        assertEquals(Optional.of(new Result.LastOfType(Side.BLACK, PieceType.TZAAR)), after.result());
        assertEquals(Side.WHITE, after.result().orElseThrow().winner());
        assertEquals("Black has no Tzaars left", after.result().orElseThrow().reason());
    }

    @Test
    void aFinishedGameHasNoActionsAndRefusesAnyWithTheResult() {
        Position over = play(LAST_TZAAR, "D4xE4");
        assertEquals(List.of(), over.legalActions());
        assertEquals(0, over.countLegalActions());
        assertEquals("The game is over: White won, Black has no Tzaars left.", refusal(over, "pass"));
    }

    @Test
    void buryingYourOwnLastPieceOfATypeIsLegalAndLosesAtOnce() {
        Position whiteSecond = position("w 2", """
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                .     .     .     .     z
                   .     .     .     .
                .     .     .     .     a
                   .     .     .     .
                .     .     o     .     t
                   .     Z     .     .
                .     .     T     .     .
                   .     .     .     .
                .     .     .     .     A
                   .     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertTrue(actions(whiteSecond).contains("D4-E4"), "covering one's own last Tott is a legal action");
        Position after = play(whiteSecond, "D4-E4");
        assertEquals(Optional.of(new Result.LastOfType(Side.WHITE, PieceType.TOTT)), after.result());
        assertEquals(Side.BLACK, after.result().orElseThrow().winner());
    }

    @Test
    void aSideThatMustBeginItsTurnWithoutACaptureHasLost() {
        Position blackToCapture = position("b 1", BLACK_OUTGUNNED);
        assertEquals(Optional.of(new Result.NoCapture(Side.BLACK)), blackToCapture.result());
        assertEquals("Black cannot capture", blackToCapture.result().orElseThrow().reason());
        assertEquals(List.of(), actions(blackToCapture));
    }

    @Test
    void withoutACaptureForTheSecondActionAPlayerStillStacksOrPasses() {
        Position blackSecond = position("b 2", BLACK_OUTGUNNED);
        assertEquals(Optional.empty(), blackSecond.result());
        assertEquals(List.of("I3-I4", "I4-I3", "I4-I5", "I5-I4", "pass"), actions(blackSecond));
    }

    @Test
    void aMissingTypeIsJudgedBeforeTheMissingCapture() {
        // Black can capture nothing, but White has no Tzarra left: Black has won, not lost.
        Position position = position("b 1", BLACK_OUTGUNNED.replace("A2", ". "));
        assertEquals(Optional.of(new Result.LastOfType(Side.WHITE, PieceType.TZARRA)), position.result());
    }

    @Test
    void aBoardOnWhichBothSidesHaveLostATypeIsRefused() {
        String bothLost = BLACK_OUTGUNNED.replace("A2", ". ").replace(" a\n", " .\n");
        assertEquals("Both sides have lost every piece of a type: no game reaches this position.",
                TextDiagram.read(bothLost, "w 1").reason());
    }
}
