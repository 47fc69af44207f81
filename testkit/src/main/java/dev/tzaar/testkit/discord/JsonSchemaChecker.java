package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a JSON value against a JSON Schema (2020-12, as OpenAPI 3.1 uses it), for the keywords Discord's
 * OpenAPI description uses: {@code $ref} (local, {@code #/...}), {@code type} (one or an array, so
 * {@code ["string", "null"]} is nullable), {@code const}, {@code enum}, {@code properties}, {@code required},
 * {@code additionalProperties}, {@code min/maxProperties}, {@code items}, {@code min/maxItems},
 * {@code uniqueItems}, {@code min/maxLength} (in code points), {@code minimum}, {@code maximum},
 * {@code pattern}, {@code allOf}, {@code anyOf} and {@code oneOf}. Annotations ({@code format},
 * {@code title}, {@code description}, ...) assert nothing, as in 2020-12; a snowflake is checked by the
 * pattern the description gives it. An unknown keyword is ignored, so a schema using one is checked less,
 * never wrongly.
 */
final class JsonSchemaChecker {
    /** Where a violation is, as this checker writes it: {@code $.data.components[0].type:}. */
    private static final Pattern PLACE = Pattern.compile("\\$[^:\\s]*:");

    private static final Pattern DECIMAL_INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");

    /** How strictly scalars are typed. */
    enum Scalars {
        /** As JSON Schema says: {@code "0"} is no integer and {@code 0} no string. */
        STRICT,
        /**
         * As Discord's server reads a request: it parses form fields, so an integer field takes a decimal
         * string (JDA sends a command's {@code contexts} and {@code integration_types} as {@code "0"}, and
         * real Discord accepts them), and a snowflake field takes a non-negative integer (Discord's own
         * documentation shows {@code "attachments": [{"id": 0, ...}]}). Bounds, patterns and lengths are
         * checked on the value it parses.
         */
        AS_DISCORD_PARSES
    }

    private final JsonNode document;
    private final Scalars scalars;
    private final Map<String, Pattern> patterns = new ConcurrentHashMap<>();

    /** @param document the document {@code $ref}s point into (for OpenAPI: the whole description) */
    JsonSchemaChecker(JsonNode document, Scalars scalars) {
        this.document = document;
        this.scalars = scalars;
    }

    /** What is wrong with {@code value} against {@code schema}, one line per violation; empty when it conforms. */
    List<String> violations(JsonNode value, JsonNode schema) {
        return violations(value, schema, "$");
    }

    private void check(JsonNode given, JsonNode schema, String at, List<String> out) {
        JsonNode value = scalars == Scalars.AS_DISCORD_PARSES ? parsed(given, schema) : given;
        if (schema.isBoolean()) {
            if (!schema.asBoolean()) {
                out.add(at + ": not allowed here");
            }
            return;
        }
        if (schema.has("$ref")) {
            check(value, resolve(schema.get("$ref").asText()), at, out);
        }
        if (schema.has("type") && !hasType(value, schema.get("type"))) {
            out.add(at + ": " + describe(value) + " is not of type " + schema.get("type"));
            return; // the other keywords would only repeat it
        }
        if (schema.has("const") && !equal(value, schema.get("const"))) {
            out.add(at + ": " + value + " is not " + schema.get("const"));
        }
        if (schema.has("enum") && !contains(schema.get("enum"), value)) {
            out.add(at + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (value.isObject()) {
            object(value, schema, at, out);
        } else if (value.isArray()) {
            array(value, schema, at, out);
        } else if (value.isTextual()) {
            string(value.asText(), schema, at, out);
        } else if (value.isNumber()) {
            number(value, schema, at, out);
        }
        for (JsonNode each : schema.path("allOf")) {
            check(value, each, at, out);
        }
        if (schema.has("anyOf")) {
            alternatives(value, schema.get("anyOf"), false, at, out);
        }
        if (schema.has("oneOf")) {
            alternatives(value, schema.get("oneOf"), true, at, out);
        }
    }

    private void object(JsonNode value, JsonNode schema, String at, List<String> out) {
        for (JsonNode name : schema.path("required")) {
            if (!value.has(name.asText())) {
                out.add(at + ": the required field \"" + name.asText() + "\" is missing");
            }
        }
        JsonNode properties = schema.path("properties");
        JsonNode additional = schema.get("additionalProperties");
        for (Map.Entry<String, JsonNode> field : value.properties()) {
            String where = at + "." + field.getKey();
            if (properties.has(field.getKey())) {
                check(field.getValue(), properties.get(field.getKey()), where, out);
            } else if (additional != null) {
                check(field.getValue(), additional, where, out);
            }
        }
        if (schema.has("maxProperties") && value.size() > schema.get("maxProperties").asInt()) {
            out.add(at + ": more than " + schema.get("maxProperties").asInt() + " fields");
        }
        if (schema.has("minProperties") && value.size() < schema.get("minProperties").asInt()) {
            out.add(at + ": fewer than " + schema.get("minProperties").asInt() + " fields");
        }
    }

    private void array(JsonNode value, JsonNode schema, String at, List<String> out) {
        if (schema.has("maxItems") && value.size() > schema.get("maxItems").asInt()) {
            out.add(at + ": " + value.size() + " items, more than " + schema.get("maxItems").asInt());
        }
        if (schema.has("minItems") && value.size() < schema.get("minItems").asInt()) {
            out.add(at + ": " + value.size() + " items, fewer than " + schema.get("minItems").asInt());
        }
        if (schema.path("uniqueItems").asBoolean() && new HashSet<>(items(value)).size() < value.size()) {
            out.add(at + ": items repeat");
        }
        if (schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                check(value.get(i), schema.get("items"), at + "[" + i + "]", out);
            }
        }
    }

    private void string(String value, JsonNode schema, String at, List<String> out) {
        int length = value.codePointCount(0, value.length());
        if (schema.has("maxLength") && length > schema.get("maxLength").asInt()) {
            out.add(at + ": " + length + " characters, more than " + schema.get("maxLength").asInt());
        }
        if (schema.has("minLength") && length < schema.get("minLength").asInt()) {
            out.add(at + ": " + length + " characters, fewer than " + schema.get("minLength").asInt());
        }
        if (schema.has("pattern")) {
            String regex = schema.get("pattern").asText();
            if (!patterns.computeIfAbsent(regex, Pattern::compile).matcher(value).find()) {
                out.add(at + ": \"" + value + "\" does not match " + regex);
            }
        }
    }

    private static void number(JsonNode value, JsonNode schema, String at, List<String> out) {
        if (schema.has("minimum") && value.decimalValue().compareTo(schema.get("minimum").decimalValue()) < 0) {
            out.add(at + ": " + value + " is below " + schema.get("minimum"));
        }
        if (schema.has("maximum") && value.decimalValue().compareTo(schema.get("maximum").decimalValue()) > 0) {
            out.add(at + ": " + value + " is above " + schema.get("maximum"));
        }
    }

    private void alternatives(JsonNode value, JsonNode options, boolean exactlyOne, String at, List<String> out) {
        int matching = 0;
        List<String> closest = null;
        for (JsonNode option : options) {
            List<String> violations = violations(value, option, at);
            if (violations.isEmpty()) {
                matching++;
            } else if (closest == null || closer(violations, closest)) {
                closest = violations;
            }
        }
        if (matching == 0) {
            out.add(at + ": matches none of the " + options.size() + " alternatives; the closest: " + closest);
        } else if (exactlyOne && matching > 1) {
            out.add(at + ": matches " + matching + " alternatives of a oneOf, not exactly one");
        }
    }

    /**
     * Whether one alternative's violations describe the fault better than another's: the one that got
     * further into the value (its deepest fault, nested reports included, is deeper), so that a message
     * that fails on its content is not reported as "not a null" or "not an autocomplete answer".
     */
    private static boolean closer(List<String> candidate, List<String> best) {
        int candidateDepth = deepest(candidate);
        int bestDepth = deepest(best);
        return candidateDepth != bestDepth ? candidateDepth > bestDepth : candidate.size() < best.size();
    }

    private static int deepest(List<String> violations) {
        int depth = 0;
        for (String violation : violations) {
            Matcher place = PLACE.matcher(violation);
            while (place.find()) {
                depth = Math.max(depth, (int) place.group().chars().filter(c -> c == '.' || c == '[').count());
            }
        }
        return depth;
    }

    private List<String> violations(JsonNode value, JsonNode schema, String at) {
        List<String> out = new ArrayList<>();
        check(value, schema, at, out);
        return out;
    }

    private JsonNode resolve(String reference) {
        if (!reference.startsWith("#")) {
            throw new IllegalArgumentException("only local references are supported: " + reference);
        }
        JsonNode target = document.at(reference.substring(1));
        if (target.isMissingNode()) {
            throw new IllegalArgumentException("no schema at " + reference);
        }
        return target;
    }

    /** The value as Discord's server reads it for this schema (see {@link Scalars#AS_DISCORD_PARSES}). */
    private static JsonNode parsed(JsonNode value, JsonNode schema) {
        JsonNode type = schema.path("type");
        if (value.isTextual() && DECIMAL_INTEGER.matcher(value.asText()).matches()
                && hasType(JsonNodeFactory.instance.numberNode(0), type) && !hasType(value, type)) {
            return JsonNodeFactory.instance.numberNode(new BigInteger(value.asText()));
        }
        if (value.isIntegralNumber() && value.bigIntegerValue().signum() >= 0
                && "snowflake".equals(schema.path("format").asText())) {
            return JsonNodeFactory.instance.textNode(value.bigIntegerValue().toString());
        }
        return value;
    }

    private static boolean hasType(JsonNode value, JsonNode type) {
        if (type.isMissingNode()) {
            return true;
        }
        if (type.isArray()) {
            for (JsonNode each : type) {
                if (hasType(value, each)) {
                    return true;
                }
            }
            return false;
        }
        return switch (type.asText()) {
            case "null" -> value.isNull();
            case "boolean" -> value.isBoolean();
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isTextual();
            case "number" -> value.isNumber();
            case "integer" -> value.isIntegralNumber()
                    || value.isNumber() && value.decimalValue().stripTrailingZeros().scale() <= 0;
            default -> true;
        };
    }

    /** JSON equality: 1 and 1.0 are the same number. */
    private static boolean equal(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return a.equals(b);
    }

    private static boolean contains(JsonNode options, JsonNode value) {
        for (JsonNode option : options) {
            if (equal(option, value)) {
                return true;
            }
        }
        return false;
    }

    private static Set<JsonNode> items(JsonNode array) {
        Set<JsonNode> all = new HashSet<>();
        array.forEach(all::add);
        return all;
    }

    private static String describe(JsonNode value) {
        return value.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " " + abbreviated(value);
    }

    private static String abbreviated(JsonNode value) {
        String text = value.toString();
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
