package dev.tzaar.testkit.discord;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Discord ids: the milliseconds since the Discord epoch (2015-01-01) in the top 42 bits. JDA reads an
 * interaction's creation time from its id and treats the token as expired 15 minutes later, so ids must
 * carry the current time. Ids from one generator are unique and increasing.
 */
final class Snowflakes {
    static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;

    private final AtomicLong last = new AtomicLong();

    String next() {
        long now = (System.currentTimeMillis() - DISCORD_EPOCH_MILLIS) << 22;
        return Long.toUnsignedString(last.updateAndGet(previous -> Math.max(previous + 1, now)));
    }

    static Instant timeOf(String id) {
        return Instant.ofEpochMilli((Long.parseUnsignedLong(id) >>> 22) + DISCORD_EPOCH_MILLIS);
    }
}
