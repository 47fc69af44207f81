package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;

/** {@code /tzaar decline}: the challenged player says no. */
final class DeclineCommand implements CommandHandler {
    private final Tools tools;

    DeclineCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.find(tools, request, now, false);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        if (challenge.awaitsAnyone()) {
            return Decision.refuse("That challenge is open to anyone: leave it to someone else"
                    + (challenge.challenger().id().equals(request.user().id())
                            ? ", or withdraw it with `/tzaar cancel`." : "."));
        }
        if (!challenge.isOpponent(request.user().id())) {
            return Decision.refuse("Only " + Wording.name(challenge.opponent()) + " can decline this challenge"
                    + (challenge.challenger().id().equals(request.user().id())
                            ? "; you can withdraw it with `/tzaar cancel`." : "."));
        }
        Game declined = challenge.next(GameStatus.DECLINED, null, null, null, now,
                now.plus(tools.settings().replyKept()));
        GameReply reply = new GameReply(Wording.name(challenge.opponent()) + " declined "
                + Wording.name(challenge.challenger()) + "'s challenge (" + Wording.game(challenge) + ").", false,
                null, List.of(challenge.challenger().id()), "your challenge was declined.", null,
                Summaries.of(declined), null, null);
        return new Decision.Change(declined, reply, false);
    }
}
