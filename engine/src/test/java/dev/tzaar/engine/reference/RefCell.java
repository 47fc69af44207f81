package dev.tzaar.engine.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A point of the board in LittleGolem's axial coordinates, written from the rule text alone.
 *
 * <p>x = column index - 4 (A = -4 .. I = 4); row = min(4, 4 - x) - y + 1. The cells are the (x, y)
 * with |x|, |y|, |x + y| all at most 4, without the centre (0, 0).
 */
public record RefCell(int x, int y) {

    /** The six directions of the lines, as steps in (x, y). */
    public static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};

    private static final List<RefCell> ALL = buildAll();

    public RefCell {
        if (!exists(x, y)) {
            throw new IllegalArgumentException("no cell at (" + x + ", " + y + ")");
        }
    }

    /** True when (x, y) is one of the 60 cells (inside the hexagon and not the centre). */
    public static boolean exists(int x, int y) {
        boolean insideHexagon = Math.abs(x) <= 4 && Math.abs(y) <= 4 && Math.abs(x + y) <= 4;
        boolean isCentre = x == 0 && y == 0;
        return insideHexagon && !isCentre;
    }

    private static List<RefCell> buildAll() {
        List<RefCell> cells = new ArrayList<>();
        for (int x = -4; x <= 4; x++) {
            // walk the column from row 1 upwards: row 1 has the largest y
            for (int row = 1; row <= 9; row++) {
                int y = Math.min(4, 4 - x) - row + 1;
                if (exists(x, y)) {
                    cells.add(new RefCell(x, y));
                }
            }
        }
        return Collections.unmodifiableList(cells);
    }

    /** All 60 cells: column A to I, each from row 1 upwards. */
    public static List<RefCell> all() {
        return ALL;
    }

    /** The number of points in a column, the centre included for column E (which has 9). */
    public static int pointsInColumn(char column) {
        int x = column - 'A' - 4;
        return 9 - Math.abs(x);
    }

    public char column() {
        return (char) ('A' + x + 4);
    }

    public int row() {
        return Math.min(4, 4 - x) - y + 1;
    }

    public String label() {
        return "" + column() + row();
    }

    /** The cell for an upper-case label like "E4", if there is one. */
    public static Optional<RefCell> fromLabel(String label) {
        if (label.length() < 2 || label.length() > 2) {
            return Optional.empty(); // rows are 1..9: always one digit
        }
        char column = label.charAt(0);
        char rowDigit = label.charAt(1);
        if (column < 'A' || column > 'I' || rowDigit < '1' || rowDigit > '9') {
            return Optional.empty();
        }
        int x = column - 'A' - 4;
        int row = rowDigit - '0';
        int y = Math.min(4, 4 - x) - row + 1;
        return exists(x, y) ? Optional.of(new RefCell(x, y)) : Optional.empty();
    }

    /** The next cell in a direction, or empty at the edge of the board or at the centre. */
    public Optional<RefCell> next(int[] direction) {
        int nx = x + direction[0];
        int ny = y + direction[1];
        return exists(nx, ny) ? Optional.of(new RefCell(nx, ny)) : Optional.empty();
    }

    /** The neighbouring cells, one step along each line. */
    public List<RefCell> neighbours() {
        List<RefCell> result = new ArrayList<>();
        for (int[] d : DIRECTIONS) {
            next(d).ifPresent(result::add);
        }
        return result;
    }

    @Override
    public String toString() {
        return label();
    }
}
