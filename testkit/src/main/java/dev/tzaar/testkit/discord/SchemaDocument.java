package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.NonValidationKeyword;
import com.networknt.schema.path.NodePath;
import com.networknt.schema.path.PathType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * One JSON Schema document as OpenAPI 3.1 writes it (the whole description, whose {@code $ref}s point into
 * its {@code components}), loaded once into networknt's validator; a value is checked against the schema
 * at a JSON pointer into it.
 *
 * <p>Scalars are read as Discord's server reads a request: it parses form fields, so an integer field
 * takes a decimal string (JDA sends a command's {@code contexts} and {@code integration_types} as
 * {@code "0"}, and real Discord accepts them), and a snowflake field takes a non-negative integer
 * (Discord's own documentation shows {@code "attachments": [{"id": 0, ...}]}). The value Discord would
 * parse is then checked in full (bounds, constants, patterns), as anything else is.
 */
final class SchemaDocument {
    /** The document's name for the validator; never fetched, since the document is given whole. */
    private static final String IRI = "urn:tzaar:testkit:schema-document";
    private static final JsonMapper JSON3 = JsonMapper.builder().build();
    private static final Pattern DECIMAL_INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");

    private final JsonNode document;
    private final SchemaRegistry registry;
    /** Where the {@code type} of each snowflake schema is, as the validator names a schema location. */
    private final Set<String> snowflakeTypes;
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    /** @param document the whole document, as JSON text */
    SchemaDocument(String document) {
        this.document = JSON3.readTree(document);
        // Discord marks an anyOf whose alternatives exclude each other; it asserts nothing.
        Dialect openApiWithDiscordsMarks = Dialect.builder(Dialects.getOpenApi31())
                .keyword(new NonValidationKeyword("x-discord-union")).build();
        this.registry = SchemaRegistry.withDefaultDialect(openApiWithDiscordsMarks, registry -> registry
                .schemas(Map.of(IRI, document))
                .schemaRegistryConfig(SchemaRegistryConfig.builder().pathType(PathType.JSON_PATH).build()));
        Set<String> snowflakes = new HashSet<>();
        collectSnowflakeTypes(this.document, "", snowflakes);
        this.snowflakeTypes = Set.copyOf(snowflakes);
    }

    /** Whether the document has something at {@code pointer}. */
    boolean has(String pointer) {
        return !document.at(pointer).isMissingNode();
    }

    /** The names of the fields of the object at {@code pointer}, in the document's order; none if there is none. */
    List<String> fieldNames(String pointer) {
        List<String> names = new ArrayList<>();
        document.at(pointer).properties().forEach(field -> names.add(field.getKey()));
        return names;
    }

    /**
     * What is wrong with {@code value} against the schema at {@code pointer}, one line per fault, each
     * naming its place ({@code $.data.content: ...}), the deepest first: where alternatives
     * ({@code anyOf}, {@code oneOf}) all fail, the one that got furthest into the value tells the fault
     * best. Empty when the value conforms.
     *
     * @param pointer a JSON pointer into the document, like {@code /components/schemas/UserResponse}
     */
    List<String> violations(com.fasterxml.jackson.databind.JsonNode value, String pointer) {
        Schema schema = schemas.computeIfAbsent(pointer,
                at -> registry.getSchema(SchemaLocation.of(IRI + "#" + at)));
        JsonNode asDiscordReadsIt = copy(value);
        Set<String> reread = new HashSet<>();
        while (true) {
            List<Error> errors = schema.validate(asDiscordReadsIt);
            boolean changed = false;
            for (Error error : errors) {
                JsonNode parsed = asDiscordParses(error);
                if (parsed != null && reread.add(error.getInstanceLocation().toString())) {
                    asDiscordReadsIt = replaced(asDiscordReadsIt, error.getInstanceLocation(), parsed);
                    changed = true;
                }
            }
            if (!changed) {
                return readable(errors);
            }
        }
    }

    /** The value Discord's server would read where the validator found a scalar of another type; else null. */
    private JsonNode asDiscordParses(Error error) {
        if (!"type".equals(error.getKeyword())) {
            return null;
        }
        JsonNode given = error.getInstanceNode();
        JsonNode wanted = error.getSchemaNode();
        if (given.isString() && DECIMAL_INTEGER.matcher(given.stringValue()).matches()
                && (names(wanted, "integer") || names(wanted, "number"))) {
            return JsonNodeFactory.instance.numberNode(new BigInteger(given.stringValue()));
        }
        if (given.isIntegralNumber() && given.bigIntegerValue().signum() >= 0
                && snowflakeTypes.contains(error.getSchemaLocation().toString())) {
            return JsonNodeFactory.instance.stringNode(given.bigIntegerValue().toString());
        }
        return null;
    }

    private static boolean names(JsonNode type, String name) {
        if (type.isArray()) {
            for (JsonNode each : type) {
                if (name.equals(each.asString())) {
                    return true;
                }
            }
            return false;
        }
        return name.equals(type.asString());
    }

    private static JsonNode replaced(JsonNode root, NodePath at, JsonNode parsed) {
        if (at.getNameCount() == 0) {
            return parsed;
        }
        JsonNode parent = root;
        for (int i = 0; i < at.getNameCount() - 1; i++) {
            parent = at.getElement(i) instanceof Integer index ? parent.get(index) : parent.get(at.getName(i));
        }
        Object last = at.getElement(at.getNameCount() - 1);
        if (last instanceof Integer index) {
            ((ArrayNode) parent).set(index, parsed);
        } else {
            ((ObjectNode) parent).set(at.getName(at.getNameCount() - 1), parsed);
        }
        return root;
    }

    /**
     * The errors as lines, the deepest place first. A failing {@code anyOf} or {@code oneOf} reports the
     * faults of every alternative: the same fault once, and the constants that several alternatives ask for
     * at one place as one line.
     */
    private static List<String> readable(List<Error> errors) {
        Map<String, List<Error>> byPlaceAndKeyword = new LinkedHashMap<>();
        errors.stream()
                .sorted(Comparator.comparingInt((Error error) -> error.getInstanceLocation().getNameCount()).reversed())
                .forEach(error -> byPlaceAndKeyword
                        .computeIfAbsent(error.getInstanceLocation() + " " + error.getKeyword(), key -> new ArrayList<>())
                        .add(error));
        Set<String> lines = new LinkedHashSet<>();
        for (List<Error> alike : byPlaceAndKeyword.values()) {
            Error first = alike.get(0);
            if (alike.size() > 1 && ("const".equals(first.getKeyword()) || "enum".equals(first.getKeyword()))) {
                lines.add(first.getInstanceLocation() + ": " + first.getInstanceNode() + " is none of "
                        + alike.stream().map(SchemaDocument::allowed).distinct().collect(Collectors.joining(", ")));
            } else {
                alike.forEach(error -> lines.add(error.toString()));
            }
        }
        return List.copyOf(lines);
    }

    private static String allowed(Error constOrEnum) {
        JsonNode schema = constOrEnum.getSchemaNode();
        if (!schema.isArray()) {
            return schema.toString();
        }
        List<String> each = new ArrayList<>();
        schema.forEach(value -> each.add(value.toString()));
        return String.join(", ", each);
    }

    private static void collectSnowflakeTypes(JsonNode node, String pointer, Set<String> out) {
        if (node.isObject()) {
            if ("snowflake".equals(node.path("format").asString()) && node.has("type")) {
                out.add(IRI + "#" + pointer + "/type");
            }
            node.properties().forEach(field -> collectSnowflakeTypes(field.getValue(),
                    pointer + "/" + pointerSegment(field.getKey()), out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collectSnowflakeTypes(node.get(i), pointer + "/" + i, out);
            }
        }
    }

    /** A name as one segment of a JSON pointer ({@code /} and {@code ~} escaped). */
    static String pointerSegment(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    /** The fake's value (Jackson 2) as the validator's own tree (Jackson 3), free to change. */
    private static JsonNode copy(com.fasterxml.jackson.databind.JsonNode value) {
        try {
            return JSON3.readTree(JSON.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + value, e);
        }
    }
}
