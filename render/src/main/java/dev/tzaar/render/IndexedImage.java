package dev.tzaar.render;

/**
 * A picture of at most 256 colours: its palette (0xRRGGBB) and one palette index per pixel, row by
 * row. What a palette PNG stores.
 */
record IndexedImage(int width, int height, int[] palette, byte[] indices) {
    IndexedImage {
        if (palette.length < 1 || palette.length > 256) {
            throw new IllegalArgumentException("a palette has 1 to 256 colours, not " + palette.length);
        }
        if (indices.length != width * height) {
            throw new IllegalArgumentException("expected " + width * height + " pixels, got " + indices.length);
        }
    }

    /** The colour of a pixel, 0xRRGGBB. */
    int rgb(int x, int y) {
        return palette[indices[y * width + x] & 0xFF];
    }
}
