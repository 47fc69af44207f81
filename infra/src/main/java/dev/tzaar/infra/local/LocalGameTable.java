package dev.tzaar.infra.local;

import dev.tzaar.lambda.store.GameTable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Creates the game table where nothing else does: in DynamoDB Local (on AWS the template does).
 *
 * <p>TODO(merge): the store's {@code LocalTables.createIfMissing(DynamoDbClient, String)} in
 * {@code dev.tzaar.lambda.store} does the same job and was not in this branch when this was written;
 * at merge keep one of the two (and make sure it also turns TTL on, as this one does).
 */
public final class LocalGameTable {
    private LocalGameTable() {
    }

    /**
     * Creates the table from {@link GameTable#createRequest} unless it exists, waits until it is
     * ACTIVE, and turns TTL on for {@value GameTable#EXPIRES} unless it is on. Calling it again
     * changes nothing.
     *
     * @return whether the table was created now
     */
    public static boolean createIfMissing(DynamoDbClient dynamoDb, String tableName) {
        boolean created = false;
        if (!exists(dynamoDb, tableName)) {
            try {
                dynamoDb.createTable(GameTable.createRequest(tableName));
                created = true;
            } catch (ResourceInUseException alreadyMadeByAnotherCaller) {
                // Someone created it between our look and our create: just as good.
            }
        }
        TableStatus status = dynamoDb.waiter().waitUntilTableExists(b -> b.tableName(tableName))
                .matched().response().orElseThrow().table().tableStatus();
        if (status != TableStatus.ACTIVE) {
            throw new IllegalStateException("table " + tableName + " is " + status + ", not ACTIVE");
        }
        enableTimeToLive(dynamoDb, tableName);
        return created;
    }

    /** As the template declares it. DynamoDB Local accepts it but never deletes anything. */
    private static void enableTimeToLive(DynamoDbClient dynamoDb, String tableName) {
        TimeToLiveStatus ttl = dynamoDb.describeTimeToLive(b -> b.tableName(tableName))
                .timeToLiveDescription().timeToLiveStatus();
        // Asking to enable it while it is enabled (or being enabled) is an error, hence the look first.
        if (ttl == TimeToLiveStatus.DISABLED || ttl == null) {
            dynamoDb.updateTimeToLive(b -> b.tableName(tableName)
                    .timeToLiveSpecification(t -> t.attributeName(GameTable.EXPIRES).enabled(true)));
        }
    }

    /** By listing, not by describing: DescribeTable on a missing table is an error, which DynamoDB Local logs. */
    private static boolean exists(DynamoDbClient dynamoDb, String tableName) {
        return dynamoDb.listTablesPaginator().tableNames().stream().anyMatch(tableName::equals);
    }
}
