package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Why a request was refused, for a frontend that answers with more than the sentence (the Activity
 * answers HTTP statuses). Replies to Discord need only the sentence, and most refusals carry no kind.
 */
public enum Rejection {
    /** The player acted on a version of the game that is no longer the game's ({@link Option#VERSION}): nothing was played. */
    STALE,
    /** The game named does not exist, has expired, or has not begun (a challenge has no board). */
    NOT_FOUND;

    /** The name in JSON: lower case, like {@code stale}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind of this name, or null for one this version does not know: the sentence still tells it. */
    @JsonCreator
    static Rejection fromJson(String name) {
        for (Rejection kind : values()) {
            if (kind.wireName().equals(name)) {
                return kind;
            }
        }
        return null;
    }
}
