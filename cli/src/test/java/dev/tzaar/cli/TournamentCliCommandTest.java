package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.trf.TrfWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar tournament}: {@code pair} prints the next round as pairing programs print it,
 * {@code check} pairs every round of a file again and names the rounds that differ.
 */
class TournamentCliCommandTest {
    @Test
    void pairPrintsTheNextRoundAsPairingProgramsDo() throws Exception {
        // The situation of bbpPairings' case dutch_2025_C9: 1 beat 3, 2 beat 4, 5 was absent in round 1.
        TournamentRecord record = TournamentRecord.starting("Five", 3,
                IntStream.rangeClosed(1, 5).mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList())
                .withRound(Map.of(1, RoundEntry.game(3, Colour.WHITE, Outcome.WIN),
                        3, RoundEntry.game(1, Colour.BLACK, Outcome.LOSS),
                        4, RoundEntry.game(2, Colour.WHITE, Outcome.LOSS),
                        2, RoundEntry.game(4, Colour.BLACK, Outcome.WIN),
                        5, RoundEntry.without(Outcome.ZERO_POINT_BYE)));
        String trf = TrfWriter.write(record, "Swiss", Collections.nCopies(5, 1));
        CommandLine pair = CommandLine.withInput(trf, "tournament", "pair", "-");
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
        assertTrue(wrong.err().contains("pair, check or standings"), wrong.err());
        CommandLine missing = CommandLine.run("tournament", "pair", directory.resolve("none.trf").toString());
        assertEquals(CliCommand.REFUSED, missing.status());
        assertTrue(missing.err().contains("no file"), missing.err());
    }

    private static String swapFirstColour(String line) {
        char colour = line.charAt(96);
        return line.substring(0, 96) + (colour == 'w' ? 'b' : 'w') + line.substring(97);
    }

    @Test
    void standingsDrawsTheFilesStandingsAndPrintsTheTextTable(@TempDir Path directory) throws Exception {
        TournamentRecord record = TournamentRecord.starting("Open", 5,
                IntStream.rangeClosed(1, 20).mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList());
        Random random = new Random(7);
        for (int round = 0; round < 2; round++) {
            record = record.afterRound(DutchPairer.pair(record), game -> Outcome.values()[random.nextInt(3)]);
        }
        Path file = Files.writeString(directory.resolve("open.trf"),
                TrfWriter.write(record, "Swiss Dutch system", Collections.nCopies(20, 1)), StandardCharsets.UTF_8);
        Path png = directory.resolve("open.png");

        CommandLine standings = CommandLine.run("tournament", "standings", file.toString(), "-o", png.toString(),
                "--lang", "fr");

        assertEquals(CliCommand.OK, standings.status(), standings.err());
        assertTrue(standings.out().startsWith("**Open** \u00b7 Syst\u00e8me suisse \u00b7 apr\u00e8s la ronde 2 sur 5\n```\n"
                + " #  Joueur     Pts  BH  SB  Cote  Reste\n"), standings.out());
        assertEquals(20 + 4, standings.outLines().size(), "the heading, the fences, the header and 20 players");
        for (Path page : java.util.List.of(png, directory.resolve("open-2.png"))) {
            byte[] bytes = Files.readAllBytes(page);
            assertEquals((byte) 0x89, bytes[0], page + " is a PNG");
            assertEquals('P', bytes[1]);
        }
        assertTrue(standings.err().contains("open-2.png") && standings.err().contains("Page 2 sur 2."), standings.err());
    }

    @Test
    void aRoundRobinsStandingsBreakTiesByDirectEncounter(@TempDir Path directory) throws Exception {
        TournamentRecord record = TournamentRecord.starting("League", 3,
                IntStream.rangeClosed(1, 4).mapToObj(n -> new Entrant(n, "Player " + n, 0)).toList());
        for (int round = 1; round <= 3; round++) {
            record = record.afterRound(dev.tzaar.lambda.tournament.pairing.BergerTables.round(4, round, false),
                    game -> Outcome.DRAW);
        }
        Path file = Files.writeString(directory.resolve("league.trf"),
                TrfWriter.write(record, "Round robin (Berger tables)", Collections.nCopies(4, 1)), StandardCharsets.UTF_8);

        CommandLine standings = CommandLine.run("tournament", "standings", file.toString(), "-o",
                directory.resolve("league.png").toString());

        assertEquals(CliCommand.OK, standings.status(), standings.err());
        assertTrue(standings.out().contains("Final standings \u00b7 round robin of 3 rounds"), standings.out());
        assertTrue(standings.outLines().get(2).equals("#  Player    Pts  DE  SB"), standings.out());
    }
}
