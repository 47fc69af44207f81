package dev.tzaar.infra.local;

import dev.tzaar.lambda.store.GameTable;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * Makes the game table where nobody deploys it: DynamoDB Local (the local launcher, tests) and
 * LocalStack. On AWS the SAM template makes it, so this lives beside the local launcher rather than in
 * the function's jar; the table's shape stays {@link GameTable}'s.
 */
public final class LocalTables {
    /**
     * Indexes added after the first tables were made: a local table of an earlier version (the data
     * directory of an earlier {@code ./tzaar local}) gets them added, rather than refused.
     */
    private static final Set<String> ADDED_LATER = Set.of(GameTable.BY_LIST);

    private LocalTables() {
    }

    /** Adds the indexes {@link #ADDED_LATER} the table lacks, one at a time as DynamoDB requires. */
    private static void addLaterIndexes(DynamoDbClient client, TableDescription table) {
        Set<String> present = table.globalSecondaryIndexes().stream()
                .map(GlobalSecondaryIndexDescription::indexName)
                .collect(Collectors.toSet());
        CreateTableRequest shape = GameTable.createRequest(table.tableName());
        for (GlobalSecondaryIndex index : shape.globalSecondaryIndexes()) {
            if (ADDED_LATER.contains(index.indexName()) && !present.contains(index.indexName())) {
                client.updateTable(UpdateTableRequest.builder()
                        .tableName(table.tableName())
                        .attributeDefinitions(shape.attributeDefinitions())
                        .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder()
                                .create(CreateGlobalSecondaryIndexAction.builder()
                                        .indexName(index.indexName())
                                        .keySchema(index.keySchema())
                                        .projection(index.projection())
                                        .build())
                                .build())
                        .build());
                waitUntilActive(client, table.tableName());
            }
        }
    }

    /**
     * Creates the table as {@link GameTable} describes it unless it exists, waits until it is
     * active, and makes {@value GameTable#EXPIRES} its TTL attribute. Safe to call again, and by two
     * callers at once. A table of that name without the game indexes (made by something else, or
     * by an older version) is refused with a message saying so, rather than failing later query
     * by query; a game table of an earlier version gets the indexes added since.
     */
    public static void createIfMissing(DynamoDbClient client, String tableName) {
        if (!exists(client, tableName)) {
            try {
                client.createTable(GameTable.createRequest(tableName));
            } catch (ResourceInUseException createdMeanwhile) {
                // Someone else created it between our look and our request: just as good.
            }
        }
        TableDescription table = waitUntilActive(client, tableName);
        requireIndexes(table);
        addLaterIndexes(client, table);
        enableTimeToLive(client, tableName);
    }

    /**
     * DynamoDB Local and LocalStack make a table active at once; DynamoDB takes seconds. The SDK's
     * waiter would look every 20 seconds; a quarter of a second suits a table made for a local run.
     */
    private static TableDescription waitUntilActive(DynamoDbClient client, String tableName) {
        try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
                .client(client)
                .overrideConfiguration(o -> o.backoffStrategyV2(BackoffStrategy.fixedDelay(Duration.ofMillis(250)))
                        .waitTimeout(Duration.ofMinutes(2)))
                .build()) {
            return waiter.waitUntilTableExists(DescribeTableRequest.builder().tableName(tableName).build())
                    .matched().response()
                    .orElseThrow(() -> new IllegalStateException("table " + tableName + " did not become active"))
                    .table();
        }
    }

    private static boolean exists(DynamoDbClient client, String tableName) {
        try {
            client.describeTable(DescribeTableRequest.builder().tableName(tableName).build());
            return true;
        } catch (ResourceNotFoundException e) {
            return false;
        }
    }

    private static void requireIndexes(TableDescription table) {
        Set<String> present = table.globalSecondaryIndexes().stream()
                .map(GlobalSecondaryIndexDescription::indexName)
                .collect(Collectors.toSet());
        List<String> missing = GameTable.indexes().stream()
                .map(index -> index.get(0))
                .filter(name -> !present.contains(name) && !ADDED_LATER.contains(name))
                .toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException("table " + table.tableName() + " exists but lacks the index(es) " + missing
                    + ": it was not made for the games; remove it or choose another table name");
        }
    }

    /**
     * Enabling TTL twice is an error on DynamoDB, so it is enabled only where it is not yet; TTL
     * on another attribute would never forget a game, so it is refused.
     */
    private static void enableTimeToLive(DynamoDbClient client, String tableName) {
        TimeToLiveDescription description = client.describeTimeToLive(r -> r.tableName(tableName))
                .timeToLiveDescription();
        TimeToLiveStatus status = description.timeToLiveStatus();
        if (status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING) {
            String attribute = description.attributeName();
            if (!GameTable.EXPIRES.equals(attribute)) {
                throw new IllegalStateException("table " + tableName + " expires items by " + attribute
                        + ", not by " + GameTable.EXPIRES + ": it was not made for the games");
            }
        } else {
            client.updateTimeToLive(UpdateTimeToLiveRequest.builder()
                    .tableName(tableName)
                    .timeToLiveSpecification(TimeToLiveSpecification.builder()
                            .attributeName(GameTable.EXPIRES)
                            .enabled(true)
                            .build())
                    .build());
        }
    }
}
