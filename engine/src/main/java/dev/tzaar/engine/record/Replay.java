package dev.tzaar.engine.record;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import java.util.List;
import java.util.Objects;

/**
 * Plays the turns a record writes, in order, onto a record that has none yet. The first action
 * that cannot be read or played stops it, reported with its number (counting every action of the
 * record, from 1), its turn, the action as written and the engine's reason, like
 * {@code Action 23 (turn 12, Black) "D4xE4": There is no piece on D4.} Turns that are cut
 * differently from the game's turns are refused too: a turn left without its second action
 * (except the record's last), or one with an action too many.
 */
final class Replay {

    /** A turn as a record writes it: the side it names (null when the format names none) and its actions' texts. */
    record WrittenTurn(Side side, List<String> actions) {
        WrittenTurn {
            actions = List.copyOf(actions);
        }
    }

    /** How a format reads one written action, on the position it is to be played on. */
    @FunctionalInterface
    interface ActionReader {
        Checked<Action> read(String written, Position position);
    }

    private Replay() {
    }

    static Checked<GameRecord> replay(GameRecord empty, List<WrittenTurn> turns, ActionReader reader) {
        Objects.requireNonNull(reader);
        GameRecord record = empty;
        for (WrittenTurn written : turns) {
            int turn = record.nextTurnNumber();
            Position before = record.finalPosition();
            if (!record.isOver()) {
                if (turn == record.turnCount()) {
                    Turn unfinished = record.lastTurn().orElseThrow();
                    return Checked.refused("Turn " + turn + " (" + unfinished.side().displayName()
                            + ") ends after one action, but a turn has two: write pass to decline the second.");
                }
                Side due = before.sideToMove();
                if (written.side() != null && written.side() != due) {
                    return Checked.refused("Turn " + turn + " is " + due.displayName()
                            + "'s, but the record gives it to " + written.side().displayName() + ".");
                }
            }
            for (int i = 0; i < written.actions().size(); i++) {
                String text = written.actions().get(i);
                String where = "Action " + (record.actions().size() + 1) + " (turn " + turn + ", "
                        + before.sideToMove().displayName() + ") \"" + text + "\": ";
                if (i > 0 && !record.isOver() && record.nextTurnNumber() != turn) {
                    return Checked.refused(where + oneActionTurn(before));
                }
                Position position = record.finalPosition();
                Checked<GameRecord> next = reader.read(text, position).flatMap(record::play);
                if (!next.isOk()) {
                    return Checked.refused(where + next.reason());
                }
                record = next.value();
            }
        }
        return Checked.ok(record);
    }

    /** Why the turn that began on this position was over after its first action. */
    private static String oneActionTurn(Position before) {
        if (before.isOpeningTurn()) {
            return before.sideToMove().displayName() + "'s opening turn is a single capture.";
        }
        if (before.step() == Step.PLACEMENT) {
            return "A placing turn places one piece.";
        }
        return "A turn has at most two actions.";
    }
}
