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
import java.util.List;

/** {@code /tzaar decline}: the challenged player says no. */
public final class DeclineCommand implements CommandHandler {
    private final CommandServices services;

    public DeclineCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.find(services, request, now, false);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        if (challenge.awaitsAnyone()) {
            return Decision.refuse(Wording.forUser(request).say(challenge.challenger().id().equals(request.user().id())
                    ? "decline.openYours" : "decline.open"));
        }
        if (!challenge.isOpponent(request.user().id())) {
            return Decision.refuse(Wording.forUser(request).say(challenge.challenger().id().equals(request.user().id())
                    ? "decline.onlyOpponentYouWithdraw" : "decline.onlyOpponent", Wording.name(challenge.opponent())));
        }
        Game declined = challenge.declined(now, now.plus(services.limits().replyKept()));
        Wording channel = Wording.forChannel(request);
        GameReply reply = GameReply.publicly(channel.say("decline.done", Wording.name(challenge.opponent()),
                Wording.name(challenge.challenger()), challenge.id()))
                .withPing(List.of(challenge.challenger().id()), channel.say("decline.ping"))
                .withGame(Summaries.of(declined));
        return new Decision.Change(declined, reply, false);
    }
}
