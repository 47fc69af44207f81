package dev.tzaar.lambda.service;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Step;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;

/** The buttons that fit a game as it stands. */
final class Buttons {
    private Buttons() {
    }

    static List<ActionButton> forChallenge(Game game) {
        return List.of(
                ActionButton.of(Command.ACCEPT, game.id(), "Accept", ButtonStyle.SUCCESS),
                ActionButton.of(Command.DECLINE, game.id(), "Decline", ButtonStyle.DANGER),
                ActionButton.of(Command.CANCEL, game.id(), "Withdraw", ButtonStyle.SECONDARY));
    }

    /** Anyone but the challenger may accept; only the challenger may withdraw. Nobody can decline it. */
    static List<ActionButton> forOpenChallenge(Game game) {
        return List.of(
                ActionButton.of(Command.ACCEPT, game.id(), "Accept", ButtonStyle.SUCCESS),
                ActionButton.of(Command.CANCEL, game.id(), "Withdraw", ButtonStyle.SECONDARY));
    }

    /** Pass when a second action is due, then Board and Resign; Rematch once the game is over. */
    static List<ActionButton> forGame(Game game) {
        if (!game.status().isOpen()) {
            return List.of(ActionButton.of(Command.REMATCH, game.id(), "Rematch", ButtonStyle.PRIMARY),
                    ActionButton.of(Command.HISTORY, game.id(), "Record", ButtonStyle.SECONDARY));
        }
        List<ActionButton> buttons = new ArrayList<>();
        Position position = game.position();
        if (position.step() == Step.SECOND) {
            buttons.add(ActionButton.of(Command.PASS, game.id(), "Pass", ButtonStyle.PRIMARY));
        }
        buttons.add(ActionButton.of(Command.BOARD, game.id(), "Board", ButtonStyle.SECONDARY));
        buttons.add(ActionButton.of(Command.RESIGN, game.id(), "Resign", ButtonStyle.DANGER));
        return buttons;
    }
}
