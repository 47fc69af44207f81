package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * People type sloppily: any case, {@code F4 E4}, {@code F4E4}, {@code f4-e4} alike. The board, not
 * the separator, tells a capture from a stack. The canonical form is printed.
 */
class ActionNotationTest {
    /** Black to make its second action after White's C2xC3 and Black's D4xD3. */
    private static final Position BLACK_SECOND = Position.START.play("C2xC3 D4xD3").orElseThrow();

    @ParameterizedTest(name = "\"{0}\" is the capture C4xC3")
    @ValueSource(strings = {"C4xC3", "c4xc3", "C4 C3", "C4C3", "c4-c3", "C4->C3", " c4 x c3 ", "C4:C3"})
    void twoCellsOntoAnEnemyStackAreACapture(String typed) {
        assertEquals(new Action.Capture(Cell.of("C4"), Cell.of("C3")), BLACK_SECOND.parseAction(typed).value());
    }

    @ParameterizedTest(name = "\"{0}\" is the stack C4-B4")
    @ValueSource(strings = {"C4-B4", "c4xb4", "C4 B4", "c4b4"})
    void twoCellsOntoAnOwnStackAreAStack(String typed) {
        assertEquals(new Action.Stack(Cell.of("C4"), Cell.of("B4")), BLACK_SECOND.parseAction(typed).value());
    }

    @ParameterizedTest(name = "\"{0}\" is a pass")
    @ValueSource(strings = {"pass", "PASS", " Pass "})
    void passIsReadInAnyCase(String typed) {
        assertEquals(Action.PASS, BLACK_SECOND.parseAction(typed).value());
    }

    @ParameterizedTest(name = "\"{0}\" places a Tzarra on E4")
    @ValueSource(strings = {"A@E4", "a@e4", "tzarra@E4", "Tzarra @ e4"})
    void placementsNameATypeAndACell(String typed) {
        Position placing = Setup.tournament().position();
        assertEquals(new Action.Place(PieceType.TZARRA, Cell.of("E4")), placing.parseAction(typed).value());
    }

    @Test
    void actionsAreWrittenCanonically() {
        assertEquals("F4xE4", new Action.Capture(Cell.of("F4"), Cell.of("E4")).toString());
        assertEquals("C3-D4", new Action.Stack(Cell.of("C3"), Cell.of("D4")).toString());
        assertEquals("pass", Action.PASS.toString());
        assertEquals("Z@E4", new Action.Place(PieceType.TZAAR, Cell.of("E4")).toString());
    }

    @Test
    void everyLegalActionReadsBackAsItself() {
        for (Position position : RandomGames.positions(5, 12, false)) {
            for (Action action : position.legalActions()) {
                assertEquals(action, position.parseAction(action.toString()).value(), position + " " + action);
            }
        }
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvSource(delimiter = '|', value = {
        "F4| F4 needs a target: write F4xE4 to capture on E4, or F4-E4 to stack there.",
        "hello| I can't read \"hello\": write a capture like F4xE4, a stack like C3-D4, pass, or a placement like Z@E4.",
        "E5xE4| E5 is the centre of the board: no piece can stand there.",
        "A6xA5| A6 is off the board: column A runs from A1 to A5.",
        "F4xE4 C3-D4| \"F4xE4 C3-D4\" holds 2 actions; give one at a time.",
        "' '| No action given: write a capture like F4xE4, a stack like C3-D4, pass, or a placement like Z@E4."})
    void unreadableActionsAreRefusedWithAHint(String typed, String reason) {
        assertEquals(reason, BLACK_SECOND.parseAction(typed).reason());
    }

    @Test
    void aWholeTurnIsPlayedFromOneText() {
        Position after = Position.START.play("C2xC3").orElseThrow().play("d4xd3, C4-B4").orElseThrow();
        assertEquals(BLACK_SECOND.play("C4-B4").orElseThrow(), after);
    }

    @Test
    void theActionsOfATextAreReadEachAgainstThePositionTheOnesBeforeLeadTo() {
        Position blackToCapture = Position.START.play("C2xC3").orElseThrow();
        assertEquals(java.util.List.of(new Action.Capture(Cell.of("D4"), Cell.of("D3")),
                new Action.Stack(Cell.of("C4"), Cell.of("B4"))), blackToCapture.parseActions("d4 d3 c4 b4").value());
    }

    @Test
    void aTurnWithAnIllegalActionIsRefusedWholeNamingTheActionThatFailed() {
        Position blackToCapture = Position.START.play("C2xC3").orElseThrow();
        assertEquals("C4-D3: D3 is not on a straight line from C4.", blackToCapture.play("D4xD3 C4-D3").reason());
    }
}
