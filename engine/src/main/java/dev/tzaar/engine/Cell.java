package dev.tzaar.engine;

import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * One of the 60 points of the board, named as players name them: columns A..I, rows from 1 at the
 * bottom of each column. E5 is the centre and is not a cell.
 */
public final class Cell implements Comparable<Cell> {
    private static final Cell[] ALL = IntStream.range(0, Geometry.CELLS)
            .mapToObj(Cell::new)
            .toArray(Cell[]::new);
    private static final List<Cell> ALL_LIST = List.of(ALL);

    private final int index;
    private final String label;

    private Cell(int index) {
        this.index = index;
        this.label = "" + (char) ('A' + Geometry.COLUMN[index]) + Geometry.ROW[index];
    }

    /** All 60 cells, A1 first, column by column. */
    public static List<Cell> all() {
        return ALL_LIST;
    }

    static Cell at(int index) {
        return ALL[index];
    }

    /** The cell for a label like "E4" or "e4". */
    public static Checked<Cell> parse(String label) {
        String text = label.strip();
        if (text.length() < 2 || text.length() > 3) {
            return Checked.refused("\"" + label + "\" is not a cell: write a column A-I and a row, like E4.",
                    Refusal.of(Refusal.Kind.NOT_A_CELL, label));
        }
        char column = Character.toUpperCase(text.charAt(0));
        if (column < 'A' || column > 'I') {
            return Checked.refused("\"" + label + "\" is not a cell: columns run from A to I.",
                    Refusal.of(Refusal.Kind.NO_SUCH_COLUMN, label));
        }
        int row;
        try {
            row = Integer.parseInt(text.substring(1));
        } catch (NumberFormatException e) {
            return Checked.refused("\"" + label + "\" is not a cell: write a column A-I and a row, like E4.",
                    Refusal.of(Refusal.Kind.NOT_A_CELL, label));
        }
        String upper = text.toUpperCase(Locale.ROOT);
        if (column == 'E' && row == 5) {
            return Checked.refused("E5 is the centre of the board: no piece can stand there.",
                    Refusal.of(Refusal.Kind.CENTRE));
        }
        int index = Geometry.indexOfLabel(column - 'A', row);
        if (index < 0) {
            int length = Geometry.COLUMN_LENGTHS[column - 'A'] + (column == 'E' ? 1 : 0);
            return Checked.refused(upper + " is off the board: column " + column + " runs from "
                    + column + "1 to " + column + length + ".",
                    Refusal.of(Refusal.Kind.OFF_THE_BOARD, upper, String.valueOf(column), length));
        }
        return Checked.ok(ALL[index]);
    }

    /** The cell for a label known to be right, for constants and tests. */
    public static Cell of(String label) {
        return parse(label).orElseThrow();
    }

    /** The position of this cell in {@link #all()}: 0 for A1 up to 59 for I5. */
    public int index() {
        return index;
    }

    /** 'A'..'I'. */
    public char column() {
        return label.charAt(0);
    }

    /** 1.. from the bottom of the column; column E skips 5 (the centre). */
    public int row() {
        return Geometry.ROW[index];
    }

    /** Axial x, -4..4 from column A to I: with {@link #y()}, the coordinates LittleGolem records use. */
    public int x() {
        return Geometry.X[index];
    }

    /** Axial y, -4..4; row = min(4, 4 - x) - y + 1. */
    public int y() {
        return Geometry.Y[index];
    }

    /** The cell at axial coordinates, when there is one (the centre is none). */
    public static java.util.Optional<Cell> atAxial(int x, int y) {
        int index = Geometry.index(x, y);
        return index < 0 ? java.util.Optional.empty() : java.util.Optional.of(ALL[index]);
    }

    /** The up to six cells one step away along the lines (the centre is not one). */
    public List<Cell> neighbours() {
        return IntStream.range(0, Geometry.DIRECTIONS)
                .map(d -> Geometry.index(x() + Geometry.DX[d], y() + Geometry.DY[d]))
                .filter(i -> i >= 0)
                .mapToObj(i -> ALL[i])
                .toList();
    }

    @Override
    public int compareTo(Cell other) {
        return Integer.compare(index, other.index);
    }

    /** The label, like "E4". */
    @Override
    public String toString() {
        return label;
    }
}
