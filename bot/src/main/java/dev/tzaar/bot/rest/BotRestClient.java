package dev.tzaar.bot.rest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.FirstUse;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The project's one client of Discord's REST API with the bot's token: what the bot says outside an
 * interaction (the clock's reminders; games' threads, their members, the line a channel gets when a
 * game in a thread ends), and what it reads of a channel (whether a ping Discord answered with a 500 was
 * posted all the same). Everything inside an interaction goes through the
 * interaction itself (JDA, or the interaction webhook), which needs no token.
 *
 * <p>Each call is made by {@link DiscordCalls}: bounded, rate limits honoured, transient failures tried
 * again within {@link #PATIENCE}. A message is posted with a nonce Discord enforces, so that trying it again
 * can never post it twice. The token goes in the {@code Authorization} header and nowhere else: a refusal is
 * reported with Discord's status and body, which never contain it.
 */
public final class BotRestClient {
    /** The real Discord's REST API, the version this bot speaks (no trailing slash). */
    public static final String DISCORD_API = "https://discord.com/api/v10";
    /**
     * How long one call is tried: a clock's sweep on AWS posts its notices within the function's 30 s, and
     * a relay's thread work within the interaction's.
     */
    static final Duration PATIENCE = Duration.ofSeconds(12);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A thread's archiving after inactivity, in minutes: a week, Discord's longest. */
    static final int ARCHIVE_MINUTES = 10080;
    /** Discord's channel type of a private thread. */
    public static final int PRIVATE_THREAD = 12;
    /** Discord's channel type of a public thread. */
    public static final int PUBLIC_THREAD = 11;

    private final DiscordCalls calls;
    private final String base;
    private final BotToken token;
    private final Duration patience;

    /**
     * @param discordApi like {@code https://discord.com/api/v10} ({@code TZAAR_DISCORD_API})
     */
    public BotRestClient(HttpClient http, URI discordApi, BotToken token) {
        this(new DiscordCalls(() -> http), discordApi, token);
    }

    /** The same, through a frontend's calls to Discord (whose rate limits they share), the client made when first needed. */
    public BotRestClient(DiscordCalls calls, URI discordApi, BotToken token) {
        this(calls, discordApi, token, PATIENCE);
    }

    /** @param patience how long one call is tried before it fails */
    public BotRestClient(DiscordCalls calls, URI discordApi, BotToken token, Duration patience) {
        this.calls = calls;
        String api = discordApi.toString();
        this.base = api.endsWith("/") ? api.substring(0, api.length() - 1) : api;
        this.token = token;
        this.patience = patience;
    }

    /**
     * The JDK HTTP client a frontend reaches Discord with (this client's posts; the interaction webhooks
     * share it), made when first used: an acknowledgement never calls Discord, and making it costs
     * about 100 ms of a cold start (more with its TLS context).
     */
    public static FirstUse<HttpClient> discordHttp() {
        return FirstUse.of(DiscordCalls::newHttpClient);
    }

    /** A client with no token, which never posts ({@link #canPost()} is false). */
    public static BotRestClient none() {
        return new BotRestClient(new DiscordCalls(() -> null), URI.create(DISCORD_API), BotToken.none());
    }

    /** True when there is a token to post with. */
    public boolean canPost() {
        return token.value().isPresent();
    }

    /**
     * Posts a message to a channel ({@code POST /channels/{id}/messages}) and returns its id. The message
     * carries a nonce Discord enforces: a second attempt returns the first message rather than post again.
     *
     * @throws IllegalStateException without a token ({@link #canPost()} says so beforehand)
     * @throws PostFailed when Discord refuses it or cannot be reached
     */
    public String postMessage(String channelId, WebhookMessage message) {
        return postMessage(channelId, message, nonce());
    }

    /**
     * The same with a nonce of the caller's: a post made with it again, by this client or another, within
     * Discord's window for nonces, returns the first message (the daily puzzle's, named after its server and day).
     */
    public String postMessage(String channelId, WebhookMessage message, String nonce) {
        WebhookMessage once = message.withNonce(nonce);
        JsonNode created = send("POST", "channels/{channel}/messages", "/channels/" + snowflake(channelId)
                + "/messages", channelId, once.contentType(), once.body(), true);
        return created.path("id").asText();
    }

    /**
     * Gives a message the bot posted a new text ({@code PATCH /channels/{id}/messages/{id}}, the content
     * alone: its pictures and buttons stay). Editing it again with the same text changes nothing.
     *
     * @throws PostFailed when Discord refuses it or cannot be reached
     */
    public void editMessage(String channelId, String messageId, String text) {
        byte[] body = JSON.createObjectNode().put("content", text).toString()
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        send("PATCH", "channels/{channel}/messages/{message}", "/channels/" + snowflake(channelId) + "/messages/"
                + snowflake(messageId), channelId, "application/json", body, true);
    }

    /** A message as a channel lists it: its id, its text, and whether a bot (or an application's webhook) wrote it. */
    public record ChannelMessage(String id, String content, boolean byBot) {}

    /** Discord's epoch: the first second of 2015, in milliseconds since 1970; snowflakes count from it. */
    private static final long DISCORD_EPOCH = 1_420_070_400_000L;

    /**
     * The messages posted in a channel since {@code since}, newest first, at most {@code limit} (1 to 100):
     * {@code GET /channels/{id}/messages?after=…&limit=…}, which needs View Channel and Read Message History.
     * A read does nothing, so it is tried again after any transient failure.
     *
     * @throws PostFailed when Discord refuses it (403: the bot may not read there) or cannot be reached
     */
    public java.util.List<ChannelMessage> messagesSince(String channelId, java.time.Instant since, int limit) {
        if (limit < 1 || limit > 100) {
            throw new IllegalArgumentException("Discord lists 1 to 100 messages, not " + limit);
        }
        long after = Math.max(0, since.toEpochMilli() - DISCORD_EPOCH) << 22;
        JsonNode listed = send("GET", "channels/{channel}/messages", "/channels/" + snowflake(channelId)
                + "/messages?after=" + after + "&limit=" + limit, channelId, null, null, true);
        java.util.List<ChannelMessage> messages = new java.util.ArrayList<>();
        listed.forEach(message -> messages.add(new ChannelMessage(message.path("id").asText(),
                message.path("content").asText(""), message.path("author").path("bot").asBoolean(false)
                        || message.hasNonNull("webhook_id"))));
        return messages;
    }

    /** A nonce for one post: 25 characters at most, as Discord takes them. */
    private static String nonce() {
        return Long.toString(java.util.concurrent.ThreadLocalRandom.current().nextLong() >>> 1, 36);
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
        return threadId(send("POST", "channels/{channel}/messages/{message}/threads", "/channels/"
                + snowflake(channelId) + "/messages/" + snowflake(messageId) + "/threads", channelId,
                "application/json", body, false));
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
        return startThreadAlone(channelId, name, PRIVATE_THREAD);
    }

    /**
     * Starts a public thread on its own in a channel ({@code POST /channels/{id}/threads}, type 11), from no message:
     * a tournament round's games, whose one message in the channel cannot start them all. Returns its id.
     *
     * @throws PostFailed when Discord refuses it (no Create Public Threads permission: 403)
     */
    public String startPublicThread(String channelId, String name) {
        return startThreadAlone(channelId, name, PUBLIC_THREAD);
    }

    private String startThreadAlone(String channelId, String name, int type) {
        byte[] body = JSON.createObjectNode().put("name", name).put("auto_archive_duration", ARCHIVE_MINUTES)
                .put("type", type)
                .toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return threadId(send("POST", "channels/{channel}/threads", "/channels/" + snowflake(channelId) + "/threads",
                channelId, "application/json", body, false));
    }

    private static String threadId(JsonNode thread) {
        String id = thread.path("id").asText();
        if (!id.matches("\\d{1,20}")) {
            throw new PostFailed("POST threads: Discord's answer names no thread", (Throwable) null);
        }
        return id;
    }

    /** Adds a user to a thread ({@code PUT /channels/{id}/thread-members/{user}}); adding a member again changes nothing. */
    public void addThreadMember(String threadId, String userId) {
        send("PUT", "channels/{thread}/thread-members/{user}", "/channels/" + snowflake(threadId) + "/thread-members/"
                + snowflake(userId), threadId, null, null, true);
    }

    /** Takes a user off a thread ({@code DELETE /channels/{id}/thread-members/{user}}). */
    public void removeThreadMember(String threadId, String userId) {
        send("DELETE", "channels/{thread}/thread-members/{user}", "/channels/" + snowflake(threadId)
                + "/thread-members/" + snowflake(userId), threadId, null, null, true);
    }

    /**
     * Reads what Discord holds at a route with the bot's token ({@code GET /channels/{id}}, a member, the
     * server's roles); empty when Discord says there is no such thing (404) or that the bot may not see it
     * (403): either way the bot cannot vouch for it.
     *
     * @param route the route's template, as Discord counts its rate limits ({@code channels/{channel}})
     * @param path the route with its ids ({@code /channels/123})
     * @param major the id Discord's limits are counted per (the channel's, the server's)
     * @throws PostFailed when Discord cannot be reached or fails
     */
    public Optional<JsonNode> read(String route, String path, String major) {
        String bot = token.value().orElseThrow(() -> new IllegalStateException("no bot token to read with"));
        DiscordCalls.Result result = calls.send(new DiscordCalls.Call("GET", URI.create(base + path), "GET " + route,
                major, Map.of("Authorization", "Bot " + bot), null, null, true, false, DiscordCalls.within(patience)));
        if (result.status() == 404 || result.status() == 403) {
            return Optional.empty();
        }
        if (!result.ok()) {
            throw new PostFailed("GET " + route, result);
        }
        return Optional.of(read(result.body()));
    }

    private static String snowflake(String id) {
        if (id == null || !id.matches("\\d{1,20}")) {
            throw new IllegalArgumentException("not a Discord id: " + id);
        }
        return id;
    }

    private JsonNode send(String method, String route, String path, String major, String contentType, byte[] body,
            boolean repeatable) {
        String bot = token.value().orElseThrow(() -> new IllegalStateException("no bot token to post with"));
        DiscordCalls.Result result = calls.send(new DiscordCalls.Call(method, URI.create(base + path),
                method + " " + route, major, Map.of("Authorization", "Bot " + bot), contentType, body, repeatable, false,
                DiscordCalls.within(patience)));
        if (!result.ok()) {
            throw new PostFailed(method + " " + route, result);
        }
        return read(result.body());
    }

    private static JsonNode read(String body) {
        try {
            return body == null || body.isBlank() ? JSON.createObjectNode() : JSON.readTree(body);
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }

    /** Discord did not take a post, after its retries. The message never contains the token. */
    public static final class PostFailed extends DiscordFailed {
        private static final long serialVersionUID = 1L;
        /** Discord's error code for "a thread has already been created for this message". */
        public static final int THREAD_ALREADY_CREATED = 160004;
        /** Discord's error code for "Thread is archived". */
        public static final int THREAD_ARCHIVED = 50083;

        PostFailed(String route, DiscordCalls.Result result) {
            super(route, result);
        }

        PostFailed(String message, Throwable cause) {
            super(message, 0, 0, false, cause);
        }
    }
}
