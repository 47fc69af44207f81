package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.trf.TrfWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar tournament}: {@code pair} prints the next round as pairing programs print it,
 * {@code check} pairs every round of a file again and names the rounds that differ.
 */
class TournamentCliCommandTest {
    /** bbpPairings' case dutch_2025_C9 (test/tests/dutch_2025_C9.input and .output.expected). */
    private static final String FIVE_PLAYERS = String.join("\n",
            "012 Dutch 2025 C9 test",
            "001    1      Test0001 Player0001               2720                             1.0    1     3 w 1",
            "001    2      Test0002 Player0002               2701                             1.0    2     4 b 1",
            "001    3      Test0003 Player0003               2697                             0.0    3     1 b 0",
            "001    4      Test0004 Player0004               2689                             0.0    4     2 w 0",
            "001    5      Test0005 Player0005               2673                             0.0    5  0000 - Z",
            "XXR 3", "");

    @Test
    void pairPrintsTheNextRoundAsPairingProgramsDo() throws Exception {
        CommandLine pair = CommandLine.withInput(FIVE_PLAYERS, "tournament", "pair", "-");
        assertEquals(CliCommand.OK, pair.status(), pair.err());
        assertEquals("3\n2 1\n3 5\n4 0\n", pair.out());
    }

    @Test
    void checkFindsEveryRoundOfADutchTournamentAndNamesARoundThatDiffers(@TempDir Path directory) throws Exception {
        TournamentRecord record = TournamentRecord.starting("Open", 5,
                IntStream.rangeClosed(1, 11).mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList());
        Random random = new Random(5);
        for (int round = 0; round < 4; round++) {
            record = record.afterRound(DutchPairer.pair(record), game -> Outcome.values()[random.nextInt(3)]);
        }
        String trf = TrfWriter.write(record, "Swiss", Collections.nCopies(11, 1));
        Path file = directory.resolve("open.trf");
        Files.writeString(file, trf, StandardCharsets.UTF_8);
        CommandLine check = CommandLine.run("tournament", "check", file.toString());
        assertEquals(CliCommand.OK, check.status(), check.out() + check.err());
        assertEquals(4, check.outLines().size());
        assertTrue(check.outLines().stream().allMatch(line -> line.endsWith("as the Dutch system pairs it")));

        // Player 1's first game with the colours swapped on both sides of the board.
        String[] lines = trf.split("\n", -1);
        int opponent = Integer.parseInt(lines[5].substring(91, 95).trim());
        lines[5] = swapFirstColour(lines[5]);
        lines[4 + opponent] = swapFirstColour(lines[4 + opponent]);
        Files.writeString(file, String.join("\n", lines), StandardCharsets.UTF_8);
        CommandLine tampered = CommandLine.run("tournament", "check", file.toString());
        assertEquals(CliCommand.REFUSED, tampered.status());
        assertTrue(tampered.outLines().get(0).startsWith("round 1: differs"), tampered.out());
    }

    @Test
    void aWrongActionOrAMissingFileIsRefusedWithItsReason(@TempDir Path directory) throws Exception {
        CommandLine wrong = CommandLine.run("tournament", "shuffle", "x.trf");
        assertEquals(CliCommand.USAGE, wrong.status());
        assertTrue(wrong.err().contains("pair or check"), wrong.err());
        CommandLine missing = CommandLine.run("tournament", "pair", directory.resolve("none.trf").toString());
        assertEquals(CliCommand.REFUSED, missing.status());
        assertTrue(missing.err().contains("no file"), missing.err());
    }

    private static String swapFirstColour(String line) {
        char colour = line.charAt(96);
        return line.substring(0, 96) + (colour == 'w' ? 'b' : 'w') + line.substring(97);
    }
}
