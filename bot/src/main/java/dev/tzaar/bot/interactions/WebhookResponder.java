package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
import dev.tzaar.bot.rest.WebhookMessage;
import java.util.Optional;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@link Responder} for the interactions endpoint. What is said at once ({@link #refuse},
 * {@link #acknowledge}) becomes the HTTP answer to Discord's POST, the interaction response
 * ({@link #response()}); everything afterwards goes through the interaction's webhook.
 */
public final class WebhookResponder implements Responder {
    /** Interaction response types. */
    static final int CHANNEL_MESSAGE_WITH_SOURCE = 4;
    static final int DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE = 5;
    static final int DEFERRED_UPDATE_MESSAGE = 6;
    static final int LAUNCH_ACTIVITY = 12;

    private final InteractionWebhook webhook;
    private volatile ObjectNode response;

    public WebhookResponder(InteractionWebhook webhook) {
        this.webhook = webhook;
    }

    /** The interaction's token, which names its webhook. */
    public String token() {
        return webhook.token();
    }

    /** The interaction response decided at once, if one was. */
    public Optional<ObjectNode> response() {
        return Optional.ofNullable(response);
    }

    @Override
    public void refuse(String text) {
        respond(ephemeralMessage(text));
    }

    /** A private message as the immediate answer, mentioning nobody (also the endpoint's own apology). */
    static ObjectNode ephemeralMessage(String text) {
        ObjectNode answer = JsonNodeFactory.instance.objectNode().put("type", CHANNEL_MESSAGE_WITH_SOURCE);
        ObjectNode data = answer.putObject("data").put("content", text).put("flags", WebhookMessage.EPHEMERAL);
        data.putObject("allowed_mentions").putArray("parse");
        return answer;
    }

    /** The live board's button: the answer to Discord's POST is {@code {"type":12}}, which opens it. */
    @Override
    public boolean launchActivity() {
        respond(JsonNodeFactory.instance.objectNode().put("type", LAUNCH_ACTIVITY));
        return true;
    }

    @Override
    public void acknowledge(Acknowledgement acknowledgement) {
        ObjectNode answer = JsonNodeFactory.instance.objectNode();
        switch (acknowledgement) {
            case PUBLIC_REPLY -> answer.put("type", DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE);
            case PRIVATE_REPLY -> answer.put("type", DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE).putObject("data")
                    .put("flags", WebhookMessage.EPHEMERAL);
            case UPDATE -> answer.put("type", DEFERRED_UPDATE_MESSAGE);
        }
        respond(answer);
    }

    private void respond(ObjectNode answer) {
        if (response != null) {
            throw new IllegalStateException("an interaction is answered once");
        }
        response = answer;
    }

    @Override
    public void editOriginal(MessageCreateData message) {
        webhook.editOriginal(WebhookMessage.edit(message));
    }

    @Override
    public void removeOriginalButtons() {
        webhook.editOriginal(WebhookMessage.withoutComponents());
    }

    @Override
    public void removeButtons(String messageId) {
        webhook.editMessage(messageId, WebhookMessage.withoutComponents());
    }

    @Override
    public String originalMessageId() {
        return webhook.originalId();
    }

    @Override
    public void deleteOriginal() {
        webhook.deleteOriginal();
    }

    @Override
    public String followUp(MessageCreateData message, boolean ephemeral) {
        return webhook.followUp(WebhookMessage.create(message, ephemeral));
    }
}
