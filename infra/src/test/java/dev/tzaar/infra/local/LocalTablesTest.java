package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.store.GameTable;
import dev.tzaar.lambda.store.TestGames;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

class LocalTablesTest {
    /** lambda's DynamoDB Local for its tests (in this JVM), not the local launcher's {@link LocalDynamoDb}. */
    private final DynamoDbClient client = dev.tzaar.lambda.store.LocalDynamoDb.client();

    @Test
    void theTableIsMadeActiveWithItsIndexesAndExpiry() {
        String name = TestGames.fresh("table");

        LocalTables.createIfMissing(client, name);

        TableDescription table = client.describeTable(r -> r.tableName(name)).table();
        assertEquals(TableStatus.ACTIVE, table.tableStatus());
        assertEquals(Set.of(GameTable.OPEN_BY_CHANNEL, GameTable.BY_CHALLENGER, GameTable.BY_OPPONENT,
                GameTable.BY_LIST),
                table.globalSecondaryIndexes().stream().map(GlobalSecondaryIndexDescription::indexName)
                        .collect(Collectors.toSet()));
        TimeToLiveDescription ttl = client.describeTimeToLive(r -> r.tableName(name)).timeToLiveDescription();
        assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
        assertEquals(GameTable.EXPIRES, ttl.attributeName());
    }

    @Test
    void aGameTableOfAnEarlierVersionGetsTheListsIndexAndKeepsItsGames() {
        String name = TestGames.fresh("table");
        // The table as versions before the ratings, clocks and seats made it: the three game indexes.
        CreateTableRequest current = GameTable.createRequest(name);
        client.createTable(current.toBuilder()
                .globalSecondaryIndexes(current.globalSecondaryIndexes().stream()
                        .filter(index -> !index.indexName().equals(GameTable.BY_LIST)).toList())
                .attributeDefinitions(current.attributeDefinitions().stream()
                        .filter(a -> !a.attributeName().equals(GameTable.LIST)
                                && !a.attributeName().equals(GameTable.LIST_ORDER)).toList())
                .build());
        client.putItem(r -> r.tableName(name).item(Map.of(GameTable.KEY, AttributeValue.fromS("game#kept"))));

        LocalTables.createIfMissing(client, name);

        TableDescription table = client.describeTable(r -> r.tableName(name)).table();
        assertTrue(table.globalSecondaryIndexes().stream().anyMatch(i -> i.indexName().equals(GameTable.BY_LIST)),
                table::toString);
        assertEquals(1, client.scan(r -> r.tableName(name)).count());
    }

    @Test
    void makingTheTableAgainLeavesItAsItIs() {
        String name = TestGames.fresh("table");
        LocalTables.createIfMissing(client, name);
        client.putItem(r -> r.tableName(name).item(Map.of(GameTable.KEY, AttributeValue.fromS("game#kept"))));

        LocalTables.createIfMissing(client, name);

        assertEquals(1, client.scan(r -> r.tableName(name)).count());
    }

    @Test
    void aTableOfThatNameMadeForSomethingElseIsRefusedNamingWhatItLacks() {
        String name = TestGames.fresh("table");
        client.createTable(r -> r.tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(KeySchemaElement.builder().attributeName(GameTable.KEY).keyType(KeyType.HASH).build())
                .attributeDefinitions(AttributeDefinition.builder().attributeName(GameTable.KEY)
                        .attributeType(ScalarAttributeType.S).build()));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> LocalTables.createIfMissing(client, name));
        assertTrue(e.getMessage().contains(GameTable.OPEN_BY_CHANNEL), e::getMessage);
    }

    @Test
    void aTableThatExpiresItemsByAnotherAttributeIsRefused() {
        String name = TestGames.fresh("table");
        client.createTable(GameTable.createRequest(name));
        client.updateTimeToLive(r -> r.tableName(name)
                .timeToLiveSpecification(s -> s.attributeName("ttl").enabled(true)));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> LocalTables.createIfMissing(client, name));
        assertTrue(e.getMessage().contains("ttl"), e::getMessage);
    }
}
