package dev.tzaar.lambda.game;

/**
 * A game played in a thread of its own: asked for with the challenge ({@code thread:true}), started by
 * the bot from the challenge's message when it is accepted. The game's {@link Game#channelId()} stays
 * the channel it was challenged in (the thread's parent), where its end is told in one line.
 *
 * @param threadId the thread, once the bot started it and told the function; null before, and for
 *     good when the thread could not be started (the game is then played in the channel)
 */
public record GameThread(String threadId) {
    /** Asked for, not started yet. */
    public static final GameThread ASKED = new GameThread(null);

    public boolean isStarted() {
        return threadId != null;
    }
}
