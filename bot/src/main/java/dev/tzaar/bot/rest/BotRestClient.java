package dev.tzaar.bot.rest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.FirstUse;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/**
 * The project's one client of Discord's REST API with the bot's token: what the bot says outside an
 * interaction (the clock's reminders; games' threads, their members, the line a channel gets when a
 * game in a thread ends). Everything inside an interaction goes through the
 * interaction itself (JDA, or the interaction webhook), which needs no token.
 *
 * <p>The token goes in the {@code Authorization} header and nowhere else: a refusal is reported
 * with Discord's status and body, which never contain it.
 */
public final class BotRestClient {
    /** The real Discord's REST API, the version this bot speaks (no trailing slash). */
    public static final String DISCORD_API = "https://discord.com/api/v10";
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** The longest wait for a rate limit this client accepts before giving up on the post. */
    static final Duration MAX_RATE_LIMIT_WAIT = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A thread's archiving after inactivity, in minutes: a week, Discord's longest. */
    static final int ARCHIVE_MINUTES = 10080;
    /** Discord's channel type of a private thread. */
    public static final int PRIVATE_THREAD = 12;

    private final java.util.function.Supplier<HttpClient> http;
    private final String base;
    private final BotToken token;

    /**
     * @param discordApi like {@code https://discord.com/api/v10} ({@code TZAAR_DISCORD_API})
     */
    public BotRestClient(HttpClient http, URI discordApi, BotToken token) {
        this(() -> http, discordApi, token);
    }

    /** The same, with the HTTP client made when first needed (a cold start does not pay for it). */
    public BotRestClient(java.util.function.Supplier<HttpClient> http, URI discordApi, BotToken token) {
        this.http = http;
        String api = discordApi.toString();
        this.base = api.endsWith("/") ? api.substring(0, api.length() - 1) : api;
        this.token = token;
    }

    /**
     * The JDK HTTP client a frontend reaches Discord with (this client's posts; the interaction webhooks
     * share it), made when first used: an acknowledgement never calls Discord, and making it costs
     * about 100 ms of a cold start (more with its TLS context).
     */
    public static FirstUse<HttpClient> discordHttp() {
        return FirstUse.of(() -> HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build());
    }

    /** A client with no token, which never posts ({@link #canPost()} is false). */
    public static BotRestClient none() {
        return new BotRestClient(() -> null, URI.create(DISCORD_API), BotToken.none());
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
        JsonNode created = send("POST", "/channels/" + snowflake(channelId) + "/messages", message.contentType(),
                message.body());
        return created.path("id").asText();
    }

    /**
     * Starts a public thread from a message ({@code POST /channels/{id}/messages/{id}/threads}) and
     * returns the thread's id. It archives itself after a week without a message (the longest Discord
     * allows, for correspondence games); a post in it brings it back.
     *
     * @throws PostFailed when Discord refuses it (no permission to create threads: 403)
     */
    public String startThread(String channelId, String messageId, String name) {
        byte[] body = JSON.createObjectNode().put("name", name).put("auto_archive_duration", ARCHIVE_MINUTES)
                .toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return threadId(send("POST", "/channels/" + snowflake(channelId) + "/messages/" + snowflake(messageId)
                + "/threads", "application/json", body));
    }

    /**
     * Starts a private thread in a channel ({@code POST /channels/{id}/threads}, type 12: Discord starts
     * private threads only on their own, never from a message) and returns its id. Only its members see
     * it: the bot adds the players and the followers. It is left invitable (Discord's default): a
     * non-moderator bot may be refused adding members to a thread that is not, and players inviting
     * others to their own game's thread is harmless. It archives itself after a week without a message, as a public one does.
     *
     * @throws PostFailed when Discord refuses it (no Create Private Threads permission: 403)
     */
    public String startPrivateThread(String channelId, String name) {
        byte[] body = JSON.createObjectNode().put("name", name).put("auto_archive_duration", ARCHIVE_MINUTES)
                .put("type", PRIVATE_THREAD)
                .toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return threadId(send("POST", "/channels/" + snowflake(channelId) + "/threads", "application/json", body));
    }

    private static String threadId(JsonNode thread) {
        String id = thread.path("id").asText();
        if (!id.matches("\\d{1,20}")) {
            throw new PostFailed("POST threads: Discord's answer names no thread", null);
        }
        return id;
    }

    /** Adds a user to a thread ({@code PUT /channels/{id}/thread-members/{user}}); adding a member again changes nothing. */
    public void addThreadMember(String threadId, String userId) {
        send("PUT", "/channels/" + snowflake(threadId) + "/thread-members/" + snowflake(userId), null, null);
    }

    /** Takes a user off a thread ({@code DELETE /channels/{id}/thread-members/{user}}). */
    public void removeThreadMember(String threadId, String userId) {
        send("DELETE", "/channels/" + snowflake(threadId) + "/thread-members/" + snowflake(userId), null, null);
    }

    private static String snowflake(String id) {
        if (id == null || !id.matches("\\d{1,20}")) {
            throw new IllegalArgumentException("not a Discord id: " + id);
        }
        return id;
    }

    private JsonNode send(String method, String path, String contentType, byte[] body) {
        String bot = token.value().orElseThrow(() -> new IllegalStateException("no bot token to post with"));
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT)
                .header("Authorization", "Bot " + bot)
                .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar");
        if (body == null) {
            builder.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            builder.header("Content-Type", contentType).method(method, HttpRequest.BodyPublishers.ofByteArray(body));
        }
        HttpRequest request = builder.build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> response;
            try {
                response = http.get().send(request, HttpResponse.BodyHandlers.ofString());
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
                        + response.body(), response.statusCode(), read(response.body()).path("code").asInt(0));
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
        /** Discord's error code for "a thread has already been created for this message". */
        public static final int THREAD_ALREADY_CREATED = 160004;
        /** Discord's error code for "Thread is archived". */
        public static final int THREAD_ARCHIVED = 50083;

        private final int status;
        private final int code;

        PostFailed(String message, Throwable cause) {
            super(message, cause);
            this.status = 0;
            this.code = 0;
        }

        PostFailed(String message, int status, int code) {
            super(message);
            this.status = status;
            this.code = code;
        }

        /** Discord's HTTP status, or 0 when Discord never answered. */
        public int status() {
            return status;
        }

        /** Discord's JSON error code ({@code code} of the body), or 0. */
        public int code() {
            return code;
        }
    }
}
