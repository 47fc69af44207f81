package dev.tzaar.lambda.store;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * One item of the game table by its key, read strongly consistent: what a version-conditional write must
 * be based on, so that the version it expects is the latest one written.
 */
final class ConsistentRead {
    private ConsistentRead() {
    }

    static Optional<Map<String, AttributeValue>> item(DynamoDbClient client, String table, String key) {
        GetItemResponse response = client.getItem(GetItemRequest.builder()
                .tableName(table)
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(key)))
                .consistentRead(true)
                .build());
        return response.hasItem() ? Optional.of(response.item()) : Optional.empty();
    }
}
