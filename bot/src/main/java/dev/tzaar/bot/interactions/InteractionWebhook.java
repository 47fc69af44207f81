package dev.tzaar.bot.interactions;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.rest.DiscordFailed;
import dev.tzaar.bot.rest.WebhookMessage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The webhook of one interaction: {@code PATCH} or {@code DELETE .../messages/@original} and follow-ups
 * ({@code POST /webhooks/{application}/{token}}). It needs no bot token: the interaction's token is the
 * credential, for 15 minutes. Each call blocks until Discord took it and throws when it did not, so that
 * the steps of one answer happen in order and stop at the first failure.
 *
 * <p>Each call is made by {@link DiscordCalls}: rate limits honoured, transient failures tried again with
 * backoff, and an "Unknown Webhook" before Discord first answered tried again for a few seconds (Discord
 * knows the webhook only once it has the acknowledgement, and the endpoint's answer and the first edit can
 * cross); after that, it means the token is gone, and is final. A call is tried at most {@link #CALL_PATIENCE}, and at most half of what is left of the
 * interaction's time (its token's 15 minutes, or the end of the invocation it runs in), so that what
 * follows a failed call (telling the player, the ping) still has time.
 */
public final class InteractionWebhook {
    /** How long an interaction's token is good for, from the interaction. */
    static final Duration TOKEN_LIFETIME = Duration.ofMinutes(15);
    /** Calls end this much before the token does. */
    static final Duration TOKEN_MARGIN = Duration.ofSeconds(20);
    /**
     * How long after its acknowledgement an interaction can still be answered: its token's 15 minutes,
     * less the margin its calls end by. A relay taken up later asks the game function nothing (a change
     * nobody could be told of), and template.yaml's {@code RelayFunction} has Lambda drop a handed-on relay
     * older than this less its own timeout.
     */
    public static final Duration ANSWERABLE = TOKEN_LIFETIME.minus(TOKEN_MARGIN);
    /** The longest one call is tried. */
    static final Duration CALL_PATIENCE = Duration.ofMinutes(2);
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{1,1000}");

    private final DiscordCalls calls;
    private final URI base;
    private final String token;
    /** When the calls must be over ({@link System#nanoTime()}). */
    private final long endsAt;
    /** Discord answered a call: from now on an "Unknown Webhook" is no acknowledgement on its way. */
    private volatile boolean known;

    /**
     * A webhook used from now on, its interaction acknowledged a moment ago.
     *
     * @param discordApi like {@code https://discord.com/api/v10}
     */
    public InteractionWebhook(HttpClient http, URI discordApi, String applicationId, String token) {
        this(new DiscordCalls(() -> http), discordApi, applicationId, token, Instant.now(), Clock.systemUTC());
    }

    /**
     * @param calls the frontend's calls to Discord, whose rate limits all its webhooks share
     * @param acknowledgedAt when the interaction was acknowledged: its token lasts 15 minutes from about then
     */
    InteractionWebhook(DiscordCalls calls, URI discordApi, String applicationId, String token, Instant acknowledgedAt,
            Clock clock) {
        this(calls, discordApi(discordApi, applicationId, token), token,
                System.nanoTime() + Duration.between(clock.instant(), acknowledgedAt.plus(TOKEN_LIFETIME))
                        .minus(TOKEN_MARGIN).toNanos());
    }

    private InteractionWebhook(DiscordCalls calls, URI base, String token, long endsAt) {
        this.calls = calls;
        this.base = base;
        this.token = token;
        this.endsAt = endsAt;
    }

    private static URI discordApi(URI discordApi, String applicationId, String token) {
        // Both go into the URL as they are: anything but an id and a token could name another resource.
        if (!RequestLimits.isSnowflake(applicationId)) {
            throw new IllegalArgumentException("not an application id: " + applicationId);
        }
        if (!isToken(token)) {
            throw new IllegalArgumentException("not an interaction token"); // never shown: it may be one
        }
        String api = discordApi.toString();
        return URI.create((api.endsWith("/") ? api : api + "/") + "webhooks/" + applicationId + "/" + token);
    }

    /** The same webhook, its calls over by {@code deadline} at the latest (the end of a Lambda invocation). */
    InteractionWebhook endingBy(long deadlineNanos) {
        return new InteractionWebhook(calls, base, token, Math.min(endsAt, deadlineNanos));
    }

    /**
     * Whether {@code token} can be an interaction's token: Discord's are URL-safe Base64 (letters,
     * digits, {@code -} and {@code _}), a couple of hundred characters long. Anything else (a space, a
     * slash, a dot, a {@code %}) would change the webhook URL it is put into, so it is never used.
     */
    public static boolean isToken(String token) {
        return token != null && TOKEN.matcher(token).matches();
    }

    /** The interaction's token: what names this webhook (for 15 minutes). */
    public String token() {
        return token;
    }

    public void editOriginal(WebhookMessage message) {
        send("PATCH", "/messages/@original", message, true);
    }

    /** The id of the interaction's original message: the response, or the message whose button was pressed. */
    public String originalId() {
        String id = messageId(send("GET", "/messages/@original", null, true));
        if (id == null) {
            throw new WebhookFailed("GET /messages/@original: no message id in Discord's answer", 200, 0, false);
        }
        return id;
    }

    /** Edits a follow-up of this interaction, by the id {@link #followUp} gave. */
    public void editMessage(String messageId, WebhookMessage message) {
        if (!RequestLimits.isSnowflake(messageId)) {
            throw new IllegalArgumentException("not a message id: " + messageId);
        }
        send("PATCH", "/messages/" + messageId, "/messages/{message}", message, true);
    }

    /** The id of the message Discord's answer describes; null when it names none. */
    private static String messageId(String body) {
        String id;
        try {
            id = body == null ? "" : new com.fasterxml.jackson.databind.ObjectMapper().readTree(body).path("id").asText();
        } catch (IOException e) {
            id = "";
        }
        return id.matches("\\d{1,20}") ? id : null;
    }

    public void deleteOriginal() {
        send("DELETE", "/messages/@original", null, true);
    }

    /**
     * A follow-up: not tried again once Discord may have posted it (a second would be a second message).
     * Returns its id (Discord answers a follow-up with the message it posted), or null when the answer names
     * none: the message is posted all the same.
     */
    public String followUp(WebhookMessage message) {
        return messageId(send("POST", "", message, false));
    }

    private String send(String method, String path, WebhookMessage message, boolean repeatable) {
        return send(method, path, path, message, repeatable);
    }

    /** @param routePath the path as Discord's routes name it ({@code /messages/{message}}): its rate limits' bucket */
    private String send(String method, String path, String routePath, WebhookMessage message, boolean repeatable) {
        String route = method + " webhooks/{application}/{token}" + routePath;
        long now = System.nanoTime();
        long giveUpAt = now + Math.min(CALL_PATIENCE.toNanos(), Math.max(0, endsAt - now) / 2);
        DiscordCalls.Result result = calls.send(new DiscordCalls.Call(method, URI.create(base + path), route, token,
                Map.of(), message == null ? null : message.contentType(), message == null ? null : message.body(),
                repeatable, !known, giveUpAt));
        if (!result.ok()) {
            throw new WebhookFailed(route, result);
        }
        known = true;
        return result.body();
    }

    /** Discord did not take a webhook request, after its retries. The message never contains the token. */
    public static final class WebhookFailed extends DiscordFailed {
        private static final long serialVersionUID = 1L;

        WebhookFailed(String route, DiscordCalls.Result result) {
            super(route, result);
        }

        WebhookFailed(String message, int status, int code, boolean uncertain) {
            super(message, status, code, uncertain, null);
        }
    }
}
