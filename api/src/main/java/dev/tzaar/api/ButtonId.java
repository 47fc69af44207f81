package dev.tzaar.api;

import java.util.Objects;
import java.util.Optional;

/**
 * What a button does, written into its Discord {@code custom_id} as {@code tzaar:<command>:<game>}
 * (at most 100 characters, as Discord allows), so that pressing it needs no memory in the bot.
 */
public record ButtonId(Command command, String gameId) {
    private static final String PREFIX = "tzaar:";
    /** Discord's limit on a component's custom_id. */
    public static final int MAX_LENGTH = 100;

    public ButtonId {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(gameId, "gameId");
        if (gameId.isEmpty() || gameId.contains(":")) {
            throw new IllegalArgumentException("a game id is not empty and has no ':'");
        }
        if (PREFIX.length() + command.wireName().length() + 1 + gameId.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("a button id is at most " + MAX_LENGTH + " characters");
        }
    }

    /** The button for a custom_id, when it is one of ours. */
    public static Optional<ButtonId> parse(String customId) {
        if (customId == null || !customId.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String[] parts = customId.substring(PREFIX.length()).split(":", -1);
        if (parts.length != 2 || parts[1].isEmpty()) {
            return Optional.empty();
        }
        return Command.ofWireName(parts[0]).map(command -> new ButtonId(command, parts[1]));
    }

    @Override
    public String toString() {
        return PREFIX + command.wireName() + ":" + gameId;
    }
}
