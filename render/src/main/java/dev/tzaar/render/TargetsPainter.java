package dev.tzaar.render;

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
 * The chosen stack and where it may go now: a path and a thin ring to each target, red for a
 * capture and green for a stack, and round the chosen stack a broad band in the accent colour,
 * edged in dark on both sides. What the bot shows when a player picks a stack. The chosen stack
 * differs from its targets by shape and weight as well as hue (a colour-blind player, a phone's
 * ~350 px): among three green rings of the stacks it can go onto, it is the one gold bezel.
 * The page draws the same marks (activity/web/src/selectionMarks.ts).
 */
final class TargetsPainter {
    /** One legal move of the chosen stack. */
    record Target(Cell to, boolean capture) {
    }

    /** How far outside a piece's edge every ring runs, in spacings. */
    static final double RING_GAP = 0.08;
    /** A target's ring and path, in spacings. */
    static final double TARGET_WIDTH = 0.05;
    /** The chosen stack's band, and the dark edge on each side of it, in spacings. */
    static final double CHOSEN_BAND = 0.10;
    static final double CHOSEN_EDGE = 0.03;

    private final BoardGeometry geometry;
    private final PiecePainter pieces;
    private final Cell selected;
    private final int selectedHeight;
    private final List<Target> targets;

    TargetsPainter(BoardGeometry geometry, PiecePainter pieces, Position position, Cell selected) {
        this.geometry = geometry;
        this.pieces = pieces;
        this.selected = selected;
        this.selectedHeight = position.stackAt(selected).orElseThrow().height();
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
            g.setStroke(new BasicStroke((float) (s * TARGET_WIDTH), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(from, to));
        }
    }

    /**
     * The rings, over the pieces: the targets' first, then the chosen stack's band over the
     * neighbouring rings it touches, and its height badge again over the band, whole.
     */
    void paintOverPieces(Graphics2D g) {
        double s = geometry.spacing();
        double radius = pieces.radius() + s * RING_GAP;
        for (Target target : targets) {
            Point2D.Double to = geometry.at(target.to());
            g.setColor(colour(target));
            g.setStroke(new BasicStroke((float) (s * TARGET_WIDTH)));
            g.draw(PiecePainter.circle(to.x, to.y, radius));
        }
        Point2D.Double from = geometry.at(selected);
        g.setColor(Theme.CHOSEN_EDGE);
        g.setStroke(new BasicStroke((float) (s * (CHOSEN_BAND + 2 * CHOSEN_EDGE))));
        g.draw(PiecePainter.circle(from.x, from.y, radius));
        g.setColor(Theme.CHOSEN);
        g.setStroke(new BasicStroke((float) (s * CHOSEN_BAND)));
        g.draw(PiecePainter.circle(from.x, from.y, radius));
        if (selectedHeight > 1) {
            pieces.badge(g, from.x, from.y, selectedHeight);
        }
    }

    private static Color colour(Target target) {
        return target.capture() ? Theme.DANGER : Theme.SELECT;
    }
}
