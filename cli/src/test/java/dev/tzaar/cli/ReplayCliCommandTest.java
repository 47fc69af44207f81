package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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
class ReplayCliCommandTest {
    @TempDir
    Path dir;

    private static CommandLine replay(String... files) throws Exception {
        List<String> args = new ArrayList<>(List.of("replay"));
        args.addAll(List.of(files));
        return CommandLine.run(args.toArray(String[]::new));
    }

    private static List<String> lastTwoLines(CommandLine run) {
        List<String> lines = run.outLines();
        return lines.subList(lines.size() - 2, lines.size());
    }

    private static List<String> errLines(CommandLine run) {
        return run.err().lines().toList();
    }

    private static String fixture(String name) throws URISyntaxException {
        return Path.of(ReplayCliCommandTest.class.getResource("/records/" + name).toURI()).toString();
    }

    private String file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8).toString();
    }

    // ---- games that replay ----

    @Test
    void theChampionshipGameEndsWithWhitesWinAsBlackCannotCapture() throws Exception {
        CommandLine run = replay(fixture("littlegolem-tzaar.ch.43.1.1.sgf"));

        assertEquals(CliCommand.OK, run.status());
        assertEquals(List.of("-Z6--T3/------/--z7----/--------/a------A3/--------/--z----/t2-----/----- b 1", "white"),
                lastTwoLines(run));
        assertTrue(run.outLines().contains("White won: Black cannot capture."), run.out());
        assertTrue(run.outLines().contains("White: Michael Reitz"), run.out());
        assertEquals("", run.err());
    }

    @Test
    void game2558925EndsWithWhitesWinAsBlackHasNoTottLeft() throws Exception {
        CommandLine run = replay(fixture("littlegolem-2558925.sgf"));

        assertEquals(CliCommand.OK, run.status());
        assertEquals(List.of("-A4--T3/z5-----/------A/--------/--Z2-----/-------Z7/-a8-----/a-----/----- b 1", "white"),
                lastTwoLines(run));
        assertTrue(run.outLines().contains("White won: Black has no Totts left."), run.out());
        assertTrue(run.outLines().contains("Turns: 27 (53 actions)"), run.out());
    }

    @Test
    void aRecordInOurTextFormatReplaysAndAGameThatGoesOnHasNoResult() throws Exception {
        CommandLine run = replay(file("friday.tzaar", "# unfinished\nSetup: fixed\n1 W: E4xF4\n2 B: F3xF4 C3-D4\n"));

        assertEquals(CliCommand.OK, run.status());
        assertEquals(List.of("ttttT/TaaaAT/TA-zZAT/TAZz2TZAT/TAZ-tzat/ta-zTzat/tazZZat/taAAAt/tTTTT w 1", "none"),
                lastTwoLines(run));
        assertTrue(run.outLines().contains("The game goes on: White to act."), run.out());
    }

    @Test
    void aDeclaredResignationIsTheResult() throws Exception {
        CommandLine run = replay(file("resigned.tzaar", "Setup: fixed\nResult: black (White resigned)\n"));

        assertEquals("black", run.lastLine());
        assertTrue(run.outLines().contains("Black won: White resigned."), run.out());
    }

    // ---- records that are refused ----

    @Test
    void theFirstIllegalActionIsNamedOnStandardErrorWithStatus1() throws Exception {
        String record = "Setup: fixed\n1 W: E4xF4\n2 B: F3xF4 E4 D4\n3 W: D3xF4 pass\n";

        CommandLine run = replay(file("illegal.tzaar", record));

        assertEquals(CliCommand.REFUSED, run.status());
        assertEquals(1, errLines(run).size(), run.err());
        String line = errLines(run).get(0);
        assertTrue(line.contains("Action 3 (turn 2, Black) \"E4 D4\": "), line);
        assertTrue(line.endsWith("There is no piece on E4."), line);
        assertEquals("", run.out());
    }

    @Test
    void anIllegalActionInALittleGolemRecordIsNamedAsWritten() throws Exception {
        String game = Files.readString(Path.of(fixture("littlegolem-2558925.sgf")), StandardCharsets.UTF_8);
        CommandLine run = replay(file("broken.sgf", game.replace("W[qnop-rmop]", "W[qnop-qnop]")));

        assertEquals(CliCommand.REFUSED, run.status());
        assertTrue(errLines(run).get(0).contains("Action 5 (turn 3, White) \"qnop\": There is no piece on G4."),
                run.err());
    }

    @Test
    void aMissingFileIsRefusedWithStatus1() throws Exception {
        CommandLine run = replay(dir.resolve("nowhere.sgf").toString());

        assertEquals(CliCommand.REFUSED, run.status());
        assertTrue(errLines(run).get(0).endsWith("nowhere.sgf: no such file."), run.err());
    }

    @Test
    void aFileInNoRecordFormatIsRefusedWithStatus1() throws Exception {
        CommandLine run = replay(file("notes.txt", "Remember to buy milk.\n"));

        assertEquals(CliCommand.REFUSED, run.status());
        assertTrue(errLines(run).get(0).contains("is not a game record"), run.err());
    }

    @Test
    void aFileThatIsNotTextIsRefusedWithStatus1() throws Exception {
        Path binary = Files.write(dir.resolve("board.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff});

        CommandLine run = replay(binary.toString());

        assertEquals(CliCommand.REFUSED, run.status());
        assertTrue(errLines(run).get(0).contains("not UTF-8 text"), run.err());
    }

    @Test
    void aDirectoryIsRefusedWithStatus1() throws Exception {
        CommandLine run = replay(dir.toString());

        assertEquals(CliCommand.REFUSED, run.status());
        assertTrue(errLines(run).get(0).endsWith("is a directory, not a game record."), run.err());
    }

    @Test
    void replayTakesExactlyOneFile() throws Exception {
        CommandLine none = replay();
        CommandLine two = replay("a.sgf", "b.sgf");

        assertEquals(CliCommand.USAGE, none.status());
        assertEquals(CliCommand.USAGE, two.status());
        assertEquals("tzaar replay: FILE is missing: a game record, in our text format or LittleGolem's (which starts "
                + "with \"(;\").", errLines(none).get(0));
        assertEquals("tzaar replay: \"b.sgf\" is one argument too many (./tzaar replay --help says what it takes).",
                errLines(two).get(0));
        assertTrue(errLines(none).get(1).startsWith("usage: ./tzaar replay FILE"), none.err());
    }
}
