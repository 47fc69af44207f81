package dev.tzaar.bot.function;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import java.util.Optional;

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

    /**
     * The clock's sweep ({@link ClockSweep}): what the function did and the channels must be told.
     * Clients that are not a Lambda (test stand-ins) have no clocks.
     */
    default ClockSweep.Notices sweepClocks(ClockSweep sweep) {
        throw new UnsupportedOperationException("this function client has no clocks to sweep");
    }

    /**
     * Empty when the function can be invoked now; else one line saying what is wrong (no credentials,
     * no permission, no such function, no way to reach it). Asked once when a bot starts. Clients
     * that are not a Lambda (test stand-ins) have nothing to check.
     */
    default Optional<String> whyNotInvokable() {
        return Optional.empty();
    }

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
