package dev.tzaar.bot.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The deployed Activity function, wired from its environment as Lambda wires it: function URL events
 * in and out, and no way in but Discord's tokens. Local mode's {@code Authorization: Local <id>}, which
 * {@code ./tzaar local} takes on loopback, is nobody here: 401, before Discord or the game function is
 * asked anything (neither is reachable in this test, so asking either would fail otherwise).
 */
class ActivityLambdaTest {
    private static final Map<String, String> ENVIRONMENT = Map.of(
            "DISCORD_APPLICATION_ID", "900000000000000009",
            "AWS_REGION", "us-east-1",
            "TZAAR_FUNCTION", "arn:aws:lambda:us-east-1:123456789012:function:tzaar-game:live",
            "TZAAR_DISCORD_API", "http://127.0.0.1:9/api/v10",
            "AWS_ACCESS_KEY_ID", "none",
            "AWS_SECRET_ACCESS_KEY", "none");

    private final ActivityLambda function = new ActivityLambda(ENVIRONMENT);

    static Map<String, Object> event(String method, String path, String query, Map<String, String> headers,
            String body) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("version", "2.0");
        event.put("rawPath", path);
        event.put("rawQueryString", query);
        event.put("headers", headers);
        event.put("requestContext", Map.of("http", Map.of("method", method, "path", path, "sourceIp", "198.51.100.1")));
        if (body != null) {
            event.put("body", Base64.getEncoder().encodeToString(body.getBytes()));
            event.put("isBase64Encoded", true);
        }
        return event;
    }

    @Test
    void theDeployedFunctionRefusesLocalModesPlayers() {
        for (String path : new String[] {"/api/games", "/api/games/k7m2q", "/api/games/k7m2q/actions"}) {
            Map<String, Object> answer = function.handleRequest(event(path.endsWith("actions") ? "POST" : "GET", path,
                    "channel=800000000000000000", Map.of("authorization", "Local 111111111111111111",
                            "content-type", "application/json"), "{\"action\":\"pass\",\"version\":1}"), null);
            assertEquals(401, answer.get("statusCode"), path);
            assertTrue(answer.get("body").toString().contains("\"unauthorized\""), answer.toString());
        }
    }

    @Test
    void itsConfigSaysDiscordAndItsApplication() {
        Map<String, Object> answer = function.handleRequest(event("GET", "/api/config", "", Map.of(), null), null);
        assertEquals(200, answer.get("statusCode"));
        assertEquals(false, answer.get("isBase64Encoded"));
        assertEquals("{\"clientId\":\"900000000000000009\",\"mode\":\"discord\"}", answer.get("body"));
    }

    @Test
    void theTokenExchangeWithoutAClientSecretIsSaidToBeUnavailable() {
        Map<String, Object> answer = function.handleRequest(event("POST", "/api/token", "",
                Map.of("content-type", "application/json"), "{\"code\":\"abc\"}"), null);
        assertEquals(502, answer.get("statusCode"));
    }
}
