package dev.tzaar.render;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What each action of the last turn did on the board, worked out once for painting, the alt text and the
 * live board's page (which draws the same marks from it).
 */
public final class TurnTrace {
    /** A stack went from one cell to another: a capture (taking {@code captured}) or a stack. */
    public record Move(int number, Cell from, Cell to, Stack mover, Optional<Stack> captured, Stack landed) {
        public boolean isCapture() {
            return captured.isPresent();
        }
    }

    /** A piece was put down (tournament setup). */
    public record Placement(Cell at, PieceType type) {
    }

    private final List<Move> moves = new ArrayList<>();
    private final List<Placement> placements = new ArrayList<>();
    private boolean passed;

    public TurnTrace(LastTurn turn) {
        int number = 0;
        for (int i = 0; i < turn.actions().size(); i++) {
            Action action = turn.actions().get(i);
            Position before = turn.beforeAction(i);
            Position after = turn.beforeAction(i + 1);
            if (action instanceof Action.Capture c) {
                moves.add(new Move(++number, c.from(), c.to(), stackAt(before, c.from()),
                        before.stackAt(c.to()), stackAt(after, c.to())));
            } else if (action instanceof Action.Stack s) {
                moves.add(new Move(++number, s.from(), s.to(), stackAt(before, s.from()),
                        Optional.empty(), stackAt(after, s.to())));
            } else if (action instanceof Action.Place p) {
                placements.add(new Placement(p.at(), p.type()));
            } else {
                passed = true;
            }
        }
    }

    private static Stack stackAt(Position position, Cell cell) {
        Optional<Stack> stack = position.stackAt(cell);
        if (stack.isEmpty()) {
            throw new IllegalStateException("no stack on " + cell);
        }
        return stack.get();
    }

    public List<Move> moves() {
        return moves;
    }

    public List<Placement> placements() {
        return placements;
    }

    public boolean passed() {
        return passed;
    }
}
