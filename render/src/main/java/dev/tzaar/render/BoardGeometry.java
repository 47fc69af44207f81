package dev.tzaar.render;

import dev.tzaar.engine.Cell;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the board's points fall in the picture. Columns A..I run left to right and each column's
 * row 1 is at the bottom, as in docs/notation.md; neighbouring points are {@code spacing} pixels apart.
 * Flipped, the board is turned 180 degrees about its centre (the Black player's view): every point
 * moves, but labels are placed by the same rule, so they still sit beside the points they name.
 */
final class BoardGeometry {
    private static final double HALF_SQRT3 = Math.sqrt(3) / 2;
    /**
     * How far out a label sits, as a fraction of the step from the rim point to the next point:
     * near enough to name its point at a glance; letters sit further, below the lower pieces of a
     * tall stack.
     */
    private static final double NUMBER_REACH = 0.62;
    private static final double LETTER_REACH = 0.8;

    private final int columnStep;
    private final int halfRow;
    private final double spacing;
    private final int centreX;
    private final int centreY;
    private final boolean flipped;

    /**
     * @param halfRow half the distance between neighbours in a column, in whole pixels
     * @param centreX the centre's pixel column
     * @param centreY the centre's pixel row
     */
    BoardGeometry(int halfRow, int centreX, int centreY, boolean flipped) {
        this.halfRow = halfRow;
        // The distance between columns, rounded to whole pixels: every point then lies on whole
        // pixels, so equal pieces and equal stretches of line come out as equal pixels, which the
        // PNG's compression finds and stores once; and edges need far fewer palette colours. The
        // lattice is off a perfect one by less than 0.2 degrees, which nobody can see.
        this.columnStep = (int) Math.round(halfRow * 2 * HALF_SQRT3);
        this.spacing = 2 * halfRow;
        this.centreX = centreX;
        this.centreY = centreY;
        this.flipped = flipped;
    }

    /** The distance between neighbouring points of a column: the unit of every size on the board. */
    double spacing() {
        return spacing;
    }

    boolean flipped() {
        return flipped;
    }

    Point2D.Double centre() {
        return new Point2D.Double(centreX, centreY);
    }

    /** The pixel of a point: always whole pixels. */
    Point2D.Double at(Cell cell) {
        return atAxial(cell.x(), cell.y());
    }

    /**
     * The pixel of axial coordinates (also between and beyond points). Going up a column (row + 1)
     * is y - 1; going right one column at the same row is x + 1 on the left half of the board and
     * x + 1, y - 1 on the right half, which is why rows bend at column E.
     */
    Point2D.Double atAxial(double x, double y) {
        double dx = x * columnStep;
        double dy = (x + 2 * y) * halfRow;
        return flipped ? new Point2D.Double(centreX - dx, centreY - dy) : new Point2D.Double(centreX + dx, centreY + dy);
    }

    /**
     * The cells from the top of the picture to the bottom (left to right within a row): the order
     * to draw stacks in, so that a stack's lower pieces, which show below it, overlap nothing drawn
     * later.
     */
    List<Cell> cellsTopToBottom() {
        List<Cell> cells = new ArrayList<>(Cell.all());
        // Insertion sort: 60 cells, and no comparator objects on the cold path of a first render.
        for (int i = 1; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            int j = i - 1;
            while (j >= 0 && drawnAfter(cells.get(j), cell)) {
                cells.set(j + 1, cells.get(j));
                j--;
            }
            cells.set(j + 1, cell);
        }
        return cells;
    }

    private boolean drawnAfter(Cell a, Cell b) {
        Point2D.Double pa = at(a);
        Point2D.Double pb = at(b);
        return pa.y != pb.y ? pa.y > pb.y : pa.x > pb.x;
    }

    /** A coordinate label and the point its text is centred on. */
    record Label(String text, Point2D.Double at) {
    }

    /**
     * The rim labels, as on the printed board: each column's letter below its row 1, and each
     * row's number beyond both ends of the row (rows bend at column E, so they end on the upper
     * edges and on the sides).
     */
    List<Label> labels() {
        List<Label> labels = new ArrayList<>();
        for (int column = 0; column < 9; column++) {
            int x = column - 4;
            int bottomY = x <= 0 ? 4 : 4 - x;  // row 1 of the column
            labels.add(new Label(String.valueOf((char) ('A' + column)), beyond(x, bottomY, x, bottomY + 1, LETTER_REACH)));
        }
        for (int row = 1; row <= 9; row++) {
            // Left end: the row's cell of smallest x (it lies on the left half, where y = 5 - row).
            int leftX = Math.max(-4, row - 9);
            int leftY = 5 - row;
            // Right end: on the right half, where x + y = 5 - row.
            int rightX = Math.min(4, 9 - row);
            int rightY = 5 - row - rightX;
            String text = String.valueOf(row);
            labels.add(new Label(text, beyond(leftX, leftY, leftX - 1, leftY, NUMBER_REACH)));
            labels.add(new Label(text, beyond(rightX, rightY, rightX + 1, rightY - 1, NUMBER_REACH)));
        }
        return labels;
    }

    /** Part of the way from a rim point to the point one step further out. */
    private Point2D.Double beyond(int x, int y, int outX, int outY, double reach) {
        return atAxial(x + (outX - x) * reach, y + (outY - y) * reach);
    }

    /**
     * The board's outline: the hexagon through the six corner points, pushed out by {@code margin}
     * pixels on every side, its corners rounded.
     */
    Path2D.Double plate(double margin, double cornerRadius) {
        // Corners A1, A5, E9, I5, I1, E1 pushed out from the centre; a corner of a hexagon moves
        // margin / cos 30 degrees to move its two sides out by margin.
        int[][] cornerCells = {{0, 4}, {-4, 4}, {-4, 0}, {0, -4}, {4, -4}, {4, 0}};
        double[][] corners = new double[6][];
        for (int i = 0; i < 6; i++) {
            Point2D.Double p = atAxial(cornerCells[i][0], cornerCells[i][1]);
            double dx = p.x - centreX;
            double dy = p.y - centreY;
            double out = margin / HALF_SQRT3 / Math.hypot(dx, dy);
            corners[i] = new double[] {p.x + dx * out, p.y + dy * out};
        }
        Path2D.Double path = new Path2D.Double();
        for (int i = 0; i < 6; i++) {
            double[] previous = corners[(i + 5) % 6];
            double[] corner = corners[i];
            double[] next = corners[(i + 1) % 6];
            double[] in = toward(corner, previous, cornerRadius);
            double[] out = toward(corner, next, cornerRadius);
            if (i == 0) {
                path.moveTo(in[0], in[1]);
            } else {
                path.lineTo(in[0], in[1]);
            }
            path.quadTo(corner[0], corner[1], out[0], out[1]);
        }
        path.closePath();
        return path;
    }

    private static double[] toward(double[] from, double[] to, double distance) {
        double dx = to[0] - from[0];
        double dy = to[1] - from[1];
        double length = Math.hypot(dx, dy);
        return new double[] {from[0] + dx / length * distance, from[1] + dy / length * distance};
    }

    /**
     * The lines of the board as one path: every line between neighbouring points, except the six
     * that would meet the centre, which is a hole.
     */
    Path2D.Double lines() {
        Path2D.Double path = new Path2D.Double();
        // Three directions, each with its lines; a line is drawn from point to point so that the
        // centre breaks the three lines through it.
        int[][] directions = {{0, 1}, {1, 0}, {1, -1}};
        for (Cell cell : Cell.all()) {
            for (int[] d : directions) {
                Optional<Cell> next = Cell.atAxial(cell.x() + d[0], cell.y() + d[1]);
                if (next.isPresent()) {
                    Point2D.Double a = at(cell);
                    Point2D.Double b = at(next.get());
                    path.moveTo(a.x, a.y);
                    path.lineTo(b.x, b.y);
                }
            }
        }
        return path;
    }

    /** The six points around the centre hole, in order around it. */
    List<Point2D.Double> ringAroundCentre() {
        int[][] around = {{0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}};
        List<Point2D.Double> ring = new ArrayList<>();
        for (int[] d : around) {
            ring.add(atAxial(d[0], d[1]));
        }
        return ring;
    }
}
