package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The win rule has one text ({@code Board.loser()}), read three ways: by {@link Position#result()},
 * which names the reason; by {@link SearchBoard#loser()}; and by the AI's search, which asks
 * {@link SearchBoard#lackingSide()} at every node and {@link SearchBoard#hasCapture()} only where it
 * needs to (see {@code Search.search}). A change to the rule, or to how the search reads it, that
 * leaves one reading behind fails here: every position of a few hundred seeded random games is
 * compared, and every position one action after it, reached both as the search reaches it
 * ({@link SearchBoard#make}) and as a player's action does ({@link Position#apply}).
 */
class WinRuleAgreementTest {

    /** What the search concludes at a node before it lists any move: the reading in {@code Search.search}. */
    private static int searchReading(SearchBoard board) {
        int lacking = board.lackingSide();
        if (lacking >= 0) {
            return lacking;
        }
        return board.step() == SearchBoard.STEP_FIRST && !board.hasCapture() ? board.side() : -1;
    }

    private static int positionReading(Position position) {
        return position.result().map(result -> result.loser().ordinal()).orElse(-1);
    }

    @Test
    void thePositionTheSearchBoardAndTheSearchReadTheSameWinnerEverywhere() {
        Map<String, Integer> seen = new TreeMap<>();
        int[] moves = new int[SearchBoard.MAX_MOVES];
        int compared = 0;
        for (boolean stackLover : new boolean[] {false, true}) {
            for (Position position : RandomGames.positions(stackLover ? 2031 : 2030, 120, stackLover)) {
                SearchBoard board = SearchBoard.of(position);
                agree(position, board);
                compared++;
                if (position.step() == Step.PLACEMENT) {
                    seen.merge("placement", 1, Integer::sum);
                }
                int n = board.generate(moves);
                assertEquals(position.isOver(), n == 0, "no legal move exactly when the game is over: " + position);
                for (int i = 0; i < n; i++) {
                    int undo = board.make(moves[i]);
                    Position after = position.apply(SearchBoard.action(moves[i])).orElseThrow();
                    agree(after, board);
                    compared++;
                    note(seen, position, moves[i], after);
                    board.unmake(moves[i], undo);
                }
            }
        }
        assertTrue(compared > 100_000, compared + " positions compared");
        // Each way a game ends, and the cases a change of rule would most likely get wrong, were met.
        for (String kind : new String[] {"placement", "lost by a capture of its last piece of a type",
                "lost by stacking over its own last piece of a type", "lost with no capture at step 1",
                "no capture at step 2 and play goes on", "placement over and the game goes on"}) {
            assertTrue(seen.getOrDefault(kind, 0) >= 10, kind + " seen " + seen.getOrDefault(kind, 0) + " times: " + seen);
        }
    }

    private static void agree(Position position, SearchBoard board) {
        int rule = positionReading(position);
        assertEquals(rule, board.loser(), "SearchBoard.loser() on " + position);
        assertEquals(rule, searchReading(board), "the search's reading of " + position);
        assertEquals(position, board.position());
    }

    private static void note(Map<String, Integer> seen, Position before, int move, Position after) {
        Side mover = before.sideToMove();
        if (after.result().orElse(null) instanceof Result.LastOfType lost) {
            seen.merge(lost.loser() == mover ? "lost by stacking over its own last piece of a type"
                    : "lost by a capture of its last piece of a type", 1, Integer::sum);
        } else if (after.result().orElse(null) instanceof Result.NoCapture) {
            seen.merge("lost with no capture at step 1", 1, Integer::sum);
        } else if (after.step() == Step.SECOND && !SearchBoard.of(after).hasCapture()) {
            seen.merge("no capture at step 2 and play goes on", 1, Integer::sum);
        } else if (before.step() == Step.PLACEMENT && after.step() != Step.PLACEMENT) {
            seen.merge("placement over and the game goes on", 1, Integer::sum);
        }
    }
}
