package dev.tzaar.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Positions met in random games, for property tests: every step, tall stacks, finished games. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * Every position of {@code games} random games from random setups, tournament placements and the
     * fixed start; when {@code stackLover} is set, players prefer stacking, which builds tall stacks.
     */
    static List<Position> positions(long seed, int games, boolean stackLover) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = switch (game % 4) {
                case 0 -> Position.START;
                case 1 -> Setup.tournament().position();
                default -> Setup.random(random.nextLong()).position();
            };
            positions.add(position);
            while (!position.isOver()) {
                List<Action> actions = position.legalActions();
                Action action = actions.get(random.nextInt(actions.size()));
                if (stackLover && random.nextInt(4) > 0) {
                    List<Action> stacks = actions.stream().filter(a -> a instanceof Action.Stack).toList();
                    if (!stacks.isEmpty()) {
                        action = stacks.get(random.nextInt(stacks.size()));
                    }
                }
                position = position.apply(action).orElseThrow();
                positions.add(position);
            }
        }
        return positions;
    }
}
