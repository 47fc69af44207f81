package dev.tzaar.bot.function;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.api.i18n.Texts;
import java.util.Optional;

/**
 * The way to the game function: the Lambda on AWS, or the same on loopback locally. The bot and the
 * console relay every command through it and never decide anything themselves.
 */
public interface FunctionClient extends AutoCloseable {

    /**
     * The function's reply. A failure to get one (the function is down, slow past the timeout, or
     * answers something unreadable) is a {@link FunctionUnavailable}, which says to the player in
     * their language what happened.
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
     * Tells the function that a reply's ping never got through ({@link UnsentPing}), so that the channel's
     * next public reply carries it; true when the game keeps it. Clients that are not a Lambda (test
     * stand-ins) have no games to keep it on.
     *
     * @throws FunctionUnavailable when the function could not be told
     */
    default boolean reportUnsentPing(UnsentPing ping) {
        throw new UnsupportedOperationException("this function client keeps no pings");
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

    /**
     * The function gave no usable reply; nothing is known to have changed. What the player is told
     * is a text of the bundles ({@link Texts}), said in their language; the exception's message is
     * the log's, in English.
     */
    final class FunctionUnavailable extends RuntimeException {
        /** The function did not answer: unreachable, or slower than the client waits. */
        public static final String NOT_ANSWERED = "bot.functionNotAnswered";
        /** The function answered with an error of its own (it crashed or ran out of time). */
        public static final String FAILED = "bot.functionFailed";
        /** The function answered something this bot cannot read: the two are of different versions. */
        public static final String UNREADABLE = "bot.functionUnreadable";
        private static final long serialVersionUID = 1L;

        private final String told;

        /** @param told what the player is told: one of the keys above; the log reads its English text */
        public FunctionUnavailable(String told, Throwable cause) {
            this(told, Texts.ENGLISH.text(told), cause);
        }

        /** @param logged the log's message, when it is not what a player is told (the clock's sweep) */
        public FunctionUnavailable(String told, String logged, Throwable cause) {
            super(logged, cause);
            this.told = told;
        }

        /** What the player is told, in their language. */
        public String toldIn(Texts language) {
            return language.text(told);
        }
    }
}
