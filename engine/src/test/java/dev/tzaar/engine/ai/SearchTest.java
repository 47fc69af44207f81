package dev.tzaar.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.SearchBoard;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.TextDiagram;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The search itself, one turn deep, where what lies past its horizon decides: a turn of the enemy
 * that takes every stack left of a type. Each claim of a won or lost game is checked against
 * {@link WholeTurns}, which tries every line.
 */
class SearchTest {
    /**
     * White to act, from a random game: whatever White does, Black takes the last stacks of a White
     * type in its next turn (every one of White's 101 turns loses, checked by trying them all). A
     * search one turn deep sees this only by playing Black's threat out at its horizon.
     */
    private static final Position EVERY_TURN_LOSES_NEXT = TextDiagram.read("""
                            Z2
                         .     .
                      .     .     .
                   .     .     t2    .
                z4    .     .     A2    .
                   .     .     .     .
                .     .     .     .     t
                   A4    T     t     .
                .     .     o     a     a2
                   .     .     t     .
                .     .     .     .     T
                   T     .     .     .
                t     .     .     .     .
                   .     .     .     .
                      .     .     .
                         a3    T3
                            A
            """, "w 1").orElseThrow();

    @Test
    void seesAtItsHorizonThatTheEnemyTakesTheLastStacksOfATypeNextTurn() {
        List<WholeTurns.Turn> turns = WholeTurns.of(EVERY_TURN_LOSES_NEXT);
        assertEquals(101, turns.size());
        assertFalse(WholeTurns.forcesWin(EVERY_TURN_LOSES_NEXT, 1), "White cannot win this turn");
        assertTrue(turns.stream().allMatch(t -> WholeTurns.forcesWin(t.after(), 1)), "Black wins after every White turn");

        Search.Outcome outcome = oneTurnSearch(EVERY_TURN_LOSES_NEXT);

        assertEquals(1, outcome.turnsDeep());
        assertTrue(outcome.score() <= -Search.DECIDED, "a loss, not a guess: " + outcome.score());
    }

    @Test
    void everyWinOrLossAOneTurnSearchClaimsIsReal() {
        List<Position> positions = AiTest.positionsFromRandomGames(new Random(31), 120);
        int claims = 0;
        for (Position position : positions) {
            if (position.step() != Step.FIRST || position.isOver()) {
                continue;
            }
            Search.Outcome outcome = oneTurnSearch(position);
            if (outcome.score() >= Search.DECIDED) {
                assertTrue(WholeTurns.forcesWin(position, 1), "a win claimed in " + position);
                claims++;
            } else if (outcome.score() <= -Search.DECIDED) {
                Side mover = position.sideToMove();
                assertTrue(WholeTurns.of(position).stream().allMatch(t -> t.after().isOver()
                        ? t.after().result().orElseThrow().winner() != mover
                        : WholeTurns.forcesWin(t.after(), 1)), "a loss claimed in " + position);
                claims++;
            }
        }
        assertTrue(claims >= 20, "enough claims to check: " + claims);
    }

    /**
     * The table holds, for each of White's second actions here, an entry from beyond a horizon that
     * calls the position even: searched to depth -2, as the extension of an earlier search (the
     * iteration or the turn before) leaves them, with no threat played out after them. For this
     * search they are at depth 0, after which its horizon plays Black's threat out: it must search
     * them, not take those entries for its own.
     */
    @Test
    void anEntryFromBeyondTheHorizonDoesNotStandForASearchAtDepthZero() {
        TranspositionTable table = new TranspositionTable(16);
        SearchBoard board = SearchBoard.of(EVERY_TURN_LOSES_NEXT);
        int[] firstActions = new int[SearchBoard.MAX_MOVES];
        int n = board.generate(firstActions);
        int entries = 0;
        for (int i = 0; i < n; i++) {
            int undo = board.make(firstActions[i]);
            if (board.step() == SearchBoard.STEP_SECOND) {
                table.store(board.hash(), SearchBoard.PASS_MOVE, -2, TranspositionTable.EXACT, 0);
                entries++;
            }
            board.unmake(firstActions[i], undo);
        }
        assertEquals(7, entries, "White's first actions, each with a second to follow");

        Search.Outcome outcome = oneTurnSearch(EVERY_TURN_LOSES_NEXT, table);

        assertTrue(outcome.score() <= -Search.DECIDED, "a loss, not the entries' guess: " + outcome.score());
    }

    /**
     * Where the enemy threatens to take the last stacks of a type this turn (two captures), a one-turn
     * search plays that threat out at its horizon: the enemy's second actions there are searched to
     * depth -2, with nothing played out after them, and the table says so, so that no later search
     * at depth 0 takes them for its own.
     */
    @Test
    void theSearchRecordsWhatItSearchedBeyondTheHorizonAtTheDepthItSearchedItTo() {
        int entries = 0;
        for (Position position : AiTest.positionsFromRandomGames(new Random(31), 12)) {
            if (position.step() != Step.FIRST || position.isOpeningTurn()) {
                continue;
            }
            TranspositionTable table = new TranspositionTable(16);
            oneTurnSearch(position, table);
            for (int depth : depthsThreeActionsOn(SearchBoard.of(position), table)) {
                assertEquals(-2, depth, "the enemy's second action, beyond the horizon, in " + position);
                entries++;
            }
        }
        assertTrue(entries >= 20, "enough of the extension's entries: " + entries);
    }

    /** The table's depths for the positions after the turn and the enemy's first action. */
    private static List<Integer> depthsThreeActionsOn(SearchBoard board, TranspositionTable table) {
        List<Integer> depths = new ArrayList<>();
        int[][] moves = new int[3][SearchBoard.MAX_MOVES];
        int firsts = board.generate(moves[0]);
        for (int i = 0; i < firsts; i++) {
            int undoFirst = board.make(moves[0][i]);
            int seconds = board.loser() >= 0 ? 0 : board.generate(moves[1]);
            for (int j = 0; j < seconds; j++) {
                int undoSecond = board.make(moves[1][j]);
                int enemyFirsts = board.loser() >= 0 ? 0 : board.generate(moves[2]);
                for (int k = 0; k < enemyFirsts; k++) {
                    int undoEnemy = board.make(moves[2][k]);
                    int slot = board.step() == SearchBoard.STEP_SECOND ? table.find(board.hash()) : -1;
                    if (slot >= 0) {
                        depths.add(table.depth(slot));
                    }
                    board.unmake(moves[2][k], undoEnemy);
                }
                board.unmake(moves[1][j], undoSecond);
            }
            board.unmake(moves[0][i], undoFirst);
        }
        return depths;
    }

    /** One whole turn deep (and what the horizon adds), with no clock limit. */
    private static Search.Outcome oneTurnSearch(Position position) {
        return oneTurnSearch(position, new TranspositionTable(16));
    }

    private static Search.Outcome oneTurnSearch(Position position, TranspositionTable table) {
        Search search = new Search(SearchBoard.of(position), new TzaarEvaluation(), table,
                new int[2][SearchBoard.MOVE_SPACE], 1, 0, () -> 0L, Long.MAX_VALUE, Long.MAX_VALUE);
        return search.run(1, 0, Long.MAX_VALUE);
    }
}
