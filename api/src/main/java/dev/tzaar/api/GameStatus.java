package dev.tzaar.api;

/** Where a game stands, from the challenge on. */
public enum GameStatus {
    /** Waiting for the challenged player to accept or decline. */
    CHALLENGED,
    /** Being played. */
    ACTIVE,
    /** Over, with a winner. */
    FINISHED,
    DECLINED,
    CANCELLED,
    /** A challenge nobody answered in time. */
    EXPIRED;

    /** True while the game may still change. */
    public boolean isOpen() {
        return this == CHALLENGED || this == ACTIVE;
    }
}
