package dev.tzaar.bot.function;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;

/**
 * The way to the game function: the Lambda on AWS, or the same on loopback locally. The bot and the
 * console relay every command through it and never decide anything themselves.
 */
public interface FunctionClient extends AutoCloseable {

    /**
     * The function's reply. A failure to get one (the function is down, slow past the timeout, or
     * answers something unreadable) is a {@link FunctionUnavailable}, whose message may be shown
     * to players.
     */
    GameReply call(GameRequest request);

    @Override
    default void close() {
    }

    /** The function gave no usable reply; nothing is known to have changed. */
    final class FunctionUnavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public FunctionUnavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
