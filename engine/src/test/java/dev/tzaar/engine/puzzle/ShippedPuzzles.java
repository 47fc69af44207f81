package dev.tzaar.engine.puzzle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The set the engine's jar ships, read the way the function will read it: the text, then the engine's parser. */
final class ShippedPuzzles {
    static final String RESOURCE = "/dev/tzaar/engine/puzzle/puzzles.tsv";

    private ShippedPuzzles() {
    }

    static String text() {
        try (InputStream in = ShippedPuzzles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new AssertionError(RESOURCE + " is not among the engine's resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Puzzle> all() {
        return PuzzleListing.parseAll(text()).orElseThrow();
    }
}
