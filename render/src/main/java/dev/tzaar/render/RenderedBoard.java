package dev.tzaar.render;

import java.io.IOException;
import java.io.OutputStream;

/** A rendered picture: the PNG file, its size in pixels, and the text a screen reader says for it. */
public final class RenderedBoard {
    private final byte[] png;
    private final int width;
    private final int height;
    private final String altText;

    RenderedBoard(byte[] png, int width, int height, String altText) {
        this.png = png;
        this.width = width;
        this.height = height;
        this.altText = altText;
    }

    /** The PNG file (a copy). */
    public byte[] png() {
        return png.clone();
    }

    /** The size of the PNG file in bytes. */
    public int pngSize() {
        return png.length;
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(png);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** A short description of the position and the last turn, for screen readers (Discord's alt text). */
    public String altText() {
        return altText;
    }
}
