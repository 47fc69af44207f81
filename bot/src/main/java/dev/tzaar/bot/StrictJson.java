package dev.tzaar.bot;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;

/**
 * The one reader of the JSON bodies strangers send (the interactions endpoint's, the live board's API):
 * one JSON object in UTF-8 and nothing after it, without a byte order mark, each key once. What a
 * lenient reader would take (a key twice, where the last wins; a second value; a mark or another
 * encoding guessed from the bytes) could be read as two different requests by two readers (a proxy, a
 * log, this one), so none of it is read at all.
 */
public final class StrictJson {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private StrictJson() {
    }

    /** The body as one JSON object, or none when it is anything else. */
    public static Optional<JsonNode> object(byte[] body) {
        if (body == null) {
            return Optional.empty();
        }
        String text;
        try {
            // Decoded here, not by the parser, which would guess UTF-16 or UTF-32 from the first bytes.
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
        if (!text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK) {
            return Optional.empty();
        }
        try {
            JsonNode json = JSON.readTree(text);
            return json != null && json.isObject() ? Optional.of(json) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Whether the object has no key but these (a body of a route that takes so many and no more). */
    public static boolean hasOnly(JsonNode object, Set<String> keys) {
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            if (!keys.contains(names.next())) {
                return false;
            }
        }
        return true;
    }

    /** The node's whole number when it is written as one ({@code 2}, never {@code "2"}, {@code 2.7} nor {@code 2.0}). */
    public static Optional<Integer> wholeNumber(JsonNode node) {
        return node != null && node.isInt() ? Optional.of(node.intValue()) : Optional.empty();
    }
}
