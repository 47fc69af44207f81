package dev.tzaar.engine.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The same seeds make the same puzzles, byte for byte, whatever the clock says (it only times the
 * proofs); and the shipped set is the start of what its settings make.
 */
class PuzzleGeneratorTest {
    private static final PuzzleGenerator.Settings FEW_GAMES = new PuzzleGenerator.Settings(1, 5, 100, 1, 300_000);

    @Test
    void theSameSeedsMakeTheSameSetWhateverTheClock() {
        long[] slow = {0};
        PuzzleGenerator.Generated once = new PuzzleGenerator(FEW_GAMES, () -> slow[0] += 1_000_000).generate();
        long[] fast = {0};
        PuzzleGenerator.Generated again = new PuzzleGenerator(FEW_GAMES, () -> fast[0]++).generate();
        assertEquals(PuzzleListing.format(once.puzzles()), PuzzleListing.format(again.puzzles()));
        assertEquals(5, once.games());
        assertTrue(once.candidates() > 0);
        assertEquals(once.puzzles().size(), once.proofs().size());
    }

    @Test
    void theShippedSetComesFromTheShippedSeeds() {
        // The first game's puzzles, made again, open the shipped set (a regeneration of it all is
        // ./tzaar puzzles --generate, too long for the quick loop).
        PuzzleGenerator.Settings firstGames = new PuzzleGenerator.Settings(PuzzleGenerator.Settings.SHIPPED.firstSeed(), 3,
                PuzzleGenerator.Settings.SHIPPED.wanted(), PuzzleGenerator.Settings.SHIPPED.maxTurns(),
                PuzzleGenerator.Settings.SHIPPED.actionLimit());
        long[] clock = {0};
        String made = PuzzleListing.format(new PuzzleGenerator(firstGames, () -> clock[0]++).generate().puzzles());
        assertFalse(made.isEmpty(), "the first games give puzzles");
        assertTrue(ShippedPuzzles.text().startsWith(made), made);
    }
}
