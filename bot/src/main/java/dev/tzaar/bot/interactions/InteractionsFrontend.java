package dev.tzaar.bot.interactions;

import dev.tzaar.bot.core.BotCore;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import java.net.http.HttpClient;
import java.time.Clock;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.nio.charset.StandardCharsets;

/**
 * The interactions frontend, wired: the bot's core ({@link BotCore}: the same commands, messages and
 * relay as the gateway bot) behind an {@link InteractionsEndpoint}, taking Discord's POSTs in the shape
 * a Lambda function URL delivers them (payload format 2.0). The function client stays the caller's
 * to close.
 */
public final class InteractionsFrontend implements AutoCloseable {
    private final BotCore core;
    private final InteractionsEndpoint endpoint;
    private final Function<String, WebhookResponder> responders;

    private InteractionsFrontend(BotCore core, InteractionsEndpoint endpoint,
            Function<String, WebhookResponder> responders) {
        this.core = core;
        this.endpoint = endpoint;
        this.responders = responders;
    }

    /** The frontend answering on worker threads of this process (on loopback, or any long-running host). */
    public static InteractionsFrontend start(InteractionsSettings settings, FunctionClient function, Clock clock) {
        return start(settings, function, clock, null);
    }

    /**
     * @param handoff where the relay's work goes after the acknowledgement (on Lambda: another
     *     invocation), or null for worker threads of this process
     */
    public static InteractionsFrontend start(InteractionsSettings settings, FunctionClient function, Clock clock,
            Relay.Handoff handoff) {
        return start(settings, function, clock, handoff, BotToken.none());
    }

    /**
     * @param botToken the bot's token, for what is posted outside any interaction: the clock's reminders,
     *     games' threads
     */
    public static InteractionsFrontend start(InteractionsSettings settings, FunctionClient function, Clock clock,
            Relay.Handoff handoff, BotToken botToken) {
        // One HTTP client, made when first used, for the webhooks and the bot token's posts.
        Supplier<HttpClient> http = BotRestClient.discordHttp();
        // The bot token's client, for games' threads and the clock's reminders (the token is read when first needed).
        BotRestClient rest = new BotRestClient(http, settings.discordApi(), botToken);
        // Handed on, a relay's answer is seen by another invocation (on Lambda, of the relay function):
        // this one forgets the channel's games, so that autocomplete asks the game function rather than
        // suggest from a position the command has just changed.
        BotCore[] built = new BotCore[1];
        Relay.Handoff forgetting = handoff == null ? null : pending -> {
            built[0].forgetGamesIn(pending.request().channelId());
            handoff.handOff(pending);
        };
        BotCore core = new BotCore(function, clock, forgetting, rest);
        built[0] = core;
        Function<String, WebhookResponder> responders = token -> new WebhookResponder(
                new InteractionWebhook(http, settings.discordApi(), settings.applicationId(), token));
        InteractionsEndpoint endpoint = new InteractionsEndpoint(
                SignatureVerifier.forPublicKey(settings.publicKey(), clock), core.commands(), core.buttons(),
                core.autocomplete(), responders, clock);
        return new InteractionsFrontend(core, endpoint, responders);
    }

    /** The responder for an interaction acknowledged earlier (in another invocation), named by its token. */
    public WebhookResponder responderFor(String token) {
        return responders.apply(token);
    }

    /** The clock's sweep and its posts, for the scheduler's invocations. */
    public ClockReminders reminders() {
        return core.clockReminders();
    }

    /** The relay, to finish work handed off by an earlier invocation. */
    public Relay relay() {
        return core.relay();
    }

    /**
     * Answers a function URL event: {@code headers} (names in lower case), {@code body} (text, or
     * Base64 when {@code isBase64Encoded}). Returns the function URL response: {@code statusCode},
     * {@code headers}, {@code body}.
     */
    public Map<String, Object> handle(Map<String, Object> event) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (event.get("headers") instanceof Map<?, ?> given) {
            given.forEach((name, value) -> headers.put(String.valueOf(name).toLowerCase(Locale.ROOT),
                    String.valueOf(value)));
        }
        Object text = event.get("body");
        byte[] body;
        if (text == null) {
            body = new byte[0];
        } else if (Boolean.TRUE.equals(event.get("isBase64Encoded"))) {
            try {
                body = Base64.getDecoder().decode(text.toString());
            } catch (IllegalArgumentException e) {
                return response(new InteractionsEndpoint.Answer(400, "{\"message\":\"the body is not Base64\"}"));
            }
        } else {
            body = text.toString().getBytes(StandardCharsets.UTF_8);
        }
        return response(endpoint.handle(headers, body));
    }

    private static Map<String, Object> response(InteractionsEndpoint.Answer answer) {
        Map<String, Object> response = new LinkedHashMap<>();
        response.put("statusCode", answer.status());
        response.put("headers", Map.of("content-type", "application/json"));
        response.put("body", answer.body());
        response.put("isBase64Encoded", false);
        return response;
    }

    /** Lets the answers under way be shown, then stops. */
    @Override
    public void close() {
        core.close();
    }
}
