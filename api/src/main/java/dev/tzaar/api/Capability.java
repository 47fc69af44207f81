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
     * The bot can start a game's public thread where the interaction happened: a server that installed
     * the app (its bot is a member), a text or announcement channel, the bot granted Create Public
     * Threads and Send Messages in Threads there (the interaction's {@code app_permissions}), a frontend
     * that has the bot's token. Its name in JSON is the one the first frontends sent, {@code
     * start_threads}, when only the bot's membership was asked.
     */
    START_THREADS("start_threads"),
    /**
     * The same for a private thread: a text channel only (Discord's type 12 threads exist only in one),
     * and Create Private Threads instead of Create Public Threads, which the first invite link did not
     * ask for.
     */
    START_PRIVATE_THREADS("start_private_threads"),
    /**
     * The frontend can open the live board (the Activity) from a button: the host enabled Activities
     * for the application, and the frontend answers the button with Discord's launch-activity response.
     * Replies about a game in play then carry that button beside Board.
     */
    LAUNCH_ACTIVITY;

    private final String wireName;

    Capability() {
        this.wireName = name().toLowerCase(Locale.ROOT);
    }

    Capability(String wireName) {
        this.wireName = wireName;
    }

    /** The name in JSON: lower case, like {@code manage_server}. */
    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** What the bot needs to start a thread of this kind; null for {@link ThreadKind#OFF}, which needs nothing. */
    public static Capability toStart(ThreadKind kind) {
        return switch (kind) {
            case OFF -> null;
            case PUBLIC -> START_THREADS;
            case PRIVATE -> START_PRIVATE_THREADS;
        };
    }

    /**
     * The capability of this name, or null for one this version does not know (a frontend deployed
     * after the function): the request drops it, which only grants less, instead of failing whole.
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
