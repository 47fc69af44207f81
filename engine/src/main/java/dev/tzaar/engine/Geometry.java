package dev.tzaar.engine;

/**
 * The shape of the board, precomputed once.
 *
 * <p>Cells are numbered 0..59 column by column (A..I), each column from row 1 upwards. In axial
 * coordinates (x = column - 4, y as LittleGolem counts it, row = min(4, 4 - x) - y + 1) a step in
 * any of the six directions then either always raises the cell number or always lowers it. So the
 * first occupied cell along a line is the lowest or the highest set bit of (ray & occupied):
 * one instruction instead of a walk.
 */
final class Geometry {
    static final int CELLS = 60;

    /** Cells per column A..I; the centre of column E is not a cell. */
    static final int[] COLUMN_LENGTHS = {5, 6, 7, 8, 8, 8, 7, 6, 5};

    /** Directions 0..2 raise the cell number, 3..5 lower it; direction d + 3 is the opposite of d. */
    static final int[] DX = {1, 1, 0, -1, -1, 0};
    static final int[] DY = {0, -1, -1, 0, 1, 1};
    static final int DIRECTIONS = 6;

    static final int[] X = new int[CELLS];
    static final int[] Y = new int[CELLS];
    static final int[] COLUMN = new int[CELLS];
    static final int[] ROW = new int[CELLS];

    /** RAYS[cell * 6 + d]: the cells reached from cell in direction d, stopping at the rim or the centre. */
    static final long[] RAYS = new long[CELLS * DIRECTIONS];

    private static final int[][] INDEX = new int[9][9];
    private static final int[] COLUMN_START = new int[9];

    static {
        for (int[] row : INDEX) {
            java.util.Arrays.fill(row, -1);
        }
        int index = 0;
        for (int column = 0; column < 9; column++) {
            COLUMN_START[column] = index;
            int x = column - 4;
            for (int row = 1; row <= 9; row++) {
                int y = Math.min(4, 4 - x) - row + 1;
                if (!onBoard(x, y)) {
                    continue;
                }
                X[index] = x;
                Y[index] = y;
                COLUMN[index] = column;
                ROW[index] = row;
                INDEX[x + 4][y + 4] = index;
                index++;
            }
        }
        if (index != CELLS) {
            throw new AssertionError("board has " + index + " cells");
        }
        for (int cell = 0; cell < CELLS; cell++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                long ray = 0;
                int x = X[cell] + DX[d];
                int y = Y[cell] + DY[d];
                while (onBoard(x, y)) {
                    ray |= 1L << INDEX[x + 4][y + 4];
                    x += DX[d];
                    y += DY[d];
                }
                RAYS[cell * DIRECTIONS + d] = ray;
            }
        }
    }

    private Geometry() {
    }

    /** Inside the hexagon of side 5 and not the centre. */
    static boolean onBoard(int x, int y) {
        return Math.abs(x) <= 4 && Math.abs(y) <= 4 && Math.abs(x + y) <= 4 && (x != 0 || y != 0);
    }

    /** The cell at axial (x, y), or -1 off the board (the centre included). */
    static int index(int x, int y) {
        return onBoard(x, y) ? INDEX[x + 4][y + 4] : -1;
    }

    /** The cell at column 0..8 and row 1.., or -1 when there is none. */
    static int indexOfLabel(int column, int row) {
        if (column < 0 || column > 8 || row < 1) {
            return -1;
        }
        int x = column - 4;
        return index(x, Math.min(4, 4 - x) - row + 1);
    }

    static int columnStart(int column) {
        return COLUMN_START[column];
    }

    /** The direction from one cell to another on the same line, or -1 when they share none. */
    static int direction(int from, int to) {
        int dx = X[to] - X[from];
        int dy = Y[to] - Y[from];
        if (dx == 0 && dy == 0) {
            return -1;
        }
        for (int d = 0; d < DIRECTIONS; d++) {
            // (dx, dy) must be a positive multiple of (DX[d], DY[d]).
            int k = DX[d] != 0 ? dx / DX[d] : dy / DY[d];
            if (k > 0 && dx == k * DX[d] && dy == k * DY[d]) {
                return d;
            }
        }
        return -1;
    }

    /** The first set bit met going out along direction d. */
    static long firstAlong(long rayHits, int d) {
        return d < 3 ? rayHits & -rayHits : Long.highestOneBit(rayHits);
    }
}
