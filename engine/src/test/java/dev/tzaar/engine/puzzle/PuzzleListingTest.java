package dev.tzaar.engine.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ./tzaar puzzles --list}'s form, which programs outside the code rely on (docs/puzzles.md,
 * "The listing"): the first lines of the shipped set are pinned by a golden file, so
 * that a change of the form, or of the set, is seen and made on purpose (then the golden is written
 * again from {@code ./tzaar puzzles --list | head -3}). A line that does not hold is refused with why.
 */
class PuzzleListingTest {
    @Test
    void theFirstLinesAreAsPinned() throws IOException {
        List<String> golden;
        try (InputStream in = getClass().getResourceAsStream("first-lines.golden")) {
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        List<String> listed = PuzzleListing.format(ShippedPuzzles.all()).lines().limit(golden.size()).toList();
        assertEquals(golden, listed);
        for (String line : listed) {
            String[] fields = line.split("\t", -1);
            assertEquals(7, fields.length, line);
            assertTrue(fields[4].startsWith(fields[3]), "the main line starts with the solution: " + line);
            assertTrue(fields[2].matches("[1-9]"), line);
            assertTrue(fields[6].matches("[0-9]+"), line);
        }
    }

    @Test
    void aLineThatDoesNotHoldIsRefusedWithItsReason() {
        String line = PuzzleListing.format(ShippedPuzzles.all().get(0));
        String[] fields = line.split("\t", -1);
        assertEquals("a puzzle has 7 tab-separated fields, not 6.",
                PuzzleListing.parse(String.join("\t", List.of(fields).subList(0, 6))).reason());
        fields[5] = "sacrifice";
        assertTrue(PuzzleListing.parse(String.join("\t", fields)).reason().contains("is not a puzzle theme"));
        String[] shortLine = line.split("\t", -1);
        shortLine[4] = shortLine[3].equals("pass") ? "pass" : "A1xA2+pass";
        assertFalse(PuzzleListing.parse(String.join("\t", shortLine)).isOk());
        String[] tooSoon = line.split("\t", -1);
        tooSoon[2] = String.valueOf(Integer.parseInt(tooSoon[2]) + 1);
        assertFalse(PuzzleListing.parse(String.join("\t", tooSoon)).isOk());
        assertTrue(PuzzleListing.parse(line).isOk());
    }
}
