package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.Optional;

/**
 * Judges a solver's turns, for playing a puzzle: the first turn must be the solution; a later turn
 * must still force the win in the turns left (any such turn is right: the puzzle asks for one
 * unique first turn only). Between the solver's turns the defender plays its best reply (the main
 * line's while the solver follows it). A wrong turn gets its refutation: a reply that escapes.
 */
public final class PuzzleReferee {
    private final Puzzle puzzle;

    public PuzzleReferee(Puzzle puzzle) {
        this.puzzle = puzzle;
    }

    /** What a solver's turn led to. */
    public sealed interface Verdict {
        /** The turn won the game: solved. */
        record Solved(Position end) implements Verdict {
        }

        /** Right, and the game goes on: the defender replied, and the solver has {@code turnsLeft} to win. */
        record Continues(List<Action> reply, Position next, int turnsLeft) implements Verdict {
        }

        /** Not a winning turn; {@code refutation} is a reply after which the win is gone (empty if the turn lost at once). */
        record Missed(Optional<List<Action>> refutation) implements Verdict {
        }
    }

    /**
     * Judges a whole legal turn (read with {@link TurnText#parse}) played in {@code now}, a position
     * of the puzzle with the solver to act and {@code turnsLeft} turns to win in.
     */
    public Verdict judge(Position now, List<Action> turn, int turnsLeft) {
        Position after = TurnText.after(now, turn);
        boolean first = now.equals(puzzle.position());
        PuzzleProver prover = new PuzzleProver(PuzzleProver.UNLIMITED);
        boolean right = first ? puzzle.isSolvedBy(turn) : prover.wonAfterTurn(after, turnsLeft - 1);
        if (!right) {
            return after.isOver() ? new Verdict.Missed(Optional.empty())
                    : new Verdict.Missed(prover.escape(after, turnsLeft - 1));
        }
        if (after.isOver()) {
            return new Verdict.Solved(after);
        }
        List<Action> reply = mainLineReply(after).orElseGet(() -> prover.bestDefence(after, turnsLeft - 1).orElseThrow());
        return new Verdict.Continues(reply, TurnText.after(after, reply), turnsLeft - 1);
    }

    /** The main line's reply when the position is on it. */
    private Optional<List<Action>> mainLineReply(Position position) {
        Position now = puzzle.position();
        List<List<Action>> line = puzzle.mainLine();
        for (int i = 0; i < line.size() - 1; i++) {
            now = TurnText.after(now, line.get(i));
            if (i % 2 == 0 && now.equals(position)) {
                return Optional.of(line.get(i + 1));
            }
        }
        return Optional.empty();
    }
}
