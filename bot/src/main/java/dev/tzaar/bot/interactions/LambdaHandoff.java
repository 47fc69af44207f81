package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.api.ApiJson;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.reply.Acknowledgement;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * On Lambda, the rest of a relay runs in another invocation: a function cannot go on working after it
 * has answered Discord. The acknowledging invocation hands the work on ({@code InvocationType=Event}:
 * Lambda queues it and answers at once) as a small event: the request for the game function, how it
 * was acknowledged and when (its token lasts 15 minutes from then), and the interaction's token, which
 * is all the webhook needs. It goes to the relay function (template.yaml's {@code RelayFunction}: the
 * same jar and handler with less memory, since a relay mostly waits on the game function and on
 * Discord), or to this function's own alias where there is none. Only principals allowed to invoke that
 * function can send the event; a function URL request always arrives wrapped in its own shape
 * ({@code requestContext}, {@code body}).
 */
public final class LambdaHandoff implements Relay.Handoff {
    static final String KEY = "tzaarRelay";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final EventInvoker lambda;
    private final Supplier<String> target;

    /**
     * @param target the ARN of the alias that runs the work (an alias, so that it runs on the SnapStart
     *     version): the relay function's, or the one this invocation was called by
     */
    public LambdaHandoff(EventInvoker lambda, Supplier<String> target) {
        this.lambda = lambda;
        this.target = target;
    }

    @Override
    public void handOff(Relay.Pending pending) {
        lambda.invoke(target.get(), eventFor(pending));
    }

    /** The event that carries the work (also built, never sent, by priming). */
    static String eventFor(Relay.Pending pending) {
        if (!(pending.responder() instanceof WebhookResponder responder)) {
            throw new IllegalArgumentException("only an interaction webhook can be answered from another invocation");
        }
        return event(pending, responder.token());
    }

    /** The event that carries the work. */
    static String event(Relay.Pending pending, String token) {
        ObjectNode event = JSON.createObjectNode();
        event.putObject(KEY).put("request", ApiJson.write(pending.request()))
                .put("acknowledgement", pending.acknowledgement().name())
                .put("retireButtons", pending.retireButtons())
                .put("token", token)
                .put("acknowledgedAt", pending.acknowledgedAt().toEpochMilli());
        return event.toString();
    }

    /** Whether an event is work handed on by {@link #handOff}, rather than a function URL request. */
    public static boolean isHandedOn(Map<String, Object> event) {
        return event.get(KEY) instanceof Map<?, ?> && !event.containsKey("requestContext");
    }

    /**
     * Whether a relay can still be answered at {@code now}: within {@link InteractionWebhook#ANSWERABLE}
     * of its acknowledgement. Later, Discord has told the player that the application did not respond,
     * and a change made then could be told to nobody.
     */
    public static boolean answerable(Relay.Pending pending, Instant now) {
        return Duration.between(pending.acknowledgedAt(), now).compareTo(InteractionWebhook.ANSWERABLE) <= 0;
    }

    /**
     * The work an event carries, with the responder for its token (given the token and when it was
     * acknowledged; an event of an older frontend, which does not say, as acknowledged now).
     */
    public static Relay.Pending pending(Map<String, Object> event,
            BiFunction<String, Instant, WebhookResponder> responderFor) throws IOException {
        Map<?, ?> work = (Map<?, ?>) event.get(KEY);
        Instant acknowledgedAt = work.get("acknowledgedAt") instanceof Number millis
                ? Instant.ofEpochMilli(millis.longValue()) : Instant.now();
        String token = String.valueOf(work.get("token"));
        return new Relay.Pending(ApiJson.readRequest(String.valueOf(work.get("request"))),
                Acknowledgement.valueOf(String.valueOf(work.get("acknowledgement"))),
                Boolean.TRUE.equals(work.get("retireButtons")), responderFor.apply(token, acknowledgedAt),
                acknowledgedAt, false);
    }
}
