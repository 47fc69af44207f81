package dev.tzaar.engine.record;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Side;
import java.util.List;
import java.util.Objects;

/**
 * One turn of a recorded game: its number (turns of both sides counted together, from 1), the side
 * that played it and its actions: a capture then a capture, stack or pass; White's opening
 * capture alone; or one placement. The last turn of a record may lack its second action, when the
 * game ended after the first or the record was saved between the two.
 */
public record Turn(int number, Side side, List<Action> actions) {
    public Turn {
        if (number < 1) {
            throw new IllegalArgumentException("turns are numbered from 1, not " + number);
        }
        Objects.requireNonNull(side);
        actions = List.copyOf(actions);
        if (actions.isEmpty() || actions.size() > 2) {
            throw new IllegalArgumentException("a turn has one or two actions, not " + actions.size());
        }
    }
}
