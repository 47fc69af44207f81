package dev.tzaar.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.List;

/** The empty board: the plate, its lines with the hole at the centre, and the rim's coordinates. */
final class BoardPainter {
    private final BoardGeometry geometry;
    private final double pieceRadius;

    BoardPainter(BoardGeometry geometry, double pieceRadius) {
        this.geometry = geometry;
        this.pieceRadius = pieceRadius;
    }

    void paint(Graphics2D g) {
        double s = geometry.spacing();
        Path2D.Double plate = plate(geometry, pieceRadius);
        g.setColor(Theme.BOARD);
        g.fill(plate);
        g.setColor(Theme.BOARD_EDGE);
        g.setStroke(new BasicStroke((float) (s * 0.035)));
        g.draw(plate);

        g.setColor(Theme.BOARD_LINE);
        g.setStroke(new BasicStroke((float) (s * 0.032), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(geometry.lines());
        paintHole(g);
        paintLabels(g);
    }

    /** The board's plate: the notes in the picture's lower corners keep clear of it. */
    static Path2D.Double plate(BoardGeometry geometry, double pieceRadius) {
        double s = geometry.spacing();
        return geometry.plate(pieceRadius + s * 0.52, s * 0.4);
    }

    /** The centre is no point: a hexagonal hole through the board, as on the real one. */
    private void paintHole(Graphics2D g) {
        List<Point2D.Double> ring = geometry.ringAroundCentre();
        Point2D.Double centre = geometry.centre();
        Path2D.Double hole = new Path2D.Double();
        for (int i = 0; i < ring.size(); i++) {
            Point2D.Double p = ring.get(i);
            double x = centre.x + (p.x - centre.x) * 0.42;
            double y = centre.y + (p.y - centre.y) * 0.42;
            if (i == 0) {
                hole.moveTo(x, y);
            } else {
                hole.lineTo(x, y);
            }
        }
        hole.closePath();
        g.setColor(Theme.BACKGROUND);
        g.fill(hole);
        g.setColor(Theme.BOARD_EDGE);
        g.setStroke(new BasicStroke((float) (geometry.spacing() * 0.03), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(hole);
    }

    private void paintLabels(Graphics2D g) {
        double size = geometry.spacing() * 0.24;
        g.setColor(Theme.BOARD_LABEL);
        for (BoardGeometry.Label label : geometry.labels()) {
            Text.centred(g, Typeface.bold(), label.text(), size, label.at().x, label.at().y);
        }
    }
}
