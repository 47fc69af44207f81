package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class PalettePngTest {
    @Test
    void aRenderedBoardDecodesToExactlyThePixelsOfItsPalettePicture() throws IOException {
        BufferedImage drawn = new BoardRenderer().draw(SampleBoards.all().get("midgame"));
        int[] rgb = pixels(drawn);
        IndexedImage indexed = PaletteQuantizer.quantize(rgb, drawn.getWidth(), drawn.getHeight());
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(PalettePng.encode(indexed)));

        assertTrue(decoded.getColorModel() instanceof IndexColorModel, "a palette PNG");
        assertEquals(drawn.getWidth(), decoded.getWidth());
        assertEquals(drawn.getHeight(), decoded.getHeight());
        for (int y = 0; y < decoded.getHeight(); y++) {
            for (int x = 0; x < decoded.getWidth(); x++) {
                if ((decoded.getRGB(x, y) & 0xFFFFFF) != indexed.rgb(x, y)) {
                    throw new AssertionError("pixel " + x + "," + y);
                }
            }
        }
    }

    /** The colours that fill areas (background, board, pieces, text) come through unchanged. */
    @Test
    void quantisingKeepsEveryAreaColourExactlyAndEdgesClose() {
        BufferedImage drawn = new BoardRenderer().draw(SampleBoards.all().get("opening"));
        int[] rgb = pixels(drawn);
        IndexedImage indexed = PaletteQuantizer.quantize(rgb, drawn.getWidth(), drawn.getHeight());
        ColourCounts counts = ColourCounts.of(rgb);
        long changed = 0;
        double moved = 0;
        double worst = 0;
        for (int i = 0; i < rgb.length; i++) {
            int before = rgb[i] & 0xFFFFFF;
            int after = indexed.palette()[indexed.indices()[i] & 0xFF];
            if (before != after) {
                changed++;
                assertTrue(counts.count(before) < 1000, "an area colour was changed: " + Integer.toHexString(before));
                moved += distance(before, after);
                worst = Math.max(worst, distance(before, after));
            }
        }
        // About 5% of the pixels are anti-aliased edges between the flat areas.
        assertTrue(changed < rgb.length / 10, changed + " pixels changed");
        // Edge pixels blend two colours: a small shift in one is invisible, as the goldens show.
        assertTrue(moved / changed < 10, "edge pixels moved " + moved / changed + " on average");
        assertTrue(worst < 80, "an edge pixel moved " + worst);
    }

    @Test
    void aPictureOfFewColoursIsKeptExactly() throws IOException {
        int[] rgb = new int[64 * 16];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = (i % 64) * 0x030201;
        }
        IndexedImage indexed = PaletteQuantizer.quantize(rgb, 64, 16);
        assertEquals(64, indexed.palette().length);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(PalettePng.encode(indexed)));
        int[] back = decoded.getRGB(0, 0, 64, 16, null, 0, 64);
        for (int i = 0; i < back.length; i++) {
            back[i] &= 0xFFFFFF;
        }
        assertArrayEquals(rgb, back);
    }

    private static int[] pixels(BufferedImage image) {
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }

    private static double distance(int a, int b) {
        int dr = ((a >> 16) & 0xFF) - ((b >> 16) & 0xFF);
        int dg = ((a >> 8) & 0xFF) - ((b >> 8) & 0xFF);
        int db = (a & 0xFF) - (b & 0xFF);
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }
}
