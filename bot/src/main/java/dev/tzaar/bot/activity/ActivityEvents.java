package dev.tzaar.bot.activity;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The Activity's requests and answers as a Lambda function URL carries them (API Gateway's payload
 * format 2.0: {@code rawPath}, {@code rawQueryString}, lower-case {@code headers}, {@code body} as text or
 * Base64, {@code requestContext.http}); and back, {@code statusCode}, {@code headers}, {@code body}.
 * The same translation runs on Lambda and behind {@code ./tzaar local}'s loopback function URL.
 */
public final class ActivityEvents {
    private ActivityEvents() {
    }

    /** The events of a function URL answered by {@code api}. */
    public static Function<Map<String, Object>, Map<String, Object>> servedBy(ActivityApi api) {
        return event -> response(api.handle(request(event)));
    }

    static ActivityRequest request(Map<String, Object> event) {
        Map<?, ?> context = map(event.get("requestContext"));
        Map<?, ?> http = map(context.get("http"));
        Map<String, String> headers = new LinkedHashMap<>();
        map(event.get("headers")).forEach((name, value) -> headers.put(String.valueOf(name), String.valueOf(value)));
        Object body = event.get("body");
        byte[] bytes = body == null ? new byte[0]
                : Boolean.TRUE.equals(event.get("isBase64Encoded")) ? decode(body.toString())
                : body.toString().getBytes(StandardCharsets.UTF_8);
        return new ActivityRequest(String.valueOf(http.containsKey("method") ? http.get("method") : "GET"),
                event.get("rawPath") == null ? "/" : event.get("rawPath").toString(),
                event.get("rawQueryString") == null ? "" : event.get("rawQueryString").toString(), headers, bytes,
                http.get("sourceIp") == null ? null : http.get("sourceIp").toString());
    }

    static Map<String, Object> response(ActivityResponse response) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("statusCode", response.status());
        event.put("headers", response.headers());
        boolean text = isText(response.headers().getOrDefault("Content-Type", ""))
                && !response.headers().containsKey("Content-Encoding");
        event.put("body", text ? new String(response.body(), StandardCharsets.UTF_8)
                : Base64.getEncoder().encodeToString(response.body()));
        event.put("isBase64Encoded", !text);
        return event;
    }

    private static boolean isText(String type) {
        return type.startsWith("text/") || type.startsWith("application/json") || type.startsWith("image/svg");
    }

    private static byte[] decode(String base64) {
        try {
            return Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            return new byte[0];
        }
    }

    private static Map<?, ?> map(Object value) {
        return value instanceof Map<?, ?> map ? map : Map.of();
    }
}
