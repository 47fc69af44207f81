package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The answers a position allows, from the engine's own legal actions. */
public final class Turns {
    private Turns() {
    }

    /**
     * Every legal answer in the engine's order: each single action, or each way to play the rest of the
     * turn (a first action alone when it ends the turn or the game).
     */
    public static List<List<Action>> of(Position position, Scope scope) {
        List<List<Action>> answers = new ArrayList<>();
        for (Action first : position.legalActions()) {
            Position next = position.apply(first).value();
            if (scope == Scope.ACTION || ends(position, next)) {
                answers.add(List.of(first));
                continue;
            }
            for (Action second : next.legalActions()) {
                answers.add(List.of(first, second));
            }
        }
        return List.copyOf(answers);
    }

    /** Whether the turn is over once {@code after} follows {@code before}. */
    static boolean ends(Position before, Position after) {
        return after.isOver() || after.sideToMove() != before.sideToMove();
    }

    /** The position after legal actions. */
    static Position play(Position position, List<Action> actions) {
        Position now = position;
        for (Action action : actions) {
            now = now.apply(action).orElseThrow();
        }
        return now;
    }

    /** The cell of the stack an action moves; empty for a pass or a placement. */
    public static Optional<Cell> origin(Action action) {
        if (action instanceof Action.Capture capture) {
            return Optional.of(capture.from());
        }
        if (action instanceof Action.Stack stack) {
            return Optional.of(stack.from());
        }
        return Optional.empty();
    }

    /** A turn as the listings write it: its actions joined by {@code +}. */
    public static String notation(List<Action> turn) {
        return String.join("+", turn.stream().map(Action::toString).toList());
    }
}
