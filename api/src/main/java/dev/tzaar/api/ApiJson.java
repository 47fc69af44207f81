package dev.tzaar.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON form of requests and replies: the same mapper on both sides of the wire. Unknown fields
 * are ignored, so either side can gain a field before the other knows it.
 */
public final class ApiJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // Maps (options, mentions) in key order: the same value always gives the same text.
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    private ApiJson() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    /** Indented, for golden files and people. */
    public static String writePretty(Object value) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    /** Any value made of the contract's types, like a stored reply with what it needs to be given again. */
    public static <T> T read(String json, Class<T> type) throws IOException {
        return MAPPER.readValue(json, type);
    }

    public static GameRequest readRequest(InputStream json) throws IOException {
        return MAPPER.readValue(json, GameRequest.class);
    }

    public static GameRequest readRequest(String json) throws IOException {
        return MAPPER.readValue(json, GameRequest.class);
    }

    /** The JSON of a sweep request: {@code {"clockSweep": {...}}}. */
    public static String writeSweep(ClockSweep sweep) {
        return write(Map.of(ClockSweep.KEY, sweep));
    }

    /** The sweep this JSON asks for, or empty when it is something else (a {@link GameRequest}). */
    public static Optional<ClockSweep> readSweep(byte[] json) throws IOException {
        return readUnder(json, ClockSweep.KEY, ClockSweep.class);
    }

    /**
     * The value of {@code type} under {@code key}, for JSON that is an object with that key (a sweep, a
     * report: what comes from no interaction says so by its one key); empty for any other JSON.
     */
    public static <T> Optional<T> readUnder(byte[] json, String key, Class<T> type) throws IOException {
        JsonNode tree = MAPPER.readTree(json);
        if (tree == null || !tree.isObject() || !tree.has(key)) {
            return Optional.empty();
        }
        return Optional.of(MAPPER.treeToValue(tree.get(key), type));
    }

    /** The JSON of an unsent ping's report: {@code {"unsentPing": {...}}}. */
    public static String writeUnsentPing(UnsentPing ping) {
        return write(Map.of(UnsentPing.KEY, ping));
    }

    /** The unsent ping this JSON reports, or empty when it is something else (a request, a sweep). */
    public static Optional<UnsentPing> readUnsentPing(byte[] json) throws IOException {
        return readUnder(json, UnsentPing.KEY, UnsentPing.class);
    }

    /**
     * The user's language as a request names it, read from JSON that may not be a readable request
     * (an unknown command, a field missing): empty when there is none to read.
     */
    public static Optional<String> localeOf(byte[] json) {
        try {
            JsonNode locale = MAPPER.readTree(json).path("locale");
            return locale.isTextual() ? Optional.of(locale.asText()) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    public static GameReply readReply(InputStream json) throws IOException {
        return MAPPER.readValue(json, GameReply.class);
    }

    public static GameReply readReply(String json) throws IOException {
        return MAPPER.readValue(json, GameReply.class);
    }
}
