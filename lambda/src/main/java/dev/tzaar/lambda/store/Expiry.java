package dev.tzaar.lambda.store;

import java.time.Instant;

/**
 * The one rule of expiry, for reads and for write conditions alike: an item whose {@value
 * GameTable#EXPIRES} time has come is gone, whether or not DynamoDB's TTL has deleted it yet (TTL
 * deletes within days, and DynamoDB Local never does).
 *
 * <p>{@value GameTable#EXPIRES} holds epoch seconds, as TTL requires. An expiry time is rounded up
 * to the whole second when written, so that nothing is forgotten before its time.
 */
final class Expiry {
    private Expiry() {
    }

    /** The value written to {@value GameTable#EXPIRES}: epoch seconds, rounded up. */
    static long epochSecondsOf(Instant expiresAt) {
        return expiresAt.getNano() == 0 ? expiresAt.getEpochSecond() : expiresAt.getEpochSecond() + 1;
    }

    /**
     * The value to compare {@value GameTable#EXPIRES} with in a condition: an item has expired at
     * {@code now} exactly when {@code expires <= } this value (whole seconds, rounded down).
     */
    static long nowForConditions(Instant now) {
        return now.getEpochSecond();
    }

    /** True when the item has an expiry time and it has come at {@code now}. */
    static boolean hasExpired(ItemReader item, Instant now) {
        Long expires = item.optionalNumber(GameTable.EXPIRES);
        return expires != null && expires <= nowForConditions(now);
    }
}
