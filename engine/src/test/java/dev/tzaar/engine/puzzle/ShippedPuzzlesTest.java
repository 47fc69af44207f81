package dev.tzaar.engine.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every shipped puzzle is proven: its main line replays to the solver's win (the parser checks that),
 * its solution wins against every defence, its themes and rating follow the documented rules; a
 * fresh search from nothing but the position confirms the solution is the only one on a sample (on
 * all of them: {@code ./tzaar bench puzzles}).
 */
class ShippedPuzzlesTest {
    /** Every this many puzzles, one is searched afresh for uniqueness here. */
    private static final int SAMPLE_EVERY = 8;

    private final List<Puzzle> puzzles = ShippedPuzzles.all();

    @Test
    void theSetParsesAndItsIdsAreTheirPositionsOwn() {
        assertTrue(puzzles.size() >= 20, "puzzles shipped: " + puzzles.size());
        Set<String> ids = new HashSet<>();
        for (Puzzle puzzle : puzzles) {
            assertEquals(PuzzleListing.idOf(puzzle.position()), puzzle.id());
            assertTrue(ids.add(puzzle.id()), "one id per puzzle: " + puzzle.id());
        }
        assertEquals(ShippedPuzzles.text(), PuzzleListing.format(puzzles), "the file is its own listing");
    }

    @Test
    void everySolutionWinsWhateverTheDefence() {
        PuzzleProver prover = new PuzzleProver(PuzzleProver.UNLIMITED);
        for (Puzzle puzzle : puzzles) {
            prover.forget();
            Position after = TurnText.after(puzzle.position(), puzzle.solution());
            assertTrue(prover.wonAfterTurn(after, puzzle.turns() - 1), puzzle.id());
            Position now = puzzle.position();
            for (int i = 0; i < puzzle.mainLine().size(); i++) {
                List<Action> turn = puzzle.mainLine().get(i);
                Position next = TurnText.after(now, turn);
                if (i % 2 == 1) {
                    assertEquals(prover.bestDefence(now, (puzzle.mainLine().size() - i) / 2), Optional.of(turn),
                            puzzle.id() + ": the main line's reply is the defender's best");
                }
                now = next;
            }
        }
    }

    @Test
    void themesAndRatingsFollowTheirRules() {
        for (Puzzle puzzle : puzzles) {
            assertEquals(PuzzleFinder.themes(puzzle.position(), puzzle.mainLine()), puzzle.themes(), puzzle.id());
            PuzzleProver.Solution solution = new PuzzleProver.Solution(puzzle.turns(), puzzle.solution(),
                    PuzzleProver.turns(puzzle.position()).size());
            assertEquals(PuzzleFinder.rating(solution, puzzle.themes()), puzzle.rating(), puzzle.id());
        }
    }

    @Test
    void aFreshSearchFindsTheSameOnlySolutionOnASample() {
        for (int i = 0; i < puzzles.size(); i += SAMPLE_EVERY) {
            Puzzle puzzle = puzzles.get(i);
            Optional<PuzzleProver.Solution> fresh = new PuzzleProver(PuzzleProver.UNLIMITED)
                    .solve(puzzle.position(), puzzle.turns());
            assertTrue(fresh.isPresent(), puzzle.id());
            assertEquals(puzzle.turns(), fresh.get().turns(), puzzle.id());
            assertTrue(puzzle.isSolvedBy(fresh.get().firstTurn()), puzzle.id());
        }
    }
}
