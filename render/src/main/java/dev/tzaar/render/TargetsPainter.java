package dev.tzaar.render;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The chosen stack and where it may go now: a path and a thin ring to each target, red for a
 * capture and green for a stack, and round the chosen stack a broad band in the accent colour,
 * edged in dark on both sides. What the bot shows when a player picks a stack. The chosen stack
 * differs from its targets by shape and weight as well as hue (a colour-blind player, a phone's
 * ~350 px): among three green rings of the stacks it can go onto, it is the one gold bezel.
 * The page draws the same marks (activity/web/src/selectionMarks.ts).
 *
 * <p>Each target is also named beside its ring ({@link #paintNames}): the panel asks for one of these
 * cells by name (a button "G6 · capture a Tott"), and the rim alone names a point only by counting
 * along its row, which is how a newcomer meaning H6 pressed H5 (issue 31). The chosen stack is not
 * named: the panel's words name it, and a name more in its crowd of rings would be one more to sort out.
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
    /** A cell's name: the rim's lettering, in spacings, so it reads as the board's own coordinates. */
    static final double NAME_SIZE = 0.26;
    /** What a step down {@link #NAME_ANGLES} costs a name, in square pixels covered. */
    private static final double PREFERENCE = 60;
    /** How far from the point's centre a name's tag is centred, in spacings: in the gap beside the ring. */
    static final double NAME_REACH = 0.6;
    /**
     * Where a name may go, in order of preference (screen angles, y down): the gaps between
     * neighbouring points, where a tag wider than it is high fits best, left and right first; the
     * lower right is the height badge's and comes last.
     */
    private static final double[] NAME_ANGLES = {
        Math.toRadians(180), Math.toRadians(0), Math.toRadians(-120), Math.toRadians(-60), Math.toRadians(120),
        Math.toRadians(60)};

    /** A cell's name where it is drawn: its tag, edged in the colour of the ring it names. */
    record Name(Cell cell, RoundRectangle2D.Double tag, Color edge) {
    }

    private final BoardGeometry geometry;
    private final PiecePainter pieces;
    private final Position position;
    private final Cell selected;
    private final int selectedHeight;
    private final List<Target> targets;

    TargetsPainter(BoardGeometry geometry, PiecePainter pieces, Position position, Cell selected) {
        this.geometry = geometry;
        this.pieces = pieces;
        this.position = position;
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

    /**
     * The targets' names, over everything else on the board.
     *
     * @param keepClear what a name must not cover (the last turn's capture tags)
     * @param ratherClear what a name had better not cover, when it can (the last turn's arrows)
     */
    void paintNames(Graphics2D g, List<Shape> keepClear, List<Shape> ratherClear) {
        double size = geometry.spacing() * NAME_SIZE;
        for (Name name : names(keepClear, ratherClear)) {
            g.setColor(Theme.BOARD);
            g.fill(name.tag());
            g.setColor(name.edge());
            g.setStroke(new BasicStroke((float) (geometry.spacing() * TARGET_WIDTH)));
            g.draw(name.tag());
            g.setColor(Theme.BOARD_LABEL);
            Text.centred(g, Typeface.bold(), name.cell().toString(), size, name.tag().getCenterX(),
                    name.tag().getCenterY());
        }
    }

    /**
     * Where each name goes: of the gaps beside its point that keep clear of the chosen stack's band,
     * every height badge, the names placed before it and {@code keepClear}, the one that covers least
     * of the other pieces, the other targets' rings, the rim labels and {@code ratherClear}; of gaps
     * that cover about as much, the one earlier in {@link #NAME_ANGLES}. In the panel's order.
     */
    List<Name> names(List<Shape> keepClear, List<Shape> ratherClear) {
        double s = geometry.spacing();
        Area hard = new Area();
        keepClear.forEach(shape -> hard.add(new Area(shape)));
        for (Cell cell : Cell.all()) {
            position.stackAt(cell).filter(stack -> stack.height() > 1).ifPresent(stack -> {
                Point2D.Double at = geometry.at(cell);
                hard.add(new Area(pieces.badgeShape(at.x, at.y, stack.height())));
            });
        }
        Point2D.Double chosenAt = geometry.at(selected);
        Area band = new Area(PiecePainter.circle(chosenAt.x, chosenAt.y,
                pieces.radius() + s * RING_GAP + s * (CHOSEN_BAND / 2 + CHOSEN_EDGE)));
        List<Name> names = new ArrayList<>();
        hard.add(band);
        for (Target target : targets) {
            Name name = place(target.to(), colour(target), hard, ratherClear);
            names.add(name);
            hard.add(new Area(grown(name.tag(), s * TARGET_WIDTH)));
        }
        return names;
    }

    private Name place(Cell cell, Color edge, Area hard, List<Shape> ratherClear) {
        double s = geometry.spacing();
        Point2D.Double at = geometry.at(cell);
        String text = cell.toString();
        double size = s * NAME_SIZE;
        double height = size * 1.3;
        double width = Typeface.bold().width(text, size) + size * 0.75;
        Area soft = new Area();
        ratherClear.forEach(shape -> soft.add(new Area(shape)));
        double ringOuter = pieces.radius() + s * RING_GAP + s * TARGET_WIDTH / 2;
        for (Cell other : Cell.all()) {
            if (!other.equals(cell) && position.stackAt(other).isPresent()) {
                Point2D.Double o = geometry.at(other);
                // Another target's ring too: a tag over a ring it does not name would seem to name it.
                boolean ringed = targets.stream().anyMatch(t -> t.to().equals(other));
                soft.add(new Area(PiecePainter.circle(o.x, o.y, ringed ? ringOuter : pieces.radius())));
            }
        }
        for (BoardGeometry.Label label : geometry.labels()) {
            double half = Typeface.bold().capHeight(size);
            soft.add(new Area(new Rectangle2D.Double(label.at().x - half, label.at().y - half, 2 * half, 2 * half)));
        }
        RoundRectangle2D.Double best = null;
        double bestCost = Double.MAX_VALUE;
        for (int i = 0; i < NAME_ANGLES.length; i++) {
            double x = at.x + s * NAME_REACH * Math.cos(NAME_ANGLES[i]);
            double y = at.y + s * NAME_REACH * Math.sin(NAME_ANGLES[i]);
            RoundRectangle2D.Double tag = new RoundRectangle2D.Double(x - width / 2, y - height / 2, width, height,
                    height, height);
            RoundRectangle2D.Double drawn = grown(tag, s * TARGET_WIDTH);
            if (touches(new Area(drawn), hard)) {
                continue;
            }
            // What it covers, in pixels, and a little for each step down the order of preference: of
            // two gaps that cover about as much, the name takes the usual one, left of its point.
            double cost = covered(drawn, soft) + i * PREFERENCE;
            if (cost < bestCost) {
                best = tag;
                bestCost = cost;
            }
        }
        if (best == null) {
            // Nowhere clear of what it must not cover (never seen on a legal position): in the first gap.
            double x = at.x + s * NAME_REACH * Math.cos(NAME_ANGLES[0]);
            double y = at.y + s * NAME_REACH * Math.sin(NAME_ANGLES[0]);
            best = new RoundRectangle2D.Double(x - width / 2, y - height / 2, width, height, height, height);
        }
        return new Name(cell, best, edge);
    }

    /** How many square pixels of {@code what} the tag covers, counted on a 2-pixel grid. */
    private static double covered(RoundRectangle2D.Double tag, Area what) {
        int inside = 0;
        for (double y = tag.y + 1; y < tag.getMaxY(); y += 2) {
            for (double x = tag.x + 1; x < tag.getMaxX(); x += 2) {
                if (tag.contains(x, y) && what.contains(x, y)) {
                    inside++;
                }
            }
        }
        return inside * 4.0;
    }

    /** The tag with its edge: the stroke's outer half. */
    private static RoundRectangle2D.Double grown(RoundRectangle2D.Double tag, double stroke) {
        double d = stroke / 2;
        return new RoundRectangle2D.Double(tag.x - d, tag.y - d, tag.width + 2 * d, tag.height + 2 * d,
                tag.arcwidth + 2 * d, tag.archeight + 2 * d);
    }

    private static boolean touches(Area a, Area b) {
        Area both = new Area(a);
        both.intersect(b);
        return !both.isEmpty();
    }

    private static Color colour(Target target) {
        return target.capture() ? Theme.DANGER : Theme.SELECT;
    }
}
