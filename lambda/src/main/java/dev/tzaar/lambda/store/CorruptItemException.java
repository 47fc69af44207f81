package dev.tzaar.lambda.store;

/**
 * A stored item that cannot be read back: an attribute missing or of the wrong type, a record that
 * does not replay, players that contradict the status. The message names the item (the game or the
 * interaction) and what is wrong, so that the item can be found and mended in the console; the
 * store never hands out half a game instead.
 */
public final class CorruptItemException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CorruptItemException(String message) {
        super(message);
    }

    public CorruptItemException(String message, Throwable cause) {
        super(message, cause);
    }
}
