package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar replay FILE}, driven through {@link Tzaar#run} over in-memory streams. The two
 * real games from littlegolem.net are the engine's fixtures (engine/src/test/resources/records,
 * whose README says where they come from).
 */
class ReplayCommandTest {
    @TempDir
    Path dir;

    /** What a run printed, and how it ended. */
    private record Run(int status, List<String> out, List<String> err) {
        List<String> lastTwoLines() {
            return out.subList(out.size() - 2, out.size());
        }
    }

    private static Run replay(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Command.Terminal terminal = new Command.Terminal(new BufferedReader(new StringReader("")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> command = new ArrayList<>(List.of("replay"));
        command.addAll(List.of(args));
        int status = Tzaar.run(command, terminal);
        return new Run(status, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    private static String fixture(String name) throws URISyntaxException {
        return Path.of(ReplayCommandTest.class.getResource("/records/" + name).toURI()).toString();
    }

    private String file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8).toString();
    }

    // ---- games that replay ----

    @Test
    void theChampionshipGameEndsWithWhitesWinAsBlackCannotCapture() throws Exception {
        Run run = replay(fixture("littlegolem-tzaar.ch.43.1.1.sgf"));

        assertEquals(Command.OK, run.status());
        assertEquals(List.of("-Z6--T3/------/--z7----/--------/a------A3/--------/--z----/t2-----/----- b 1", "white"),
                run.lastTwoLines());
        assertTrue(run.out().contains("White won: Black cannot capture."), run.out().toString());
        assertTrue(run.out().contains("White: Michael Reitz"), run.out().toString());
        assertEquals(List.of(), run.err());
    }

    @Test
    void game2558925EndsWithWhitesWinAsBlackHasNoTottLeft() throws Exception {
        Run run = replay(fixture("littlegolem-2558925.sgf"));

        assertEquals(Command.OK, run.status());
        assertEquals(List.of("-A4--T3/z5-----/------A/--------/--Z2-----/-------Z7/-a8-----/a-----/----- b 1", "white"),
                run.lastTwoLines());
        assertTrue(run.out().contains("White won: Black has no Totts left."), run.out().toString());
        assertTrue(run.out().contains("Turns: 27 (53 actions)"), run.out().toString());
    }

    @Test
    void aRecordInOurTextFormatReplaysAndAGameThatGoesOnHasNoResult() throws Exception {
        Run run = replay(file("friday.tzaar", "# unfinished\nSetup: fixed\n1 W: E4xF4\n2 B: F3xF4 C3-D4\n"));

        assertEquals(Command.OK, run.status());
        assertEquals(List.of("ttttT/TaaaAT/TA-zZAT/TAZz2TZAT/TAZ-tzat/ta-zTzat/tazZZat/taAAAt/tTTTT w 1", "none"),
                run.lastTwoLines());
        assertTrue(run.out().contains("The game goes on: White to act."), run.out().toString());
    }

    @Test
    void aDeclaredResignationIsTheResult() throws Exception {
        Run run = replay(file("resigned.tzaar", "Setup: fixed\nResult: black (White resigned)\n"));

        assertEquals("black", run.out().get(run.out().size() - 1));
        assertTrue(run.out().contains("Black won: White resigned."), run.out().toString());
    }

    // ---- records that are refused ----

    @Test
    void theFirstIllegalActionIsNamedOnStandardErrorWithStatus1() throws Exception {
        Run run = replay(file("illegal.tzaar", "Setup: fixed\n1 W: E4xF4\n2 B: F3xF4 E4 D4\n3 W: D3xF4 pass\n"));

        assertEquals(Command.REFUSED, run.status());
        assertEquals(1, run.err().size(), run.err().toString());
        String line = run.err().get(0);
        assertTrue(line.contains("Action 3 (turn 2, Black) \"E4 D4\": "), line);
        assertTrue(line.endsWith("There is no piece on E4."), line);
        assertEquals(List.of(), run.out());
    }

    @Test
    void anIllegalActionInALittleGolemRecordIsNamedAsWritten() throws Exception {
        String game = Files.readString(Path.of(fixture("littlegolem-2558925.sgf")), StandardCharsets.UTF_8);
        Run run = replay(file("broken.sgf", game.replace("W[qnop-rmop]", "W[qnop-qnop]")));

        assertEquals(Command.REFUSED, run.status());
        assertTrue(run.err().get(0).contains("Action 5 (turn 3, White) \"qnop\": There is no piece on G4."),
                run.err().toString());
    }

    @Test
    void aMissingFileIsRefusedWithStatus1() throws Exception {
        Run run = replay(dir.resolve("nowhere.sgf").toString());

        assertEquals(Command.REFUSED, run.status());
        assertTrue(run.err().get(0).endsWith("nowhere.sgf: no such file."), run.err().toString());
    }

    @Test
    void aFileInNoRecordFormatIsRefusedWithStatus1() throws Exception {
        Run run = replay(file("notes.txt", "Remember to buy milk.\n"));

        assertEquals(Command.REFUSED, run.status());
        assertTrue(run.err().get(0).contains("is not a game record"), run.err().toString());
    }

    @Test
    void aFileThatIsNotTextIsRefusedWithStatus1() throws Exception {
        Path binary = Files.write(dir.resolve("board.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff});

        Run run = replay(binary.toString());

        assertEquals(Command.REFUSED, run.status());
        assertTrue(run.err().get(0).contains("not UTF-8 text"), run.err().toString());
    }

    @Test
    void replayTakesExactlyOneFile() throws Exception {
        Run none = replay();
        Run two = replay("a.sgf", "b.sgf");

        assertEquals(Command.USAGE, none.status());
        assertEquals(Command.USAGE, two.status());
        assertTrue(none.err().get(0).startsWith("usage: ./tzaar replay FILE"), none.err().toString());
    }
}
