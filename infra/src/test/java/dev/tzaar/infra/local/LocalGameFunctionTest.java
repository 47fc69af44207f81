package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.UnsentPing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.lambda.LambdaClient;

/**
 * {@code ./tzaar local} as a client sees it: the real handler on DynamoDB Local behind the Lambda
 * Invoke API, reached with the SDK's own LambdaClient, its games kept across a restart.
 */
@Tag("end-to-end")
class LocalGameFunctionTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);

    @TempDir
    Path data;

    private static GameReply invoke(LambdaClient lambda, Player user, Command command, Map<String, String> options,
            Map<String, Player> mentioned) throws IOException {
        GameRequest request = GameRequest.of(
                "1" + String.format("%018d", System.nanoTime() % 1_000_000_000_000_000_000L), "900000000000000001",
                "700000000000000001", user, command, options)
                .withMentioned(mentioned);
        String reply = lambda.invoke(b -> b.functionName(LocalGameFunction.FUNCTION + ":live")
                .payload(SdkBytes.fromUtf8String(ApiJson.write(request)))).payload().asUtf8String();
        return ApiJson.readReply(reply);
    }

    private static LambdaClient client(LocalGameFunction local) {
        return LambdaClient.builder().endpointOverride(local.functionEndpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bot", "local")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    @Test
    void aGamePlayedThroughTheInvokeApiIsKeptAcrossARestart() throws IOException {
        String id;
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0); LambdaClient lambda = client(local)) {
            id = invoke(lambda, ANN, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                    Option.COLOUR, "white"), Map.of(BO.id(), BO)).game().id();
            invoke(lambda, BO, Command.ACCEPT, Map.of(), Map.of());
            GameReply move = invoke(lambda, ANN, Command.MOVE, Map.of(Option.TURN, "C2xC3"), Map.of());
            assertTrue(move.image().png().length > 10_000, "a real picture");
        }
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0); LambdaClient lambda = client(local)) {
            GameReply board = invoke(lambda, BO, Command.BOARD, Map.of(), Map.of());
            assertEquals(id, board.game().id());
            assertEquals(GameStatus.ACTIVE, board.game().status());
            assertEquals(BO.id(), board.game().toAct(), "Ann's capture was kept");
        }
    }

    /**
     * What each request cost in DynamoDB's units is in its log line, as DynamoDB (here DynamoDB Local)
     * reported it for the store's calls, a transaction's own items counted by DynamoDB's rule: what
     * ./tzaar bench cost prices, and what CloudWatch shows on AWS. A move writes its game and its answer
     * and no index; a challenge puts its entries into the indexes; a ping kept on its game (a relay could
     * not send it) writes the game and an empty answer, and no index.
     */
    @Test
    void eachRequestsLogLineCarriesTheUnitsDynamoDbReportedForIt() throws IOException {
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0); LambdaClient lambda = client(local)) {
            invoke(lambda, ANN, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                    Option.COLOUR, "white"), Map.of(BO.id(), BO));
            invoke(lambda, BO, Command.ACCEPT, Map.of(), Map.of());
            GameReply move = invoke(lambda, ANN, Command.MOVE, Map.of(Option.TURN, "C2xC3"), Map.of());
            // The relay could not ping Bo: it reports it, and the game keeps the ping.
            String report = ApiJson.writeUnsentPing(UnsentPing.of(move, "700000000000000001").orElseThrow());
            assertEquals("{\"kept\":true}", lambda.invoke(b -> b.functionName(LocalGameFunction.FUNCTION + ":live")
                    .payload(SdkBytes.fromUtf8String(report))).payload().asUtf8String());
        }
        ObjectMapper json = new ObjectMapper();
        Map<String, JsonNode> handled = new java.util.HashMap<>();
        JsonNode unsent = null;
        for (String line : Files.readAllLines(data.resolve(LocalGameFunction.LOG))) {
            JsonNode logged = json.readTree(line);
            if (logged.path("message").asText().equals("handled")) {
                handled.put(logged.path("command").asText(), logged);
            } else if (logged.path("message").asText().equals("unsent ping")) {
                unsent = logged;
            }
        }
        JsonNode move = handled.get("move");
        // Read: the interaction's answer (strongly consistent: 1 unit up to 4 KB), the channel's open games
        // (an index: half a unit) and each game it names (1 unit).
        assertTrue(move.path("readUnits").asDouble() >= 2.5, move.toString());
        // Written in one transaction: the game and its answer, each under a kilobyte, 2 units each.
        assertEquals(4.0, move.path("writeUnits").asDouble(), move.toString());
        assertEquals(0.0, move.path("indexWriteUnits").asDouble(), move.toString());
        JsonNode challenge = handled.get("challenge");
        assertTrue(challenge.path("indexWriteUnits").asDouble() > 0, challenge.toString());
        assertTrue(challenge.path("writeUnits").asDouble() > challenge.path("indexWriteUnits").asDouble() + 8,
                "the game, its answer, its place, its entry and two seats: " + challenge);
        // The ping kept on the game: read the game (1 unit), write it with an empty answer under its version.
        assertTrue(unsent != null && unsent.path("readUnits").asDouble() >= 1, String.valueOf(unsent));
        assertTrue(unsent.path("writeUnits").asDouble() >= 3, unsent.toString());
        assertEquals(0.0, unsent.path("indexWriteUnits").asDouble(), unsent.toString());
    }

    @Test
    void theFunctionsSettingsComeFromTheEnvironmentGivenAndNothingElseOfIt() throws IOException {
        Map<String, String> environment = Map.of("TZAAR_CHALLENGE_MINUTES", "1", "TZAAR_CLAIM_HOURS", "2",
                "TZAAR_TABLE", "not-this-machines-table", "TZAAR_DYNAMODB_ENDPOINT", "http://127.0.0.1:1",
                "HOME", "/nowhere");
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0, environment);
                LambdaClient lambda = client(local)) {
            long before = Instant.now().getEpochSecond();
            GameReply challenge = invoke(lambda, ANN, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(),
                    Option.SETUP, "fixed", Option.COLOUR, "white"), Map.of(BO.id(), BO));
            long after = Instant.now().getEpochSecond();
            long expires = timestamp(challenge.text());
            assertTrue(expires >= before + 60 && expires <= after + 60, "a challenge lasts 1 minute: " + challenge.text());

            invoke(lambda, BO, Command.ACCEPT, Map.of(), Map.of());
            before = Instant.now().getEpochSecond();
            invoke(lambda, ANN, Command.MOVE, Map.of(Option.TURN, "C2xC3"), Map.of());
            after = Instant.now().getEpochSecond();
            GameReply claim = invoke(lambda, ANN, Command.CLAIM, Map.of(), Map.of());
            long claimable = timestamp(claim.text());
            assertTrue(claimable >= before + 7200 && claimable <= after + 7200, "Bo has 2 hours: " + claim.text());
        }
    }

    @Test
    void withoutSettingsTheFunctionKeepsItsDefaultsAndAWrongOneIsRefusedBeforeAnythingStarts() throws IOException {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LocalGameFunction.start(data, 0, 0, Map.of("TZAAR_CLAIM_HOURS", "soon")));
        assertEquals("TZAAR_CLAIM_HOURS must be a whole number from 1 to 99999, not \"soon\"", refused.getMessage());
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0); LambdaClient lambda = client(local)) {
            long before = Instant.now().getEpochSecond();
            GameReply challenge = invoke(lambda, ANN, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id()),
                    Map.of(BO.id(), BO));
            long after = Instant.now().getEpochSecond();
            long expires = timestamp(challenge.text());
            assertTrue(expires >= before + 900 && expires <= after + 900, "15 minutes: " + challenge.text());
        }
    }

    /** The moment of the first Discord timestamp in a text, like {@code <t:1764000000:R>}. */
    private static long timestamp(String text) {
        Matcher matcher = Pattern.compile("<t:(\\d+):[A-Za-z]>").matcher(text);
        assertTrue(matcher.find(), text);
        return Long.parseLong(matcher.group(1));
    }

    @Test
    void primingOnStartWritesNothingAndTheLogGoesToTheDataDirectory() throws IOException {
        try (LocalGameFunction local = LocalGameFunction.start(data, 0, 0);
                DynamoDbClient dynamoDb = DynamoDbClient.builder().endpointOverride(local.dynamoDbEndpoint())
                        .region(LocalDynamoDb.REGION).httpClient(UrlConnectionHttpClient.create())
                        .credentialsProvider(StaticCredentialsProvider.create(LocalDynamoDb.CREDENTIALS)).build()) {
            assertEquals(0, dynamoDb.scan(b -> b.tableName(LocalGameFunction.TABLE)).count());
            String log = Files.readString(data.resolve(LocalGameFunction.LOG));
            assertTrue(log.contains("\"interactionId\":\"10000000000000001\""), log);
        }
    }

    @Test
    void oneProcessAtATimeKeepsItsGamesInADirectoryAndTellsOthersWhereItAnswers() throws IOException {
        try (LocalGameFunction first = LocalGameFunction.start(data, 0, 0)) {
            DataDirectoryInUse refused = assertThrows(DataDirectoryInUse.class, () -> LocalGameFunction.start(data, 0, 0));
            assertEquals(Optional.of(first.functionEndpoint()), refused.endpoint());
        }
        assertFalse(Files.exists(data.resolve(DataDirectoryLock.ENDPOINT_FILE)), "nobody answers there any more");
        try (LocalGameFunction next = LocalGameFunction.start(data, 0, 0)) {
            assertTrue(next.functionEndpoint().getPort() > 0, "free again once the first has stopped");
        }
    }
}
