package dev.tzaar.bot.activity;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One HTTP request to the Activity, however it arrived: as a Lambda function URL's event or on the
 * local loopback server. Header names are lower case, as function URLs give them.
 *
 * @param method {@code GET}, {@code POST}...
 * @param path the raw path, like {@code /api/games/k7m2q}
 * @param query the raw query string without {@code ?}, empty for none
 * @param headers lower-case names to values
 * @param body the body's bytes, empty for none
 * @param sourceIp the caller's address, for the rate limits
 */
public record ActivityRequest(String method, String path, String query, Map<String, String> headers, byte[] body,
        String sourceIp) {

    public ActivityRequest {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        query = query == null ? "" : query;
        Map<String, String> lower = new LinkedHashMap<>();
        if (headers != null) {
            headers.forEach((name, value) -> lower.put(name.toLowerCase(Locale.ROOT), value));
        }
        headers = Map.copyOf(lower);
        body = body == null ? new byte[0] : body;
        sourceIp = sourceIp == null ? "unknown" : sourceIp;
    }

    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }

    /** A query parameter's first value, decoded; empty when absent or not decodable. */
    public Optional<String> parameter(String name) {
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair : pair.substring(0, equals);
            if (key.equals(name)) {
                try {
                    return Optional.of(URLDecoder.decode(equals < 0 ? "" : pair.substring(equals + 1),
                            StandardCharsets.UTF_8));
                } catch (IllegalArgumentException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** How many bytes the headers take, names and values: what the limit on headers counts. */
    int headerBytes() {
        return headers.entrySet().stream()
                .mapToInt(e -> e.getKey().length() + e.getValue().getBytes(StandardCharsets.UTF_8).length + 4)
                .sum();
    }
}
