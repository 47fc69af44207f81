package dev.tzaar.lambda.store;

import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * Counts the request units DynamoDB bills for the store's calls: every call the store makes ({@code
 * GetItem}, {@code Query}, {@code TransactWriteItems}) is sent with {@code ReturnConsumedCapacity=INDEXES}
 * (which costs nothing), and the units each answer reports are added up for the thread that made the
 * call, but for a transaction's own items, which are counted from the request by DynamoDB's rule (see
 * {@link #tableUnits}); its indexes' units are the answer's. The function logs them
 * with each request ({@code readUnits}, {@code writeUnits}), so that what an action costs can be read
 * from the log, on AWS as locally; {@code ./tzaar bench interactions} prices them.
 *
 * <p>Not counted: a call that fails (a cancelled transaction is billed as if it had written, and a
 * throttled one is not billed); DynamoDB reports nothing for either.
 */
public final class CapacityMeter implements ExecutionInterceptor {
    /**
     * Units consumed by some calls.
     *
     * @param calls how many calls reported units
     * @param reads read request units (a strongly consistent read: 1 per 4 KB; an index's, eventually
     *     consistent: half that)
     * @param writes write request units, the indexes' included (1 per 1 KB written, twice that in a
     *     transaction; an index's entry of the item rewritten, or deleted and put again when its key changed)
     * @param indexWrites the part of {@code writes} that went to the indexes: DynamoDB Local doubles them
     *     in a transaction as it doubles the table's, which DynamoDB itself is not documented to do
     */
    public record Units(int calls, double reads, double writes, double indexWrites) {
        public static final Units NONE = new Units(0, 0, 0, 0);

        public Units plus(Units other) {
            return new Units(calls + other.calls, reads + other.reads, writes + other.writes,
                    indexWrites + other.indexWrites);
        }
    }

    private final ThreadLocal<Units> counted = ThreadLocal.withInitial(() -> Units.NONE);

    /** The units of this thread's calls since it last took them; counting starts again from nothing. */
    public Units take() {
        Units units = counted.get();
        counted.set(Units.NONE);
        return units;
    }

    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (request instanceof GetItemRequest get) {
            return get.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();
        }
        if (request instanceof QueryRequest query) {
            return query.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();
        }
        if (request instanceof TransactWriteItemsRequest write) {
            return write.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();
        }
        return request;
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        SdkResponse response = context.response();
        if (response instanceof GetItemResponse get) {
            count(read(get.consumedCapacity()));
        } else if (response instanceof QueryResponse query) {
            count(read(query.consumedCapacity()));
        } else if (response instanceof TransactWriteItemsResponse write
                && context.request() instanceof TransactWriteItemsRequest request) {
            List<ConsumedCapacity> capacities = write.hasConsumedCapacity() ? write.consumedCapacity() : List.of();
            double indexes = indexes(capacities);
            count(new Units(1, 0, tableUnits(request) + indexes, indexes));
        }
    }

    private void count(Units units) {
        counted.set(counted.get().plus(units));
    }

    private static Units read(ConsumedCapacity capacity) {
        return new Units(1, capacity == null ? 0 : total(List.of(capacity)), 0, 0);
    }

    /** Each table's units, its indexes' included (DynamoDB's {@code CapacityUnits} is their sum). */
    private static double total(List<ConsumedCapacity> capacities) {
        double units = 0;
        for (ConsumedCapacity capacity : capacities) {
            if (capacity.capacityUnits() != null) {
                units += capacity.capacityUnits();
            }
        }
        return units;
    }

    /**
     * What a transaction of puts costs in the table, by DynamoDB's rule: twice a put's units, each item's
     * kilobytes rounded up. Counted from the request, not taken from the answer: DynamoDB Local 3.0.0
     * reports wrong table units for a transaction (four puts of 100 bytes: 2 units, not 8; two of 1,500
     * bytes: 4, not 8), as if it counted items of the same size once.
     */
    static double tableUnits(TransactWriteItemsRequest request) {
        double units = 0;
        for (TransactWriteItem item : request.transactItems()) {
            if (item.put() != null) {
                units += ItemSize.writeUnits(item.put().item(), true);
            }
        }
        return units;
    }

    /** The indexes' share of the units. */
    private static double indexes(List<ConsumedCapacity> capacities) {
        double units = 0;
        for (ConsumedCapacity capacity : capacities) {
            if (capacity.hasGlobalSecondaryIndexes()) {
                for (Capacity index : capacity.globalSecondaryIndexes().values()) {
                    units += index.capacityUnits() == null ? 0 : index.capacityUnits();
                }
            }
        }
        return units;
    }
}
