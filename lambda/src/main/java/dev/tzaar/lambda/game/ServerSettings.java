package dev.tzaar.lambda.game;

import dev.tzaar.api.ThreadKind;
import java.util.Objects;
import java.util.Optional;

/**
 * A server's TZAAR settings, changed with {@code /tzaar settings} by someone who manages the server.
 *
 * @param guildId the server
 * @param threads where a challenge without a {@code thread:} option is played: in its channel, or in a
 *     public or private thread of its own
 * @param dailyChannel the channel the daily puzzle is posted in, empty when it is off (its schedule, {@link
 *     dev.tzaar.lambda.puzzles.DailySchedule}, is written with it)
 * @param version 0 for a server that never changed its settings (nothing is stored), then 1, 2...: a
 *     change is written only over the version it was made from
 */
public record ServerSettings(String guildId, ThreadKind threads, Optional<String> dailyChannel, long version) {
    public ServerSettings {
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(threads, "threads");
        Objects.requireNonNull(dailyChannel, "dailyChannel");
        if (version < 0) {
            throw new IllegalArgumentException("a version is 0 or more, not " + version);
        }
    }

    /** Settings without a daily puzzle. */
    public ServerSettings(String guildId, ThreadKind threads, long version) {
        this(guildId, threads, Optional.empty(), version);
    }

    /** What a server has before anyone changes anything: games are played in their channel, no daily puzzle. */
    public static ServerSettings defaults(String guildId) {
        return new ServerSettings(guildId, ThreadKind.OFF, 0);
    }

    /** The next version, with {@code kind} as the default for threads. */
    public ServerSettings withThreads(ThreadKind kind) {
        return new ServerSettings(guildId, kind, dailyChannel, version + 1);
    }

    /** The next version, with the daily puzzle posted in {@code channel} (or off, with empty). */
    public ServerSettings withDailyIn(Optional<String> channel) {
        return new ServerSettings(guildId, threads, channel, version + 1);
    }
}
