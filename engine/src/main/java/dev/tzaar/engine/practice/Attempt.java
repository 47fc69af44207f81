package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Legal actions played from an exercise's position, with every position they passed through: what a
 * task judges.
 *
 * @param positions the exercise's position first, then the one after each action
 */
public record Attempt(List<Action> actions, List<Position> positions) {
    public Attempt {
        actions = List.copyOf(actions);
        positions = List.copyOf(positions);
        if (positions.size() != actions.size() + 1) {
            throw new IllegalArgumentException("one position before the actions and one after each");
        }
    }

    public Position before() {
        return positions.get(0);
    }

    public Position after() {
        return positions.get(positions.size() - 1);
    }

    /** The side that played the actions. */
    public Side mover() {
        return before().sideToMove();
    }

    /** What each action did, in order. */
    public List<Deed> deeds() {
        List<Deed> deeds = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            deeds.add(Deed.of(positions.get(i), actions.get(i), positions.get(i + 1)));
        }
        return List.copyOf(deeds);
    }
}
