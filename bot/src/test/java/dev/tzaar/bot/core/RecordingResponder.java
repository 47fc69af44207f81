package dev.tzaar.bot.core;

import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * A responder that writes down what was done, in order, as short lines ("acknowledge PUBLIC_REPLY",
 * "edit: text", "delete", "follow up privately: text", "follow up publicly: text"), keeping the
 * messages; a step can be made to fail like Discord refusing it (a {@link dev.tzaar.bot.rest.DiscordFailed}, as the
 * transports' responders throw). In core, beside the relay it stands in for Discord to: it knows the rest package.
 */
public final class RecordingResponder implements Responder {
    public final List<String> steps = new ArrayList<>();
    public final List<MessageCreateData> messages = new ArrayList<>();
    private Predicate<String> failing = step -> false;
    private boolean uncertain;

    /** Makes the steps that start with {@code prefix} throw, as a refused REST call would. */
    public RecordingResponder failing(String prefix) {
        failing = failing.or(step -> step.startsWith(prefix));
        return this;
    }

    /**
     * Makes the steps that start with {@code prefix} fail as a call whose answer was lost does: Discord may
     * have taken it.
     */
    public RecordingResponder failingUncertainly(String prefix) {
        uncertain = true;
        return failing(prefix);
    }

    private void record(String step) {
        if (failing.test(step)) {
            throw new dev.tzaar.bot.rest.DiscordFailed("Discord refused: " + step, uncertain ? 0 : 500, 0, uncertain,
                    null);
        }
        steps.add(step);
    }

    @Override
    public void refuse(String text) {
        record("refuse: " + text);
    }

    @Override
    public void acknowledge(Acknowledgement acknowledgement) {
        record("acknowledge " + acknowledgement);
    }

    @Override
    public void editOriginal(MessageCreateData message) {
        record("edit: " + message.getContent());
        messages.add(message);
    }

    @Override
    public void removeOriginalButtons() {
        record("remove buttons");
    }

    /** Each follow-up's id: the first is this one, and the next ones count up. */
    private long nextFollowUp = 1200000000000000001L;

    @Override
    public void removeButtons(String messageId) {
        record("remove buttons of " + messageId);
    }

    @Override
    public void deleteOriginal() {
        record("delete");
    }

    /** The original message's id, as a test sets it (the pressed challenge). */
    public String originalId = "1100000000000000001";

    @Override
    public String originalMessageId() {
        record("original id");
        return originalId;
    }

    @Override
    public String followUp(MessageCreateData message, boolean ephemeral) {
        record("follow up " + (ephemeral ? "privately" : "publicly") + ": " + message.getContent());
        messages.add(message);
        return Long.toString(nextFollowUp++);
    }
}
