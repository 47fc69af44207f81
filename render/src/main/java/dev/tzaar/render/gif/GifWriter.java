package dev.tzaar.render.gif;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes an animated GIF (89a) that loops for ever: one palette for every frame (the global colour
 * table), and each frame only the rectangle that changed, at its offset, drawn over what the frame
 * before left in place, its unchanged pixels given the transparent index so that they show through.
 * Written here rather than by ImageIO so that the bytes are the same on every run and JDK and the
 * frames need no metadata trees ({@code docs/replay.md}).
 */
public final class GifWriter {
    /** Disposal 1: leave the frame in place, the next one is drawn over it. */
    private static final int DO_NOT_DISPOSE = 1;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(256 * 1024);
    private final int width;
    private final int height;
    private final int tableBits;
    private final int transparent;
    private boolean finished;

    /**
     * @param palette the colours, 0xRRGGBB, at most 255: the index after the last one is the transparent one
     */
    public GifWriter(int width, int height, int[] palette) {
        if (width < 1 || height < 1 || width > 0xFFFF || height > 0xFFFF) {
            throw new IllegalArgumentException("a GIF is 1 to 65535 pixels each way, not " + width + " x " + height);
        }
        if (palette.length < 1 || palette.length > 255) {
            throw new IllegalArgumentException("the palette has 1 to 255 colours, not " + palette.length);
        }
        this.width = width;
        this.height = height;
        this.transparent = palette.length;
        int bits = 1;
        while ((1 << bits) < palette.length + 1) {
            bits++;
        }
        this.tableBits = bits;
        out.writeBytes("GIF89a".getBytes(StandardCharsets.US_ASCII));
        shortLe(width);
        shortLe(height);
        out.write(0x80 | (bits - 1) << 4 | (bits - 1));  // a global table of 2^bits colours
        out.write(transparent);  // background: nothing
        out.write(0);  // square pixels
        int[] table = Arrays.copyOf(palette, 1 << bits);
        for (int colour : table) {
            out.write(colour >> 16 & 0xFF);
            out.write(colour >> 8 & 0xFF);
            out.write(colour & 0xFF);
        }
        // NETSCAPE2.0: loop for ever (0 repetitions = endless).
        out.writeBytes(new byte[] {0x21, (byte) 0xFF, 11});
        out.writeBytes("NETSCAPE2.0".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(new byte[] {3, 1, 0, 0, 0});
    }

    /** The index that leaves the pixel as the frames before left it. */
    public int transparentIndex() {
        return transparent;
    }

    /**
     * Adds a frame: a rectangle of palette indices (row by row) placed at ({@code left}, {@code top}), shown
     * for {@code delayCentis} hundredths of a second.
     */
    public GifWriter frame(int left, int top, int frameWidth, int frameHeight, byte[] indices, int delayCentis) {
        if (finished) {
            throw new IllegalStateException("the GIF is finished");
        }
        if (left < 0 || top < 0 || frameWidth < 1 || frameHeight < 1 || left + frameWidth > width
                || top + frameHeight > height) {
            throw new IllegalArgumentException("the frame " + frameWidth + " x " + frameHeight + " at " + left + ","
                    + top + " leaves the " + width + " x " + height + " picture");
        }
        if (indices.length != frameWidth * frameHeight) {
            throw new IllegalArgumentException("expected " + frameWidth * frameHeight + " pixels, got "
                    + indices.length);
        }
        if (delayCentis < 0 || delayCentis > 0xFFFF) {
            throw new IllegalArgumentException("a frame's delay is 0 to 65535 hundredths, not " + delayCentis);
        }
        // Graphic control extension: disposal, transparency on, the delay.
        out.writeBytes(new byte[] {0x21, (byte) 0xF9, 4, (byte) (DO_NOT_DISPOSE << 2 | 1)});
        shortLe(delayCentis);
        out.write(transparent);
        out.write(0);
        // Image descriptor: where, how large, no local table, not interlaced.
        out.write(0x2C);
        shortLe(left);
        shortLe(top);
        shortLe(frameWidth);
        shortLe(frameHeight);
        out.write(0);
        LzwCompressor.write(out, indices, Math.max(2, tableBits));
        return this;
    }

    /** The file, once every frame is added. */
    public byte[] finish() {
        if (!finished) {
            out.write(0x3B);
            finished = true;
        }
        return out.toByteArray();
    }

    private void shortLe(int value) {
        out.write(value & 0xFF);
        out.write(value >> 8 & 0xFF);
    }
}
