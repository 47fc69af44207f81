package dev.tzaar.lambda.render;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The chosen stack and where it may go now: a ring on it, a path and a ring to each target, red
 * for a capture and green for a stack. What the bot shows when a player picks a stack.
 */
final class TargetsPainter {
    /** One legal move of the chosen stack. */
    record Target(Cell to, boolean capture) {
    }

    private final BoardGeometry geometry;
    private final double pieceRadius;
    private final Cell selected;
    private final List<Target> targets;

    TargetsPainter(BoardGeometry geometry, double pieceRadius, Position position, Cell selected) {
        this.geometry = geometry;
        this.pieceRadius = pieceRadius;
        this.selected = selected;
        this.targets = targetsOf(position, selected);
    }

    static List<Target> targetsOf(Position position, Cell selected) {
        List<Target> targets = new ArrayList<>();
        for (Action action : position.legalActions()) {
            if (action instanceof Action.Capture c && c.from().equals(selected)) {
                targets.add(new Target(c.to(), true));
            } else if (action instanceof Action.Stack s && s.from().equals(selected)) {
                targets.add(new Target(s.to(), false));
            }
        }
        return targets;
    }

    /** The paths, under the pieces (they cross only empty points). */
    void paintUnderPieces(Graphics2D g) {
        double s = geometry.spacing();
        Point2D.Double from = geometry.at(selected);
        for (Target target : targets) {
            Point2D.Double to = geometry.at(target.to());
            g.setColor(colour(target));
            g.setStroke(new BasicStroke((float) (s * 0.05), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(from, to));
        }
    }

    /** The rings, over the pieces. */
    void paintOverPieces(Graphics2D g) {
        double s = geometry.spacing();
        Point2D.Double from = geometry.at(selected);
        g.setColor(Theme.SELECT);
        g.setStroke(new BasicStroke((float) (s * 0.07)));
        g.draw(PiecePainter.circle(from.x, from.y, pieceRadius + s * 0.08));
        for (Target target : targets) {
            Point2D.Double to = geometry.at(target.to());
            g.setColor(colour(target));
            g.setStroke(new BasicStroke((float) (s * 0.05)));
            g.draw(PiecePainter.circle(to.x, to.y, pieceRadius + s * 0.08));
        }
    }

    private static Color colour(Target target) {
        return target.capture() ? Theme.DANGER : Theme.SELECT;
    }
}
