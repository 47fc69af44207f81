package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import java.util.Optional;

/**
 * Where an interaction happened, as Discord's {@code context} says: the app can be installed by a
 * server or by a user, and used in servers, in its own DM, and in group DMs and DMs between people
 * (where it is not a member and can only answer).
 */
public enum InteractionContext {
    /** A server channel (the bot may or may not be a member: a user-installed app need not be). */
    GUILD,
    /** The DM between one user and the app: nobody else is there. */
    BOT_DM,
    /** A group DM, or a DM between two people, where a user who installed the app used it. */
    PRIVATE_CHANNEL;

    /** Discord's number for it, in an interaction's {@code context}. */
    public int discordValue() {
        return ordinal();
    }

    public static Optional<InteractionContext> ofDiscordValue(int value) {
        return value >= 0 && value < values().length ? Optional.of(values()[value]) : Optional.empty();
    }

    /** The name in JSON: lower case, like {@code bot_dm}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    static InteractionContext fromJson(String name) {
        for (InteractionContext context : values()) {
            if (context.wireName().equals(name)) {
                return context;
            }
        }
        throw new IllegalArgumentException("unknown context \"" + name + "\"");
    }
}
