package dev.tzaar.engine.ai;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The weakest baseline: each action of its turn drawn uniformly from the legal ones. */
public final class RandomPlayer implements TurnChooser {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public ChosenTurn choose(Position position) {
        List<Action> turn = new ArrayList<>();
        Position now = position;
        do {
            List<Action> actions = now.legalActions();
            Action action = actions.get(random.nextInt(actions.size()));
            turn.add(action);
            Position next = now.apply(action).value();
            if (next.isOver() || next.sideToMove() != now.sideToMove() || next.step() != Step.SECOND) {
                break;
            }
            now = next;
        } while (true);
        return new ChosenTurn(turn, 0, 0, 0, 0);
    }

    @Override
    public String name() {
        return "random";
    }
}
