package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.InterceptorContext;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * The meter asks DynamoDB what each of the store's calls consumed and adds it up per thread. (The
 * function's log carries the sums; infra's FunctionLogsUnitsTest reads them after real calls on
 * DynamoDB Local.)
 */
class CapacityMeterTest {
    private final CapacityMeter meter = new CapacityMeter();

    private SdkRequest sent(SdkRequest request) {
        return meter.modifyRequest(InterceptorContext.builder().request(request).build(), new ExecutionAttributes());
    }

    private void answered(SdkRequest request, SdkResponse response) {
        meter.afterExecution(InterceptorContext.builder().request(request).response(response).build(),
                new ExecutionAttributes());
    }

    private static ConsumedCapacity units(double table, Map<String, Double> indexes) {
        Map<String, Capacity> byIndex = new HashMap<>();
        indexes.forEach((name, units) -> byIndex.put(name, Capacity.builder().capacityUnits(units).build()));
        return ConsumedCapacity.builder().tableName("games").table(Capacity.builder().capacityUnits(table).build())
                .globalSecondaryIndexes(byIndex)
                .capacityUnits(table + indexes.values().stream().mapToDouble(Double::doubleValue).sum()).build();
    }

    @Test
    void everyCallOfTheStoreAsksDynamoDbForItsUnitsIndexesIncluded() {
        GetItemRequest get = (GetItemRequest) sent(GetItemRequest.builder().tableName("games").build());
        QueryRequest query = (QueryRequest) sent(QueryRequest.builder().tableName("games").build());
        TransactWriteItemsRequest write = (TransactWriteItemsRequest) sent(TransactWriteItemsRequest.builder().build());
        assertEquals(ReturnConsumedCapacity.INDEXES, get.returnConsumedCapacity());
        assertEquals(ReturnConsumedCapacity.INDEXES, query.returnConsumedCapacity());
        assertEquals(ReturnConsumedCapacity.INDEXES, write.returnConsumedCapacity());
        DescribeTableRequest other = DescribeTableRequest.builder().tableName("games").build();
        assertSame(other, sent(other), "a call the store never makes is left as it is");
    }

    @Test
    void readsAndWritesAreAddedUpAndTakenOnce() {
        answered(GetItemRequest.builder().build(), GetItemResponse.builder().consumedCapacity(units(1, Map.of()))
                .build());
        answered(QueryRequest.builder().build(), QueryResponse.builder().consumedCapacity(units(0,
                Map.of("open-by-channel", 0.5))).build());
        // A transaction of a game and its answer: 2 units for each item under 1 KB, and index entries.
        answered(transaction(100, 100), TransactWriteItemsResponse.builder().consumedCapacity(
                units(4, Map.of("by-challenger", 2.0, "by-opponent", 2.0))).build());

        CapacityMeter.Units counted = meter.take();
        assertEquals(3, counted.calls());
        assertEquals(1.5, counted.reads());
        assertEquals(8, counted.writes());
        assertEquals(4, counted.indexWrites());
        assertEquals(CapacityMeter.Units.NONE, meter.take(), "taken: counting starts again");
    }

    /**
     * DynamoDB Local 3.0.0 reports 2 units for a transaction of four puts of 100 bytes: the items are
     * counted by DynamoDB's rule instead, 2 units per kilobyte begun of each.
     */
    @Test
    void aTransactionsOwnItemsAreCountedByDynamoDbsRuleNotByWhatDynamoDbLocalReports() {
        answered(transaction(100, 100, 100, 100), TransactWriteItemsResponse.builder()
                .consumedCapacity(units(2, Map.of())).build());
        assertEquals(8, meter.take().writes());
        answered(transaction(1500, 1500, 100), TransactWriteItemsResponse.builder()
                .consumedCapacity(units(6, Map.of())).build());
        assertEquals(10, meter.take().writes());
    }

    /** Puts of items with a string attribute of these many bytes (and a short key). */
    private static TransactWriteItemsRequest transaction(int... sizes) {
        java.util.List<TransactWriteItem> items = new java.util.ArrayList<>();
        for (int size : sizes) {
            items.add(TransactWriteItem.builder().put(Put.builder().tableName("games").item(Map.of(
                    "pk", AttributeValue.fromS("k" + items.size()), "x", AttributeValue.fromS("x".repeat(size))))
                    .build()).build());
        }
        return TransactWriteItemsRequest.builder().transactItems(items).build();
    }

    @Test
    void aCallWhoseAnswerReportsNoUnitsCountsAsACallOfNone() {
        answered(GetItemRequest.builder().build(), GetItemResponse.builder().build());
        assertEquals(new CapacityMeter.Units(1, 0, 0, 0), meter.take());
    }

    @Test
    void eachThreadCountsOnlyItsOwnCalls() throws Exception {
        answered(GetItemRequest.builder().build(), GetItemResponse.builder().consumedCapacity(units(1, Map.of()))
                .build());
        CapacityMeter.Units elsewhere = CompletableFuture.supplyAsync(() -> {
            answered(GetItemRequest.builder().build(), GetItemResponse.builder().consumedCapacity(units(2, Map.of()))
                    .build());
            return meter.take();
        }).get();
        assertEquals(2, elsewhere.reads());
        assertEquals(1, meter.take().reads());
    }
}
