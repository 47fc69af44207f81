package dev.tzaar.render.gif;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GifWriterTest {
    private static final int[] PALETTE = {0x000000, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF};

    @Test
    void aFrameOfEveryIndexIsReadBackPixelForPixelByTheJdksReader() {
        int width = 300;
        int height = 200;
        byte[] pixels = new byte[width * height];
        Random random = new Random(30);
        for (int i = 0; i < pixels.length; i++) {
            // Runs and noise both: the dictionary fills, clears and grows its codes to 12 bits many times.
            pixels[i] = (byte) (i % 7 < 3 ? random.nextInt(PALETTE.length) : (i / 50) % PALETTE.length);
        }
        byte[] gif = new GifWriter(width, height, PALETTE).frame(0, 0, width, height, pixels, 100).finish();

        DecodedGif decoded = DecodedGif.of(gif);

        int[] expected = new int[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            expected[i] = PALETTE[pixels[i]];
        }
        assertArrayEquals(expected, decoded.screens().get(0));
        assertEquals(List.of(100), decoded.delaysCentis());
        assertTrue(decoded.loops(), "the NETSCAPE2.0 block makes it loop");
    }

    @Test
    void aLaterFrameChangesOnlyItsRectangleAndItsTransparentPixelsShowWhatWasThere() {
        GifWriter writer = new GifWriter(4, 3, PALETTE);
        writer.frame(0, 0, 4, 3, new byte[12], 50);  // all black
        byte t = (byte) writer.transparentIndex();
        writer.frame(1, 1, 2, 2, new byte[] {1, t, t, 2}, 70);

        DecodedGif decoded = DecodedGif.of(writer.finish());

        assertArrayEquals(new int[] {
            0, 0, 0, 0,
            0, 0xFF0000, 0, 0,
            0, 0, 0x00FF00, 0}, decoded.screens().get(1));
        assertArrayEquals(new int[] {1, 1, 2, 2}, decoded.rectangles().get(1));
        assertEquals(List.of(50, 70), decoded.delaysCentis());
    }

    @Test
    void aFrameOutsideThePictureIsRefused() {
        GifWriter writer = new GifWriter(4, 3, PALETTE);
        assertThrows(IllegalArgumentException.class, () -> writer.frame(3, 0, 2, 1, new byte[2], 10));
    }
}
