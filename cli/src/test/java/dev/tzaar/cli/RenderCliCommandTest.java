package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.SampleBoards;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCliCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        CliCommand.Terminal terminal = new CliCommand.Terminal(new BufferedReader(new StringReader("")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return Tzaar.run(List.of(args), terminal);
    }

    private static final String MIDGAME_BEFORE = "T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1";

    /** The same board as .ci/run renders: the position before the turn, and the turn. */
    @Test
    void drawsThePositionAfterTheLastTurnAsTheRendererDoes() throws Exception {
        Path png = dir.resolve("midgame.png");
        int status = run("render", "T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT", "b", "1",
                "--last", "H6xI5 F8-I5", "--turn", "27", "--white", "Alice", "--black", "Bob", "-o", png.toString());
        assertEquals(CliCommand.OK, status, err.toString(StandardCharsets.UTF_8));
        byte[] expected = new BoardRenderer().render(SampleBoards.all().get("midgame")).png();
        assertArrayEquals(expected, Files.readAllBytes(png));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("TZAAR board, turn 27. Last turn, Bob (Black): H6xI5"),
                out.toString(StandardCharsets.UTF_8));
    }

    /**
     * Without --turn the picture numbers the turn where the position tells it: a new game (no
     * POSITION) and the tournament setup, one turn per piece placed, as the game records count.
     */
    @Test
    void theTurnIsNumberedWhereThePositionTellsIt() throws Exception {
        Path png = dir.resolve("x.png");
        assertEquals(CliCommand.OK, run("render", "-o", png.toString()));
        assertTrue(outText().startsWith("TZAAR board, turn 1. Now White to play"), outText());
        out.reset();
        assertEquals(CliCommand.OK, run("render", "--last", "A5xA4", "-o", png.toString()));
        assertTrue(outText().startsWith("TZAAR board, turn 2. Last turn, White"), outText());
        out.reset();
        // The placement sample: eight pieces down, Alice places the ninth, Bob's turn is the tenth.
        assertEquals(CliCommand.OK, run("render", "--Z--/-a----/---T---/--t-----/-A--z---/--------/---a---/--T---/-----", "w",
                "p", "--last", "Z@E4", "--white", "Alice", "--black", "Bob", "-o", png.toString()));
        assertArrayEquals(new BoardRenderer().render(SampleBoards.all().get("placement")).png(), Files.readAllBytes(png));
        out.reset();
        // Any later position could come at many turns: no number then, unless given.
        assertEquals(CliCommand.OK, run("render", MIDGAME_BEFORE.split(" ")[0], "b", "1", "-o", png.toString()));
        assertTrue(outText().startsWith("TZAAR board. Now Black to play"), outText());
    }

    private String outText() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void refusesWhatItCannotDraw() throws Exception {
        List<String> base = new ArrayList<>(List.of("render", "-o", dir.resolve("x.png").toString()));
        assertEquals(CliCommand.REFUSED, run(with(base, "--last", "A5xA3")));
        assertEquals(CliCommand.USAGE, run(with(base, "--turn", "zero")));
        assertEquals(CliCommand.USAGE, run(with(base, "--bogus")));
        assertEquals(CliCommand.REFUSED, run(with(base, "not a position")));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("from A5 to A3"), err.toString(StandardCharsets.UTF_8));
    }

    /** A mistake on the command line gets one line that says what is wrong, never a stack trace. */
    @Test
    void aStackThatIsNotThereCannotBeSelected() throws Exception {
        assertEquals(CliCommand.REFUSED, run("render", MIDGAME_BEFORE, "--select", "E4", "-o", dir.resolve("x.png").toString()));
        assertEquals("tzaar: --select E4: no stack stands on E4.\n", errText());
        err.reset();
        // A5 empties in White's opening capture.
        assertEquals(CliCommand.REFUSED, run("render", "--select", "A5", "--last", "A5xA4", "-o", dir.resolve("x.png").toString()));
        assertEquals("tzaar: --select A5: no stack stands on A5 after the last turn.\n", errText());
        assertTrue(Files.notExists(dir.resolve("x.png")));
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedWithTheReason() throws Exception {
        Path missing = dir.resolve("no such dir").resolve("x.png");
        assertEquals(CliCommand.REFUSED, run("render", "-o", missing.toString()));
        assertEquals("tzaar: cannot write " + missing + ": there is no directory " + missing.getParent() + ".\n",
                errText());
        err.reset();
        assertEquals(CliCommand.REFUSED, run("render", "-o", dir.toString()));
        assertEquals("tzaar: cannot write " + dir + ": it is a directory; name a file, like " + dir.resolve("board.png")
                + ".\n", errText());
    }

    /** An option left without its value is named, not mistaken for a position or a file. */
    @Test
    void anOptionWithoutItsValueSaysSo() throws Exception {
        for (String option : List.of("--last", "--white", "--black", "--turn", "--select", "--resigned", "-o")) {
            err.reset();
            assertEquals(CliCommand.USAGE, run("render", option), option);
            assertTrue(errText().matches("(?s)tzaar render: " + option + " needs [^\\n]+ after it\\.\nusage: .*"),
                    errText());
            err.reset();
            // Followed by another option, as when the value is forgotten in the middle of the line.
            assertEquals(CliCommand.USAGE, run("render", option, "-o", dir.resolve("x.png").toString()), option);
            assertTrue(errText().matches("(?s)tzaar render: " + option + " needs [^\\n]+ after it\\.\nusage: .*"),
                    errText());
        }
        assertTrue(Files.notExists(dir.resolve("x.png")));
    }

    /** Examples are copied: every point the help names must be a point of the board (E5 is the hole). */
    @Test
    void theHelpNamesOnlyRealPoints() throws Exception {
        assertEquals(CliCommand.OK, run("render", "--help"));
        Matcher label = Pattern.compile("(?<![A-WYZa-wyz])[A-I][0-9]").matcher(out.toString(StandardCharsets.UTF_8));
        int named = 0;
        while (label.find()) {
            named++;
            Checked<Cell> cell = Cell.parse(label.group());
            assertTrue(cell.isOk(), () -> cell.reason());
        }
        assertTrue(named >= 6, "the help shows examples of turns");
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    private static String[] with(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
