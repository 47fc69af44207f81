package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
import org.java_websocket.WebSocket;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;

/**
 * Discord's gateway for one shard, in plain JSON: HELLO on connect, READY for any IDENTIFY (whose token
 * is recorded), RESUMED for a RESUME, an ACK for each heartbeat, and the dispatches the test asks for,
 * numbered per session. Events missed while disconnected are not replayed.
 */
final class Gateway extends WebSocketServer {
    private static final int HELLO = 10;
    private static final int IDENTIFY = 2;
    private static final int RESUME = 6;
    private static final int HEARTBEAT = 1;
    private static final int HEARTBEAT_ACK = 11;
    private static final int DISPATCH = 0;
    /** Discord's usual interval; JDA heartbeats once on HELLO, then at this pace. */
    private static final int HEARTBEAT_INTERVAL_MILLIS = 41_250;

    private final ObjectNode botUser;
    private final String applicationId;
    private final Recording<String> identifyTokens = new Recording<>();
    private final CountDownLatch started = new CountDownLatch(1);
    private volatile Exception startFailure;

    private final Object lock = new Object();
    /** The connection that identified (or resumed) last: where dispatches go. Guarded by lock. */
    private WebSocket session;
    private int sequence;

    private Gateway(ObjectNode botUser, String applicationId) {
        super(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.botUser = botUser;
        this.applicationId = applicationId;
        setReuseAddr(true);
        setTcpNoDelay(true); // an interaction leaves at once, whatever went before
        setDaemon(true);
        // JDA's heartbeats keep the connection checked; no pings of our own.
        setConnectionLostTimeout(0);
    }

    static Gateway start(ObjectNode botUser, String applicationId) throws IOException {
        Gateway gateway = new Gateway(botUser, applicationId);
        gateway.start();
        try {
            if (!gateway.started.await(10, TimeUnit.SECONDS)) {
                throw new IOException("the gateway did not start in 10 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting the gateway", e);
        }
        if (gateway.startFailure != null) {
            throw new IOException("the gateway did not start", gateway.startFailure);
        }
        return gateway;
    }

    String url() {
        return "ws://127.0.0.1:" + getPort() + "/";
    }

    List<String> identifyTokens() {
        return identifyTokens.all();
    }

    /** Waits until a bot has identified and is connected. */
    void awaitSession(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            try {
                while (session == null) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError("no bot connected to the fake gateway (" + url() + ") within "
                                + timeout.toMillis() + " ms");
                    }
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for the bot to connect", e);
            }
        }
    }

    /**
     * Sends an event to the bot's session.
     *
     * @param beforeSend told {@link System#nanoTime()} just before the event leaves
     */
    void dispatch(String type, JsonNode data, LongConsumer beforeSend) {
        synchronized (lock) {
            if (session == null) {
                throw new IllegalStateException("no bot is connected to the fake gateway");
            }
            String event = json(JSON.createObjectNode().put("op", DISPATCH).put("t", type).put("s", ++sequence)
                    .set("d", data));
            beforeSend.accept(System.nanoTime());
            session.send(event);
        }
    }

    @Override
    public void onStart() {
        started.countDown();
    }

    @Override
    public void onOpen(WebSocket connection, ClientHandshake handshake) {
        String query = handshake.getResourceDescriptor();
        if (query.contains("compress=") || query.contains("encoding=etf")) {
            connection.close(4000, "the fake gateway speaks uncompressed JSON only: use Compression.NONE");
            return;
        }
        send(connection, JSON.createObjectNode().put("op", HELLO).set("d",
                JSON.createObjectNode().put("heartbeat_interval", HEARTBEAT_INTERVAL_MILLIS)));
    }

    @Override
    public void onMessage(WebSocket connection, String message) {
        JsonNode payload = parse(message);
        JsonNode data = payload.path("d");
        switch (payload.path("op").asInt(-1)) {
            case HEARTBEAT -> send(connection, JSON.createObjectNode().put("op", HEARTBEAT_ACK));
            case IDENTIFY -> {
                identifyTokens.add(data.path("token").asText());
                synchronized (lock) {
                    session = connection;
                    sequence = 0;
                    dispatch("READY", ready(data.path("shard")), nanos -> { });
                    lock.notifyAll();
                }
            }
            case RESUME -> {
                synchronized (lock) {
                    session = connection;
                    sequence = Math.max(sequence, data.path("seq").asInt());
                    dispatch("RESUMED", JSON.createObjectNode(), nanos -> { });
                    lock.notifyAll();
                }
            }
            default -> { } // presence updates, member requests, ...: nothing to answer
        }
    }

    @Override
    public void onClose(WebSocket connection, int code, String reason, boolean remote) {
        synchronized (lock) {
            if (session == connection) {
                session = null;
            }
        }
    }

    @Override
    public void onError(WebSocket connection, Exception failure) {
        if (connection == null) { // the server itself, while binding
            startFailure = failure;
            started.countDown();
        }
    }

    private ObjectNode ready(JsonNode shard) {
        ObjectNode ready = JSON.createObjectNode()
                .put("v", 10)
                .put("session_id", UUID.randomUUID().toString().replace("-", ""))
                .put("resume_gateway_url", url());
        ready.set("user", botUser.deepCopy().put("verified", true).put("mfa_enabled", false).put("flags", 0));
        ready.set("application", JSON.createObjectNode().put("id", applicationId).put("flags", 0));
        // No guilds: JDA then takes an interaction's guild, channel and member from the interaction
        // itself (a "detached" guild) and needs no GUILD_CREATE.
        ready.putArray("guilds");
        ready.putArray("private_channels");
        ready.putArray("presences");
        ready.putArray("relationships");
        ready.putArray("_trace").add("fake-discord");
        if (shard.isArray()) {
            ready.set("shard", shard.deepCopy());
        }
        return ready;
    }

    private static void send(WebSocket connection, JsonNode payload) {
        connection.send(json(payload));
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String json(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
