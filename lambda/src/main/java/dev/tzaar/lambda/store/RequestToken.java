package dev.tzaar.lambda.store;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The {@code ClientRequestToken} of a write: a name-based UUID (36 characters, DynamoDB's limit) of
 * the interaction id and everything the transaction puts, under which conditions.
 *
 * <p>When the SDK sends a transaction again because the answer to the first try was lost, DynamoDB
 * sees the same token and, within ten minutes, reports success without applying it twice. The token
 * covers the content and not only the interaction because one interaction may write twice with
 * different content (the service decides again after losing a race), and DynamoDB refuses a known
 * token with different parameters ({@code IdempotentParameterMismatchException}). Maps are read in
 * key order, so the same write makes the same token in any JVM.
 */
final class RequestToken {
    private RequestToken() {
    }

    static String of(String interactionId, List<TransactWriteItem> items) {
        StringBuilder text = new StringBuilder("interaction ").append(interactionId);
        for (TransactWriteItem item : items) {
            Put put = item.put();
            if (put == null) {
                throw new IllegalArgumentException("the store's writes are puts");
            }
            text.append("\nput ").append(put.tableName()).append(" if ").append(put.conditionExpression())
                    .append("\nnames ").append(new TreeMap<>(put.expressionAttributeNames()))
                    .append("\nvalues ");
            appendMap(text, put.expressionAttributeValues());
            text.append("\nitem ");
            appendMap(text, put.item());
        }
        return UUID.nameUUIDFromBytes(text.toString().getBytes(StandardCharsets.UTF_8)).toString();
    }

    private static void appendMap(StringBuilder text, Map<String, AttributeValue> map) {
        text.append('{');
        new TreeMap<>(map).forEach((name, value) -> {
            text.append(name).append('=');
            append(text, value);
            text.append(';');
        });
        text.append('}');
    }

    private static void append(StringBuilder text, AttributeValue value) {
        if (value.s() != null) {
            // The length first, so that no string can pass for the end of another.
            text.append("S").append(value.s().length()).append(':').append(value.s());
        } else if (value.n() != null) {
            text.append("N:").append(value.n());
        } else if (value.b() != null) {
            text.append("Y:").append(java.util.Base64.getEncoder().encodeToString(value.b().asByteArray()));
        } else if (value.bool() != null) {
            text.append("B:").append(value.bool());
        } else if (value.hasM()) {
            text.append("M:");
            appendMap(text, value.m());
        } else if (value.hasL()) {
            text.append("L").append(value.l().size()).append(":[");
            value.l().forEach(entry -> {
                append(text, entry);
                text.append(';');
            });
            text.append(']');
        } else {
            throw new IllegalArgumentException("the store writes strings, numbers, bytes, booleans, maps and lists, not "
                    + value);
        }
    }
}
