package dev.tzaar.api;

import java.util.Arrays;
import java.util.Objects;

/** The picture of the board: PNG bytes (base64 in JSON) and the text a screen reader says for it. */
public record BoardImage(byte[] png, String altText) {
    public BoardImage {
        Objects.requireNonNull(png, "png");
        Objects.requireNonNull(altText, "altText");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardImage image && Arrays.equals(png, image.png) && altText.equals(image.altText);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(png) + altText.hashCode();
    }

    @Override
    public String toString() {
        return "BoardImage[" + png.length + " bytes, altText=" + altText + "]";
    }
}
