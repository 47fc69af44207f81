package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import java.util.List;
import java.util.Optional;

/**
 * The other side's answer in an exercise: a turn that wins at once if there is one, else the turn that
 * takes the most pieces, the first in the engine's order among equals. Plain and fixed, so that the
 * same exercise always shows the same answer and a test can say which.
 */
public final class BotAnswer {
    private BotAnswer() {
    }

    /** The answer of the side to move, or empty when the game is over. */
    public static List<Action> to(Position position) {
        List<Action> best = List.of();
        int bestTaken = -1;
        for (List<Action> turn : Turns.of(position, Scope.TURN)) {
            Position after = Turns.play(position, turn);
            Optional<Result> result = after.result();
            if (result.isPresent() && result.get().winner() == position.sideToMove()) {
                return turn;
            }
            int taken = position.piecesOnBoard(position.sideToMove().opponent())
                    - after.piecesOnBoard(position.sideToMove().opponent());
            boolean loses = result.isPresent();
            if (!loses && taken > bestTaken) {
                best = turn;
                bestTaken = taken;
            }
        }
        if (best.isEmpty() && !position.isOver()) {
            return Turns.of(position, Scope.TURN).get(0);
        }
        return best;
    }
}
