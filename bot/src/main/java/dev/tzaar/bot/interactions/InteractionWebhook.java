package dev.tzaar.bot.interactions;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.bot.rest.WebhookMessage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The webhook of one interaction: {@code PATCH} or {@code DELETE .../messages/@original} and follow-ups
 * ({@code POST /webhooks/{application}/{token}}). It needs no bot token: the interaction's token is the
 * credential, for 15 minutes. Each call blocks until Discord took it and throws when it refused it,
 * so that the steps of one answer happen in order and stop at the first failure.
 *
 * <p>Discord knows the webhook only once it has the acknowledgement; the endpoint's answer and the
 * first edit can cross, so an "Unknown Webhook" is tried again a few times, briefly.
 */
public final class InteractionWebhook {
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final long[] RETRY_AFTER_MILLIS = {50, 150, 400, 1000};
    private static final String UNKNOWN_WEBHOOK = "\"code\": 10015";
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{1,1000}");

    private final Supplier<HttpClient> http;
    private final URI base;
    private final String token;

    /**
     * @param discordApi like {@code https://discord.com/api/v10}
     */
    public InteractionWebhook(HttpClient http, URI discordApi, String applicationId, String token) {
        this(() -> http, discordApi, applicationId, token);
    }

    /**
     * @param http the HTTP client, asked for on the first call only: an acknowledgement, which makes
     *     the webhook and never calls it, does not make the client (docs/interactions-function.md)
     */
    InteractionWebhook(Supplier<HttpClient> http, URI discordApi, String applicationId, String token) {
        // Both go into the URL as they are: anything but an id and a token could name another resource.
        if (!RequestLimits.isSnowflake(applicationId)) {
            throw new IllegalArgumentException("not an application id: " + applicationId);
        }
        if (!isToken(token)) {
            throw new IllegalArgumentException("not an interaction token"); // never shown: it may be one
        }
        this.http = http;
        this.token = token;
        String api = discordApi.toString();
        this.base = URI.create((api.endsWith("/") ? api : api + "/") + "webhooks/" + applicationId + "/" + token);
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
        send("PATCH", "/messages/@original", message);
    }

    /** The id of the interaction's original message: the response, or the message whose button was pressed. */
    public String originalId() {
        String body = send("GET", "/messages/@original", null);
        String id;
        try {
            id = new com.fasterxml.jackson.databind.ObjectMapper().readTree(body).path("id").asText();
        } catch (IOException e) {
            id = "";
        }
        if (!id.matches("\\d{1,20}")) {
            throw new WebhookFailed("GET /messages/@original: no message id in Discord's answer", null);
        }
        return id;
    }

    public void deleteOriginal() {
        send("DELETE", "/messages/@original", null);
    }

    public void followUp(WebhookMessage message) {
        send("POST", "", message);
    }

    private String send(String method, String path, WebhookMessage message) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT)
                .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar-interactions");
        if (message == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", message.contentType())
                    .method(method, HttpRequest.BodyPublishers.ofByteArray(message.body()));
        }
        HttpRequest built = request.build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> response;
            try {
                response = http.get().send(built, HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new WebhookFailed(method + " " + path + ": " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new WebhookFailed(method + " " + path + ": interrupted", e);
            }
            if (response.statusCode() < 300) {
                return response.body() == null ? "" : response.body();
            }
            boolean unknownWebhook = response.statusCode() == 404
                    && response.body().replace("\"code\":", "\"code\": ").contains(UNKNOWN_WEBHOOK);
            if (!unknownWebhook || attempt == RETRY_AFTER_MILLIS.length) {
                throw new WebhookFailed(method + " " + path + " was refused: " + response.statusCode() + " "
                        + response.body(), null);
            }
            try {
                Thread.sleep(RETRY_AFTER_MILLIS[attempt]);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new WebhookFailed(method + " " + path + ": interrupted", e);
            }
        }
    }

    /** Discord did not take a webhook request. The message never contains the token. */
    public static final class WebhookFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        WebhookFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
