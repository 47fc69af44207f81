package dev.tzaar.lambda.store;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the attributes of one stored item, failing with a {@link CorruptItemException} that names
 * the item and the attribute when one is missing or not of the type it is written with.
 */
final class ItemReader {
    private final String item;
    private final Map<String, AttributeValue> attributes;

    /**
     * @param item what the item is, for messages: {@code game k7m2q}
     * @param attributes the item, or a map attribute within it
     */
    ItemReader(String item, Map<String, AttributeValue> attributes) {
        this.item = Objects.requireNonNull(item);
        this.attributes = Objects.requireNonNull(attributes);
    }

    String string(String name) {
        String value = required(name).s();
        if (value == null) {
            throw wrongType(name, "a string");
        }
        return value;
    }

    /** A string attribute that is written only sometimes; null when absent. */
    String optionalString(String name) {
        return attributes.containsKey(name) ? string(name) : null;
    }

    long number(String name) {
        String value = required(name).n();
        if (value == null) {
            throw wrongType(name, "a number");
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new CorruptItemException(item + ": attribute " + name + " is " + value + ", not a whole number", e);
        }
    }

    /** A number attribute that may have a fraction, like a rating. */
    double decimal(String name) {
        String value = required(name).n();
        if (value == null) {
            throw wrongType(name, "a number");
        }
        try {
            double number = Double.parseDouble(value);
            if (!Double.isFinite(number)) {
                throw new NumberFormatException("not finite");
            }
            return number;
        } catch (NumberFormatException e) {
            throw new CorruptItemException(item + ": attribute " + name + " is " + value + ", not a number", e);
        }
    }

    /** A list attribute, its entries as they are. */
    java.util.List<AttributeValue> list(String name) {
        AttributeValue value = required(name);
        if (!value.hasL()) {
            throw wrongType(name, "a list");
        }
        return value.l();
    }

    /** A list attribute of strings, in order. */
    java.util.List<String> strings(String name) {
        java.util.List<String> strings = new java.util.ArrayList<>();
        for (AttributeValue entry : list(name)) {
            if (entry.s() == null) {
                throw wrongType(name + "[" + strings.size() + "]", "a string");
            }
            strings.add(entry.s());
        }
        return strings;
    }

    /** An entry of a list attribute that is a map, read in turn. */
    ItemReader entry(String name, int index, AttributeValue value) {
        if (!value.hasM()) {
            throw wrongType(name + "[" + index + "]", "a map");
        }
        return new ItemReader(item + ", " + name + "[" + index + "]", value.m());
    }

    /** A number attribute that is written only sometimes; null when absent. */
    Long optionalNumber(String name) {
        return attributes.containsKey(name) ? number(name) : null;
    }

    boolean bool(String name) {
        Boolean value = required(name).bool();
        if (value == null) {
            throw wrongType(name, "true or false");
        }
        return value;
    }

    /** A true-or-false attribute written only when true; false when absent. */
    boolean optionalBool(String name) {
        return attributes.containsKey(name) && bool(name);
    }

    /** A map attribute, read in turn; its attributes are named {@code outer.inner} in messages. */
    ItemReader map(String name) {
        AttributeValue value = required(name);
        if (!value.hasM()) {
            throw wrongType(name, "a map");
        }
        return new ItemReader(item + ", " + name, value.m());
    }

    /** An attribute that holds a constant of an enum, written with its name. */
    <E extends Enum<E>> E constant(String name, Class<E> type) {
        String value = string(name);
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException e) {
            throw new CorruptItemException(item + ": attribute " + name + " is \"" + value + "\", which is not a "
                    + type.getSimpleName(), e);
        }
    }

    /** A failure about this item, for what the caller found wrong beyond a single attribute. */
    CorruptItemException corrupt(String problem) {
        return new CorruptItemException(item + ": " + problem);
    }

    /** A failure about this item, for what the caller found wrong beyond a single attribute. */
    CorruptItemException corrupt(String problem, Throwable cause) {
        return new CorruptItemException(item + ": " + problem, cause);
    }

    private AttributeValue required(String name) {
        AttributeValue value = attributes.get(name);
        if (value == null) {
            throw new CorruptItemException(item + ": attribute " + name + " is missing");
        }
        return value;
    }

    private CorruptItemException wrongType(String name, String expected) {
        return new CorruptItemException(item + ": attribute " + name + " is not " + expected);
    }
}
