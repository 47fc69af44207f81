package dev.tzaar.lambda.service;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.lambda.shared.Wording;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The live board's button (the Activity) under every reply about a game in play that offers Board, when
 * the frontend says it can open it ({@link Capability#LAUNCH_ACTIVITY}: the host enabled Activities).
 * Added to the reply as it leaves, so a kept answer given again gets it as the frontend asking now can.
 *
 * <p>It follows Play your turn, the other way to play by taps: the two ways to play come first, then
 * Pass, Board, Hint and Resign ({@link Buttons#forGame}). With all six (the second action of a game
 * against the bot) the frontends' rows of five leave Resign alone on a second row, away from the rest:
 * on a phone the first row reads as the turn's choices and the danger stands apart.
 */
final class ActivityButton {
    private ActivityButton() {
    }

    static GameReply offered(GameReply reply, GameRequest request) {
        if (!request.can(Capability.LAUNCH_ACTIVITY) || reply.game() == null
                || reply.game().status() != GameStatus.ACTIVE) {
            return reply;
        }
        String game = reply.game().id();
        List<ActionButton> buttons = new ArrayList<>(reply.buttons());
        List<String> ids = buttons.stream().map(ActionButton::id).toList();
        int board = ids.indexOf(new ButtonId(Command.BOARD, game).toString());
        if (board < 0) {
            return reply;
        }
        int play = ids.indexOf(new ButtonId(Command.PANEL, game).toString());
        Wording wording = reply.ephemeral() ? Wording.forUser(request) : Wording.forChannel(request);
        buttons.add((play < 0 ? board : play) + 1, ActionButton.of(Command.ACTIVITY, game,
                wording.say("button.activity"), ButtonStyle.SECONDARY));
        return reply.withButtons(buttons);
    }

    /** Whether a reply offers the live board of {@code game}. */
    static Optional<ActionButton> in(GameReply reply, String game) {
        String id = new ButtonId(Command.ACTIVITY, game).toString();
        return reply.buttons().stream().filter(b -> b.id().equals(id)).findFirst();
    }
}
