package dev.tzaar.lambda.pictures;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tzaar.api.BoardImage;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleListing;
import dev.tzaar.render.BoardRenderer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The README's pictures of a lesson and of a puzzle are the function's own pictures, drawn by the same
 * call that draws them in Discord ({@link GamePictures#drawPosition}): this test draws them again and
 * compares the bytes with the files in docs/images, so that a change of the renderer, the course or the
 * shipped puzzles cannot leave the README showing what the product no longer shows. When the change is
 * wanted, {@code -Ddocs.images.update=true} writes the new pictures there.
 */
class ReadmePicturesTest {
    private static final Path IMAGES = Path.of("..", "docs", "images");
    /** The lesson pictured: the capture lesson's first exercise, its Tzarra stack chosen, as the panel shows it. */
    static final String LESSON = "capture.1";
    static final Cell LESSON_PIECE = Cell.of("D3");
    /** The puzzle pictured: a shipped one, Black to win in one turn (White left with no capture). */
    static final String PUZZLE = "pz42d3a8ddcb";

    private final GamePictures pictures = new GamePictures(new BoardRenderer());

    @Test
    void theReadmesLessonIsTheExercisesPanelPictureAsTheFunctionDrawsIt() throws IOException {
        Exercise exercise = Course.exercise(LESSON).orElseThrow();
        check("lesson.png", pictures.drawPosition(exercise.position(), Optional.of(LESSON_PIECE), Locale.ENGLISH));
    }

    @Test
    void theReadmesPuzzleIsAShippedPuzzlesPositionAsTheFunctionDrawsIt() throws IOException {
        Puzzle puzzle = shipped(PUZZLE);
        check("puzzle.png", pictures.drawPosition(puzzle.position(), Optional.empty(), Locale.ENGLISH));
    }

    private static Puzzle shipped(String id) throws IOException {
        try (InputStream in = Puzzle.class.getResourceAsStream("puzzles.tsv")) {
            String set = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return PuzzleListing.parseAll(set).orElseThrow().stream().filter(p -> p.id().equals(id)).findFirst()
                    .orElseThrow(() -> new AssertionError("the README's puzzle " + id + " is no longer shipped"));
        }
    }

    private static void check(String name, BoardImage drawn) throws IOException {
        Path file = IMAGES.resolve(name);
        if (Boolean.getBoolean("docs.images.update")) {
            Files.write(file, drawn.png());
            return;
        }
        assertTrue(Files.exists(file), "no " + file.toAbsolutePath() + ": run with -Ddocs.images.update=true");
        if (!Arrays.equals(Files.readAllBytes(file), drawn.png())) {
            Path actual = Files.createDirectories(Path.of("target", "docs-images")).resolve(name);
            Files.write(actual, drawn.png());
            fail("the README's " + name + " is no longer what the function draws: look at " + actual.toAbsolutePath()
                    + "; if it is right, run with -Ddocs.images.update=true");
        }
    }
}
