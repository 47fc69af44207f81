package dev.tzaar.render;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * A font bundled in the jar, drawn as filled glyph outlines.
 *
 * <p>No AWT font code runs, so text renders the same where the system has no fonts at all (the
 * Lambda runtime) and on every JDK: a glyph is just a shape like any other. The price is simple
 * typesetting: one glyph per character, advance widths and pair kerning, no ligatures. That is all
 * our labels and Latin, Greek or Cyrillic names need; what Inter has no glyph for goes to the
 * bundled {@link FallbackFonts} through {@link MixedLine}.
 */
final class Typeface {
    /** Medium (500): running text. */
    static Typeface medium() {
        return Bundled.MEDIUM;
    }

    /** Bold (700): names, numbers, labels and badges. */
    static Typeface bold() {
        return Bundled.BOLD;
    }

    /** Loaded once, on first use: the first render pays for it (or a SnapStart priming does). */
    private static final class Bundled {
        static final Typeface MEDIUM = load("font/Inter-Medium.ttf");
        static final Typeface BOLD = load("font/Inter-Bold.ttf");
    }

    private final TrueTypeFile font;
    /** Glyph outlines in font units (y up), by glyph id; read on first use and kept. */
    private final Path2D.Double[] outlines;

    Typeface(TrueTypeFile font) {
        this.font = font;
        this.outlines = new Path2D.Double[font.glyphCount()];
    }

    static Typeface load(String resource) {
        try (InputStream in = Typeface.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the bundled font " + resource + " is missing from the jar");
            }
            return new Typeface(new TrueTypeFile(in.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled font " + resource, e);
        }
    }

    /** True when the font has a glyph for the character. */
    boolean canShow(int codePoint) {
        return font.glyphId(codePoint) != 0;
    }

    /** Height of a capital letter at the given size: what centres a label on a point. */
    double capHeight(double size) {
        return font.capHeight() * size / font.unitsPerEm();
    }

    /** True when Inter has a glyph for every character: the text is set by this class alone. */
    boolean canShowAll(String text) {
        return text.codePoints().allMatch(this::canShow);
    }

    /**
     * The width of the text set at the size, kerning included; text Inter cannot show all of is
     * set as a {@link MixedLine} (other scripts, right to left, emoji).
     */
    double width(String text, double size) {
        return canShowAll(text) ? ownWidth(text, size) : MixedLine.of(this, text).width(size);
    }

    /** The outline of the text set at the size, its baseline starting at (x, baseline): left end at x. */
    Shape outline(String text, double size, double x, double baseline) {
        return canShowAll(text) ? ownOutline(text, size, x, baseline) : MixedLine.of(this, text).outline(size, x, baseline);
    }

    /** The width of text this font has every glyph for. */
    double ownWidth(String text, double size) {
        int[] glyphs = glyphs(text);
        double units = 0;
        for (int i = 0; i < glyphs.length; i++) {
            units += font.advance(glyphs[i]) + kern(glyphs, i);
        }
        return units * size / font.unitsPerEm();
    }

    /** The outline of text this font has every glyph for. */
    Shape ownOutline(String text, double size, double x, double baseline) {
        int[] glyphs = glyphs(text);
        double scale = size / font.unitsPerEm();
        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        double pen = 0;
        for (int i = 0; i < glyphs.length; i++) {
            AffineTransform place = new AffineTransform(scale, 0, 0, -scale, x + pen * scale, baseline);
            path.append(glyphOutline(glyphs[i]).getPathIterator(place), false);
            pen += font.advance(glyphs[i]) + kern(glyphs, i);
        }
        return path;
    }

    private int kern(int[] glyphs, int i) {
        return i + 1 < glyphs.length ? font.kerning(glyphs[i], glyphs[i + 1]) : 0;
    }

    private int[] glyphs(String text) {
        int[] glyphs = new int[text.codePointCount(0, text.length())];
        int n = 0;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            glyphs[n++] = font.glyphId(text.codePointAt(i));
        }
        return glyphs;
    }

    /** Outlines are read once; a published outline is never changed again. */
    private synchronized Path2D.Double glyphOutline(int glyph) {
        Path2D.Double outline = outlines[glyph];
        if (outline == null) {
            outline = font.outline(glyph);
            outlines[glyph] = outline;
        }
        return outline;
    }
}
