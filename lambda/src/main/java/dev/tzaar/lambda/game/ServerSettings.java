package dev.tzaar.lambda.game;

import dev.tzaar.api.ThreadKind;
import java.util.Objects;

/**
 * A server's TZAAR settings, changed with {@code /tzaar settings} by someone who manages the server.
 *
 * @param guildId the server
 * @param threads where a challenge without a {@code thread:} option is played: in its channel, or in a
 *     public or private thread of its own
 * @param version 0 for a server that never changed its settings (nothing is stored), then 1, 2...: a
 *     change is written only over the version it was made from
 */
public record ServerSettings(String guildId, ThreadKind threads, long version) {
    public ServerSettings {
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(threads, "threads");
        if (version < 0) {
            throw new IllegalArgumentException("a version is 0 or more, not " + version);
        }
    }

    /** What a server has before anyone changes anything: games are played in their channel. */
    public static ServerSettings defaults(String guildId) {
        return new ServerSettings(guildId, ThreadKind.OFF, 0);
    }

    /** The next version, with {@code kind} as the default for threads. */
    public ServerSettings withThreads(ThreadKind kind) {
        return new ServerSettings(guildId, kind, version + 1);
    }
}
