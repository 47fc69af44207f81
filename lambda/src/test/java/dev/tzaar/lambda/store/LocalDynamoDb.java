package dev.tzaar.lambda.store;

import java.util.logging.Level;
import java.util.logging.Logger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;

/**
 * DynamoDB Local, in this JVM, with the game table made: started on first use and kept until the
 * JVM ends, because starting it takes seconds and every test after that milliseconds. Tests share
 * the table and keep apart by using fresh ids, users and channels ({@link TestGames}).
 */
public final class LocalDynamoDb {
    public static final String TABLE = "games";

    /**
     * The sqlite library under DynamoDB Local logs every database it opens; warnings are enough.
     * Held here because the logging framework keeps loggers only weakly, and with them their level.
     */
    private static final Logger SQLITE = Logger.getLogger("com.almworks.sqlite4java");

    private static DynamoDbClient client;

    private LocalDynamoDb() {
    }

    public static synchronized DynamoDbClient client() {
        if (client == null) {
            SQLITE.setLevel(Level.WARNING);
            // true: no usage telemetry, which would call out to AWS from every test run.
            DynamoDbClient started = DynamoDBEmbedded.create(true).dynamoDbClient();
            // A fresh database in this JVM: the table is simply made (infra's LocalTables also brings
            // older local tables up to date, which a test's database never is).
            started.createTable(GameTable.createRequest(TABLE));
            client = started;
        }
        return client;
    }
}
