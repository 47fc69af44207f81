package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.play;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * White's first turn is a single capture. Every later turn is a compulsory capture followed by a
 * second action: capture, stack or pass. A pass is never the first action.
 */
class TurnTest {

    @Test
    void whitesOpeningTurnIsASingleCapture() {
        assertTrue(Position.START.isOpeningTurn());
        Position after = play(Position.START, "C2xC3");
        assertEquals(Side.BLACK, after.sideToMove());
        assertEquals(Step.FIRST, after.step());
        assertFalse(after.isOpeningTurn());
    }

    @Test
    void laterTurnsAreACaptureThenASecondAction() {
        Position blackToCapture = play(Position.START, "C2xC3");
        Position blackSecond = blackToCapture.apply(blackToCapture.legalActions().get(0)).orElseThrow();
        assertEquals(Side.BLACK, blackSecond.sideToMove());
        assertEquals(Step.SECOND, blackSecond.step());
        Position whiteToCapture = blackSecond.apply(blackSecond.legalActions().get(0)).orElseThrow();
        assertEquals(Side.WHITE, whiteToCapture.sideToMove());
        assertEquals(Step.FIRST, whiteToCapture.step());
    }

    @Test
    void theFirstActionOfEveryTurnIsACapture() {
        Position blackToCapture = play(Position.START, "C2xC3");
        assertTrue(blackToCapture.legalActions().stream().allMatch(a -> a instanceof Action.Capture));
        assertTrue(Position.START.legalActions().stream().allMatch(a -> a instanceof Action.Capture));
    }

    @Test
    void aPassIsNeverTheFirstAction() {
        String reason = "A turn begins with a compulsory capture: there is nothing to pass yet.";
        assertEquals(reason, refusal(Position.START, "pass"));
        assertEquals(reason, refusal(play(Position.START, "C2xC3"), "pass"));
    }

    @Test
    void aPassEndsTheTurnAndChangesNothingOnTheBoard() {
        Position blackSecond = play(Position.START, "C2xC3 D4xD3");
        Position afterPass = play(blackSecond, "pass");
        assertEquals(Side.WHITE, afterPass.sideToMove());
        assertEquals(Step.FIRST, afterPass.step());
        assertEquals(blackSecond.toString().replace(" b 2", " w 1"), afterPass.toString());
    }

    @Test
    void theSecondActionOffersCapturesStacksAndAPass() {
        Position blackSecond = play(Position.START, "C2xC3 D4xD3");
        assertTrue(blackSecond.legalActions().contains(Action.PASS));
        assertTrue(blackSecond.legalActions().stream().anyMatch(a -> a instanceof Action.Stack));
        assertTrue(blackSecond.legalActions().stream().anyMatch(a -> a instanceof Action.Capture));
    }

    /**
     * docs/rules.md defines the opening turn as the one in which nothing has been captured yet (all 60
     * pieces on the board), so it needs no flag: whoever acts in it makes a single capture.
     */
    @Test
    void theOpeningTurnIsTheOneInWhichAllSixtyPiecesAreStillOnTheBoard() {
        Position blackOpens = Position.of(Position.START.toString().replace(" w 1", " b 1"));
        assertTrue(blackOpens.isOpeningTurn());
        Position after = play(blackOpens, "D4xD3");
        assertEquals(Side.WHITE, after.sideToMove());
        assertEquals(Step.FIRST, after.step());
    }
}
