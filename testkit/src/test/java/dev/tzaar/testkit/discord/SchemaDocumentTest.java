package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A schema of a document is found by its JSON pointer, its {@code $ref}s resolve into the document, each
 * fault is named where it is, and scalars are read as Discord's server reads them, no further.
 */
class SchemaDocumentTest {
    private static final SchemaDocument DOCUMENT = new SchemaDocument("""
            {"components": {"schemas": {
              "Snowflake": {"type": "string", "pattern": "^(0|[1-9][0-9]*)$", "format": "snowflake"},
              "Button": {"type": "object", "required": ["type"], "properties": {
                 "type": {"type": "integer", "enum": [2]}, "label": {"type": ["string", "null"], "maxLength": 3}}},
              "Row": {"type": "object", "required": ["type"], "properties": {
                 "type": {"const": 1}, "components": {"type": "array", "maxItems": 2,
                   "items": {"oneOf": [{"$ref": "#/components/schemas/Button"}]}}}},
              "Id": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Snowflake"}]},
              "Context": {"type": "integer", "oneOf": [{"const": 0}, {"const": 1}, {"const": 2}]},
              "Closed": {"type": "object", "properties": {"a": {"type": "integer", "minimum": 0, "maximum": 9}},
                 "additionalProperties": false}}}}""");

    @Test
    void aRowOfButtonsConformsAndEachFaultIsNamedWhereItIs() {
        assertEquals(List.of(), violations("Row", "{\"type\": 1, \"components\": [{\"type\": 2, \"label\": null}]}"));
        assertEquals(List.of("$: required property 'type' not found"), violations("Row", "{}"));
        assertEquals(List.of("$.type: must be the constant value '1'"), violations("Row", "{\"type\": 2}"));
        assertEquals(List.of("$.components: must have at most 2 items but found 3"),
                violations("Row", "{\"type\": 1, \"components\": [{\"type\": 2}, {\"type\": 2}, {\"type\": 2}]}"));
    }

    @Test
    void aFaultInsideAReferencedAlternativeIsReportedAtItsPlaceBeforeTheAlternativeThatFailed() {
        List<String> violations = violations("Row", "{\"type\": 1, \"components\": [{\"type\": 3}]}");
        assertEquals("$.components[0].type: does not have a value in the enumeration [2]", violations.get(0),
                violations.toString());
        assertTrue(violations.get(1).startsWith("$.components[0]: must be valid to one and only one schema"),
                violations.toString());
    }

    @Test
    void theConstantsThatSeveralAlternativesAskForAreOneLine() {
        assertEquals(List.of(), violations("Context", "2"));
        List<String> violations = violations("Context", "7");
        assertTrue(violations.contains("$: 7 is none of 0, 1, 2"), violations.toString());
    }

    @Test
    void aNullableTypeAcceptsNullAndItsTypeOnlyAndALengthCountsCharacters() {
        assertEquals(List.of(), violations("Button", "{\"type\": 2, \"label\": null}"));
        assertEquals(List.of("$.label: integer found, [string, null] expected"),
                violations("Button", "{\"type\": 2, \"label\": 5}"));
        assertEquals(List.of(), violations("Button", "{\"type\": 2, \"label\": \"\uD83C\uDFB2\uD83C\uDFB2\uD83C\uDFB2\"}"),
                "three dice are three characters, six UTF-16 units");
        assertEquals(List.of("$.label: must be at most 3 characters long"),
                violations("Button", "{\"type\": 2, \"label\": \"four\"}"));
    }

    @Test
    void boundsAndClosedObjects() {
        assertEquals(List.of(), violations("Closed", "{\"a\": 9}"));
        assertEquals(List.of("$.a: must have a maximum value of 9"), violations("Closed", "{\"a\": 10}"));
        assertEquals(List.of("$.a: must have a minimum value of 0"), violations("Closed", "{\"a\": -1}"));
        assertEquals(List.of("$: property 'b' is not defined in the schema and the schema does not allow additional"
                + " properties"), violations("Closed", "{\"b\": 1}"));
        assertEquals(List.of(), violations("Closed", "{\"a\": 2.0}"));
    }

    @Test
    void discordParsesADecimalStringAsAnIntegerAndChecksWhatItParsed() {
        assertEquals(List.of(), violations("Closed", "{\"a\": \"9\"}"));
        assertEquals(List.of("$.a: must have a maximum value of 9"), violations("Closed", "{\"a\": \"10\"}"));
        assertEquals(List.of("$.a: string found, integer expected"), violations("Closed", "{\"a\": \"nine\"}"));
        assertEquals(List.of(), violations("Context", "\"0\""), "as JDA sends a command's contexts");
        assertTrue(!violations("Context", "\"7\"").isEmpty());
    }

    @Test
    void discordParsesANonNegativeIntegerAsASnowflakeButNothingElseAsAString() {
        assertEquals(List.of(), violations("Id", "\"80351110224678912\""));
        assertEquals(List.of(), violations("Id", "null"));
        assertEquals(List.of(), violations("Id", "0"));
        assertTrue(!violations("Id", "-1").isEmpty());
        assertTrue(!violations("Id", "\"0123\"").isEmpty());
        assertEquals(List.of("$.label: integer found, [string, null] expected"),
                violations("Button", "{\"type\": 2, \"label\": 5}"), "a number is no string unless a snowflake");
    }

    private static List<String> violations(String schema, String value) {
        return DOCUMENT.violations(json(value), "/components/schemas/" + schema);
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
