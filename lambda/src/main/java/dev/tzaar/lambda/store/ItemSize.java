package dev.tzaar.lambda.store;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The size DynamoDB counts for an item, against its 400 KB limit and for the write units a put costs,
 * by the rules of the developer guide ("Item sizes and formats"): names and strings in UTF-8 bytes, a
 * number about one byte per two significant digits plus one, binary its bytes, a boolean one byte, a
 * map or a list three bytes plus one per entry.
 */
public final class ItemSize {
    /** DynamoDB's limit for one item, names and values together. */
    public static final int LIMIT = 400 * 1024;

    private ItemSize() {
    }

    /** The write units a put of the item costs: one per kilobyte begun, twice that in a transaction. */
    public static int writeUnits(Map<String, AttributeValue> item, boolean inTransaction) {
        int units = Math.max(1, (of(item) + 1023) / 1024);
        return inTransaction ? 2 * units : units;
    }

    public static int of(Map<String, AttributeValue> item) {
        int size = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            size += utf8(attribute.getKey()) + of(attribute.getValue());
        }
        return size;
    }

    private static int of(AttributeValue value) {
        if (value.s() != null) {
            return utf8(value.s());
        }
        if (value.n() != null) {
            int digits = new BigDecimal(value.n()).stripTrailingZeros().precision();
            return (digits + 1) / 2 + 1;
        }
        if (value.b() != null) {
            return value.b().asByteArray().length;
        }
        if (value.bool() != null || Boolean.TRUE.equals(value.nul())) {
            return 1;
        }
        if (value.hasL()) {
            int size = 3;
            for (AttributeValue entry : value.l()) {
                size += of(entry) + 1;
            }
            return size;
        }
        if (value.hasM()) {
            int size = 3;
            for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                size += utf8(entry.getKey()) + of(entry.getValue()) + 1;
            }
            return size;
        }
        throw new IllegalArgumentException("the store writes no such attribute: " + value);
    }

    private static int utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
