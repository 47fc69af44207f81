package dev.tzaar.bench.fuzz;

import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.testkit.fuzz.RequestFuzzer;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.store.GameTable;
import dev.tzaar.infra.local.LocalTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntConsumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@link RequestFuzzer} against the real function (its Lambda handler, as deployed) on
 * DynamoDB Local, in a directory of its own: what the build's bounded run and {@code ./tzaar fuzz}
 * both use.
 */
public final class LocalFuzzing {
    static final String TABLE = "tzaar-fuzz";
    /** Where the function's JSON log lines go, in the directory: one per request. */
    public static final String LOG = "function.log";

    private LocalFuzzing() {
    }

    /**
     * Runs {@code requests} fuzzed requests from {@code seed} on a DynamoDB Local kept in {@code
     * directory}, stopped at the end.
     */
    public static RequestFuzzer.Report run(Path directory, int requests, long seed, IntConsumer progress)
            throws IOException {
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(directory, 0);
                DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            GameFunctionHandler function = new GameFunctionHandler(Map.of(
                    FunctionWiring.TABLE, TABLE,
                    FunctionWiring.DYNAMODB_ENDPOINT, dynamoDb.endpoint().toString(),
                    FunctionWiring.REGION, LocalDynamoDb.REGION.id(),
                    FunctionWiring.LOG_FILE, directory.resolve(LOG).toString(),
                    // A fuzzed request may start a game against the bot: its turns need not be strong here.
                    AiTime.MILLIS, "20"));
            return new RequestFuzzer(function, () -> storedGames(client), seed).run(requests, progress);
        }
    }

    /**
     * Every game and challenge place in the table, key to version (a place to the game holding it):
     * what a refused request must leave as it was. Kept answers are left out: keeping one is how
     * an applied request is answered again.
     */
    private static Map<String, String> storedGames(DynamoDbClient client) {
        Map<String, String> games = new HashMap<>();
        client.scanPaginator(r -> r.tableName(TABLE).consistentRead(true)).items().forEach(item -> {
            String key = item.get(GameTable.KEY).s();
            if (key.startsWith(GameTable.GAME_PREFIX)) {
                games.put(key, "v" + item.get(GameTable.VERSION).n());
            } else if (key.startsWith(GameTable.PENDING_PREFIX)) {
                AttributeValue game = item.get("gameId");
                games.put(key, game == null ? "?" : game.s());
            }
        });
        return games;
    }
}
