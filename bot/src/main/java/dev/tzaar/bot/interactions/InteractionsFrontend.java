package dev.tzaar.bot.interactions;

import dev.tzaar.bot.core.BoardRelay;
import dev.tzaar.bot.core.BotCore;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
    private static final String ENDPOINT_PATH = "/";
    private static final String ENDPOINT_METHOD = "POST";
    private final BotCore core;
    /** Null without the application's public key: then Discord's requests are refused, the rest is done. */
    private final InteractionsEndpoint endpoint;
    private final InteractionsSettings settings;
    private final DiscordCalls calls;
    private final Clock clock;
    private final BoardRelay boardRelay;

    private InteractionsFrontend(BotCore core, InteractionsEndpoint endpoint, InteractionsSettings settings,
            DiscordCalls calls, Clock clock, BoardRelay boardRelay) {
        this.boardRelay = boardRelay;
        this.core = core;
        this.endpoint = endpoint;
        this.settings = settings;
        this.calls = calls;
        this.clock = clock;
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
        return start(settings, function, clock, handoff, botToken, null);
    }

    /**
     * @param journal where the relays answered in this process are written down before they are
     *     acknowledged, and taken up again when the frontend starts ({@link RelayJournal}); null for none
     */
    public static InteractionsFrontend start(InteractionsSettings settings, FunctionClient function, Clock clock,
            Relay.Handoff handoff, BotToken botToken, RelayJournal journal) {
        // One HTTP client, made when first used, for the webhooks and the bot token's posts; one set of rate limits.
        Supplier<HttpClient> http = BotRestClient.discordHttp();
        DiscordCalls calls = new DiscordCalls(http);
        // The bot token's client, for games' threads and the clock's reminders (the token is read when first needed).
        BotRestClient rest = new BotRestClient(calls, settings.discordApi(), botToken);
        // Handed on, a relay's answer is seen by another invocation (on Lambda, of the relay function):
        // this one forgets the channel's games, so that autocomplete asks the game function rather than
        // suggest from a position the command has just changed.
        BotCore[] built = new BotCore[1];
        Relay.Handoff forgetting = handoff == null ? null : pending -> {
            built[0].forgetGamesIn(pending.request().channelId());
            handoff.handOff(pending);
        };
        BotCore core = new BotCore(function, clock, forgetting, rest, journal == null ? Relay.Journal.NONE : journal);
        built[0] = core;
        Function<String, WebhookResponder> responders = token -> new WebhookResponder(new InteractionWebhook(calls,
                settings.discordApi(), settings.applicationId(), token, clock.instant(), clock));
        // Without the public key (a relay deployed for the live board alone) no signed request is taken.
        InteractionsEndpoint endpoint = settings.publicKey() == null ? null : new InteractionsEndpoint(
                SignatureVerifier.forPublicKey(settings.publicKey(), clock), core.commands(), core.buttons(),
                core.menus(), core.autocomplete(), responders, clock);
        InteractionsFrontend frontend = new InteractionsFrontend(core, endpoint, settings, calls, clock,
                BoardRelay.withToken(calls, settings.discordApi(), botToken, function, clock));
        if (journal != null) {
            journal.unanswered(frontend::responderFor).forEach(core.relay()::resume);
        }
        return frontend;
    }

    /**
     * The responder for an interaction acknowledged earlier (in another invocation, or before a restart),
     * named by its token, its calls over before the token's 15 minutes are.
     */
    public WebhookResponder responderFor(String token, Instant acknowledgedAt) {
        return new WebhookResponder(new InteractionWebhook(calls, settings.discordApi(), settings.applicationId(),
                token, acknowledgedAt, clock));
    }

    /** The same, its calls over by {@code deadline} ({@link System#nanoTime()}) too: the end of a Lambda invocation. */
    public WebhookResponder responderFor(String token, Instant acknowledgedAt, long deadline) {
        return new WebhookResponder(new InteractionWebhook(calls, settings.discordApi(), settings.applicationId(),
                token, acknowledgedAt, clock).endingBy(deadline));
    }

    /** The clock's sweep and its posts, for the scheduler's invocations. */
    public ClockReminders reminders() {
        return core.clockReminders();
    }

    /** What the relay function does for the live board's function, which holds no token. */
    public BoardRelay boardRelay() {
        return boardRelay;
    }

    /** The relay, to finish work handed off by an earlier invocation. */
    public Relay relay() {
        return core.relay();
    }

    /**
     * Answers a function URL event: {@code headers} (names in lower case), {@code body} (text, or
     * Base64 when {@code isBase64Encoded}). Returns the function URL response: {@code statusCode},
     * {@code headers}, {@code body}. Without the application's public key, an exception that says how to
     * set it: the signature cannot be checked.
     */
    public Map<String, Object> handle(Map<String, Object> event) {
        if (endpoint == null) {
            throw new IllegalStateException("Discord's request cannot be checked: " + InteractionsSettings.NO_KEY);
        }
        Optional<Map<String, Object>> elsewhere = notTheEndpoint(event);
        if (elsewhere.isPresent()) {
            return elsewhere.get();
        }
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

    /**
     * The endpoint is {@code POST /}, what Discord is given (docs/hosting.md; the stack's output
     * {@code InteractionsEndpointUrl}): another path is answered 404, another method on it 405 with
     * {@code Allow: POST}, before anything reads the body. An event without {@code requestContext.http}
     * was not made by a function URL (which always says both) but built in process, and is taken as a
     * POST to the endpoint.
     */
    private static Optional<Map<String, Object>> notTheEndpoint(Map<String, Object> event) {
        Object http = event.get("requestContext") instanceof Map<?, ?> context ? context.get("http") : null;
        if (!(http instanceof Map<?, ?> request)) {
            return Optional.empty();
        }
        Object path = event.containsKey("rawPath") ? event.get("rawPath") : request.get("path");
        if (path != null && !ENDPOINT_PATH.equals(path)) {
            return Optional.of(response(new InteractionsEndpoint.Answer(404, "{\"message\":\"not found\"}")));
        }
        Object method = request.get("method");
        if (method != null && !ENDPOINT_METHOD.equals(method)) {
            Map<String, Object> response = response(new InteractionsEndpoint.Answer(405,
                    "{\"message\":\"the interactions endpoint takes POST only\"}"));
            response.put("headers", Map.of("content-type", "application/json", "allow", ENDPOINT_METHOD));
            return Optional.of(response);
        }
        return Optional.empty();
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
