package dev.tzaar.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.SearchBoard;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.TextDiagram;
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
     * An AI keeps its table from one turn to the next. The search of the turn before reached this
     * turn's second actions beyond its horizon, where it plays out no threat after them; those
     * entries must not stand for this search's second actions at depth 0, after which the horizon
     * plays out the enemy's winning threat.
     */
    @Test
    void aTableKeptFromTheTurnBeforeProvesEveryWinOrLossAFreshTableProves() {
        List<Position> positions = AiTest.positionsFromRandomGames(new Random(37), 120);
        int proven = 0;
        Position before = null;
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            if (i > 0 && !follows(positions.get(i - 1), position)) {
                before = null;
            }
            if (position.step() != Step.FIRST) {
                continue;
            }
            if (before != null) {
                TranspositionTable kept = new TranspositionTable(16);
                int[][] history = new int[2][SearchBoard.MOVE_SPACE];
                oneTurnSearch(before, kept, history);
                Search.Outcome fresh = oneTurnSearch(position);
                Search.Outcome withKept = oneTurnSearch(position, kept, history);
                if (Math.abs(fresh.score()) >= Search.DECIDED) {
                    assertEquals(fresh.score() > 0, withKept.score() >= Search.DECIDED,
                            "a win with a fresh table in " + position + ": " + withKept.score());
                    assertEquals(fresh.score() < 0, withKept.score() <= -Search.DECIDED,
                            "a loss with a fresh table in " + position + ": " + withKept.score());
                    proven++;
                }
            }
            before = position;
        }
        assertTrue(proven >= 20, "enough proven results to compare: " + proven);
    }

    /** True when one action leads from {@code before} to {@code after} (the same game). */
    private static boolean follows(Position before, Position after) {
        return before.legalActions().stream().anyMatch(action -> before.apply(action).value().equals(after));
    }

    /** One whole turn deep (and what the horizon adds), with no clock limit. */
    private static Search.Outcome oneTurnSearch(Position position) {
        return oneTurnSearch(position, new TranspositionTable(16), new int[2][SearchBoard.MOVE_SPACE]);
    }

    private static Search.Outcome oneTurnSearch(Position position, TranspositionTable table, int[][] history) {
        Search search = new Search(SearchBoard.of(position), new TzaarEvaluation(), table, history, 1, 0, () -> 0L,
                Long.MAX_VALUE);
        return search.run(1, 0, Long.MAX_VALUE);
    }
}
