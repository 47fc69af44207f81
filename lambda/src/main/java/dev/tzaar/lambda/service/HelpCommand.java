package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import java.time.Instant;

/** {@code /tzaar help} and {@code /tzaar rules}: how to play, shown only to the one who asked. */
final class HelpCommand implements CommandHandler {
    /** The bundle key of {@code /tzaar help}'s text. */
    static final String HELP = "help.text";
    /** The bundle key of {@code /tzaar rules}' text. */
    static final String RULES = "rules.text";

    private final String key;

    HelpCommand(String key) {
        this.key = key;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        return Decision.privately(Wording.forUser(request).say(key));
    }
}
