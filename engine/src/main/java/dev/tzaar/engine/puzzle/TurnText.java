package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A whole turn in the listings' notation (docs/puzzles.md, "The listing"): its actions
 * joined by {@code +}, like {@code F4xE4+C3-D4} or {@code F4xE4+pass}; a line of play is turns
 * joined by {@code " / "}.
 */
public final class TurnText {
    public static final String LINE_SEPARATOR = " / ";

    private TurnText() {
    }

    public static String format(List<Action> turn) {
        return turn.stream().map(Action::toString).collect(Collectors.joining("+"));
    }

    public static String formatLine(List<List<Action>> line) {
        return line.stream().map(TurnText::format).collect(Collectors.joining(LINE_SEPARATOR));
    }

    /**
     * Reads a whole turn of the position, which must start a turn: the actions, or why they are not
     * one whole legal turn (an illegal action, or a turn left half done).
     */
    public static Checked<List<Action>> parse(Position position, String text) {
        String[] parts = text.strip().split("\\+", -1);
        List<Action> actions = new ArrayList<>();
        Position now = position;
        for (String part : parts) {
            if (!actions.isEmpty() && endsTurn(position, now)) {
                return Checked.refused("\"" + text.strip() + "\" goes on after the turn is over.");
            }
            Checked<Action> action = now.parseAction(part);
            if (!action.isOk()) {
                return action.refusedAs();
            }
            Checked<Position> next = now.apply(action.value());
            if (!next.isOk()) {
                return next.refusedAs();
            }
            actions.add(action.value());
            now = next.value();
        }
        if (!endsTurn(position, now)) {
            return Checked.refused("\"" + text.strip() + "\" is half a turn: a second action (or pass) is due.");
        }
        return Checked.ok(List.copyOf(actions));
    }

    /** Reads a line of play from the position, each turn against the position the ones before lead to. */
    public static Checked<List<List<Action>>> parseLine(Position position, String text) {
        List<List<Action>> line = new ArrayList<>();
        Position now = position;
        for (String part : text.split(" / ", -1)) {
            if (now.isOver()) {
                return Checked.refused("The line \"" + text + "\" goes on after the game is over.");
            }
            Checked<List<Action>> turn = parse(now, part);
            if (!turn.isOk()) {
                return turn.refusedAs();
            }
            line.add(turn.value());
            now = after(now, turn.value());
        }
        return Checked.ok(List.copyOf(line));
    }

    /** The position after a turn known to be legal there. */
    public static Position after(Position position, List<Action> turn) {
        Position now = position;
        for (Action action : turn) {
            now = now.apply(action).orElseThrow();
        }
        return now;
    }

    private static boolean endsTurn(Position start, Position now) {
        return now.isOver() || now.sideToMove() != start.sideToMove();
    }
}
