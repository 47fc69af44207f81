package dev.tzaar.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The board drawn as text, columns A..I left to right and each column's row 1 at the bottom, as the
 * board is printed in the rulebook:
 *
 * <pre>
 *                 .
 *              .     .
 *           .     .     .
 *        ...
 *     .     .     o     .     .      &lt;- A3 C4 (centre) G4 I3
 *        ...
 *                 .                  &lt;- E1
 * </pre>
 *
 * A cell is {@code .} when empty, otherwise its stack as in position notation ({@code T},
 * {@code z3}); {@code o} marks the centre. Reading takes the cells of each line in order and
 * ignores spacing, so a diagram can be typed by hand in a test.
 */
public final class TextDiagram {
    /** LINES[i]: the cells drawn on line i, left to right; -1 is the centre. */
    private static final int[][] LINES = new int[17][];
    private static final int[][] COLUMNS_OF_LINES = new int[17][];

    static {
        // A cell of column c (0..8) and row r sits at half-row height 2r + |4 - c|: 2 (E1) to 18 (E9).
        for (int line = 0; line < 17; line++) {
            int h = 18 - line;
            List<int[]> cells = new ArrayList<>();
            for (int column = 0; column < 9; column++) {
                int twiceRow = h - Math.abs(4 - column);
                if (twiceRow % 2 != 0 || twiceRow < 2) {
                    continue;
                }
                int row = twiceRow / 2;
                if (column == 4 && row == 5) {
                    cells.add(new int[] {-1, column});
                } else if (Geometry.indexOfLabel(column, row) >= 0) {
                    cells.add(new int[] {Geometry.indexOfLabel(column, row), column});
                }
            }
            LINES[line] = cells.stream().mapToInt(c -> c[0]).toArray();
            COLUMNS_OF_LINES[line] = cells.stream().mapToInt(c -> c[1]).toArray();
        }
    }

    private TextDiagram() {
    }

    /** The board of a position as a picture of 17 lines. */
    public static String draw(Position position) {
        return draw(position, false);
    }

    /**
     * The board as a picture, turned 180 degrees when {@code turned} (Black's side nearest, as the
     * Black player's picture shows it). Turning the board maps line i to line 16 - i, right to left.
     */
    public static String draw(Position position, boolean turned) {
        StringBuilder text = new StringBuilder();
        for (int line = 0; line < 17; line++) {
            int[] cells = LINES[turned ? 16 - line : line];
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                int cell = cells[turned ? cells.length - 1 - i : i];
                String token = cell < 0 ? "o"
                        : position.stackAt(Cell.at(cell)).map(Stack::toString).orElse(".");
                int centre = 4 + 3 * COLUMNS_OF_LINES[line][i];
                int start = centre - (token.length() - 1) / 2;
                while (row.length() < start) {
                    row.append(' ');
                }
                row.append(token);
            }
            text.append(row).append('\n');
        }
        return text.toString();
    }

    /**
     * The board as {@link #draw} draws it, for a person to find a cell: between two lines of column
     * letters, each line of cells between the names of the cells at its two ends, which give the
     * rows (a column's rows count up from 1 at its lower end, so a row bends along the lower
     * edges and no line is one row). The key to its letters is words, in the reader's language: the
     * function's bundles hold it ({@code diagram.key}, and {@code diagram.key.turned} for the board
     * turned round, whose rows count down).
     */
    public static String drawLabelled(Position position, boolean turned) {
        StringBuilder letters = new StringBuilder();
        for (int column = 0; column < 9; column++) {
            int at = 4 + 3 * column;
            while (letters.length() < at) {
                letters.append(' ');
            }
            letters.append((char) ('A' + (turned ? 8 - column : column)));
        }
        StringBuilder text = new StringBuilder(letters).append('\n');
        List<String> lines = draw(position, turned).lines().toList();
        for (int line = 0; line < 17; line++) {
            int[] cells = LINES[turned ? 16 - line : line];
            String left = Cell.at(cells[turned ? cells.length - 1 : 0]).toString();
            String right = Cell.at(cells[turned ? 0 : cells.length - 1]).toString();
            // Every line leaves room for a name: a cell's token starts at column 3 at the earliest.
            StringBuilder labelled = new StringBuilder(left).append(lines.get(line).substring(left.length()));
            while (labelled.length() < LABELLED_WIDTH) {
                labelled.append(' ');
            }
            text.append(labelled).append(right).append('\n');
        }
        return text.append(letters).append('\n').toString();
    }

    /** Where the names of the cells at the right ends stand: past the widest token of the last column. */
    private static final int LABELLED_WIDTH = 4 + 3 * 8 + 4;

    /**
     * Reads a picture like {@link #draw} makes, with the side and step to complete the position,
     * for example {@code read(picture, "w 1")}.
     */
    public static Checked<Position> read(String picture, String sideAndStep) {
        List<String[]> lines = new ArrayList<>();
        for (String line : picture.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.strip().split("\\s+"));
            }
        }
        if (lines.size() != 17) {
            return Checked.refused("A board diagram has 17 lines of cells, not " + lines.size() + ".");
        }
        String[] cells = new String[Geometry.CELLS];
        for (int line = 0; line < 17; line++) {
            String[] tokens = lines.get(line);
            if (tokens.length != LINES[line].length) {
                return Checked.refused("Line " + (line + 1) + " of the diagram has " + tokens.length
                        + " cells, not " + LINES[line].length + ".");
            }
            for (int i = 0; i < tokens.length; i++) {
                int cell = LINES[line][i];
                if (cell < 0) {
                    if (!tokens[i].equals("o")) {
                        return Checked.refused("The centre is drawn as o, not " + tokens[i] + ".");
                    }
                    continue;
                }
                cells[cell] = tokens[i].equals(".") ? "-" : tokens[i];
            }
        }
        StringBuilder notation = new StringBuilder();
        for (int column = 0; column < 9; column++) {
            if (column > 0) {
                notation.append('/');
            }
            int start = Geometry.columnStart(column);
            for (int cell = start; cell < start + Geometry.COLUMN_LENGTHS[column]; cell++) {
                notation.append(cells[cell]);
            }
        }
        return Position.parse(notation + " " + sideAndStep);
    }
}
