package dev.tzaar.bot.activity;

import java.time.Clock;
import java.util.random.RandomGenerator;

/**
 * Ids for the Activity's requests to the game function, shaped like Discord's interaction ids
 * (snowflakes: milliseconds since Discord's epoch, then 22 bits): the function keeps each action's
 * answer under its id, so every action needs one of its own. The low bits are drawn at random, so two
 * Lambda instances acting in the same millisecond do not draw the same id but once in four million.
 */
final class InteractionIds {
    private static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;

    private final Clock clock;
    private final RandomGenerator random;

    InteractionIds(Clock clock, RandomGenerator random) {
        this.clock = clock;
        this.random = random;
    }

    String next() {
        long millis = clock.millis() - DISCORD_EPOCH_MILLIS;
        return Long.toString(millis << 22 | random.nextInt(1 << 22));
    }
}
