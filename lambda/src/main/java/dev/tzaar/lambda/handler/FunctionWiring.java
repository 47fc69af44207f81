package dev.tzaar.lambda.handler;

import dev.tzaar.lambda.pictures.GamePictures;
import dev.tzaar.lambda.service.GameService;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.CapacityMeter;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.render.BoardRenderer;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The one place the function's parts are put together, from environment variables:
 * {@code TZAAR_TABLE} (the table, required), {@code AWS_REGION} (set by Lambda), optional
 * {@code TZAAR_DYNAMODB_ENDPOINT} (a local DynamoDB, which takes any credentials), optional
 * {@code TZAAR_LOG_FILE} (where the JSON log lines go instead of standard output, for local runs
 * that keep the terminal for people), the durations of {@link TimeLimits}, and the bot's thinking time
 * ({@link AiTime}), and where {@code /tzaar import} fetches attached files ({@link DiscordCdnFiles}: Discord's
 * CDN only). On AWS the credentials come from the default chain, which is
 * where SnapStart puts them.
 */
public final class FunctionWiring {
    public static final String TABLE = "TZAAR_TABLE";
    public static final String DYNAMODB_ENDPOINT = "TZAAR_DYNAMODB_ENDPOINT";
    public static final String REGION = "AWS_REGION";
    public static final String LOG_FILE = "TZAAR_LOG_FILE";
    /**
     * Optional, never set in the deployed function: origins besides Discord's CDN that {@code /tzaar import} may
     * fetch attached files from ({@code http://127.0.0.1:8123}, comma-separated), for a fake Discord on
     * loopback in the tests ({@link DiscordCdnFiles}).
     */
    public static final String ATTACHMENT_ORIGINS = "TZAAR_ATTACHMENT_ORIGINS";
    /**
     * How long one try of a DynamoDB call may take, and the call with its retries. The function has
     * 10 s (template.yaml); a call normally takes milliseconds. Without a limit a stalled table held
     * the function until Lambda killed it and the player saw the bot's "did not answer"; with it the
     * stalled call fails after 4 s and the player is told the store is slow, with 6 s to spare
     * (a cold start's own second or so included). The try is 3 s, not less, so that DynamoDB Local
     * on a busy machine (./tzaar local, the tests) is not cut short.
     */
    static final Duration DYNAMODB_ATTEMPT_TIMEOUT = Duration.ofSeconds(3);
    static final Duration DYNAMODB_CALL_TIMEOUT = Duration.ofSeconds(4);

    final DynamoDbClient dynamoDb;
    final DynamoDbGameStore store;
    final GamePictures pictures;
    final RestoreSafeRandom random;
    final GameService service;
    final GameFunction function;

    private FunctionWiring(Map<String, String> env, Clock clock) {
        String table = env.get(TABLE);
        if (table == null || table.isBlank()) {
            throw new IllegalStateException("set " + TABLE + " to the name of the game table");
        }
        CapacityMeter meter = new CapacityMeter();
        DynamoDbClientBuilder client = DynamoDbClient.builder()
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(o -> o.apiCallAttemptTimeout(DYNAMODB_ATTEMPT_TIMEOUT)
                        .apiCallTimeout(DYNAMODB_CALL_TIMEOUT)
                        .addExecutionInterceptor(meter))
                .region(Region.of(env.getOrDefault(REGION, "us-east-1")));
        String endpoint = env.get(DYNAMODB_ENDPOINT);
        if (endpoint != null && !endpoint.isBlank()) {
            client.endpointOverride(URI.create(endpoint))
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
        } else {
            client.credentialsProvider(DefaultCredentialsProvider.builder().build());
        }
        this.dynamoDb = client.build();
        JsonLog log = new JsonLog(logStream(env.get(LOG_FILE)));
        // The key only: the problem's message may quote the item's text, names included.
        this.store = new DynamoDbGameStore(dynamoDb, table, DynamoDbGameStore.DEFAULT_PAGE_SIZE,
                (key, problem) -> log.warn("unreadable item skipped in a listing", Map.of("item", key)));
        this.pictures = new GamePictures(new BoardRenderer());
        this.random = new RestoreSafeRandom();
        this.service = new GameService(store, pictures, TimeLimits.fromEnvironment(env), random,
                AiTime.fromEnvironment(env), DiscordCdnFiles.fromEnvironment(env));
        this.function = new GameFunction(service, clock, log, meter);
    }

    private static PrintStream logStream(String file) {
        if (file == null || file.isBlank()) {
            return System.out;
        }
        try {
            return new PrintStream(new FileOutputStream(file, true), true, StandardCharsets.UTF_8);
        } catch (FileNotFoundException e) {
            throw new IllegalStateException(LOG_FILE + " names " + file + ", which cannot be written", e);
        }
    }

    public static FunctionWiring fromEnvironment(Map<String, String> env) {
        return new FunctionWiring(env, Clock.systemUTC());
    }

    /** With another clock than the system's: tests of the correspondence clocks, which must not wait days. */
    public static FunctionWiring fromEnvironment(Map<String, String> env, Clock clock) {
        return new FunctionWiring(env, clock);
    }

    public GameFunction function() {
        return function;
    }
}
