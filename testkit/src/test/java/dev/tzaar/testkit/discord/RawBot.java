package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A bot without JDA, on the JDK's WebSocket and HTTP clients, to check the fake message by message. */
final class RawBot implements AutoCloseable {
    static final String TOKEN = "raw-token";

    private final FakeDiscord discord;
    private final HttpClient http = HttpClient.newHttpClient();
    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closeCode = new CompletableFuture<>();
    private final WebSocket socket;

    RawBot(FakeDiscord discord, String query) {
        this.discord = discord;
        this.socket = http.newWebSocketBuilder()
                .buildAsync(URI.create(discord.gatewayUrl() + query), new Listener())
                .join();
    }

    /** Connects and identifies, and reads HELLO and READY. */
    static RawBot connected(FakeDiscord discord) throws InterruptedException {
        RawBot bot = new RawBot(discord, "?v=10&encoding=json");
        bot.next();
        bot.identify();
        bot.next();
        return bot;
    }

    void identify() {
        ObjectNode identify = JSON.createObjectNode().put("op", 2);
        identify.putObject("d").put("token", TOKEN).put("intents", 0);
        send(identify);
    }

    void send(JsonNode payload) {
        socket.sendText(payload.toString(), true).join();
    }

    /**
     * How long a payload is waited for: on loopback it comes in milliseconds, but a fresh-clone run on a busy
     * 2-core machine once took more than 5 s over a resumed session's first dispatch.
     */
    private static final int PATIENCE_SECONDS = 15;

    /** The next payload from the gateway. */
    JsonNode next() throws InterruptedException {
        JsonNode payload = received.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
        if (payload == null) {
            throw new AssertionError("nothing from the gateway in " + PATIENCE_SECONDS + " s");
        }
        return payload;
    }

    int awaitClose() throws Exception {
        return closeCode.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
    }

    HttpResponse<String> request(String method, String route, String contentType, byte[] body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(discord.restBaseUrl() + route))
                .header("Authorization", "Bot " + TOKEN)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> request(String method, String route, JsonNode json) throws IOException, InterruptedException {
        return request(method, route, "application/json", json == null ? null : json.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The JSON of a response's body. */
    static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        socket.abort();
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    received.add(JSON.readTree(partial.toString()));
                } catch (JsonProcessingException e) {
                    throw new UncheckedIOException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closeCode.complete(statusCode);
            return null;
        }
    }
}
