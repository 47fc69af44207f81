package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.Challenges;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/** {@code /tzaar cancel}: the challenger withdraws a challenge not yet answered. */
public final class CancelCommand implements CommandHandler {
    private final CommandServices services;

    public CancelCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.find(services, request, now, true);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        if (!challenge.challenger().id().equals(request.user().id())) {
            return Decision.refuse(Wording.forUser(request).say(challenge.isOpponent(request.user().id())
                    ? "cancel.onlyChallengerYouDecline" : "cancel.onlyChallenger", Wording.name(challenge.challenger())));
        }
        Game cancelled = challenge.cancelled(now, now.plus(services.limits().replyKept()));
        Wording channel = Wording.forChannel(request);
        GameReply reply = GameReply.publicly(channel.say("cancel.done", Wording.name(challenge.challenger()),
                challenge.awaitsAnyone() ? channel.say("open.anyoneHere") : Wording.name(challenge.opponent()),
                challenge.id())).withGame(Summaries.of(cancelled));
        return new Decision.Change(cancelled, reply, false);
    }
}
