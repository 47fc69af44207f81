package dev.tzaar.api;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A picture a reply shows besides its board, such as one of the rules' drawn examples: a file of its
 * own under {@code fileName}, with its alt text, as the board is.
 */
public record Picture(String fileName, BoardImage image) {
    /**
     * What Discord and a terminal both keep as it is: letters, digits, dashes, ending in {@code .png}, or in
     * {@code .gif} for an animated one (a replay).
     */
    private static final Pattern FILE_NAME = Pattern.compile("[a-z0-9-]{1,60}\\.(png|gif)");

    public Picture {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(image, "image");
        if (!FILE_NAME.matcher(fileName).matches()) {
            throw new IllegalArgumentException("a picture's file name is lower-case letters, digits and dashes,"
                    + " ending in .png or .gif, not " + fileName);
        }
    }
}
