package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A fuzz test of the request JSON, seeded: damaged copies of the golden requests (characters and
 * tokens dropped, repeated or changed, values of the wrong type, nulls) are read. Each gives a
 * request that is written and read back as the same request, or an {@link IOException} saying
 * what is wrong (which the function answers with a polite private reply); never anything else.
 */
class ApiJsonFuzzTest {
    private static final int TRIES = 5_000;
    /** JSON-shaped damage: whole tokens as well as single characters. */
    private static final List<String> TOKENS = List.of("{", "}", "[", "]", ",", ":", "\"", "null", "true", "0",
            "-1e999", "\"\"", "{}", "[]", "\"x\":1", "\\u0000", "\\ud800", "\u2028", "\"command\":\"fly\"",
            "\"options\":{\"game\":null}", "\"mentioned\":{\"1\":null}", "\"user\":{}", "\"user\":null",
            "\"options\":[1]", "\"focused\":{}");

    private static String golden(String name) {
        try (InputStream in = ApiJsonFuzzTest.class.getResourceAsStream("/json/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String damaged(String json, SplittableRandom random) {
        String text = json;
        for (int i = random.nextInt(1, 4); i > 0; i--) {
            int at = random.nextInt(text.length() + 1);
            int end = Math.min(text.length(), at + random.nextInt(0, 10));
            String token = TOKENS.get(random.nextInt(TOKENS.size()));
            text = switch (random.nextInt(4)) {
                case 0 -> text.substring(0, at) + token + text.substring(at);
                case 1 -> text.substring(0, at) + text.substring(end);
                case 2 -> text.substring(0, at) + token + text.substring(end);
                default -> text.substring(0, end) + text.substring(at, end) + text.substring(end);
            };
        }
        return text;
    }

    @Test
    void aRequestReadsBackAsItselfOrIsRefusedWithAnIoException() throws IOException {
        List<String> valid = List.of(golden("request-challenge.json"), golden("request-suggest.json"));
        SplittableRandom random = new SplittableRandom(2026_11_25);
        int read = 0;
        for (int i = 0; i < TRIES; i++) {
            String json = damaged(valid.get(i % valid.size()), random);
            GameRequest request;
            try {
                request = ApiJson.readRequest(json);
            } catch (IOException refused) {
                assertTrue(refused.getMessage() != null && !refused.getMessage().isBlank(), json);
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("threw " + e + " on:\n" + json, e);
            }
            read++;
            assertEquals(request, ApiJson.readRequest(ApiJson.write(request)), json);
        }
        assertTrue(read > 0 && read < TRIES, read + " of " + TRIES + " read");
    }
}
