package dev.tzaar.engine.ai;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Why a turn is worth playing, read from the rules and the search's score: what the turn does to the
 * board (wins at once, takes or saves the scarcest type, takes or builds a stack) and what the score
 * means. Pure: the same turn in the same position gives the same reasons.
 */
public final class TurnExplainer {
    private TurnExplainer() {
    }

    /**
     * The reasons for playing {@code turn} in {@code before}, strongest first, and the search's score.
     *
     * @param before the position the turn is played in, the mover to act
     * @param turn the rest of the turn: one or two legal actions of the side to move
     * @param score the search's score of the turn for its mover ({@link ChosenTurn#score()})
     * @throws IllegalArgumentException when the turn is not legal there
     */
    public static Explanation explain(Position before, List<Action> turn, int score) {
        Side mover = before.sideToMove();
        List<Position> positions = new ArrayList<>(List.of(before));
        for (Action action : turn) {
            Checked<Position> next = positions.get(positions.size() - 1).apply(action);
            if (!next.isOk()) {
                throw new IllegalArgumentException(action + ": " + next.reason());
            }
            positions.add(next.value());
        }
        Position after = positions.get(positions.size() - 1);
        List<TurnReason> reasons = new ArrayList<>();
        Optional<Result> result = after.result();
        if (result.isPresent() && result.get().winner() == mover) {
            reasons.add(new TurnReason.WinsNow(result.get()));
            return new Explanation(reasons, score);
        }
        if (score >= ChosenTurn.WON) {
            reasons.add(new TurnReason.ForcedWin(Search.WIN - score));
        }
        saved(before, after, mover).ifPresent(reasons::add);
        for (int i = 0; i < turn.size(); i++) {
            if (turn.get(i) instanceof Action.Capture capture) {
                Stack taken = positions.get(i).stackAt(capture.to()).orElseThrow();
                if (isScarcest(after, taken.owner(), taken.top())) {
                    reasons.add(new TurnReason.TakesScarcest(taken.top(), after.visible(taken.owner(), taken.top())));
                } else if (taken.height() > 1) {
                    reasons.add(new TurnReason.TakesStack(taken.top(), taken.height()));
                }
            } else if (turn.get(i) instanceof Action.Stack stacking) {
                Stack built = positions.get(i + 1).stackAt(stacking.to()).orElseThrow();
                reasons.add(new TurnReason.BuildsStack(built.top(), built.height()));
            }
        }
        return new Explanation(reasons, score);
    }

    /** The mover's scarcest type, when some of it stood within the opponent's reach before the turn and none after. */
    private static Optional<TurnReason> saved(Position before, Position after, Side mover) {
        for (PieceType type : PieceType.values()) {
            if (isScarcest(after, mover, type) && !reachable(before, mover, type).isEmpty()
                    && reachable(after, mover, type).isEmpty()) {
                return Optional.of(new TurnReason.SavesScarcest(type, after.visible(mover, type)));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code type} is the fewest {@code side} shows, and few enough (3 or fewer) to be worth a word. */
    private static boolean isScarcest(Position position, Side side, PieceType type) {
        int count = position.visible(side, type);
        if (count == 0 || count > 3) {
            return false;
        }
        for (PieceType other : PieceType.values()) {
            if (position.visible(side, other) < count) {
                return false;
            }
        }
        return true;
    }

    /**
     * The cells of {@code owner}'s stacks of {@code type} the opponent could take with the capture that
     * begins their turn, were it theirs now on this board.
     */
    static List<Cell> reachable(Position position, Side owner, PieceType type) {
        String board = position.toString().split(" ")[0];
        Position theirs = Position.of(board + " " + owner.opponent().letter() + " 1");
        List<Cell> cells = new ArrayList<>();
        for (Action action : theirs.legalActions()) {
            if (action instanceof Action.Capture capture) {
                Stack target = theirs.stackAt(capture.to()).orElseThrow();
                if (target.top() == type && !cells.contains(capture.to())) {
                    cells.add(capture.to());
                }
            }
        }
        return cells;
    }

    /**
     * The reasons, strongest first (none when the turn does nothing a rule names: then the score is
     * the reason), and the search's score for the mover, in hundredths of a piece.
     */
    public record Explanation(List<TurnReason> reasons, int score) {
        public Explanation {
            reasons = List.copyOf(reasons);
        }

        /** Whether the search saw the game's end: a forced win (positive) or loss (negative). */
        public boolean decided() {
            return Math.abs(score) >= ChosenTurn.WON;
        }
    }
}
