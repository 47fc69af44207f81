package dev.tzaar.render;

/**
 * A whole game as an animated GIF: the file, its size in pixels, how many frames it holds (the start and
 * one per turn), and the text a screen reader says for it.
 */
public record AnimatedReplay(byte[] gif, int width, int height, int frames, String altText) {
    /** The size of the GIF file in bytes. */
    public int size() {
        return gif.length;
    }
}
