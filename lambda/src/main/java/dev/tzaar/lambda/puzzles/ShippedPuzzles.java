package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleListing;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The proven puzzles shipped in the engine's resources (docs/puzzles.md), read once, when the first
 * puzzle is asked for: a function that never plays one does not pay for reading them.
 */
public final class ShippedPuzzles {
    static final String RESOURCE = "/dev/tzaar/engine/puzzle/puzzles.tsv";

    private ShippedPuzzles() {
    }

    public static List<Puzzle> all() {
        return Loaded.PUZZLES;
    }

    public static Optional<Puzzle> byId(String id) {
        return Optional.ofNullable(Loaded.BY_ID.get(id));
    }

    private static final class Loaded {
        static final List<Puzzle> PUZZLES = read();
        static final Map<String, Puzzle> BY_ID = PUZZLES.stream().collect(Collectors.toUnmodifiableMap(Puzzle::id,
                Function.identity()));

        private static List<Puzzle> read() {
            try (InputStream in = ShippedPuzzles.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the shipped puzzles are missing: " + RESOURCE);
                }
                Checked<List<Puzzle>> puzzles = PuzzleListing.parseAll(new String(in.readAllBytes(),
                        StandardCharsets.UTF_8));
                if (!puzzles.isOk()) {
                    throw new IllegalStateException("the shipped puzzles do not read: " + puzzles.reason());
                }
                return puzzles.value();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
