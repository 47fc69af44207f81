package dev.tzaar.infra.localstack;

import java.net.URI;
import org.testcontainers.localstack.LocalStackContainer;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One suite's emulator ({@link CloudEmulator}'s image) serving the given services, and a DynamoDB client of
 * it through the SDK's own HTTP stack; closed at the suite's end, the container stopped and the functions'
 * instances it started removed ({@link FunctionInstances}), also when a test or the set-up failed.
 */
final class RunningEmulator implements AutoCloseable {
    private final LocalStackContainer container;
    private DynamoDbClient dynamoDb;

    private RunningEmulator(LocalStackContainer container) {
        this.container = container;
    }

    static RunningEmulator start(String... services) {
        RunningEmulator emulator = new RunningEmulator(CloudEmulator.container(services));
        try {
            emulator.container.start();
        } catch (RuntimeException failedToStart) {
            emulator.container.stop();
            throw failedToStart;
        }
        return emulator;
    }

    LocalStackContainer container() {
        return container;
    }

    URI endpoint() {
        return container.getEndpoint();
    }

    synchronized DynamoDbClient dynamoDb() {
        if (dynamoDb == null) {
            dynamoDb = DynamoDbClient.builder()
                    .endpointOverride(endpoint())
                    .region(CloudEmulator.region(container))
                    .credentialsProvider(CloudEmulator.credentials(container))
                    .httpClient(UrlConnectionHttpClient.create())
                    .build();
        }
        return dynamoDb;
    }

    /** Closes what is open, in the order given, then this emulator; null or unstarted ones are passed over. */
    static void closeAll(RunningEmulator emulator, AutoCloseable... open) throws Exception {
        try {
            for (AutoCloseable each : open) {
                if (each != null) {
                    each.close();
                }
            }
        } finally {
            if (emulator != null) {
                emulator.close();
            }
        }
    }

    @Override
    public synchronized void close() {
        if (dynamoDb != null) {
            dynamoDb.close();
        }
        try {
            FunctionInstances.removeThoseOf(container);
        } finally {
            container.stop();
        }
    }
}
