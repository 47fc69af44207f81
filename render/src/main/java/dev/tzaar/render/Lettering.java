package dev.tzaar.render;

import java.awt.Shape;

/**
 * The board's Inter for pictures drawn outside the renderer, such as the README's picture of a panel
 * (lambda's tests draw it round the function's own board): text as filled glyph outlines, so it comes
 * out the same on every machine and JDK, as the board's labels do. Latin text only: no fallback fonts.
 */
public final class Lettering {
    private Lettering() {
    }

    /** The outline of the text set at the size, its baseline starting at (x, baseline). */
    public static Shape outline(boolean bold, String text, double size, double x, double baseline) {
        return face(bold).outline(text, size, x, baseline);
    }

    /** The width of the text set at the size, kerning included. */
    public static double width(boolean bold, String text, double size) {
        return face(bold).width(text, size);
    }

    /** The height of a capital letter at the size: what centres a line on a point. */
    public static double capHeight(double size) {
        return Typeface.medium().capHeight(size);
    }

    private static Typeface face(boolean bold) {
        return bold ? Typeface.bold() : Typeface.medium();
    }
}
