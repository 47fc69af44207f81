package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/**
 * {@code /tzaar rules}: the rules in four pictures (the pieces, a capture, a stack, a lost game), each
 * told in a line of the text and in its alt text, and the offer of the lessons; only to the one who asked.
 */
public final class RulesCommand implements CommandHandler {
    private final CommandServices services;

    public RulesCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording wording = Wording.forUser(request);
        String text = wording.say("rules.text") + "\n" + wording.learnOffer();
        return new Decision.Answer(GameReply.privately(text)
                .withPictures(services.pictures().rulesExamples(wording.texts().locale())));
    }
}
