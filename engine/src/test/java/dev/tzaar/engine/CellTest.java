package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CellTest {

    @Test
    void theBoardHasSixtyCellsInColumnsOfFiveToNineWithoutTheCentre() {
        assertEquals(60, Cell.all().size());
        String columns = Cell.all().stream().map(c -> String.valueOf(c.column()))
                .collect(Collectors.groupingBy(c -> c, java.util.TreeMap::new, Collectors.counting()))
                .values().toString();
        assertEquals("[5, 6, 7, 8, 8, 8, 7, 6, 5]", columns);
        assertEquals("A1", Cell.all().get(0).toString());
        assertEquals("I5", Cell.all().get(59).toString());
    }

    @ParameterizedTest(name = "{0} neighbours {1}")
    @CsvSource(delimiter = ';', value = {
        "A1; A2 B1 B2",
        "F1; E1 E2 F2 G1",
        "I1; H1 H2 I2",
        "E4; D3 D4 E3 F3 F4",
        "E6; D5 D6 E7 F5 F6",
        "C4; B3 B4 C3 C5 D4 D5"})
    void neighboursAreOneStepAwayAlongTheLinesAndNeverTheCentre(String cell, String expected) {
        Set<String> neighbours = Cell.of(cell).neighbours().stream().map(Cell::toString).collect(Collectors.toSet());
        assertEquals(Set.of(expected.split(" ")), neighbours);
    }

    @Test
    void labelsMatchLittleGolemsAxialCoordinates() {
        // row = min(4, 4 - x) - y + 1, column = 'A' + x + 4 (the record format's definition).
        for (Cell cell : Cell.all()) {
            assertEquals('A' + cell.x() + 4, cell.column());
            assertEquals(Math.min(4, 4 - cell.x()) - cell.y() + 1, cell.row());
            assertEquals(cell, Cell.atAxial(cell.x(), cell.y()).orElseThrow());
        }
        assertEquals("G5", Cell.atAxial(2, -2).orElseThrow().toString());
        assertFalse(Cell.atAxial(0, 0).isPresent());
    }

    @Test
    void labelsAreReadInAnyCase() {
        assertEquals(Cell.of("E4"), Cell.parse(" e4 ").value());
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "E5; E5 is the centre of the board: no piece can stand there.",
        "A6; A6 is off the board: column A runs from A1 to A5.",
        "E10; E10 is off the board: column E runs from E1 to E9.",
        "J1; \"J1\" is not a cell: columns run from A to I.",
        "44; \"44\" is not a cell: columns run from A to I.",
        "Ex; \"Ex\" is not a cell: write a column A-I and a row, like E4."})
    void cellsOutsideTheBoardAreRefusedWithAReason(String label, String reason) {
        assertEquals(reason, Cell.parse(label).reason());
    }

    @Test
    void everyLabelRoundTrips() {
        List<Cell> reread = Cell.all().stream().map(c -> Cell.of(c.toString())).toList();
        assertEquals(Cell.all(), reread);
    }
}
