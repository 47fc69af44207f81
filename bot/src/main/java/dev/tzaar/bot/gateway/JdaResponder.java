package dev.tzaar.bot.gateway;

import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
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
 * everything after it blocks on a worker thread until Discord took it (JDA holds the hook's requests
 * until the acknowledgement is done), so the steps of one answer happen in order.
 */
public final class JdaResponder implements Responder {
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
        hook().editOriginal(MessageEditData.fromCreateData(message)).complete();
    }

    @Override
    public void removeOriginalButtons() {
        hook().editOriginalComponents(List.of()).complete();
    }

    @Override
    public String originalMessageId() {
        return hook().retrieveOriginal().complete().getId();
    }

    @Override
    public void deleteOriginal() {
        hook().deleteOriginal().complete();
    }

    @Override
    public void followUp(MessageCreateData message, boolean ephemeral) {
        hook().sendMessage(message).setEphemeral(ephemeral).complete();
    }

    private InteractionHook hook() {
        return interaction.getHook();
    }
}
