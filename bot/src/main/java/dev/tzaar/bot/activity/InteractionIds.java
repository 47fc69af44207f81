package dev.tzaar.bot.activity;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.random.RandomGenerator;
import java.util.regex.Pattern;

/**
 * Ids for the Activity's requests to the game function, shaped like Discord's interaction ids
 * (snowflakes: milliseconds since Discord's epoch, then 22 bits): the function keeps each action's
 * answer under its id, so every action needs one of its own. The low bits are drawn at random, so two
 * Lambda instances acting in the same millisecond do not draw the same id but once in four million.
 * A tap the page names ({@link #forTap}) has one id whichever time it is sent: a repeat of its POST is a
 * repeat of its interaction, which the function answers with the first answer.
 */
final class InteractionIds {
    private static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;

    private final Clock clock;
    private final RandomGenerator random;

    InteractionIds(Clock clock, RandomGenerator random) {
        this.clock = clock;
        this.random = random;
    }

    /** What the page may name a tap by: its {@code crypto.randomUUID()}, or any such word of its own. */
    private static final Pattern TAP = Pattern.compile("[A-Za-z0-9-]{8,64}");

    /** Whether the text may name a tap. */
    static boolean isTap(String tap) {
        return TAP.matcher(tap).matches();
    }

    /**
     * The id of the request a viewer's tap is sent as, the same at every repeat: a digest of the viewer and
     * the tap, shaped like a snowflake (19 digits), so that one viewer's tap ids never name another's
     * requests (and the function gives a kept answer to its own user only).
     */
    static String forTap(String viewer, String tap) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((viewer + "/" + tap).getBytes(StandardCharsets.UTF_8));
            long bits = 0;
            for (int i = 0; i < Long.BYTES; i++) {
                bits = bits << 8 | (digest[i] & 0xff);
            }
            long lowest = 1_000_000_000_000_000_000L;
            return Long.toString(lowest + Long.remainderUnsigned(bits, Long.MAX_VALUE - lowest));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    String next() {
        long millis = clock.millis() - DISCORD_EPOCH_MILLIS;
        return Long.toString(millis << 22 | random.nextInt(1 << 22));
    }
}
