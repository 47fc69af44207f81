package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.DiscordCalls;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The relays a long-running endpoint acknowledged and has not answered, kept on the disk: written before
 * the acknowledgement goes out, crossed off once answered, and taken up by the next process (here: a crash
 * between the journal's write and the work, the work never run, then a second relay on the same journal).
 * The process killed for real is {@code cli}'s {@code LocalInteractionsCrashTest}.
 */
class RelayJournalTest {
    private static final GameRequest MOVE = GameRequest.of("1309175421466497024", "200000000000000001",
            "300000000000000001", new Player("100000000000000001", "Ann", false), Command.MOVE,
            Map.of("turn", "F4xE4"));
    private static final GameReply MOVED = GameReply.publicly("**Ann** captures.");

    @TempDir
    Path directory;

    /** Discord's webhooks on loopback: every call answered 200, the calls written down. */
    private HttpServer discord;
    private final List<String> webhookCalls = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startDiscord() throws IOException {
        discord = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        discord.createContext("/", exchange -> {
            webhookCalls.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
            byte[] body = "{\"id\":\"1400000000000000000\"}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        discord.start();
    }

    @AfterEach
    void stopDiscord() {
        discord.stop(0);
    }

    private WebhookResponder responder(String token, Instant acknowledgedAt) {
        return new WebhookResponder(new InteractionWebhook(new DiscordCalls(DiscordCalls::newHttpClient),
                URI.create("http://127.0.0.1:" + discord.getAddress().getPort() + "/api/v10"), "1309000000000000000",
                token, acknowledgedAt, Clock.systemUTC()));
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.toList();
        }
    }

    @Test
    void aRelayIsWrittenDownBeforeItIsAcknowledgedAndCrossedOffOnceAnswered() throws IOException {
        RelayJournal journal = RelayJournal.in(directory, Clock.systemUTC());
        Relay.Pending pending = new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY, false,
                responder("token-1", Instant.now()));

        journal.begun(pending);
        assertEquals(List.of(directory.resolve(MOVE.interactionId() + ".json")), entries());
        journal.ended(pending);
        assertEquals(List.of(), entries());
    }

    /**
     * The process acknowledged a move and died before asking the function (its worker never ran): the
     * next process finds it written down and answers it through the interaction's webhook.
     */
    @Test
    void aRelayAcknowledgedBeforeACrashIsAnsweredByTheNextProcess() throws IOException {
        Instant acknowledged = Instant.now().minusSeconds(30);
        RelayJournal before = RelayJournal.in(directory, Clock.systemUTC());
        FakeFunction function = FakeFunction.answering(MOVED);
        Relay crashed = Relay.onWorkers(function, new SummaryCache(10), task -> { }, Runnable::run, before,
                new ReplyMessages(), BotRestClient.none(), Clock.fixed(acknowledged, ZoneOffset.UTC));
        crashed.relay(MOVE, Acknowledgement.PUBLIC_REPLY, false, responder("token-1", acknowledged));
        assertEquals(List.of(), function.requests, "the crash came before the work");

        RelayJournal after = RelayJournal.in(directory, Clock.systemUTC());
        List<Relay.Pending> left = after.unanswered(this::responder);
        assertEquals(1, left.size());
        Relay.Pending pending = left.get(0);
        assertEquals(MOVE, pending.request());
        assertEquals(Acknowledgement.PUBLIC_REPLY, pending.acknowledgement());
        assertEquals(acknowledged.toEpochMilli(), pending.acknowledgedAt().toEpochMilli());
        assertEquals("token-1", ((WebhookResponder) pending.responder()).token());

        Relay.onWorkers(function, new SummaryCache(10), Runnable::run, Runnable::run, after, new ReplyMessages(),
                BotRestClient.none(), Clock.systemUTC()).resume(pending);

        assertEquals(List.of(MOVE), function.requests);
        assertEquals(List.of("PATCH /api/v10/webhooks/1309000000000000000/token-1/messages/@original"), webhookCalls);
        assertEquals(List.of(), entries(), "crossed off once answered");
    }

    /** Past the token's 15 minutes nothing can be shown: the entry is dropped (and logged), not answered. */
    @Test
    void aRelayTooOldToAnswerIsDropped() throws IOException {
        Instant acknowledged = Instant.now().minus(Duration.ofMinutes(16));
        RelayJournal journal = RelayJournal.in(directory, Clock.systemUTC());
        journal.begun(new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY, false, responder("token-1", acknowledged),
                acknowledged, false));

        assertEquals(List.of(), journal.unanswered(this::responder));
        assertEquals(List.of(), entries());
    }

    /** An entry that cannot be read (a disk that lost it half-written) is set aside, the others still answered. */
    @Test
    void anUnreadableEntryIsSetAside() throws IOException {
        Files.writeString(directory.resolve("1309175421466497099.json"), "{\"tzaarRelay\": {\"request\": ");
        RelayJournal journal = RelayJournal.in(directory, Clock.systemUTC());
        journal.begun(new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY, false,
                responder("token-1", Instant.now())));

        List<Relay.Pending> left = journal.unanswered(this::responder);

        assertEquals(List.of(MOVE), left.stream().map(Relay.Pending::request).toList());
        assertTrue(Files.exists(directory.resolve("1309175421466497099.json.bad")), entries().toString());
    }

    /**
     * A write a stop cut short before its rename (its relay never acknowledged, since the write comes
     * first) is removed at the next start, under the old name and the new alike; before, it stayed forever.
     */
    @Test
    void aWriteCutShortByAStopIsRemovedAtTheNextStart() throws IOException {
        Files.writeString(directory.resolve(MOVE.interactionId() + ".json.new"), "{\"tzaarRelay\": {");
        Files.writeString(directory.resolve(MOVE.interactionId() + ".json.0f8fad5b-d9cb-469f-a165-70867728950e.new"), "{");
        RelayJournal journal = RelayJournal.in(directory, Clock.systemUTC());

        assertEquals(List.of(), journal.unanswered(this::responder));
        assertEquals(List.of(), entries());
    }

    /** Two deliveries of one interaction written down at the same moment: both are, and the entry is whole. */
    @Test
    void twoDeliveriesOfOneInteractionAreWrittenDownAtTheSameMoment() throws Exception {
        RelayJournal journal = RelayJournal.in(directory, Clock.systemUTC());
        java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(8);
        java.util.concurrent.ExecutorService deliveries = java.util.concurrent.Executors.newFixedThreadPool(8);
        try {
            List<java.util.concurrent.Future<?>> written = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                written.add(deliveries.submit(() -> {
                    together.await();
                    journal.begun(new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY, false,
                            responder("token-1", Instant.now())));
                    return null;
                }));
            }
            for (java.util.concurrent.Future<?> each : written) {
                each.get(); // throws what begun threw
            }
        } finally {
            deliveries.shutdownNow();
        }
        assertEquals(List.of(directory.resolve(MOVE.interactionId() + ".json")), entries());
        assertEquals(List.of(MOVE), journal.unanswered(this::responder).stream().map(Relay.Pending::request).toList());
    }
}
