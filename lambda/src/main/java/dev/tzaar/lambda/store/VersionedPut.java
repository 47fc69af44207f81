package dev.tzaar.lambda.store;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The write of an item that stands alone and carries its own version (a server's settings, a player's
 * progress): a one-item {@code TransactWriteItems} (the store's only write call, which IAM grants as
 * {@code PutItem}), for version 1 only if no such item exists, later only over the version before.
 */
final class VersionedPut {
    private VersionedPut() {
    }

    static TransactWriteItemsRequest request(String table, Map<String, AttributeValue> item, long version) {
        return TransactWriteItemsRequest.builder()
                .transactItems(TransactWriteItem.builder().put(put(table, item, version)).build())
                .build();
    }

    /** The put alone, for a transaction that writes several such items together. */
    static Put put(String table, Map<String, AttributeValue> item, long version) {
        if (version < 1) {
            throw new IllegalArgumentException("an item is written from version 1, not " + version);
        }
        Put put = version == 1
                ? Put.builder().tableName(table).item(item)
                        .conditionExpression("attribute_not_exists(#pk)")
                        .expressionAttributeNames(Map.of("#pk", GameTable.KEY))
                        .build()
                : Put.builder().tableName(table).item(item)
                        .conditionExpression("#version = :previous")
                        .expressionAttributeNames(Map.of("#version", GameTable.VERSION))
                        .expressionAttributeValues(Map.of(":previous", AttributeValue.fromN(Long.toString(version - 1))))
                        .build();
        return put;
    }
}
