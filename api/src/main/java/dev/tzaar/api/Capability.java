package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * What the frontend knows that the function cannot see: whether the user may change the server's
 * settings, and whether the bot can start a game's thread here. A request carries the ones that hold
 * ({@link GameRequest#capabilities()}); a caller that does not say grants none.
 */
public enum Capability {
    /**
     * The user has Discord's Manage Server permission in this server (the interaction's {@code
     * member.permissions}): they may change the server's TZAAR settings.
     */
    MANAGE_SERVER,
    /**
     * The bot can start a game's thread where the interaction happened: a server channel that is not
     * a thread, in a server that installed the app (its bot is a member), by a frontend that has the
     * bot's token.
     */
    START_THREADS;

    /** The name in JSON: lower case, like {@code manage_server}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The capability a name in JSON names; null for one this side does not know yet (a newer
     * frontend's), which a request then simply does not grant.
     */
    @JsonCreator
    static Capability fromJson(String name) {
        for (Capability capability : values()) {
            if (capability.wireName().equals(name)) {
                return capability;
            }
        }
        return null;
    }
}
