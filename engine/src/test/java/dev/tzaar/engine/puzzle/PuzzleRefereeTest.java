package dev.tzaar.engine.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Playing a puzzle: the solution solves it, the defender answers with the main line, a wrong turn gets its refutation. */
class PuzzleRefereeTest {
    private final Puzzle oneTurn = new PuzzleFinder(2, PuzzleProver.UNLIMITED).find(PuzzleProverTest.ONE_TURN_FROM_WINNING)
            .orElseThrow();

    @Test
    void theSolutionSolvesAPuzzleInOneTurn() {
        PuzzleReferee referee = new PuzzleReferee(oneTurn);
        PuzzleReferee.Verdict verdict = referee.judge(oneTurn.position(), oneTurn.solution(), 1);
        assertInstanceOf(PuzzleReferee.Verdict.Solved.class, verdict);
    }

    @Test
    void anyOtherTurnIsMissedAndShownItsRefutation() {
        PuzzleReferee referee = new PuzzleReferee(oneTurn);
        List<Action> other = PuzzleProver.turns(oneTurn.position()).stream()
                .filter(turn -> !oneTurn.isSolvedBy(turn)).findFirst().orElseThrow();
        PuzzleReferee.Verdict verdict = referee.judge(oneTurn.position(), other, 1);
        PuzzleReferee.Verdict.Missed missed = assertInstanceOf(PuzzleReferee.Verdict.Missed.class, verdict);
        Position after = TurnText.after(oneTurn.position(), other);
        assertEquals(after.isOver(), missed.refutation().isEmpty());
        missed.refutation().ifPresent(reply -> assertTrue(TurnText.parse(after, TurnText.format(reply)).isOk()));
    }

    @Test
    void inALongerPuzzleTheDefenderRepliesAlongTheMainLineUntilTheWin() {
        Optional<Puzzle> longer = ShippedPuzzles.all().stream().filter(p -> p.turns() >= 2).findFirst();
        if (longer.isEmpty()) {
            return;
        }
        Puzzle puzzle = longer.get();
        PuzzleReferee referee = new PuzzleReferee(puzzle);
        Position now = puzzle.position();
        int left = puzzle.turns();
        for (int i = 0; i < puzzle.mainLine().size(); i += 2) {
            PuzzleReferee.Verdict verdict = referee.judge(now, puzzle.mainLine().get(i), left);
            if (i == puzzle.mainLine().size() - 1) {
                assertInstanceOf(PuzzleReferee.Verdict.Solved.class, verdict);
                return;
            }
            PuzzleReferee.Verdict.Continues goesOn = assertInstanceOf(PuzzleReferee.Verdict.Continues.class, verdict);
            assertEquals(puzzle.mainLine().get(i + 1), goesOn.reply());
            now = goesOn.next();
            left = goesOn.turnsLeft();
        }
    }
}
