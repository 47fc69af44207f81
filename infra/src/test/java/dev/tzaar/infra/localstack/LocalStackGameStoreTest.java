package dev.tzaar.infra.localstack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.lambda.store.GameStoreContract;
import dev.tzaar.lambda.store.GameTable;
import dev.tzaar.lambda.store.RatingStoreContract;
import java.net.URI;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The store's contract (from lambda's tests) against the cloud emulator's DynamoDB ({@link CloudEmulator}),
 * reached the way the function reaches DynamoDB: over HTTP, through the SDK's own client stack, on the
 * table made from template.yaml's own definition ({@link TemplateTable}). Without a Docker engine or an
 * emulator image the whole class is reported skipped, with the reason on the console and in the report
 * ({@link NeedsDocker}), and nothing else in the build needs Docker.
 */
@ExtendWith(NeedsDocker.class)
class LocalStackGameStoreTest extends GameStoreContract implements SaysWhichEmulatorRan {
    private static final String TABLE = "games";

    private static RunningEmulator emulator;
    private static DynamoDbClient client;

    @BeforeAll
    static void makeTableFromTheTemplate() {
        emulator = RunningEmulator.start("dynamodb");
        client = emulator.dynamoDb();
        TemplateTable.gameTable().create(client, TABLE);
    }

    @AfterAll
    static void stopEmulator() throws Exception {
        RunningEmulator.closeAll(emulator);
    }

    @Override
    public URI emulatorEndpoint() {
        return emulator.endpoint();
    }

    @Override
    public List<String> services() {
        return List.of("dynamodb");
    }

    @Override
    protected DynamoDbClient client() {
        return client;
    }

    @Override
    protected String tableName() {
        return TABLE;
    }

    /** The table the template deploys is the one the store is written for (GameTable's shape). */
    @Nested
    class TheTableFromTheTemplate {
        private final TableDescription table = client.describeTable(r -> r.tableName(TABLE)).table();
        private final CreateTableRequest stores = GameTable.createRequest(TABLE);

        @Test
        void hasTheStoresKey() {
            assertEquals(stores.keySchema(), table.keySchema());
        }

        @Test
        void hasTheStoresIndexesWithTheirKeysAndProjections() {
            assertEquals(byName(stores.globalSecondaryIndexes().stream()
                            .map(i -> i.indexName() + " " + i.keySchema() + " " + i.projection().projectionType())),
                    byName(table.globalSecondaryIndexes().stream()
                            .map(i -> i.indexName() + " " + i.keySchema() + " " + i.projection().projectionType())));
        }

        @Test
        void definesTheAttributesTheKeysAndIndexesUse() {
            assertEquals(Set.copyOf(stores.attributeDefinitions()), Set.copyOf(table.attributeDefinitions()));
        }

        @Test
        void expiresItemsByTheStoresTimeToLiveAttribute() {
            var ttl = client.describeTimeToLive(r -> r.tableName(TABLE)).timeToLiveDescription();
            assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
            assertEquals(GameTable.EXPIRES, ttl.attributeName());
        }

        @Test
        void isBilledOnDemand() {
            assertEquals("PAY_PER_REQUEST", table.billingModeSummary().billingModeAsString());
        }

        private static List<String> byName(java.util.stream.Stream<String> indexes) {
            return indexes.sorted(Comparator.naturalOrder()).collect(Collectors.toList());
        }
    }

    /** The ratings' part of the store's contract, on the same emulator and table. */
    @Nested
    class Ratings extends RatingStoreContract {
        @Override
        protected DynamoDbClient client() {
            return client;
        }

        @Override
        protected String tableName() {
            return TABLE;
        }
    }
}
