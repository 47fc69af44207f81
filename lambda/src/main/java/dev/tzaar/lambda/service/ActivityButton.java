package dev.tzaar.lambda.service;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The live board's button (the Activity), beside Board under every reply about a game in play, when
 * the frontend says it can open it ({@link Capability#LAUNCH_ACTIVITY}: the host enabled Activities).
 * Added to the reply as it leaves, so a kept answer given again gets it as the frontend asking now can.
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
        String board = new ButtonId(Command.BOARD, game).toString();
        List<ActionButton> buttons = new ArrayList<>(reply.buttons());
        int at = buttons.stream().map(ActionButton::id).toList().indexOf(board);
        if (at < 0) {
            return reply;
        }
        Wording wording = reply.ephemeral() ? Wording.forUser(request) : Wording.forChannel(request);
        buttons.add(at + 1, ActionButton.of(Command.ACTIVITY, game, wording.say("button.activity"),
                ButtonStyle.SECONDARY));
        return reply.withButtons(buttons);
    }

    /** Whether a reply offers the live board of {@code game}. */
    static Optional<ActionButton> in(GameReply reply, String game) {
        String id = new ButtonId(Command.ACTIVITY, game).toString();
        return reply.buttons().stream().filter(b -> b.id().equals(id)).findFirst();
    }
}
