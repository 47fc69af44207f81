package dev.tzaar.lambda.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.engine.puzzle.TurnText;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A try of a puzzle, action by action: a whole turn is judged when it ends, the defender answers a right
 * one from the proof, a wrong one gets the reply that escapes; the line a control carries makes the
 * try again, and a line through a wrong or illegal turn makes none.
 */
class PuzzleAttemptTest {
    private static final Puzzle TWO_TURNS = ShippedPuzzles.all().stream().filter(p -> p.turns() == 2).findFirst()
            .orElseThrow();

    @Test
    void theMainLineIsAnsweredWithTheDefencesBestReplyThenSolved() {
        PuzzleAttempt attempt = PuzzleAttempt.start(TWO_TURNS);
        List<List<Action>> line = TWO_TURNS.mainLine();
        for (Action action : line.get(0)) {
            attempt = assertInstanceOf(PuzzleAttempt.Step.Going.class, attempt.play(action)).attempt();
        }
        assertEquals(Optional.of(line.get(1)), attempt.lastReply());
        assertEquals(1, attempt.turnsLeft());
        PuzzleAttempt.Step last = null;
        for (Action action : line.get(2)) {
            last = attempt.play(action);
            if (last instanceof PuzzleAttempt.Step.Going going) {
                attempt = going.attempt();
            }
        }
        PuzzleAttempt.Step.Solved solved = assertInstanceOf(PuzzleAttempt.Step.Solved.class, last);
        assertEquals(line.get(2), solved.turn());
        assertTrue(solved.end().isOver());
    }

    @Test
    void aWrongFirstTurnIsMissedWithTheReplyThatEscapes() {
        List<Action> wrong = PuzzleProver.turns(TWO_TURNS.position()).stream().filter(t -> !TWO_TURNS.isSolvedBy(t))
                .findFirst().orElseThrow();
        PuzzleAttempt attempt = PuzzleAttempt.start(TWO_TURNS);
        PuzzleAttempt.Step step = null;
        for (Action action : wrong) {
            step = attempt.play(action);
            if (step instanceof PuzzleAttempt.Step.Going going) {
                attempt = going.attempt();
            }
        }
        PuzzleAttempt.Step.Missed missed = assertInstanceOf(PuzzleAttempt.Step.Missed.class, step);
        assertEquals(wrong, missed.turn());
        List<Action> refutation = missed.refutation().orElseThrow();
        assertTrue(!new PuzzleProver(PuzzleProver.UNLIMITED).winsWithin(TurnText.after(missed.after(), refutation), 1),
                "after the refutation no turn wins");
    }

    @Test
    void theLineACarriesMakesTheTryAgain() {
        PuzzleAttempt attempt = PuzzleAttempt.start(TWO_TURNS);
        for (Action action : TWO_TURNS.mainLine().get(0)) {
            attempt = ((PuzzleAttempt.Step.Going) attempt.play(action)).attempt();
        }
        assertEquals(Optional.of(attempt), PuzzleAttempt.replay(TWO_TURNS, attempt.written()));
        assertEquals(TurnText.format(TWO_TURNS.mainLine().get(0)).replace("+", ""), attempt.written());
    }

    @Test
    void aLineThatIsIllegalWrongOrNotActionsMakesNoTry() {
        List<Action> wrong = PuzzleProver.turns(TWO_TURNS.position()).stream().filter(t -> !TWO_TURNS.isSolvedBy(t))
                .findFirst().orElseThrow();
        assertEquals(Optional.empty(), PuzzleAttempt.replay(TWO_TURNS, TurnText.format(wrong).replace("+", "")));
        assertEquals(Optional.empty(), PuzzleAttempt.replay(TWO_TURNS, "A1xA2"));
        assertEquals(Optional.empty(), PuzzleAttempt.replay(TWO_TURNS, "hello"));
        assertEquals(Optional.of(PuzzleAttempt.start(TWO_TURNS)), PuzzleAttempt.replay(TWO_TURNS, ""));
    }
}
