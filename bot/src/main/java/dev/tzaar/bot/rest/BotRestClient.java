package dev.tzaar.bot.rest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.interactions.WebhookMessage;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/**
 * The project's one client of Discord's REST API with the bot's token: what the bot says outside an
 * interaction (the clock's reminders; threads). Everything inside an interaction goes through the
 * interaction itself (JDA, or the interaction webhook), which needs no token.
 *
 * <p>The token goes in the {@code Authorization} header and nowhere else: a refusal is reported
 * with Discord's status and body, which never contain it.
 */
public final class BotRestClient {
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** The longest wait for a rate limit this client accepts before giving up on the post. */
    static final Duration MAX_RATE_LIMIT_WAIT = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http;
    private final String base;
    private final BotToken token;

    /**
     * @param discordApi like {@code https://discord.com/api/v10} ({@code TZAAR_DISCORD_API})
     */
    public BotRestClient(HttpClient http, URI discordApi, BotToken token) {
        this.http = http;
        String api = discordApi.toString();
        this.base = api.endsWith("/") ? api.substring(0, api.length() - 1) : api;
        this.token = token;
    }

    /** True when there is a token to post with. */
    public boolean canPost() {
        return token.value().isPresent();
    }

    /**
     * Posts a message to a channel ({@code POST /channels/{id}/messages}) and returns its id.
     *
     * @throws IllegalStateException without a token ({@link #canPost()} says so beforehand)
     * @throws PostFailed when Discord refuses it or cannot be reached
     */
    public String postMessage(String channelId, WebhookMessage message) {
        if (!channelId.matches("\\d{1,20}")) {
            throw new IllegalArgumentException("not a channel id: " + channelId);
        }
        JsonNode created = send("POST", "/channels/" + channelId + "/messages", message);
        return created.path("id").asText();
    }

    private JsonNode send(String method, String path, WebhookMessage message) {
        String bot = token.value().orElseThrow(() -> new IllegalStateException("no bot token to post with"));
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT)
                .header("Authorization", "Bot " + bot)
                .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar")
                .header("Content-Type", message.contentType())
                .method(method, HttpRequest.BodyPublishers.ofByteArray(message.body()))
                .build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> response;
            try {
                response = http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new PostFailed(method + " " + path + ": " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new PostFailed(method + " " + path + ": interrupted", e);
            }
            if (response.statusCode() < 300) {
                return read(response.body());
            }
            Optional<Duration> wait = response.statusCode() == 429 ? retryAfter(response.body()) : Optional.empty();
            if (attempt > 0 || wait.isEmpty() || wait.get().compareTo(MAX_RATE_LIMIT_WAIT) > 0) {
                throw new PostFailed(method + " " + path + " was refused: " + response.statusCode() + " "
                        + response.body(), null);
            }
            try {
                Thread.sleep(wait.get().toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new PostFailed(method + " " + path + ": interrupted", e);
            }
        }
    }

    private static JsonNode read(String body) {
        try {
            return body == null || body.isBlank() ? JSON.createObjectNode() : JSON.readTree(body);
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }

    /** Discord's {@code retry_after} (seconds, with a fraction) of a 429's body. */
    private static Optional<Duration> retryAfter(String body) {
        JsonNode seconds = read(body).path("retry_after");
        return seconds.isNumber() ? Optional.of(Duration.ofMillis((long) (seconds.asDouble() * 1000))) : Optional.empty();
    }

    /** Discord did not take a post. The message never contains the token. */
    public static final class PostFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PostFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
