package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/** {@code /tzaar help}: the commands, and the offer of the lessons, shown only to the one who asked. */
public final class HelpCommand implements CommandHandler {
    /** The bundle key of {@code /tzaar help}'s text. */
    public static final String HELP = "help.text";

    private final String key;

    public HelpCommand(String key) {
        this.key = key;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording wording = Wording.forUser(request);
        return Decision.privately(wording.say(key) + "\n" + wording.learnOffer());
    }
}
