package dev.tzaar.render;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The last turn on the board: where each moving stack stood (a dashed ring), an arrow to where it
 * went, numbered when the turn moved twice, and what each capture took. A move only crosses empty
 * points, so an arrow never hides a piece. When the two moves run along the same line (the first
 * left a point that the second then crossed, say), their arrows are drawn side by side, so that
 * neither hides the other.
 */
final class TurnPainter {
    private final BoardGeometry geometry;
    private final PiecePainter pieces;
    private final TurnTrace trace;
    private final Position now;

    TurnPainter(BoardGeometry geometry, PiecePainter pieces, TurnTrace trace, Position now) {
        this.geometry = geometry;
        this.pieces = pieces;
        this.trace = trace;
        this.now = now;
    }

    /** What lies under the pieces: the rings where stacks stood, ghosts of stacks taken from now-empty points. */
    void paintUnderPieces(Graphics2D g) {
        double s = geometry.spacing();
        for (TurnTrace.Move move : trace.moves()) {
            if (now.stackAt(move.from()).isEmpty()) {
                Point2D.Double from = geometry.at(move.from());
                g.setColor(Theme.MOVE);
                g.setStroke(new BasicStroke((float) (s * 0.03), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10,
                        new float[] {(float) (s * 0.07), (float) (s * 0.07)}, 0));
                g.draw(PiecePainter.circle(from.x, from.y, pieces.radius() * 0.92));
            }
            if (move.isCapture() && now.stackAt(move.to()).isEmpty()) {
                ghost(g, move);
            }
        }
    }

    /** What lies over the pieces: arrows, their numbers, capture tags and placed pieces' rings. */
    void paintOverPieces(Graphics2D g) {
        boolean numbered = trace.moves().size() > 1;
        Point2D.Double[] shifts = shifts();
        double s = geometry.spacing();
        for (Shape arrow : arrows()) {
            g.setColor(Theme.MOVE_DARK);
            g.setStroke(new BasicStroke((float) (s * 0.03), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(arrow);
            g.setColor(Theme.MOVE);
            g.fill(arrow);
        }
        // The tokens after all arrows: a second move may cross the first one's origin.
        for (int i = 0; i < trace.moves().size(); i++) {
            TurnTrace.Move move = trace.moves().get(i);
            token(g, move, numbered, shifts[i]);
            if (move.isCapture() && now.stackAt(move.to()).isPresent()) {
                tag(g, move);
            }
        }
        for (TurnTrace.Placement placement : trace.placements()) {
            Point2D.Double at = geometry.at(placement.at());
            g.setColor(Theme.MOVE);
            g.setStroke(new BasicStroke((float) (s * 0.055)));
            g.draw(PiecePainter.circle(at.x, at.y, pieces.radius() + s * 0.07));
        }
    }

    /**
     * How far each move's arrow is moved off its line: not at all, unless the two moves share a
     * stretch of one line; then the first goes to one side and the second to the other, by
     * {@link #sideBySide}.
     */
    Point2D.Double[] shifts() {
        List<TurnTrace.Move> moves = trace.moves();
        Point2D.Double[] shifts = new Point2D.Double[moves.size()];
        Arrays.fill(shifts, new Point2D.Double());
        if (moves.size() == 2 && shareALine(moves.get(0), moves.get(1))) {
            Point2D.Double from = geometry.at(moves.get(0).from());
            Point2D.Double to = geometry.at(moves.get(0).to());
            double length = from.distance(to);
            double d = sideBySide();
            // Perpendicular to the first move, whichever way the second one runs.
            double nx = -(to.y - from.y) / length * d;
            double ny = (to.x - from.x) / length * d;
            shifts[0] = new Point2D.Double(nx, ny);
            shifts[1] = new Point2D.Double(-nx, -ny);
        }
        return shifts;
    }

    /** How far each of two arrows on one line is moved aside: just clear of each other's heads. */
    double sideBySide() {
        return geometry.spacing() * 0.14;
    }

    /** Whether the two moves run along one line over a common stretch (more than a shared end). */
    private boolean shareALine(TurnTrace.Move a, TurnTrace.Move b) {
        Point2D.Double a0 = geometry.at(a.from());
        Point2D.Double a1 = geometry.at(a.to());
        Point2D.Double b0 = geometry.at(b.from());
        Point2D.Double b1 = geometry.at(b.to());
        double length = a0.distance(a1);
        double ux = (a1.x - a0.x) / length;
        double uy = (a1.y - a0.y) / length;
        double tolerance = geometry.spacing() * 0.01;
        // Both ends of b on a's line...
        if (Math.abs(ux * (b0.y - a0.y) - uy * (b0.x - a0.x)) > tolerance
                || Math.abs(ux * (b1.y - a0.y) - uy * (b1.x - a0.x)) > tolerance) {
            return false;
        }
        // ... and the stretches overlap by more than a point.
        double b0along = ux * (b0.x - a0.x) + uy * (b0.y - a0.y);
        double b1along = ux * (b1.x - a0.x) + uy * (b1.y - a0.y);
        double overlap = Math.min(length, Math.max(b0along, b1along)) - Math.max(0, Math.min(b0along, b1along));
        return overlap > geometry.spacing() * 0.5;
    }

    /** The arrows of the moves, in order, as filled (their outline is drawn around them). */
    List<Shape> arrows() {
        boolean numbered = trace.moves().size() > 1;
        Point2D.Double[] shifts = shifts();
        List<Shape> arrows = new ArrayList<>();
        for (int i = 0; i < trace.moves().size(); i++) {
            arrows.add(arrow(trace.moves().get(i), numbered, shifts[i]));
        }
        return arrows;
    }

    private Shape arrow(TurnTrace.Move move, boolean numbered, Point2D.Double shift) {
        double s = geometry.spacing();
        Point2D.Double from = shifted(geometry.at(move.from()), shift);
        Point2D.Double to = shifted(geometry.at(move.to()), shift);
        double length = from.distance(to);
        double ux = (to.x - from.x) / length;
        double uy = (to.y - from.y) / length;
        double startGap = tokenRadius(s, numbered) * 0.5;
        double tipGap = pieces.radius() + s * 0.05;
        double run = length - startGap - tipGap;
        double head = Math.min(s * 0.3, run * 0.6);
        // Beside another arrow, the head is as wide as leaves the two just touching.
        double headHalf = shift.x == 0 && shift.y == 0 ? s * 0.15 : sideBySide();
        double shaftHalf = s * 0.042;
        double sx = from.x + ux * startGap;
        double sy = from.y + uy * startGap;
        double tx = to.x - ux * tipGap;
        double ty = to.y - uy * tipGap;
        double nx = tx - ux * head;
        double ny = ty - uy * head;
        // Perpendicular to the arrow.
        double px = -uy;
        double py = ux;
        Path2D.Double shape = new Path2D.Double();
        shape.moveTo(sx + px * shaftHalf, sy + py * shaftHalf);
        shape.lineTo(nx + px * shaftHalf, ny + py * shaftHalf);
        shape.lineTo(nx + px * headHalf, ny + py * headHalf);
        shape.lineTo(tx, ty);
        shape.lineTo(nx - px * headHalf, ny - py * headHalf);
        shape.lineTo(nx - px * shaftHalf, ny - py * shaftHalf);
        shape.lineTo(sx - px * shaftHalf, sy - py * shaftHalf);
        shape.closePath();
        return shape;
    }

    private static Point2D.Double shifted(Point2D.Double point, Point2D.Double shift) {
        return new Point2D.Double(point.x + shift.x, point.y + shift.y);
    }

    private static double tokenRadius(double spacing, boolean numbered) {
        return numbered ? spacing * 0.17 : spacing * 0.075;
    }

    /** The tail of an arrow: a dot, or the action's number when the turn moved twice. */
    private void token(Graphics2D g, TurnTrace.Move move, boolean numbered, Point2D.Double shift) {
        double s = geometry.spacing();
        Point2D.Double from = shifted(geometry.at(move.from()), shift);
        g.setColor(Theme.MOVE);
        g.fill(PiecePainter.circle(from.x, from.y, tokenRadius(s, numbered)));
        if (numbered) {
            g.setColor(Theme.TEXT);
            Text.centred(g, Typeface.bold(), String.valueOf(move.number()), s * 0.22, from.x, from.y);
        }
    }

    /**
     * A capture whose point is now taken by the capturer: a small token of the stack taken, struck
     * through, beside the capturer in a gap between points, clear of its height badge and of the
     * arrows.
     */
    private void tag(Graphics2D g, TurnTrace.Move move) {
        Stack taken = move.captured().orElseThrow();
        Point2D.Double at = tagCentre(move);
        double r = pieces.radius() * 0.4;
        g.setColor(Theme.DANGER);
        g.fill(PiecePainter.circle(at.x, at.y, tagRadius()));
        pieces.top(g, at.x, at.y, r, taken.owner(), taken.top());
        strike(g, at.x, at.y, r * 1.05, geometry.spacing() * 0.04);
    }

    /** The capture tags' discs, where {@link #paintOverPieces} draws them: what a cell's name keeps clear of. */
    List<Shape> tags() {
        List<Shape> tags = new ArrayList<>();
        for (TurnTrace.Move move : trace.moves()) {
            if (move.isCapture() && now.stackAt(move.to()).isPresent()) {
                Point2D.Double at = tagCentre(move);
                tags.add(PiecePainter.circle(at.x, at.y, tagRadius() + 1));
            }
        }
        return tags;
    }

    double tagRadius() {
        return pieces.radius() * 0.4 * 1.28;
    }

    /**
     * Where the tag of a capture goes: in the gap between neighbouring points that clears the
     * capturer's height badge and every arrow, and of those the one farthest from where the moves
     * arrived; when every gap clear of the badge touches an arrow, the one farthest from the arrows.
     */
    Point2D.Double tagCentre(TurnTrace.Move move) {
        Point2D.Double at = geometry.at(move.to());
        int height = now.stackAt(move.to()).orElseThrow().height();
        Area badge = new Area(new BasicStroke((float) pieces.badgeOutline()).createStrokedShape(
                pieces.badgeShape(at.x, at.y, height)));
        badge.add(new Area(pieces.badgeShape(at.x, at.y, height)));
        Area arrows = new Area();
        for (Shape arrow : arrows()) {
            arrows.add(new Area(arrow));
        }
        List<Double> arrivals = new ArrayList<>();
        for (TurnTrace.Move other : trace.moves()) {
            if (other.to().equals(move.to())) {
                Point2D.Double from = geometry.at(other.from());
                arrivals.add(Math.atan2(from.y - at.y, from.x - at.x));
            }
        }
        Point2D.Double best = null;
        boolean bestClear = false;
        double bestDistance = -1;
        for (double angle : TAG_ANGLES) {
            double x = at.x + pieces.radius() * 0.82 * Math.cos(angle);
            double y = at.y + pieces.radius() * 0.82 * Math.sin(angle);
            // With a margin for the tag's anti-aliased edge.
            Area tag = new Area(PiecePainter.circle(x, y, tagRadius() + 1));
            if (touches(tag, badge)) {
                continue;
            }
            boolean clear = !touches(tag, arrows);
            double distance = Double.MAX_VALUE;
            for (double arrival : arrivals) {
                distance = Math.min(distance, angleBetween(angle, arrival));
            }
            if (best == null || (clear && !bestClear) || (clear == bestClear && distance > bestDistance + 1e-9)) {
                best = new Point2D.Double(x, y);
                bestClear = clear;
                bestDistance = distance;
            }
        }
        return best;
    }

    private static boolean touches(Area a, Area b) {
        Area both = new Area(a);
        both.intersect(b);
        return !both.isEmpty();
    }

    /**
     * Where a capture tag may sit: toward the gaps between neighbouring points (screen angles, y
     * down), in order of preference. The lower right is the height badge's, and the gaps beside it
     * are too close to it: {@link #tagCentre} tries them all and skips those.
     */
    private static final double[] TAG_ANGLES = {
        Math.toRadians(-120), Math.toRadians(-60), Math.toRadians(180), Math.toRadians(0), Math.toRadians(120),
        Math.toRadians(60)};

    private static double angleBetween(double a, double b) {
        double d = Math.abs(a - b) % (2 * Math.PI);
        return d > Math.PI ? 2 * Math.PI - d : d;
    }

    /** A stack taken from a point that is empty now: its faded self, struck through. */
    private void ghost(Graphics2D g, TurnTrace.Move move) {
        Stack taken = move.captured().orElseThrow();
        Point2D.Double at = geometry.at(move.to());
        Composite solid = g.getComposite();
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.6f));
        pieces.top(g, at.x, at.y, pieces.radius(), taken.owner(), taken.top());
        g.setComposite(solid);
        strike(g, at.x, at.y, pieces.radius() * 0.75, geometry.spacing() * 0.06);
    }

    private static void strike(Graphics2D g, double x, double y, double r, double width) {
        g.setColor(Theme.DANGER);
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double d = r * Math.sqrt(0.5);
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(x - d, y - d);
        cross.lineTo(x + d, y + d);
        cross.moveTo(x + d, y - d);
        cross.lineTo(x - d, y + d);
        g.draw(cross);
    }
}
