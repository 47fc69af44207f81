package dev.tzaar.render;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The turn that led to the position shown: where it started and its one or two actions. Kept as the
 * position before plus the actions (not as the actions alone) because drawing a capture needs the
 * stack it took, which is gone from the position after.
 */
public final class LastTurn {
    private final List<Position> positions;
    private final List<Action> actions;
    private final boolean suggested;

    private LastTurn(List<Position> positions, List<Action> actions, boolean suggested) {
        this.positions = positions;
        this.actions = actions;
        this.suggested = suggested;
    }

    /**
     * The turn of the side to move in {@code before}, playing the actions in order: one or two of
     * them, all legal and all by that side; or why not.
     */
    public static Checked<LastTurn> play(Position before, List<Action> actions) {
        Objects.requireNonNull(before, "before");
        if (actions.isEmpty() || actions.size() > 2) {
            return Checked.refused("A turn has one or two actions, not " + actions.size() + ".");
        }
        Side mover = before.sideToMove();
        List<Position> positions = new ArrayList<>(List.of(before));
        Position position = before;
        for (Action action : actions) {
            if (position != before && position.sideToMove() != mover) {
                return Checked.refused(action + " is not part of " + mover.displayName()
                        + "'s turn: the turn was over before it.");
            }
            Checked<Position> next = position.apply(action);
            if (!next.isOk()) {
                return Checked.refused(action + ": " + next.reason());
            }
            position = next.value();
            positions.add(position);
        }
        return Checked.ok(new LastTurn(List.copyOf(positions), List.copyOf(actions), false));
    }

    /**
     * The latest turn of a game's record, from the position it began in (a capture's prey is gone from the
     * position after); empty before any action.
     */
    public static Optional<LastTurn> latest(GameRecord record) {
        Optional<Turn> turn = record.lastTurn();
        if (turn.isEmpty()) {
            return Optional.empty();
        }
        List<Action> actions = turn.get().actions();
        Position before = record.positions().get(record.actions().size() - actions.size());
        return Optional.of(play(before, actions).orElseThrow());
    }

    /**
     * Reads the actions of a turn typed as text, like {@code "F4xE4 C3-D4"} or {@code "f4 e4, pass"},
     * as {@link Position#parseActions} reads them.
     */
    public static Checked<LastTurn> parse(Position before, String text) {
        return before.parseActions(text).flatMap(actions -> play(before, actions));
    }

    public Position before() {
        return positions.get(0);
    }

    /**
     * The same turn as one suggested, not played ({@code /tzaar hint}): drawn the same, but named a
     * suggestion, so that the picture does not tell a turn nobody played as the last one.
     */
    public LastTurn asSuggestion() {
        return new LastTurn(positions, actions, true);
    }

    /** Whether the turn is only suggested ({@link #asSuggestion()}). */
    public boolean suggested() {
        return suggested;
    }

    public List<Action> actions() {
        return actions;
    }

    /** The position after the whole turn: the one a render request shows. */
    public Position after() {
        return positions.get(positions.size() - 1);
    }

    /** The position in which the action of the given index was played. */
    Position beforeAction(int index) {
        return positions.get(index);
    }

    /**
     * Whether the turn goes on: its first action is played and the same side's second is due, so
     * that the picture shows the turn so far rather than a turn that is over.
     */
    public boolean goesOn() {
        Position after = after();
        return after.step() == Step.SECOND && after.sideToMove() == mover() && !after.isOver();
    }

    /** Who played the turn. */
    public Side mover() {
        return before().sideToMove();
    }

    /** The actions in notation, like "F4xE4 C3-D4". */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Action action : actions) {
            text.append(text.length() == 0 ? "" : " ").append(action);
        }
        return text.toString();
    }
}
