package dev.tzaar.lambda.rating;

import java.util.Objects;

/**
 * One ladder players are rated on: a server's, or the global one across every server. Each rated
 * game moves the players on its server's ladder and on the global one; a game in a direct message
 * has no server and moves the global ladder only.
 *
 * @param name {@code guild:<server id>} or {@code global}: stored as the leaderboard index's key
 */
public record Ladder(String name) {
    public static final Ladder GLOBAL = new Ladder("global");
    private static final String GUILD_PREFIX = "guild:";

    public Ladder {
        Objects.requireNonNull(name, "name");
        if (!name.equals("global") && !name.startsWith(GUILD_PREFIX)) {
            throw new IllegalArgumentException("a ladder is global or a server's, not " + name);
        }
    }

    /** A server's ladder. */
    public static Ladder ofServer(String guildId) {
        return new Ladder(GUILD_PREFIX + Objects.requireNonNull(guildId, "guildId"));
    }

    public boolean isGlobal() {
        return equals(GLOBAL);
    }
}
