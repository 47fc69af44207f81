package dev.tzaar.bot.reply;

import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * The ways to answer one interaction, in the order they may be used: {@link #refuse} or
 * {@link #acknowledge} at once (on the event thread), the rest afterwards from a worker thread.
 * The methods after acknowledging block until Discord has taken the request and throw when it
 * refuses it, so a sequence (delete, then follow up) stops at the first failure. Each transport has its own:
 * the gateway's {@code JdaResponder}, the interactions endpoint's {@code WebhookResponder}; tests hand in a
 * recording fake.
 */
public interface Responder {

    /** Answers at once, only to the user, instead of acknowledging: nothing was asked of the function. */
    void refuse(String text);

    /**
     * Opens the live board (the Activity) for the user, with Discord's launch-activity response (callback
     * type 12), instead of acknowledging: nothing is asked of the function. It cannot be deferred, so it is
     * the immediate answer. False where this way of answering has no such response (the press is then
     * relayed as any other).
     */
    default boolean launchActivity() {
        return false;
    }

    /** Acknowledges without waiting for Discord's answer: this must happen within three seconds. */
    void acknowledge(Acknowledgement acknowledgement);

    /**
     * Replaces the original response: the "thinking" placeholder after a reply acknowledgement, the
     * message whose button was pressed after {@link Acknowledgement#UPDATE}.
     */
    void editOriginal(MessageCreateData message);

    /** Takes the buttons off the original response (after {@link Acknowledgement#UPDATE}: the pressed message). */
    void removeOriginalButtons();

    /**
     * Takes the buttons off a message this interaction posted ({@link #followUp}'s id), later, while its
     * token lasts: a board whose turn is over.
     */
    void removeButtons(String messageId);

    void deleteOriginal();

    /**
     * The id of the original message (after acknowledging): the message whose button was pressed, or
     * the reply. A game's thread is started from it.
     */
    String originalMessageId();

    /** A new message; an ephemeral one only the user sees. Returns its id, or null when Discord's answer named none
     * (the message is posted all the same). */
    String followUp(MessageCreateData message, boolean ephemeral);
}
