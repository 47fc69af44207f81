package dev.tzaar.testkit.discord;

/** How an interaction POSTed to the bot's endpoint may be forged, to see the endpoint refuse it. */
public enum Forgery {
    /** Signed properly: what Discord sends. */
    NONE,
    /** No signature headers at all. */
    UNSIGNED,
    /** Signed, then a space put into the body: the same JSON, other bytes. */
    TAMPERED_BODY,
    /** Signed, then the timestamp header changed by a second. */
    TAMPERED_TIMESTAMP,
    /** Properly signed ten minutes ago, and sent again now: a replay. */
    STALE,
    /** Signed with a key that is not the application's. */
    WRONG_KEY
}
