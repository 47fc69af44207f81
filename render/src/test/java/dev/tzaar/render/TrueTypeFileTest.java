package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.GlyphData;
import org.apache.fontbox.ttf.KerningSubtable;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The renderer's own TrueType reader agrees with Apache FontBox on every glyph of both fonts. */
class TrueTypeFileTest {
    /** FontBox warns that our fonts carry no PostScript glyph names (dropped: we never use them). */
    private static final Logger FONTBOX = Logger.getLogger("org.apache.fontbox");

    static {
        FONTBOX.setLevel(Level.SEVERE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"font/Inter-Medium.ttf", "font/Inter-Bold.ttf"})
    void agreesWithFontBox(String resource) throws IOException {
        byte[] bytes;
        try (InputStream in = Typeface.class.getResourceAsStream(resource)) {
            bytes = in.readAllBytes();
        }
        TrueTypeFile ours = new TrueTypeFile(bytes);
        TrueTypeFont theirs = new TTFParser().parse(new RandomAccessReadBuffer(bytes));

        assertEquals(theirs.getUnitsPerEm(), ours.unitsPerEm());
        assertEquals(theirs.getNumberOfGlyphs(), ours.glyphCount());
        assertEquals(theirs.getOS2Windows().getCapHeight(), ours.capHeight());
        CmapLookup cmap = theirs.getUnicodeCmapLookup();
        int mapped = 0;
        for (int c = 0; c <= 0xFFFF; c++) {
            assertEquals(cmap.getGlyphId(c), ours.glyphId(c), "glyph of U+" + Integer.toHexString(c));
            mapped += ours.glyphId(c) == 0 ? 0 : 1;
        }
        assertTrue(mapped > 500, mapped + " characters");

        KerningSubtable kerning = theirs.getKerning().getHorizontalKerningSubtable();
        int kerned = 0;
        for (int glyph = 0; glyph < ours.glyphCount(); glyph++) {
            assertEquals(theirs.getAdvanceWidth(glyph), ours.advance(glyph), "advance of glyph " + glyph);
            for (int right = 0; right < ours.glyphCount(); right += 1) {
                int expected = kerning.getKerning(glyph, right);
                assertEquals(expected, ours.kerning(glyph, right));
                kerned += expected == 0 ? 0 : 1;
            }
            GlyphData data = theirs.getGlyph().getGlyph(glyph);
            Shape expected = data == null ? new java.awt.geom.GeneralPath() : data.getPath();
            assertSameShape(expected, ours.outline(glyph), "glyph " + glyph);
        }
        assertTrue(kerned > 500, kerned + " kerning pairs");
    }

    /**
     * Same bounds, and the same pixels when filled at 200 pixels to the em. Not exactly the same:
     * FontBox rounds the on-curve points implied between two control points to whole font units,
     * we keep them exact (half a unit is 1/30 of a pixel here).
     */
    private static void assertSameShape(Shape expected, Shape actual, String what) {
        Rectangle2D a = expected.getBounds2D();
        Rectangle2D b = actual.getBounds2D();
        assertEquals(a.getMinX(), b.getMinX(), 1e-6, what);
        assertEquals(a.getMinY(), b.getMinY(), 1e-6, what);
        assertEquals(a.getMaxX(), b.getMaxX(), 1e-6, what);
        assertEquals(a.getMaxY(), b.getMaxY(), 1e-6, what);
        if (a.isEmpty()) {
            return;
        }
        int[] one = raster(expected, a);
        int[] two = raster(actual, a);
        int differ = 0;
        for (int i = 0; i < one.length; i++) {
            if (Math.abs((one[i] & 0xFF) - (two[i] & 0xFF)) > 24) {
                differ++;
            }
        }
        assertTrue(differ <= one.length / 1000, what + ": " + differ + " pixels differ");
    }

    private static int[] raster(Shape shape, Rectangle2D bounds) {
        double scale = 200.0 / 2816;
        BufferedImage image = new BufferedImage(220, 260, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(java.awt.Color.WHITE);
        AffineTransform place = new AffineTransform(scale, 0, 0, -scale, 10 - bounds.getMinX() * scale,
                10 + bounds.getMaxY() * scale);
        g.fill(place.createTransformedShape(shape));
        g.dispose();
        return image.getRGB(0, 0, 220, 260, null, 0, 220);
    }
}
