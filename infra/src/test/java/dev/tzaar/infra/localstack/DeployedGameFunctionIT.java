package dev.tzaar.infra.localstack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.store.GameTable;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The game function as it is deployed: its deployment jar ({@code lambda/target/tzaar-lambda.jar}, what
 * {@code sam deploy} uploads) created as a java21 Lambda in the emulator from template.yaml's own settings
 * ({@link DeployedFunctions}), on the table made from the template's definition ({@link TemplateTable}),
 * and invoked through Lambda's Invoke API as the bot's function client does ({@link ColdStartInvoker}).
 * Each invocation runs the jar in a fresh container by AWS's runtime interface client, as Lambda's java21
 * runtime does; the function reaches DynamoDB through the endpoint the emulator gives it.
 */
@Tag("end-to-end")
@ExtendWith(NeedsDocker.class)
class DeployedGameFunctionIT implements SaysWhichEmulatorRan {
    private static final String TABLE = "tzaar-games";
    private static final String GUILD = "900000000000000001";
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final AtomicLong INTERACTIONS = new AtomicLong(1_320_000_000_000_000_000L);
    private static final AtomicLong CHANNELS = new AtomicLong(1_330_000_000_000_000_000L);

    private static RunningEmulator emulator;
    private static DynamoDbClient dynamoDb;
    private static DeployedFunctions functions;
    private static ColdStartInvoker bot;
    @RegisterExtension
    static final InvocationLogs LOGS = new InvocationLogs();

    @BeforeAll
    static void deployTheGameFunction() throws Exception {
        Path jar = Path.of(System.getProperty("basedir", "."), "..", "lambda", "target", "tzaar-lambda.jar")
                .normalize();
        assertTrue(Files.isRegularFile(jar), jar + " is missing: ./mvnw -pl lambda -am package builds it");
        emulator = RunningEmulator.start("dynamodb", "lambda", "iam", "sts", "logs");
        dynamoDb = emulator.dynamoDb();
        TemplateTable.gameTable().create(dynamoDb, TABLE);
        functions = DeployedFunctions.in(emulator.container());
        String alias = functions.deploy("GameFunction", jar, Map.of("GameTable", TABLE));
        bot = new ColdStartInvoker(functions.lambda(), alias, LOGS);
    }

    @AfterAll
    static void stopEmulator() throws Exception {
        RunningEmulator.closeAll(emulator, functions);
    }

    @Override
    public URI emulatorEndpoint() {
        return emulator.endpoint();
    }

    @Override
    public List<String> services() {
        return List.of("dynamodb", "lambda", "iam");
    }

    /**
     * One game from the challenge to its end, with what a frontend's deliveries bring on the way: the same
     * interaction delivered twice (played once, answered as a repeat), and two moves made on one version at
     * once (exactly one is played). One game, because every invocation here is a cold start.
     */
    @Test
    void aWholeGameIsPlayedThroughInvokeWithARepeatedDeliveryAndARaceOnTheWay() throws Exception {
        String channel = newChannel();
        GameReply challenge = send(ANN, channel, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(),
                Option.SETUP, "fixed", Option.COLOUR, "white"));
        assertNotNull(challenge.game(), "the challenge is answered with its game: " + challenge.text());
        assertEquals(GameStatus.CHALLENGED, challenge.game().status(), challenge.text());
        String game = challenge.game().id();

        GameReply accepted = send(BO, channel, Command.ACCEPT, Map.of(Option.GAME, game));
        assertEquals(GameStatus.ACTIVE, accepted.game().status(), accepted.text());
        assertTrue(accepted.image().png().length > 1000, "the board's picture comes back from the function");

        // White's capture, delivered twice.
        GameRequest capture = request(ANN, channel, Command.MOVE, Map.of(Option.GAME, game, Option.TURN, "C2xC3"));
        GameReply white = bot.call(capture);
        assertFalse(white.ephemeral(), white.text());
        assertTrue(white.image().altText().contains("C2xC3"), white.image().altText());
        assertEquals(BO.id(), white.game().toAct());
        GameReply again = bot.call(capture);
        assertTrue(again.repeat(), "the same interaction delivered twice is answered as a repeat");
        assertFalse(white.repeat());
        assertEquals(white.text(), again.text());
        assertEquals(white.game().version(), again.game().version(), "and played once");

        // Black's two different captures on one version, at once.
        String version = Long.toString(white.game().version());
        List<String> blacksCaptures = white.game().legalActions();
        assertTrue(blacksCaptures.size() >= 2, blacksCaptures.toString());
        List<GameReply> racing = atOnce(blacksCaptures.subList(0, 2).stream()
                .map(move -> request(BO, channel, Command.MOVE,
                        Map.of(Option.GAME, game, Option.TURN, move, Option.VERSION, version)))
                .toList());
        List<GameReply> played = racing.stream().filter(r -> r.rejection() == null && !r.ephemeral()).toList();
        assertEquals(1, played.size(), "exactly one applies: " + racing.stream().map(GameReply::text).toList());
        GameReply refused = racing.stream().filter(r -> r != played.get(0)).findFirst().orElseThrow();
        assertTrue(refused.ephemeral(), "the other is told, privately: " + refused.text());
        assertNull(refused.image(), "and nothing of it is shown as played");

        GameReply asked = send(BO, channel, Command.RESIGN, Map.of(Option.GAME, game));
        assertTrue(asked.ephemeral(), "resigning asks first: " + asked.text());
        GameReply resigned = send(BO, channel, Command.CONFIRM_RESIGN, Map.of(Option.GAME, game));
        assertEquals(GameStatus.FINISHED, resigned.game().status(), resigned.text());
        assertTrue(resigned.text().contains("**Ann** (White) wins"), resigned.text());
        assertEquals(played.get(0).game().version() + 1, resigned.game().version(),
                "the race changed the game once, the resignation once more");

        Map<String, AttributeValue> item = dynamoDb.getItem(r -> r.tableName(TABLE)
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(game)))).consistentRead(true)).item();
        assertFalse(item.isEmpty(), "the function kept the game in the template's table");
        assertTrue(item.containsKey(GameTable.EXPIRES), "a finished game expires by the table's TTL: " + item.keySet());
    }

    /** The requests sent together, each on its own thread once all are ready; their replies in order. */
    private static List<GameReply> atOnce(List<GameRequest> requests) {
        CountDownLatch ready = new CountDownLatch(requests.size());
        return requests.stream()
                .map(request -> CompletableFuture.supplyAsync(() -> {
                    ready.countDown();
                    try {
                        ready.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return bot.call(request);
                }))
                .toList().stream().map(CompletableFuture::join).toList();
    }

    private static GameReply send(Player user, String channel, Command command, Map<String, String> options) {
        return bot.call(request(user, channel, command, options));
    }

    private static GameRequest request(Player user, String channel, Command command, Map<String, String> options) {
        GameRequest request = GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), GUILD, channel, user,
                command, options);
        return command == Command.CHALLENGE ? request.withMentioned(Map.of(BO.id(), BO)) : request;
    }

    private static String newChannel() {
        return Long.toString(CHANNELS.incrementAndGet());
    }
}
