package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The slow, obvious oracle the prover is checked against: whole turns listed through the public
 * {@link Position} API alone, one per position reached, and a win decided by trying every line.
 */
final class EveryLine {
    private EveryLine() {
    }

    /** Each position a whole turn of the side to act reaches, with the first action order reaching it. */
    static Map<Position, List<Action>> turns(Position position) {
        Map<Position, List<Action>> turns = new LinkedHashMap<>();
        for (Action first : position.legalActions()) {
            Position next = position.apply(first).orElseThrow();
            if (next.isOver() || next.sideToMove() != position.sideToMove()) {
                turns.putIfAbsent(next, List.of(first));
                continue;
            }
            for (Action second : next.legalActions()) {
                turns.putIfAbsent(next.apply(second).orElseThrow(), List.of(first, second));
            }
        }
        return turns;
    }

    /** The first turns after which the side to act has won within n turns, whatever the defence. */
    static List<List<Action>> winningTurns(Position position, int n) {
        List<List<Action>> winning = new ArrayList<>();
        turns(position).forEach((after, turn) -> {
            if (won(position, after, n - 1)) {
                winning.add(turn);
            }
        });
        return winning;
    }

    private static boolean won(Position start, Position after, int more) {
        if (after.isOver()) {
            return after.result().orElseThrow().loser() != start.sideToMove();
        }
        if (more == 0) {
            return false;
        }
        for (Position defended : turns(after).keySet()) {
            if (defended.isOver()) {
                if (defended.result().orElseThrow().loser() == start.sideToMove()) {
                    return false;
                }
                continue;
            }
            if (winningTurns(defended, more).isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
