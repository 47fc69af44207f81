package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * More cells than a menu holds are split by columns, into the fewest runs of neighbouring columns,
 * as even as can be: a person looks for F4 under "columns F–I", never on "page 2".
 */
class ColumnGroupsTest {

    @Test
    void cellsThatFitOneMenuStayTogetherUnderEveryColumn() {
        List<ColumnGroups.Group> groups = ColumnGroups.of(cells("A1", "C3", "I5"), 25);
        assertEquals(List.of(new ColumnGroups.Group('A', 'I', cells("A1", "C3", "I5"))), groups);
    }

    /** The board's 60 cells by columns: A 5, B 6, C 7, D 8, E 8 (E5 is the centre), F 8, G 7, H 6, I 5. */
    @Test
    void aWholeEmptyBoardIsThreeMenusOfColumnsAToCDToFAndGToI() {
        List<ColumnGroups.Group> groups = ColumnGroups.of(Cell.all(), 25);
        assertEquals(List.of("A-C 18", "D-F 24", "G-I 18"), describe(groups));
    }

    @Test
    void twentyNineCellsAreTwoMenusAsEvenAsTheColumnsAllow() {
        // 4 in A, 3 in B, 1 in C, 1 in D, 4 in E | 7 in F, 5 in G, 3 in H, 1 in I: the pieces of a second action.
        List<Cell> pieces = cells("A1", "A2", "A3", "A4", "B2", "B3", "B4", "C4", "D3", "E6", "E7", "E8", "E9", "F1",
                "F2", "F3", "F4", "F6", "F7", "F8", "G1", "G2", "G3", "G6", "G7", "H1", "H2", "H6", "I1");
        assertEquals(List.of("A-E 13", "F-I 16"), describe(ColumnGroups.of(pieces, 25)));
    }

    @Test
    void thirtyPiecesCrowdedOnTheLeftAreStillSplitWithinTheLimit() {
        List<Cell> crowded = Cell.all().stream().filter(cell -> cell.column() <= 'E').limit(30).toList();
        List<ColumnGroups.Group> groups = ColumnGroups.of(crowded, 25);
        assertEquals(2, groups.size(), describe(groups).toString());
        assertTrue(groups.stream().allMatch(g -> g.cells().size() <= 25 && !g.cells().isEmpty()),
                describe(groups).toString());
        assertEquals(30, groups.stream().mapToInt(g -> g.cells().size()).sum());
        assertEquals('A', groups.get(0).first());
        assertEquals('I', groups.get(1).last(), "every column belongs to a group");
    }

    @Test
    void noCellsMakeNoMenu() {
        assertEquals(List.of(), ColumnGroups.of(List.of(), 25));
    }

    private static List<Cell> cells(String... labels) {
        return java.util.Arrays.stream(labels).map(Cell::of).toList();
    }

    private static List<String> describe(List<ColumnGroups.Group> groups) {
        return groups.stream().map(g -> g.first() + "-" + g.last() + " " + g.cells().size()).toList();
    }
}
