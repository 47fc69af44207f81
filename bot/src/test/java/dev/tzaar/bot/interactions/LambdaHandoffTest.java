package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.reply.Acknowledgement;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The work one Lambda invocation hands to the next: it must come back exactly as it left (the
 * request, the acknowledgement, the token), and nothing that comes through the function URL may
 * pass for it.
 */
class LambdaHandoffTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final GameRequest MOVE = GameRequest.of("1309175421466497024", "200000000000000001",
            "300000000000000001", new Player("100000000000000001", "Ann", false), Command.MOVE,
            Map.of("turn", "F4xE4"));

    private static WebhookResponder responder(String token) {
        return new WebhookResponder(new InteractionWebhook(HttpClient.newHttpClient(),
                URI.create("http://127.0.0.1:9/api/v10"), "1309000000000000000", token));
    }

    private static Map<String, Object> asLambdaGivesIt(String json) throws Exception {
        return JSON.readValue(json, new TypeReference<Map<String, Object>>() { });
    }

    @Test
    void theHandedOnWorkComesBackAsItLeft() throws Exception {
        WebhookResponder original = responder("interaction-token");
        Relay.Pending handedOn = new Relay.Pending(MOVE, Acknowledgement.UPDATE, true, original);
        String event = LambdaHandoff.event(handedOn, original.token());
        Map<String, Object> received = asLambdaGivesIt(event);
        assertTrue(LambdaHandoff.isHandedOn(received));
        WebhookResponder rebuilt = responder("interaction-token");
        Relay.Pending pending = LambdaHandoff.pending(received, (token, acknowledgedAt) -> {
            assertEquals("interaction-token", token);
            assertEquals(handedOn.acknowledgedAt().toEpochMilli(), acknowledgedAt.toEpochMilli(),
                    "its token lasts 15 minutes from the acknowledgement, not from the second invocation");
            return rebuilt;
        });
        assertEquals(handedOn.acknowledgedAt().toEpochMilli(), pending.acknowledgedAt().toEpochMilli());
        assertEquals(MOVE, pending.request());
        assertEquals(Acknowledgement.UPDATE, pending.acknowledgement());
        assertTrue(pending.retireButtons());
        assertSame(rebuilt, pending.responder());
    }

    @Test
    void aRelayCanBeAnsweredUntilItsTokensFifteenMinutesLessTheMargin() {
        Instant acknowledged = Instant.parse("2026-11-28T12:00:00Z");
        Relay.Pending pending = new Relay.Pending(MOVE, Acknowledgement.UPDATE, false, responder("t"), acknowledged,
                false);
        assertTrue(LambdaHandoff.answerable(pending, acknowledged.plus(Duration.ofMinutes(14)).plusSeconds(40)));
        assertFalse(LambdaHandoff.answerable(pending, acknowledged.plus(Duration.ofMinutes(14)).plusSeconds(41)));
    }

    @Test
    void aFunctionUrlRequestNeverPassesForHandedOnWorkWhateverItsBodySays() throws Exception {
        String inner = LambdaHandoff.event(new Relay.Pending(MOVE, Acknowledgement.UPDATE, false,
                responder("t")), "t");
        Map<String, Object> viaUrl = asLambdaGivesIt("{\"version\":\"2.0\",\"requestContext\":{},\"headers\":{},"
                + "\"body\":" + JSON.writeValueAsString(inner) + ",\"tzaarRelay\":{}}");
        assertFalse(LambdaHandoff.isHandedOn(viaUrl));
        assertFalse(LambdaHandoff.isHandedOn(asLambdaGivesIt("{\"version\":\"2.0\",\"body\":\"{}\"}")));
    }
}
