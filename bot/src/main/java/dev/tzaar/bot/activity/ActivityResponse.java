package dev.tzaar.bot.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.api.ApiJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the Activity answers one request: a status, headers and a body. JSON answers are never cached
 * (a game's view changes with every move), and no answer may be read as another type than it says.
 */
public record ActivityResponse(int status, Map<String, String> headers, byte[] body) {
    static final String JSON = "application/json; charset=utf-8";
    private static final ObjectMapper READER = new ObjectMapper();

    public ActivityResponse {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.putIfAbsent("X-Content-Type-Options", "nosniff");
        headers = Map.copyOf(all);
        body = body == null ? new byte[0] : body;
    }

    /** A value of the contract as JSON. */
    static ActivityResponse json(int status, Object value) {
        return new ActivityResponse(status, Map.of("Content-Type", JSON, "Cache-Control", "no-store"),
                ApiJson.write(value).getBytes(StandardCharsets.UTF_8));
    }

    /** A value of the contract as JSON, with one more key, {@code notice}: a sentence the page shows beside it. */
    static JsonNode withNotice(Object value, String notice) {
        try {
            ObjectNode json = (ObjectNode) READER.readTree(ApiJson.write(value));
            return json.put("notice", notice);
        } catch (IOException e) {
            throw new IllegalStateException("the contract's own JSON could not be read back", e);
        }
    }

    /** An error as the contract writes them: the sentence, in the viewer's language, and a stable kind. */
    static ActivityResponse error(int status, String code, String sentence) {
        Map<String, String> error = new LinkedHashMap<>();
        error.put("error", sentence);
        error.put("code", code);
        return json(status, error);
    }

    /** The same answer with one more header. */
    ActivityResponse withHeader(String name, String value) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put(name, value);
        return new ActivityResponse(status, all, body);
    }

    /** No body: 204 while a game is unchanged. */
    static ActivityResponse empty(int status) {
        return new ActivityResponse(status, Map.of("Cache-Control", "no-store"), new byte[0]);
    }

    /** The body as text, for tests and logs. */
    public String text() {
        return new String(body, StandardCharsets.UTF_8);
    }
}
