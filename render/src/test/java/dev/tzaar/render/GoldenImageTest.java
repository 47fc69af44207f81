package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each golden board must render to exactly the bytes of its golden PNG, which a person looked at
 * and approved (see golden/README.md). A mismatch writes the new picture to
 * target/golden-actual/NAME.png to look at; when the change is wanted, run with
 * -Dgolden.update=true to make the new pictures golden.
 */
class GoldenImageTest {
    private static final Path ACTUAL = Path.of("target", "golden-actual");
    private static final Path SOURCE = Path.of("src", "test", "resources", "dev", "tzaar", "render", "golden");
    /** The budget for one picture. */
    private static final int MAX_PNG_BYTES = 80 * 1024;

    private final BoardRenderer renderer = new BoardRenderer();

    @TestFactory
    Stream<DynamicTest> everyGoldenBoardRendersToItsGoldenBytes() {
        return Stream.concat(SampleBoards.all().entrySet().stream(), RulesGoldens.all().entrySet().stream())
                .map(board -> DynamicTest.dynamicTest(board.getKey(), () -> check(board)));
    }

    private void check(Map.Entry<String, RenderRequest> board) throws IOException {
        String name = board.getKey();
        byte[] actual = renderer.render(board.getValue()).png();
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(SOURCE);
            Files.write(SOURCE.resolve(name + ".png"), actual);
            return;
        }
        byte[] golden = golden(name);
        if (golden == null || !java.util.Arrays.equals(golden, actual)) {
            Files.createDirectories(ACTUAL);
            Path written = Files.write(ACTUAL.resolve(name + ".png"), actual);
            fail((golden == null ? "no golden image for " : "the picture changed for ") + name
                    + ": look at " + written.toAbsolutePath()
                    + "; if it is right, run with -Dgolden.update=true to make it golden");
        }
        assertArrayEquals(golden, actual);
        assertTrue(actual.length <= MAX_PNG_BYTES, name + " is " + actual.length + " bytes");
    }

    private static byte[] golden(String name) throws IOException {
        try (InputStream in = GoldenImageTest.class.getResourceAsStream("golden/" + name + ".png")) {
            return in == null ? null : in.readAllBytes();
        }
    }
}
