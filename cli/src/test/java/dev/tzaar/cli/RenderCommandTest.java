package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.render.BoardRenderer;
import dev.tzaar.lambda.render.SampleBoards;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        Command.Terminal terminal = new Command.Terminal(new BufferedReader(new StringReader("")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return Tzaar.run(List.of(args), terminal);
    }

    /** The same board as .ci/run renders: the position before the turn, and the turn. */
    @Test
    void drawsThePositionAfterTheLastTurnAsTheRendererDoes() throws Exception {
        Path png = dir.resolve("midgame.png");
        int status = run("render", "T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT", "b", "1",
                "--last", "H6xI5 F8-I5", "--turn", "27", "--white", "Alice", "--black", "Bob", "-o", png.toString());
        assertEquals(Command.OK, status, err.toString(StandardCharsets.UTF_8));
        byte[] expected = new BoardRenderer().render(SampleBoards.all().get("midgame")).png();
        assertArrayEquals(expected, Files.readAllBytes(png));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("TZAAR board, turn 27. Last turn, Bob (Black): H6xI5"),
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void refusesWhatItCannotDraw() throws Exception {
        List<String> base = new ArrayList<>(List.of("render", "-o", dir.resolve("x.png").toString()));
        assertEquals(Command.REFUSED, run(with(base, "--last", "A5xA3")));
        assertEquals(Command.USAGE, run(with(base, "--turn", "zero")));
        assertEquals(Command.USAGE, run(with(base, "--bogus")));
        assertEquals(Command.REFUSED, run(with(base, "not a position")));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("from A5 to A3"), err.toString(StandardCharsets.UTF_8));
    }

    private static String[] with(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
