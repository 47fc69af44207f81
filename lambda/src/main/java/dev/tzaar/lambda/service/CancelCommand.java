package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;

/** {@code /tzaar cancel}: the challenger withdraws a challenge not yet answered. */
final class CancelCommand implements CommandHandler {
    private final Tools tools;

    CancelCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.find(tools, request, now, true);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        if (!challenge.challenger().id().equals(request.user().id())) {
            return Decision.refuse("Only " + Wording.name(challenge.challenger()) + " can withdraw this challenge"
                    + (challenge.isOpponent(request.user().id())
                            ? "; you can decline it with `/tzaar decline`." : "."));
        }
        Game cancelled = challenge.next(GameStatus.CANCELLED, null, null, null, now,
                now.plus(tools.settings().replyKept()));
        GameReply reply = new GameReply(Wording.name(challenge.challenger()) + " withdrew the challenge to "
                + (challenge.awaitsAnyone() ? "anyone here" : Wording.name(challenge.opponent()))
                + " (" + Wording.game(challenge) + ").", false, null, null, null,
                null, Summaries.of(cancelled), null, null);
        return new Decision.Change(cancelled, reply, false);
    }
}
