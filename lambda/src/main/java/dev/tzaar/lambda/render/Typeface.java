package dev.tzaar.lambda.render;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.KerningSubtable;
import org.apache.fontbox.ttf.KerningTable;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * A font bundled in the jar, read with FontBox and drawn as filled glyph outlines.
 *
 * <p>No AWT font code runs, so text renders the same where the system has no fonts at all (the
 * Lambda runtime) and on every JDK: a glyph is just a shape like any other. The price is simple
 * typesetting: one glyph per character, advance widths and pair kerning, no ligatures. That is all
 * our labels and players' names need.
 */
final class Typeface {
    /** Medium (500): labels and running text. */
    static Typeface medium() {
        return Bundled.MEDIUM;
    }

    /** Bold (700): names, numbers and badges. */
    static Typeface bold() {
        return Bundled.BOLD;
    }

    /** Loaded once, on first use: the first render pays for it (or a SnapStart priming does). */
    private static final class Bundled {
        static final Typeface MEDIUM = load("font/Inter-Medium.ttf");
        static final Typeface BOLD = load("font/Inter-Bold.ttf");
    }

    private final TrueTypeFont font;
    private final CmapLookup cmap;
    private final KerningSubtable kerning;
    private final double unitsPerEm;
    private final double capHeight;
    /** Glyph outlines in font units (y up), by glyph id; read lazily and kept. */
    private final GeneralPath[] outlines;
    private final int[] advances;

    private Typeface(TrueTypeFont font) throws IOException {
        this.font = font;
        this.cmap = font.getUnicodeCmapLookup();
        KerningTable kern = font.getKerning();
        this.kerning = kern == null ? null : kern.getHorizontalKerningSubtable();
        this.unitsPerEm = font.getUnitsPerEm();
        this.capHeight = font.getOS2Windows().getCapHeight();
        int glyphs = font.getNumberOfGlyphs();
        this.outlines = new GeneralPath[glyphs];
        this.advances = new int[glyphs];
        for (int glyph = 0; glyph < glyphs; glyph++) {
            advances[glyph] = font.getAdvanceWidth(glyph);
        }
    }

    static Typeface load(String resource) {
        try (InputStream in = Typeface.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the bundled font " + resource + " is missing from the jar");
            }
            return new Typeface(new TTFParser().parse(new RandomAccessReadBuffer(in)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled font " + resource, e);
        }
    }

    /** True when the font has a glyph for the character. */
    boolean canShow(int codePoint) {
        return cmap.getGlyphId(codePoint) != 0;
    }

    /** Height of a capital letter at the given size: what centres a label on a point. */
    double capHeight(double size) {
        return capHeight * size / unitsPerEm;
    }

    /** The width of the text set at the size, kerning included. */
    double width(String text, double size) {
        int[] glyphs = glyphs(text);
        double units = 0;
        for (int i = 0; i < glyphs.length; i++) {
            units += advances[glyphs[i]] + kern(glyphs, i);
        }
        return units * size / unitsPerEm;
    }

    /** The outline of the text set at the size, its baseline starting at (x, baseline). */
    Shape outline(String text, double size, double x, double baseline) {
        int[] glyphs = glyphs(text);
        double scale = size / unitsPerEm;
        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        double pen = 0;
        for (int i = 0; i < glyphs.length; i++) {
            AffineTransform place = new AffineTransform(scale, 0, 0, -scale, x + pen * scale, baseline);
            path.append(glyphOutline(glyphs[i]).getPathIterator(place), false);
            pen += advances[glyphs[i]] + kern(glyphs, i);
        }
        return path;
    }

    private double kern(int[] glyphs, int i) {
        return kerning == null || i + 1 >= glyphs.length ? 0 : kerning.getKerning(glyphs[i], glyphs[i + 1]);
    }

    private int[] glyphs(String text) {
        return text.codePoints().map(cmap::getGlyphId).toArray();
    }

    /** FontBox reads glyphs from one shared buffer: reading is serialised, drawing is not. */
    private synchronized GeneralPath glyphOutline(int glyph) {
        GeneralPath outline = outlines[glyph];
        if (outline == null) {
            try {
                var data = font.getGlyph().getGlyph(glyph);
                outline = data == null ? new GeneralPath() : data.getPath();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read glyph " + glyph + " of the bundled font", e);
            }
            outlines[glyph] = outline;
        }
        return outline;
    }
}
