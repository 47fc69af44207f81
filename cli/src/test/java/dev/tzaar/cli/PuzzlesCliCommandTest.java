package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.puzzle.PuzzleListing;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./tzaar puzzles}: --list prints the shipped set in its fixed form (docs/puzzles.md); one of --list and --generate is required. */
class PuzzlesCliCommandTest {
    @Test
    void listPrintsEveryShippedPuzzleOneALine() throws Exception {
        CommandLine list = CommandLine.run("puzzles", "--list");
        assertEquals(CliCommand.OK, list.status(), list.err());
        assertEquals(PuzzleListing.format(PuzzlesCliCommand.shipped()), list.out());
        assertTrue(list.outLines().size() >= 20);
        for (String line : list.outLines()) {
            assertEquals(7, line.split("\t", -1).length, line);
        }
    }

    @Test
    void listAndGenerateExcludeEachOtherAndOneIsNeeded(@TempDir Path directory) throws Exception {
        assertEquals(CliCommand.USAGE, CommandLine.run("puzzles").status());
        CommandLine both = CommandLine.run("puzzles", "--list", "--generate", "--to", directory.resolve("p.tsv").toString());
        assertEquals(CliCommand.USAGE, both.status());
        assertTrue(Files.notExists(directory.resolve("p.tsv")), "nothing written");
    }
}
