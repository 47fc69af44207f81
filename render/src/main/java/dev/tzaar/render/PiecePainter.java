package dev.tzaar.render;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Draws pieces as the real ones look from above: a Tott is a plain disc, a Tzarra carries one
 * crown ring, a Tzaar a larger double crown, so the type reads from the shape and never from colour
 * alone. A stack shows its lower pieces as coin edges below the top one, and its height in a badge.
 */
final class PiecePainter {
    /** Stacks taller than this look this tall; the badge tells the exact height. */
    static final int MOST_LAYERS_SHOWN = 5;

    private final double radius;

    /** @param radius the radius of a piece on the board, in pixels */
    PiecePainter(double radius) {
        this.radius = radius;
    }

    double radius() {
        return radius;
    }

    /** How far each lower piece of a stack shows below the one above it. */
    double layerStep() {
        return radius * 0.12;
    }

    /**
     * A stack on the board: lower pieces, top piece, and the height badge from 2 up. No drop
     * shadow: its edge, next to the piece's own, cost an eighth of the file size.
     */
    void stack(Graphics2D g, double x, double y, Stack stack) {
        Theme.PieceColours colours = Theme.of(stack.owner());
        int layers = Math.min(stack.height(), MOST_LAYERS_SHOWN);
        double step = layerStep();
        for (int layer = layers - 1; layer >= 1; layer--) {
            disc(g, x, y + layer * step, radius, colours.side(), colours.outline());
        }
        top(g, x, y, radius, stack.owner(), stack.top());
        if (stack.height() > 1) {
            badge(g, x, y, stack.height());
        }
    }

    /** The top face of a piece: a disc in its side's colour with its type's crown. */
    void top(Graphics2D g, double x, double y, double r, Side side, PieceType type) {
        Theme.PieceColours colours = Theme.of(side);
        disc(g, x, y, r, colours.top(), colours.topOutline());
        g.setColor(colours.crown());
        switch (type) {
            case TOTT -> {
            }
            case TZARRA -> ring(g, x, y, r * 0.44, r * 0.17);
            case TZAAR -> {
                ring(g, x, y, r * 0.64, r * 0.13);
                ring(g, x, y, r * 0.34, r * 0.13);
                g.fill(circle(x, y, r * 0.1));
            }
        }
    }

    /**
     * A piece as an icon on the dark panel: the board's own piece, so that a Tzaar in the card looks
     * like a Tzaar on the board; a black piece gets a light rim, or it would vanish into the panel.
     */
    void icon(Graphics2D g, double x, double y, double r, Side side, PieceType type) {
        if (side == Side.BLACK) {
            g.setColor(Theme.ICON_RIM);
            g.fill(circle(x, y, r + Math.max(2, r * 0.17)));
        }
        top(g, x, y, r, side, type);
    }

    private static void disc(Graphics2D g, double x, double y, double r, java.awt.Color fill, java.awt.Color outline) {
        Ellipse2D.Double shape = circle(x, y, r);
        g.setColor(fill);
        g.fill(shape);
        if (outline != null) {
            g.setColor(outline);
            g.setStroke(new BasicStroke((float) (r * 0.05)));
            g.draw(shape);
        }
    }

    private static void ring(Graphics2D g, double x, double y, double r, double width) {
        g.setStroke(new BasicStroke((float) width));
        g.draw(circle(x, y, r));
    }

    /**
     * The height of a stack, in a badge on its lower right: toward the gap between the neighbouring
     * points, so it never covers another piece. Drawn again over a mark that crosses it.
     */
    void badge(Graphics2D g, double x, double y, int height) {
        RoundRectangle2D.Double pill = badgeShape(x, y, height);
        g.setColor(Theme.BADGE_TEXT);
        g.setStroke(new BasicStroke((float) badgeOutline()));
        g.draw(pill);
        g.setColor(Theme.BADGE);
        g.fill(pill);
        g.setColor(Theme.BADGE_TEXT);
        Point2D.Double centre = badgeCentre(x, y);
        Text.centred(g, Typeface.bold(), String.valueOf(height), badgeTextSize(), centre.x, centre.y);
    }

    /** Where the height badge of a stack whose top piece is centred on (x, y) lies, its outline aside. */
    RoundRectangle2D.Double badgeShape(double x, double y, int height) {
        double r = radius * 0.42;
        double width = Math.max(2 * r, Typeface.bold().width(String.valueOf(height), badgeTextSize()) + radius * 0.36);
        Point2D.Double centre = badgeCentre(x, y);
        return new RoundRectangle2D.Double(centre.x - width / 2, centre.y - r, width, 2 * r, 2 * r, 2 * r);
    }

    private Point2D.Double badgeCentre(double x, double y) {
        return new Point2D.Double(x + radius * 0.80 * Math.cos(Math.toRadians(55)),
                y + radius * 0.80 * Math.sin(Math.toRadians(55)));
    }

    /** The width of the dark line around the badge (half of it lies outside the badge's shape). */
    double badgeOutline() {
        return radius * 0.08;
    }

    private double badgeTextSize() {
        return radius * 0.62;
    }

    static Ellipse2D.Double circle(double x, double y, double r) {
        return new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
    }
}
