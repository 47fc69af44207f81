package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Choice;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.core.AutocompleteHandler;
import dev.tzaar.bot.core.ButtonHandler;
import dev.tzaar.bot.core.MenuHandler;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.core.SlashCommandHandler;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.ReplyMessages;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The endpoint's immediate answers, with real signatures: what is not signed by the application now
 * gets 401 and reaches nothing; PING gets PONG; commands and buttons are deferred before the function
 * is asked (which happens on a worker, queued here); autocomplete is answered in the response.
 */
class InteractionsEndpointTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MEMBER = "\"guild_id\":\"200000000000000001\",\"channel_id\":\"300000000000000001\","
            + "\"member\":{\"user\":{\"id\":\"100000000000000001\",\"username\":\"ann\"}}";
    private static final String MOVE = "{\"id\":\"1309175421466497024\",\"type\":2,\"token\":\"tok\"," + MEMBER
            + ",\"data\":{\"name\":\"tzaar\",\"options\":[{\"type\":1,\"name\":\"move\",\"options\":["
            + "{\"type\":3,\"name\":\"turn\",\"value\":\"F4xE4\"}]}]}}";

    private final KeyPair application = SignatureVerifierTest.newKey();
    private final Clock clock = Clock.systemUTC();
    private final List<Runnable> workers = new ArrayList<>();
    private final FakeFunction function = FakeFunction.answering(GameReply.choices(List.of(new Choice("E4", "E4"))));
    private final InteractionsEndpoint endpoint = endpoint(function);

    private InteractionsEndpoint endpoint(FakeFunction function) {
        SummaryCache cache = new SummaryCache(10);
        Relay relay = new Relay(function, cache, workers::add, new ReplyMessages());
        return new InteractionsEndpoint(
                SignatureVerifier.forPublicKey(SignatureVerifierTest.publicHex(application), clock),
                new SlashCommandHandler(new TzaarCommand(Subcommands.all()), relay), new ButtonHandler(relay),
                new MenuHandler(relay), new AutocompleteHandler(function, cache, Runnable::run, clock),
                token -> new WebhookResponder(new InteractionWebhook(HttpClient.newHttpClient(),
                        URI.create("http://127.0.0.1:9/api/v10"), "1309000000000000000", token)), clock);
    }

    private InteractionsEndpoint.Answer post(String body, KeyPair signer, long secondsAgo) {
        String timestamp = Long.toString(clock.instant().getEpochSecond() - secondsAgo);
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return endpoint.handle(Map.of("x-signature-ed25519", SignatureVerifierTest.sign(signer, timestamp, bytes),
                "x-signature-timestamp", timestamp), bytes);
    }

    private InteractionsEndpoint.Answer post(String body) {
        return post(body, application, 0);
    }

    private static JsonNode json(InteractionsEndpoint.Answer answer) throws IOException {
        assertEquals(200, answer.status(), answer.body());
        return JSON.readTree(answer.body());
    }

    @Test
    void aSignedPingIsAnsweredWithPong() throws IOException {
        assertEquals("{\"type\":1}", json(post("{\"type\":1}")).toString());
    }

    @Test
    void anythingNotSignedByTheApplicationNowIsRefusedWith401AndReachesNothing() {
        assertEquals(401, endpoint.handle(Map.of(), MOVE.getBytes(StandardCharsets.UTF_8)).status(), "unsigned");
        assertEquals(401, post(MOVE, SignatureVerifierTest.newKey(), 0).status(), "another key");
        assertEquals(401, post(MOVE, application, 600).status(), "stale");
        String timestamp = Long.toString(clock.instant().getEpochSecond());
        String signature = SignatureVerifierTest.sign(application, timestamp, MOVE.getBytes(StandardCharsets.UTF_8));
        byte[] tampered = MOVE.replace("F4xE4", "F4xE5").getBytes(StandardCharsets.UTF_8);
        assertEquals(401, endpoint.handle(Map.of("x-signature-ed25519", signature, "x-signature-timestamp", timestamp),
                tampered).status(), "tampered");
        assertEquals(List.of(), workers, "nothing relayed");
        assertEquals(List.of(), function.requests, "the function never asked");
    }

    @Test
    void aCommandIsDeferredAtOnceAndRelayedAfterwards() throws IOException {
        assertEquals(5, json(post(MOVE)).path("type").asInt());
        assertEquals(List.of(), function.requests, "not asked before the answer");
        assertEquals(1, workers.size(), "the relay is queued");
    }

    @Test
    void aButtonIsDeferredAsAnUpdateOfItsMessage() throws IOException {
        String press = "{\"id\":\"1309175421466497025\",\"type\":3,\"token\":\"t\"," + MEMBER
                + ",\"data\":{\"custom_id\":\"tzaar:pass:k7m2q\",\"component_type\":2}}";
        assertEquals(6, json(post(press)).path("type").asInt());
    }

    /** A select menu of a player's panel: its item fills the option the menu's id names. */
    @Test
    void anItemPickedFromAMenuIsDeferredAsAnUpdateAndRelayedWithTheItem() throws IOException {
        String pick = "{\"id\":\"1309175421466497026\",\"type\":3,\"token\":\"t\"," + MEMBER
                + ",\"data\":{\"custom_id\":\"tzaar:place:k7m2q:7:type=T:at#D-F\",\"component_type\":3,"
                + "\"values\":[\"E4\"]}}";
        assertEquals(6, json(post(pick)).path("type").asInt());
        workers.get(0).run(); // asks the function (then queues the answer's showing on its channel's lane)
        assertEquals(Command.PLACE, function.requests.get(0).command());
        assertEquals(Map.of("game", "k7m2q", "played", "7", "type", "T", "at", "E4"), function.requests.get(0).options());
    }

    @Test
    void aPrivateCommandIsDeferredPrivately() throws IOException {
        String help = MOVE.replace("\"move\",\"options\":[{\"type\":3,\"name\":\"turn\",\"value\":\"F4xE4\"}]",
                "\"help\"");
        JsonNode answer = json(post(help));
        assertEquals(5, answer.path("type").asInt());
        assertEquals(64, answer.path("data").path("flags").asInt());
    }

    @Test
    void whatIsWrongWhateverTheGameIsRefusedPrivatelyInTheResponseItself() throws IOException {
        String halfAMove = MOVE.replace("{\"type\":3,\"name\":\"turn\",\"value\":\"F4xE4\"}",
                "{\"type\":3,\"name\":\"from\",\"value\":\"F4\"}");
        JsonNode answer = json(post(halfAMove));
        assertEquals(4, answer.path("type").asInt());
        assertEquals(64, answer.path("data").path("flags").asInt());
        assertTrue(answer.path("data").path("content").asText().contains("`to:`"), answer.toString());
        assertEquals(0, answer.path("data").path("allowed_mentions").path("parse").size(), "mentions nobody");
        assertEquals(List.of(), workers);
    }

    @Test
    void outsideAServerACommandIsAcknowledgedAndRelayedForTheFunctionToJudge() throws IOException {
        String inADm = MOVE.replace("\"guild_id\":\"200000000000000001\",", "\"context\":1,");
        JsonNode answer = json(post(inADm));
        assertEquals(5, answer.path("type").asInt(), "a user-installed app answers in DMs too: " + answer);
        assertEquals(1, workers.size(), "the relay is queued");
    }

    @Test
    void autocompleteIsAnsweredInTheResponseByAskingTheFunctionWhenNothingIsCached() throws IOException {
        String typing = "{\"id\":\"" + snowflakeNow() + "\",\"type\":4,\"token\":\"t\"," + MEMBER
                + ",\"data\":{\"name\":\"tzaar\",\"options\":[{\"type\":1,\"name\":\"move\",\"options\":["
                + "{\"type\":3,\"name\":\"to\",\"value\":\"E\",\"focused\":true}]}]}}";
        JsonNode answer = json(post(typing));
        assertEquals(8, answer.path("type").asInt());
        assertEquals("[{\"name\":\"E4\",\"value\":\"E4\"}]", answer.path("data").path("choices").toString());
        assertEquals(Command.SUGGEST, function.requests.get(0).command());
    }

    @Test
    void aSignedBodyThatIsNoInteractionIs400() {
        assertEquals(400, post("[1,2]").status());
        assertEquals(400, post("{\"type\":99}").status());
    }

    /**
     * Discord sends every command, press and autocomplete from a channel: one without ({@code "channel_id":
     * null}, or none at all) is no request of Discord's, and is refused as such, before anything is relayed
     * or suggested. Before, it reached the game request and broke there ("Something went wrong").
     */
    @Test
    void aCommandAPressOrAutocompleteWithoutAChannelIs400AndReachesNothing() {
        String move = MOVE.replace("\"channel_id\":\"300000000000000001\"", "\"channel_id\":null");
        String press = "{\"id\":\"1309175421466497025\",\"type\":3,\"token\":\"t\",\"guild_id\":\"200000000000000001\","
                + "\"member\":{\"user\":{\"id\":\"100000000000000001\",\"username\":\"ann\"}},"
                + "\"data\":{\"custom_id\":\"tzaar:pass:k7m2q\",\"component_type\":2}}";
        String typing = "{\"id\":\"" + snowflakeNow() + "\",\"type\":4,\"token\":\"t\",\"channel_id\":null,"
                + "\"guild_id\":\"200000000000000001\",\"member\":{\"user\":{\"id\":\"100000000000000001\"}},"
                + "\"data\":{\"name\":\"tzaar\",\"options\":[{\"type\":1,\"name\":\"move\",\"options\":["
                + "{\"type\":3,\"name\":\"to\",\"value\":\"E\",\"focused\":true}]}]}}";
        for (String body : List.of(move, press, typing)) {
            InteractionsEndpoint.Answer answer = post(body);
            assertEquals(400, answer.status(), body + ": " + answer.body());
            assertTrue(answer.body().contains("channel"), answer.body());
        }
        assertEquals(List.of(), workers, "nothing relayed");
        assertEquals(List.of(), function.requests, "nothing asked, nothing suggested");
    }

    /**
     * The interaction is read as strictly as the live board's bodies: one UTF-8 JSON object, no byte order
     * mark, each key once, and its {@code type} a whole number, never a string or a fraction read as one.
     * Before, {@code "type":"2"} and {@code 2.7} were taken for a command, and of a key given twice the last won.
     */
    @Test
    void anInteractionReadLooselyIsRefusedWith400AndReachesNothing() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        for (String body : List.of(MOVE.replace("\"type\":2,", "\"type\":\"2\","),
                MOVE.replace("\"type\":2,", "\"type\":2.7,"), MOVE.replace("\"type\":2,", "\"type\":2.0,"),
                MOVE.replace("\"type\":2,", "\"type\":1,\"type\":2,"),
                MOVE.replace("\"token\":\"tok\",", "\"token\":\"tok\",\"token\":\"other\","),
                new String(bom, StandardCharsets.ISO_8859_1) + MOVE, "{\"type\":\"1\"}")) {
            String timestamp = Long.toString(clock.instant().getEpochSecond());
            byte[] bytes = body.startsWith("\u00EF") ? concat(bom, MOVE.getBytes(StandardCharsets.UTF_8))
                    : body.getBytes(StandardCharsets.UTF_8);
            InteractionsEndpoint.Answer answer = endpoint.handle(Map.of("x-signature-ed25519",
                    SignatureVerifierTest.sign(application, timestamp, bytes), "x-signature-timestamp", timestamp), bytes);
            assertEquals(400, answer.status(), body + ": " + answer.body());
        }
        assertEquals(List.of(), workers, "nothing relayed");
        assertEquals(List.of(), function.requests, "the function never asked");
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = java.util.Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private String snowflakeNow() {
        return Long.toString((clock.millis() - 1_420_070_400_000L) << 22);
    }
}
