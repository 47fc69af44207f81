package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON Schema keywords the checker knows, each with a value that passes and one that fails. */
class JsonSchemaCheckerTest {
    private static final JsonNode DOCUMENT = json("""
            {"components": {"schemas": {
              "Snowflake": {"type": "string", "pattern": "^(0|[1-9][0-9]*)$", "format": "snowflake"},
              "Button": {"type": "object", "required": ["type"], "properties": {
                 "type": {"type": "integer", "enum": [2]}, "label": {"type": ["string", "null"], "maxLength": 3}}},
              "Row": {"type": "object", "required": ["type"], "properties": {
                 "type": {"const": 1}, "components": {"type": "array", "maxItems": 2,
                   "items": {"oneOf": [{"$ref": "#/components/schemas/Button"}]}}}},
              "Id": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Snowflake"}]},
              "Overlapping": {"oneOf": [{"type": "integer"}, {"type": "number"}]},
              "Both": {"allOf": [{"required": ["a"]}, {"required": ["b"]}]},
              "Either": {"anyOf": [{"type": "string"}, {"type": "boolean"}]},
              "Closed": {"type": "object", "properties": {"a": {"type": "integer", "minimum": 0, "maximum": 9}},
                 "additionalProperties": false}}}}""");
    private final JsonSchemaChecker checker = new JsonSchemaChecker(DOCUMENT, JsonSchemaChecker.Scalars.STRICT);
    private final JsonSchemaChecker asDiscord = new JsonSchemaChecker(DOCUMENT, JsonSchemaChecker.Scalars.AS_DISCORD_PARSES);

    @Test
    void aRowOfButtonsConformsAndEachFaultIsNamedWhereItIs() {
        assertEquals(List.of(), violations("Row", "{\"type\": 1, \"components\": [{\"type\": 2, \"label\": null}]}"));
        assertEquals(List.of("$: the required field \"type\" is missing"), violations("Row", "{}"));
        assertEquals(List.of("$.type: 2 is not 1"), violations("Row", "{\"type\": 2}"));
        assertEquals(List.of("$.components: 3 items, more than 2"),
                violations("Row", "{\"type\": 1, \"components\": [{\"type\": 2}, {\"type\": 2}, {\"type\": 2}]}"));
    }

    @Test
    void aComponentOfTheWrongTypeMatchesNoAlternative() {
        List<String> violations = violations("Row", "{\"type\": 1, \"components\": [{\"type\": 3}]}");
        assertEquals(1, violations.size(), violations.toString());
        assertEquals(true, violations.get(0).startsWith("$.components[0]: matches none of the 1 alternatives"),
                violations.toString());
        assertEquals(true, violations.get(0).contains("$.components[0].type: 3 is not one of [2]"),
                violations.toString());
    }

    @Test
    void aNullableTypeAcceptsNullAndItsTypeOnly() {
        assertEquals(List.of(), violations("Button", "{\"type\": 2, \"label\": null}"));
        assertEquals(List.of("$.label: number 5 is not of type [\"string\",\"null\"]"),
                violations("Button", "{\"type\": 2, \"label\": 5}"));
        assertEquals(List.of("$.label: 4 characters, more than 3"), violations("Button", "{\"type\": 2, \"label\": \"four\"}"));
    }

    @Test
    void aSnowflakeIsADecimalString() {
        assertEquals(List.of(), violations("Id", "\"80351110224678912\""));
        assertEquals(List.of(), violations("Id", "null"));
        assertEquals(1, violations("Id", "80351110224678912").size());
        assertEquals(1, violations("Id", "\"0123\"").size());
    }

    @Test
    void oneOfMeansExactlyOneAnyOfAtLeastOneAllOfEvery() {
        assertEquals(List.of(), violations("Overlapping", "1.5"));
        assertEquals(List.of("$: matches 2 alternatives of a oneOf, not exactly one"), violations("Overlapping", "1"));
        assertEquals(List.of(), violations("Either", "true"));
        assertEquals(1, violations("Either", "1").size());
        assertEquals(List.of(), violations("Both", "{\"a\": 1, \"b\": 2}"));
        assertEquals(List.of("$: the required field \"b\" is missing"), violations("Both", "{\"a\": 1}"));
    }

    @Test
    void boundsAndClosedObjects() {
        assertEquals(List.of(), violations("Closed", "{\"a\": 9}"));
        assertEquals(List.of("$.a: 10 is above 9"), violations("Closed", "{\"a\": 10}"));
        assertEquals(List.of("$.a: -1 is below 0"), violations("Closed", "{\"a\": -1}"));
        assertEquals(List.of("$.b: not allowed here"), violations("Closed", "{\"b\": 1}"));
        assertEquals(List.of(), violations("Closed", "{\"a\": 2.0}"));
    }

    @Test
    void discordParsesADecimalStringAsAnIntegerAndAnIntegerAsASnowflakeButNothingElse() {
        JsonNode closed = DOCUMENT.at("/components/schemas/Closed");
        assertEquals(List.of(), asDiscord.violations(json("{\"a\": \"9\"}"), closed));
        assertEquals(List.of("$.a: 10 is above 9"), asDiscord.violations(json("{\"a\": \"10\"}"), closed));
        assertEquals(1, asDiscord.violations(json("{\"a\": \"nine\"}"), closed).size());
        assertEquals(1, checker.violations(json("{\"a\": \"9\"}"), closed).size());

        JsonNode id = DOCUMENT.at("/components/schemas/Id");
        assertEquals(List.of(), asDiscord.violations(json("0"), id));
        assertEquals(1, asDiscord.violations(json("-1"), id).size());
        JsonNode label = DOCUMENT.at("/components/schemas/Button/properties/label");
        assertEquals(1, asDiscord.violations(json("5"), label).size(), "a number is no string unless a snowflake");
    }

    private List<String> violations(String schema, String value) {
        return checker.violations(json(value), DOCUMENT.at("/components/schemas/" + schema));
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
