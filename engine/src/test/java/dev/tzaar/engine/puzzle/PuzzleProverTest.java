package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.TestPositions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The prover agrees with the obvious oracle ({@link EveryLine}, the public API and every line
 * tried): the turns it counts, the wins it finds, and its refusal of a position with two winning turns.
 */
class PuzzleProverTest {
    /**
     * Black to act (the AI's tests use it too): of thousands of action sequences exactly one whole turn wins
     * at once, D1xF2 then F2xF3, taking White's only Tzaar on F3.
     */
    static final Position ONE_TURN_FROM_WINNING = TestPositions.ONE_TURN_FROM_WINNING;

    @Test
    void aTurnIsThePositionItReachesSoTwoOrdersOfTheSameActionsAreOneTurn() {
        Random random = new Random(5);
        for (int game = 0; game < 6; game++) {
            Position now = Setup.random(game).position();
            for (int ply = 0; ply < 30 && !now.isOver(); ply++) {
                if (now.step() == dev.tzaar.engine.Step.FIRST && ply % 5 == 0) {
                    List<List<Action>> turns = PuzzleProver.turns(now);
                    Set<Position> reached = new HashSet<>();
                    for (List<Action> turn : turns) {
                        assertTrue(reached.add(TurnText.after(now, turn)), "two turns reach one position: " + turn);
                    }
                    assertEquals(EveryLine.turns(now).keySet(), reached, now.toString());
                }
                List<Action> legal = now.legalActions();
                now = now.apply(legal.get(random.nextInt(legal.size()))).orElseThrow();
            }
        }
    }

    @Test
    void findsTheOnlyTurnThatWinsAtOnce() {
        Optional<PuzzleProver.Solution> solved = new PuzzleProver(PuzzleProver.UNLIMITED).solve(ONE_TURN_FROM_WINNING, 2);
        assertEquals(List.of(List.of(ONE_TURN_FROM_WINNING.parseAction("D1xF2").value(),
                ONE_TURN_FROM_WINNING.play("D1xF2").value().parseAction("F2xF3").value())),
                EveryLine.winningTurns(ONE_TURN_FROM_WINNING, 1), "the position is as described");
        assertTrue(solved.isPresent());
        assertEquals(1, solved.get().turns());
        assertEquals("D1xF2+F2xF3", TurnText.format(solved.get().firstTurn()));
        assertEquals(EveryLine.turns(ONE_TURN_FROM_WINNING).size(), solved.get().choices());
    }

    @Test
    void aPositionWithTwoWinningTurnsIsNoPuzzle() {
        Position twoWays = positionWithSeveralWins();
        assertTrue(EveryLine.winningTurns(twoWays, 1).size() >= 2, "the position is as described");
        assertEquals(Optional.empty(), new PuzzleProver(PuzzleProver.UNLIMITED).solve(twoWays, 2));
        assertTrue(new PuzzleProver(PuzzleProver.UNLIMITED).winsWithin(twoWays, 1));
    }

    @Test
    void agreesWithEveryLineOnWinsInOneAndTwoTurns() {
        Random random = new Random(11);
        int checked = 0;
        int won = 0;
        for (int game = 0; checked < 8 && game < 400; game++) {
            Position now = Setup.random(100 + game).position();
            while (!now.isOver()) {
                if (now.step() == dev.tzaar.engine.Step.FIRST && PuzzleProver.turns(now).size() <= 40) {
                    PuzzleProver prover = new PuzzleProver(PuzzleProver.UNLIMITED);
                    boolean inOne = !EveryLine.winningTurns(now, 1).isEmpty();
                    boolean inTwo = !EveryLine.winningTurns(now, 2).isEmpty();
                    assertEquals(inOne, prover.winsWithin(now, 1), now.toString());
                    assertEquals(inTwo, prover.winsWithin(now, 2), now.toString());
                    checked++;
                    won += inTwo ? 1 : 0;
                    break;
                }
                List<Action> legal = now.legalActions();
                now = now.apply(legal.get(random.nextInt(legal.size()))).orElseThrow();
            }
        }
        assertEquals(8, checked, "enough small positions met");
        assertTrue(won > 0 && won < checked, "wins and no wins among them: " + won);
    }

    @Test
    void stopsAtItsLimitAndSaysNothingRatherThanGuess() {
        PuzzleProver prover = new PuzzleProver(100);
        assertEquals(Optional.empty(), prover.solve(ONE_TURN_FROM_WINNING, 1));
        assertTrue(prover.actionsPlayed() > 100);
        assertFalse(new PuzzleProver(PuzzleProver.UNLIMITED).solve(Position.START, 1).isPresent());
    }

    /** A turn start of a random game where the side to act has several turns that win at once. */
    private static Position positionWithSeveralWins() {
        Random random = new Random(3);
        for (int game = 0; game < 50; game++) {
            Position now = Setup.random(200 + game).position();
            while (!now.isOver()) {
                if (now.step() == dev.tzaar.engine.Step.FIRST && winsAtOnce(now) >= 2) {
                    return now;
                }
                List<Action> legal = now.legalActions();
                now = now.apply(legal.get(random.nextInt(legal.size()))).orElseThrow();
            }
        }
        throw new AssertionError("no position with two winning turns in 50 random games");
    }

    private static long winsAtOnce(Position position) {
        return PuzzleProver.turns(position).stream().map(turn -> TurnText.after(position, turn))
                .filter(after -> after.result().map(r -> r.loser() != position.sideToMove()).orElse(false)).count();
    }
}
