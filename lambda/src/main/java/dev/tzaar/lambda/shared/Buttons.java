package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Step;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;

/** The buttons that fit a game as it stands. */
public final class Buttons {
    private Buttons() {
    }

    /** The labels are in the language of the message they are under. */
    public static List<ActionButton> forChallenge(Game game, Wording wording) {
        return List.of(
                ActionButton.of(Command.ACCEPT, game.id(), wording.say("button.accept"), ButtonStyle.SUCCESS),
                ActionButton.of(Command.DECLINE, game.id(), wording.say("button.decline"), ButtonStyle.DANGER),
                ActionButton.of(Command.CANCEL, game.id(), wording.say("button.withdraw"), ButtonStyle.SECONDARY));
    }

    /** Anyone but the challenger may accept; only the challenger may withdraw. Nobody can decline it. */
    public static List<ActionButton> forOpenChallenge(Game game, Wording wording) {
        return List.of(
                ActionButton.of(Command.ACCEPT, game.id(), wording.say("button.accept"), ButtonStyle.SUCCESS),
                ActionButton.of(Command.CANCEL, game.id(), wording.say("button.withdraw"), ButtonStyle.SECONDARY));
    }

    /**
     * Play your turn (the private panel, {@code PanelCommand}), Pass when a second action is due (made for
     * that position, as a panel's controls are), then
     * Board (and Hint against the bot) and Resign; Rematch (not for an imported game) and Record once the game is over, Analyze (its
     * review) once it was played, and Replay.
     */
    public static List<ActionButton> forGame(Game game, Wording wording) {
        boolean againstTheBot = BotPlayer.in(game).isPresent();
        if (!game.status().isOpen()) {
            List<ActionButton> over = new ArrayList<>();
            if (game.importedFrom().isEmpty()) {
                // An imported game's players are names in a record: nobody here to play it again.
                over.add(ActionButton.of(Command.REMATCH, game.id(), wording.say("button.rematch"), ButtonStyle.PRIMARY));
            }
            over.add(ActionButton.of(Command.HISTORY, game.id(), wording.say("button.record"), ButtonStyle.SECONDARY));
            if (game.isStarted()) {
                over.add(ActionButton.of(Command.ANALYZE, game.id(), wording.say("button.analyze"),
                        ButtonStyle.SECONDARY));
            }
            over.add(ActionButton.of(Command.REPLAY, game.id(), wording.say("button.replay"), ButtonStyle.SECONDARY));
            return over;
        }
        List<ActionButton> buttons = new ArrayList<>();
        buttons.add(ActionButton.of(Command.PANEL, game.id(), wording.say("button.play"), ButtonStyle.SUCCESS));
        Position position = game.position();
        if (position.step() == Step.SECOND) {
            // Made for this position: pressed once the turn is over, it plays nothing (PanelCommand.mayChoose).
            buttons.add(ActionButton.of(ButtonId.madeFor(Command.PASS, game.id(), game.record().actions().size()),
                    wording.say("button.pass"), ButtonStyle.PRIMARY));
        }
        buttons.add(ActionButton.of(Command.BOARD, game.id(), wording.say("button.board"), ButtonStyle.SECONDARY));
        if (againstTheBot) {
            buttons.add(ActionButton.of(Command.HINT, game.id(), wording.say("button.hint"), ButtonStyle.SECONDARY));
        }
        buttons.add(ActionButton.of(Command.RESIGN, game.id(), wording.say("button.resign"), ButtonStyle.DANGER));
        return buttons;
    }
}
