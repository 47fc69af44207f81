package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/** {@code /tzaar help} and {@code /tzaar rules}: how to play, shown only to the one who asked. */
public final class HelpCommand implements CommandHandler {
    /** The bundle key of {@code /tzaar help}'s text. */
    public static final String HELP = "help.text";
    /** The bundle key of {@code /tzaar rules}' text. */
    public static final String RULES = "rules.text";

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
        return Decision.privately(Wording.forUser(request).say(key));
    }
}
