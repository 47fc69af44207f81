package dev.tzaar.lambda.game;

import dev.tzaar.api.ThreadKind;

/**
 * A game played in a thread of its own: asked for with the challenge ({@code thread:public} or {@code
 * private}, or the server's default), started by the bot when it is accepted (a public thread from the
 * challenge's message, a private one on its own, since Discord starts only public threads from a
 * message). The game's {@link Game#channelId()} stays the channel it was challenged in (the thread's
 * parent), where its end is told in one line.
 *
 * @param threadId the thread, once the bot started it and told the function; null before, and for
 *     good when the thread could not be started (the game is then played in the channel)
 * @param privateThread a private thread: only its members (the players, the followers) see it
 */
public record GameThread(String threadId, boolean privateThread) {
    /** A public thread asked for, not started yet. */
    public static final GameThread ASKED = new GameThread(null, false);
    /** A private thread asked for, not started yet. */
    public static final GameThread ASKED_PRIVATE = new GameThread(null, true);

    /** A public thread (threads were public before private ones existed). */
    public GameThread(String threadId) {
        this(threadId, false);
    }

    /** The thread asked for as {@code kind} says: none for {@link ThreadKind#OFF}. */
    public static GameThread asked(ThreadKind kind) {
        return switch (kind) {
            case OFF -> null;
            case PUBLIC -> ASKED;
            case PRIVATE -> ASKED_PRIVATE;
        };
    }

    public boolean isStarted() {
        return threadId != null;
    }

    /** The same kind of thread, started as {@code id}. */
    public GameThread startedAs(String id) {
        return new GameThread(id, privateThread);
    }
}
