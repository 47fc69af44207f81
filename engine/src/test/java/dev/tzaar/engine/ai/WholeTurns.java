package dev.tzaar.engine.ai;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain oracle for the AI's tests: every whole turn of a position listed through the
 * public API, and forced wins found by trying them all. Slow, obviously right, and independent of
 * the search it checks.
 */
final class WholeTurns {
    record Turn(List<Action> actions, Position after) {
    }

    private WholeTurns() {
    }

    /** Every way to play the turn due: one action, or a first action and each second one. */
    static List<Turn> of(Position position) {
        List<Turn> turns = new ArrayList<>();
        for (Action first : position.legalActions()) {
            Position next = position.apply(first).value();
            if (continuesTurn(position, next)) {
                for (Action second : next.legalActions()) {
                    turns.add(new Turn(List.of(first, second), next.apply(second).value()));
                }
            } else {
                turns.add(new Turn(List.of(first), next));
            }
        }
        return turns;
    }

    /** True when the same side still has the second action of its turn to play. */
    static boolean continuesTurn(Position before, Position after) {
        return !after.isOver() && after.sideToMove() == before.sideToMove() && after.step() == Step.SECOND;
    }

    /** True when the side to act can force a win within {@code turns} of its own turns. */
    static boolean forcesWin(Position position, int turns) {
        for (Turn turn : of(position)) {
            if (winsAfter(position.sideToMove(), turn.after(), turns)) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code winner}, having just played, wins whatever the reply, within its next turns - 1 turns. */
    static boolean winsAfter(Side winner, Position after, int turns) {
        if (after.isOver()) {
            return after.result().orElseThrow().winner() == winner;
        }
        if (turns <= 1) {
            return false;
        }
        for (Turn reply : of(after)) {
            if (reply.after().isOver() ? reply.after().result().orElseThrow().winner() != winner
                    : !forcesWin(reply.after(), turns - 1)) {
                return false;
            }
        }
        return true;
    }
}
