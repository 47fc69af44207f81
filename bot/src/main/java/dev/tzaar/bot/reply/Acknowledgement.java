package dev.tzaar.bot.reply;

/**
 * How an interaction is acknowledged within Discord's three seconds, before the game function has
 * answered. The choice is a guess at how the answer will be shown; the relay ({@code Relay}) puts it right
 * when the answer turns out otherwise.
 */
public enum Acknowledgement {
    /** "Bot is thinking…" for everyone: commands that usually answer the channel (a move, a challenge). */
    PUBLIC_REPLY,
    /** "Bot is thinking…" for the user alone: commands that usually answer only them (board, help). */
    PRIVATE_REPLY,
    /**
     * Nothing shown (a button's message stays as it is): every answer is then a new message, public
     * or private as the reply says, so no placeholder ever has to change its visibility; only a player's
     * private panel, when the reply carries one, takes the place of the panel whose control was pressed.
     */
    UPDATE
}
