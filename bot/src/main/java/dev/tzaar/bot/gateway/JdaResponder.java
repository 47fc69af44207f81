package dev.tzaar.bot.gateway;

import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.rest.DiscordFailed;
import java.util.function.Supplier;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.RestAction;
import java.util.EnumSet;
import java.util.List;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.requests.Route;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import net.dv8tion.jda.internal.requests.RestActionImpl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link Responder} over a JDA interaction and its hook. Acknowledging is queued (it must not wait);
 * everything after it blocks on a relay's lane until Discord took it (JDA holds the hook's requests
 * until the acknowledgement is done), so the steps of one answer happen in order.
 *
 * <p>JDA honours Discord's rate limits by itself; a 5xx is tried again here, with the same backoff as the
 * interactions endpoint's calls ({@link DiscordCalls}), when a second attempt cannot do the work twice (an
 * edit, a delete) or Discord surely did not take the first (502, 503, 504). Each call is bounded ({@link
 * #CALL_PATIENCE}, JDA's waits included), and a failure is a {@link DiscordFailed} that says whether Discord
 * may have taken it anyway (a new message after a 500 or a timeout), so that the relay tells the player the
 * same truth through either frontend.
 */
public final class JdaResponder implements Responder {
    /** The longest one call waits, JDA's retries and rate limits included. */
    static final Duration CALL_PATIENCE = Duration.ofMinutes(2);
    private static final Logger LOG = LoggerFactory.getLogger(JdaResponder.class);
    /** Discord's interaction callback type that opens the application's Activity. */
    static final int LAUNCH_ACTIVITY = 12;

    private final IReplyCallback interaction;
    private final IMessageEditCallback component;

    private JdaResponder(IReplyCallback interaction, IMessageEditCallback component) {
        this.interaction = interaction;
        this.component = component;
    }

    /** For a slash command: it can only be answered with a reply. */
    public static JdaResponder forCommand(IReplyCallback command) {
        return new JdaResponder(command, null);
    }

    /** For a component (a button): it can also be acknowledged by leaving its message as it is. */
    public static <T extends IReplyCallback & IMessageEditCallback> JdaResponder forComponent(T component) {
        return new JdaResponder(component, component);
    }

    @Override
    public void refuse(String text) {
        interaction.reply(text).setEphemeral(true).setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
                .queue(null, e -> LOG.warn("Interaction {}: the refusal was not delivered", interaction.getId(), e));
    }

    /**
     * The live board's button: Discord's launch-activity response (callback type 12). JDA 6.5 has no such
     * reply (neither {@code IReplyCallback} nor {@code InteractionCallbackAction.ResponseType} knows type
     * 12), so the raw callback goes through JDA's own requester, on its public route for callbacks: the
     * same base URL, rate limits and failure logging as every other answer.
     */
    @Override
    public boolean launchActivity() {
        new RestActionImpl<Void>(interaction.getJDA(),
                Route.Interactions.CALLBACK.compile(interaction.getId(), interaction.getToken()),
                DataObject.empty().put("type", LAUNCH_ACTIVITY))
                .queue(null, e -> LOG.warn("Interaction {}: the live board could not be opened", interaction.getId(), e));
        return true;
    }

    @Override
    public void acknowledge(Acknowledgement acknowledgement) {
        switch (acknowledgement) {
            case PUBLIC_REPLY, PRIVATE_REPLY -> interaction.deferReply(acknowledgement == Acknowledgement.PRIVATE_REPLY)
                    .queue(null, this::notAcknowledged);
            case UPDATE -> {
                if (component == null) {
                    throw new IllegalStateException("only a component's message can be left as it is");
                }
                component.deferEdit().queue(null, this::notAcknowledged);
            }
        }
    }

    private void notAcknowledged(Throwable failure) {
        LOG.warn("Interaction {} could not be acknowledged (too late?)", interaction.getId(), failure);
    }

    @Override
    public void editOriginal(MessageCreateData message) {
        complete("PATCH @original", () -> hook().editOriginal(MessageEditData.fromCreateData(message)), true);
    }

    @Override
    public void removeOriginalButtons() {
        complete("PATCH @original (buttons)", () -> hook().editOriginalComponents(List.of()), true);
    }

    @Override
    public void removeButtons(String messageId) {
        complete("PATCH follow-up (buttons)", () -> hook().editMessageComponentsById(messageId, List.of()), true);
    }

    @Override
    public String originalMessageId() {
        return complete("GET @original", () -> hook().retrieveOriginal(), true).getId();
    }

    @Override
    public void deleteOriginal() {
        complete("DELETE @original", () -> hook().deleteOriginal(), true);
    }

    @Override
    public String followUp(MessageCreateData message, boolean ephemeral) {
        // Posted once this returns: a message whose id cannot be read is posted all the same.
        Object sent = complete("POST follow-up", () -> hook().sendMessage(message).setEphemeral(ephemeral), false);
        return sent instanceof Message posted ? posted.getId() : null;
    }

    /**
     * Waits for a request JDA makes; a failure as {@link DiscordFailed}.
     *
     * @param repeatable whether doing it twice does it once (an edit, a delete): else a 5xx or a timeout
     *     leaves it uncertain
     */
    private <T> T complete(String what, Supplier<RestAction<T>> action, boolean repeatable) {
        long giveUpAt = System.nanoTime() + CALL_PATIENCE.toNanos();
        for (int attempt = 1; ; attempt++) {
            long left = Math.max(1, TimeUnit.NANOSECONDS.toMillis(giveUpAt - System.nanoTime()));
            try {
                return action.get().timeout(left, TimeUnit.MILLISECONDS).complete();
            } catch (ErrorResponseException e) {
                int status = e.getResponse() == null ? 0 : e.getResponse().code;
                boolean surelyNotTaken = status == 502 || status == 503 || status == 504;
                long wait = DiscordCalls.backoff(attempt);
                if (status < 500 || !(repeatable || surelyNotTaken) || System.nanoTime() + wait > giveUpAt) {
                    throw new DiscordFailed(what + " was refused: " + status + " " + e.getMeaning()
                            + (attempt > 1 ? " (after " + attempt + " attempts)" : ""), status, e.getErrorCode(),
                            !repeatable && status >= 500 && !surelyNotTaken, e);
                }
                LOG.info("Interaction {}: {} answered {}; tried again", interaction.getId(), what, status);
                try {
                    Thread.sleep(TimeUnit.NANOSECONDS.toMillis(wait));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new DiscordFailed(what + " was interrupted", 0, 0, !repeatable, interrupted);
                }
            } catch (RuntimeException e) {
                throw new DiscordFailed(what + " failed: " + e, 0, 0, !repeatable, e);
            }
        }
    }

    private InteractionHook hook() {
        return interaction.getHook();
    }
}
