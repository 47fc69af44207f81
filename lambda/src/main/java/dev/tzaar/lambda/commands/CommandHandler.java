package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.lambda.shared.Decision;
import java.time.Instant;

/**
 * One command: reads what it needs, checks it, and decides. It writes nothing itself, except {@link
 * SettingsCommand}, whose change is a server's settings, not a game.
 */
public interface CommandHandler {

    Decision decide(GameRequest request, Instant now);

    /** True for commands that may change a game: their answers are kept for repeated interactions. */
    default boolean changesGames() {
        return true;
    }
}
