package dev.tzaar.infra.local;

import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.TimeLimits;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The game function as it runs on one machine: DynamoDB Local with its data in a directory, the
 * table made on start, and the real handler served through the Lambda Invoke API on loopback, so
 * that the bot's {@code LambdaClient} (or {@code aws lambda invoke}) reaches it unchanged.
 */
public final class LocalGameFunction implements AutoCloseable {
    public static final String FUNCTION = "tzaar";
    public static final String TABLE = "tzaar-games";
    public static final String LOG = "function.log";

    private final DataDirectoryLock lock;
    private final LocalDynamoDb dynamoDb;
    private final LambdaInvokeServer server;

    private LocalGameFunction(DataDirectoryLock lock, LocalDynamoDb dynamoDb, LambdaInvokeServer server) {
        this.lock = lock;
        this.dynamoDb = dynamoDb;
        this.server = server;
    }

    /**
     * Starts both on loopback (port 0: any free port) and primes the function, as SnapStart would,
     * so that the first player does not wait. The function's log lines go to {@value #LOG} in the
     * data directory. Its settings are the defaults (challenges expire after 15 minutes, a claim
     * after 72 hours...).
     *
     * @throws DataDirectoryInUse when another process keeps its games in the directory
     */
    public static LocalGameFunction start(Path dataDirectory, int dynamoDbPort, int functionPort) throws IOException {
        return start(dataDirectory, dynamoDbPort, functionPort, Map.of());
    }

    /**
     * Starts both as {@link #start(Path, int, int)} does, the function with the settings found in
     * {@code environment}, as template.yaml gives them to it on AWS: {@code TZAAR_CHALLENGE_MINUTES},
     * {@code TZAAR_CLAIM_HOURS}, {@code TZAAR_FINISHED_DAYS} and {@code TZAAR_IDLE_DAYS} (see
     * {@link TimeLimits}), each a whole number from 1 to 99999, and the bot's time {@code TZAAR_AI_MILLIS}
     * (see {@link AiTime}); those not set keep their defaults. Every other
     * entry is ignored, so the whole of {@code System.getenv()} may be passed: the table, the
     * DynamoDB endpoint and the log stay this machine's.
     *
     * @throws IllegalArgumentException when a setting is not a whole number from 1 to 99999, before anything
     *     starts; its message names the variable and the value, fit to show as it is
     * @throws DataDirectoryInUse when another process keeps its games in the directory
     */
    public static LocalGameFunction start(Path dataDirectory, int dynamoDbPort, int functionPort,
            Map<String, String> environment) throws IOException {
        return start(dataDirectory, dynamoDbPort, functionPort, environment, Clock.systemUTC());
    }

    /**
     * The same, calling {@code starting} once the data directory is this process's and before the slow part
     * (DynamoDB Local, priming the function): a launcher that would join another's stack says nothing of
     * starting one.
     */
    public static LocalGameFunction start(Path dataDirectory, int dynamoDbPort, int functionPort,
            Map<String, String> environment, Runnable starting) throws IOException {
        return start(dataDirectory, dynamoDbPort, functionPort, environment, Clock.systemUTC(), starting);
    }

    /** The same, with the function on the given clock (tests of the correspondence clocks). */
    public static LocalGameFunction start(Path dataDirectory, int dynamoDbPort, int functionPort,
            Map<String, String> environment, Clock clock) throws IOException {
        return start(dataDirectory, dynamoDbPort, functionPort, environment, clock, () -> { });
    }

    private static LocalGameFunction start(Path dataDirectory, int dynamoDbPort, int functionPort,
            Map<String, String> environment, Clock clock, Runnable starting) throws IOException {
        Map<String, String> functionEnvironment = new HashMap<>();
        List<String> settings = new ArrayList<>(TimeLimits.VARIABLES);
        settings.add(AiTime.MILLIS);
        settings.add(FunctionWiring.ATTACHMENT_ORIGINS);
        for (String name : settings) {
            String value = environment.get(name);
            if (value != null) {
                functionEnvironment.put(name, value);
            }
        }
        // Both refuse a wrong value before anything starts.
        TimeLimits.fromEnvironment(functionEnvironment);
        AiTime.fromEnvironment(functionEnvironment);
        // What has started, stopped in the reverse order if a later step fails.
        Deque<AutoCloseable> started = new ArrayDeque<>();
        try {
            DataDirectoryLock lock = DataDirectoryLock.acquire(dataDirectory);
            started.push(lock);
            starting.run();
            LocalDynamoDb dynamoDb = LocalDynamoDb.start(dataDirectory, dynamoDbPort);
            started.push(dynamoDb);
            try (DynamoDbClient client = dynamoDb.newClient()) {
                LocalTables.createIfMissing(client, TABLE);
            }
            functionEnvironment.put(FunctionWiring.TABLE, TABLE);
            functionEnvironment.put(FunctionWiring.DYNAMODB_ENDPOINT, dynamoDb.endpoint().toString());
            functionEnvironment.put(FunctionWiring.REGION, LocalDynamoDb.REGION.id());
            functionEnvironment.put(FunctionWiring.LOG_FILE, dataDirectory.resolve(LOG).toString());
            GameFunctionHandler handler = new GameFunctionHandler(Map.copyOf(functionEnvironment), clock);
            handler.prime();
            LambdaInvokeServer server = LambdaInvokeServer.start(
                    LocalFunction.of(FUNCTION, () -> handler, FunctionLogs.printingTo(System.err)), functionPort);
            started.push(server);
            lock.publish(server.endpoint());
            return new LocalGameFunction(lock, dynamoDb, server);
        } catch (IOException | RuntimeException e) {
            while (!started.isEmpty()) {
                try {
                    started.pop().close();
                } catch (Exception suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
    }

    /**
     * A client of this function as the bot's: the AWS SDK's Lambda client on the loopback endpoint,
     * invoking the alias. The caller closes it.
     */
    public LambdaFunctionClient newRelay() {
        return relayTo(functionEndpoint());
    }

    /** A client, as {@link #newRelay()}, of the local function of another process, which answers on {@code endpoint}. */
    public static LambdaFunctionClient relayTo(URI endpoint) {
        return LambdaFunctionClient.local(endpoint, FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
    }

    /** Where the Lambda Invoke API answers, like {@code http://127.0.0.1:9001}. */
    public URI functionEndpoint() {
        return server.endpoint();
    }

    public URI dynamoDbEndpoint() {
        return dynamoDb.endpoint();
    }

    public LocalFunction function() {
        return server.function();
    }

    @Override
    public void close() {
        server.close();
        dynamoDb.close();
        lock.close();
    }
}
