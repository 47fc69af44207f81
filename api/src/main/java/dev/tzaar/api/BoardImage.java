package dev.tzaar.api;

import java.util.Arrays;
import java.util.Objects;

/**
 * The picture of the board: PNG bytes (base64 in JSON), the text a screen reader says for it, and
 * the board drawn as text, for a terminal (the console shows it without knowing the rules).
 */
public record BoardImage(byte[] png, String altText, String diagram) {
    public BoardImage {
        Objects.requireNonNull(png, "png");
        Objects.requireNonNull(altText, "altText");
        diagram = diagram == null ? "" : diagram;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardImage image && Arrays.equals(png, image.png) && altText.equals(image.altText)
                && diagram.equals(image.diagram);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(png) + altText.hashCode()) + diagram.hashCode();
    }

    @Override
    public String toString() {
        return "BoardImage[" + png.length + " bytes, altText=" + altText + "]";
    }
}
