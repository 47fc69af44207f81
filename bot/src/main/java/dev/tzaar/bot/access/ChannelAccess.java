package dev.tzaar.bot.access;

/**
 * Who may view a channel of Discord: asked of a user and a channel, answered with where the channel is
 * and whether they may open it. The live board lets watch a game only those who may view its channel.
 */
public interface ChannelAccess {

    /**
     * What {@code user} can see of {@code channel}: nothing for a channel the bot cannot see either (gone,
     * a DM, one the bot was never let into), which is then visible to nobody but the game's players.
     *
     * @throws Unknown when Discord could not say
     */
    Sight sight(String user, String channel);

    /**
     * @param guild the server the channel is in; null when none is known
     * @param privateThread whether it is a private thread (only its members, and those who manage the
     *     parent's threads, see it)
     * @param visible whether the user may view it
     */
    record Sight(String guild, boolean privateThread, boolean visible) {
        /** A channel the bot cannot vouch for: visible to nobody. */
        public static final Sight NONE = new Sight(null, false, false);
    }

    /** Discord did not answer, or failed: whether the user may view the channel is not known. */
    final class Unknown extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unknown(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
