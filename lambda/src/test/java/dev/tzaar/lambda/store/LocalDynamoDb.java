package dev.tzaar.lambda.store;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;

/**
 * DynamoDB Local, in this JVM, with the game table made: started on first use and kept until the
 * JVM ends, because starting it takes seconds and every test after that milliseconds. Tests share
 * the table and keep apart by using fresh ids, users and channels ({@link TestGames}).
 */
public final class LocalDynamoDb {
    public static final String TABLE = "games";

    private static DynamoDbClient client;

    private LocalDynamoDb() {
    }

    public static synchronized DynamoDbClient client() {
        if (client == null) {
            // true: no usage telemetry, which would call out to AWS from every test run.
            DynamoDbClient started = DynamoDBEmbedded.create(true).dynamoDbClient();
            LocalTables.createIfMissing(started, TABLE);
            client = started;
        }
        return client;
    }
}
