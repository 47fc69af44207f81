package dev.tzaar.engine.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Checks of the reference implementation on its own, against the rule text, docs/notation.md and docs/rules.md. */
class ReferenceSelfTest {

    static final String FIXED_START = "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1";

    @Test
    void theBoardHasSixtyCellsInColumnsOfFiveToNinePointsWithoutTheCentre() {
        assertEquals(60, RefCell.all().size());
        String lengths = "";
        for (char column = 'A'; column <= 'I'; column++) {
            char c = column;
            lengths += RefCell.all().stream().filter(cell -> cell.column() == c).count() + " ";
        }
        assertEquals("5 6 7 8 8 8 7 6 5 ", lengths);
        assertTrue(RefCell.fromLabel("E5").isEmpty());
        assertTrue(RefCell.fromLabel("E9").isPresent());
        assertTrue(RefCell.fromLabel("A6").isEmpty());
        assertEquals("A1", RefCell.all().get(0).label());
        assertEquals("I5", RefCell.all().get(59).label());
    }

    @ParameterizedTest(name = "{0} has the neighbours {1}")
    @CsvSource({"A1, A2 B1 B2", "F1, E1 E2 F2 G1", "I1, H1 H2 I2", "E4, D3 D4 E3 F3 F4", "E6, D5 D6 E7 F5 F6"})
    void neighboursAreTheOnesTheRuleTextNames(String cell, String expected) {
        Set<String> neighbours = RefCell.fromLabel(cell).orElseThrow().neighbours().stream()
                .map(RefCell::label).collect(Collectors.toSet());
        assertEquals(Set.of(expected.split(" ")), neighbours);
    }

    @Test
    void axialCoordinatesFollowTheLittleGolemFormula() {
        for (RefCell cell : RefCell.all()) {
            int x = cell.column() - 'A' - 4;
            assertEquals(x, cell.x(), cell.label());
            assertEquals(cell.row(), Math.min(4, 4 - x) - cell.y() + 1, cell.label());
        }
    }

    @Test
    void theFixedStartRoundTripsThroughTheNotation() {
        assertEquals(FIXED_START, RefPosition.parse(FIXED_START).notation());
    }

    @ParameterizedTest(name = "perft({0}) from the fixed start = {1}")
    @CsvSource({"0, 1", "1, 42", "2, 1797", "3, 260556"})
    void perftFromTheFixedStartMatchesDesign(int depth, long expected) {
        assertEquals(expected, RefPosition.parse(FIXED_START).perft(depth));
    }

    @Test
    void theCentreBlocksTheLineThroughIt() {
        RefPosition position = RefPosition.parse("A---a/------/-------/--------/---Zz---/--------/-------/------/T---t w 1");
        List<String> moves = position.legalActions().stream().map(Object::toString).toList();
        assertFalse(moves.contains("E4xE6"), moves.toString());
        assertTrue(moves.contains("A1xA5"), moves.toString());
    }

    @Test
    void theOpeningTurnIsOneCaptureAndThenBlackBeginsATurn() {
        RefPosition start = RefPosition.parse(FIXED_START);
        assertTrue(start.isOpeningTurn());
        RefPosition after = start.apply(start.legalActions().get(0));
        assertEquals(RefColour.BLACK, after.toMove());
        assertEquals('1', after.step());
        RefPosition second = after.apply(after.legalActions().get(0));
        assertEquals(RefColour.BLACK, second.toMove());
        assertEquals('2', second.step());
        assertTrue(second.legalActions().contains(RefAction.PASS));
    }

    @Test
    void stackingOnOnesOwnLastTzaarLosesAtOnce() {
        // White: Z on A1 (its only Tzaar), T on A2 above it, A elsewhere; Black has all three types
        RefPosition position = RefPosition.parse("ZT-a-/------/-------/--------/---A-z--/--------/-------/------/----t w 2");
        RefAction bury = new RefAction.StackOn(RefCell.fromLabel("A2").orElseThrow(), RefCell.fromLabel("A1").orElseThrow());
        assertTrue(position.isLegal(bury));
        RefPosition after = position.apply(bury);
        assertEquals(Optional.of(new RefResult.LastOfType(RefColour.WHITE, RefKind.Z)), after.result());
        assertEquals("T2--a-/------/-------/--------/---A-z--/--------/-------/------/----t b 1", after.notation());
        assertTrue(after.legalActions().isEmpty());
    }

    @Test
    void aSideToBeginATurnWithoutACaptureHasLost() {
        // White's only stacks are single and every black stack is taller
        RefPosition position = RefPosition.parse("Z-a2--/A-----/T------/--------/--------/--------/------z2/-----t2/----- w 1");
        assertEquals(Optional.of(new RefResult.NoCapture(RefColour.WHITE)), position.result());
    }

    @Test
    void positionsThatCannotArisePlainlyAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> RefPosition.parse("Z----/------/-------/--------/--------/--------/-------/------/----z w 1"));
        assertThrows(IllegalArgumentException.class, () -> RefPosition.parse(FIXED_START.replace(" w 1", " x 1")));
        assertThrows(IllegalArgumentException.class, () -> RefPosition.parse(FIXED_START.replace("ttttT/", "tttT/")));
        assertThrows(IllegalArgumentException.class, () -> RefPosition.parse("T----/------/-------/--------/--------/--------/-------/------/----- w p"));
    }
}
