package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.bot.core.Relay;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.rest.BotToken;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The relay function's side of a hand-off: a relay handed on too late for its interaction to be answered
 * (Lambda kept or retried the event past the token's 15 minutes less the margin) asks the game function
 * nothing, since a move made then could be told to nobody, and ends without an error, which Lambda would
 * try again; and the relay function needs no public key (deployed for the live board alone).
 */
class InteractionsLambdaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");
    private static final GameRequest MOVE = GameRequest.of("1309175421466497024", "200000000000000001",
            "300000000000000001", new Player("100000000000000001", "Ann", false), Command.MOVE,
            Map.of("turn", "F4xE4"));
    /** Nobody answers there: the webhook's calls fail at once, and end within the invocation's little time. */
    private static final URI NO_DISCORD = URI.create("http://127.0.0.1:9/api/v10");

    private final List<GameRequest> asked = new CopyOnWriteArrayList<>();
    private final FunctionClient function = request -> {
        asked.add(request);
        return GameReply.privately("Played.");
    };
    private final InteractionsLambda relayFunction = new InteractionsLambda(
            new InteractionsSettings("0".repeat(64), "1309000000000000000", NO_DISCORD), function,
            EventInvoker.at(URI.create("http://127.0.0.1:9"), "us-east-1", null), null, BotToken.none(),
            Clock.fixed(NOW, ZoneOffset.UTC));

    private static Map<String, Object> handedOn(Instant acknowledgedAt) throws Exception {
        WebhookResponder responder = new WebhookResponder(new InteractionWebhook(HttpClient.newHttpClient(),
                NO_DISCORD, "1309000000000000000", "interaction-token"));
        String event = LambdaHandoff.event(new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY, false, responder,
                acknowledgedAt, false), "interaction-token");
        return JSON.readValue(event, new TypeReference<Map<String, Object>>() { });
    }

    @Test
    void aRelayHandedOnPastItsTokensTimeAsksTheGameFunctionNothingAndEndsWithoutAnError() throws Exception {
        Instant tooLate = NOW.minus(InteractionWebhook.ANSWERABLE).minusSeconds(1);

        assertEquals(Map.of("answered", false), relayFunction.handleRequest(handedOn(tooLate), new Invocation()));
        assertEquals(List.of(), asked);
    }

    @Test
    void aRelayHandedOnWithinItsTokensTimeIsAskedOfTheGameFunction() throws Exception {
        Instant justInTime = NOW.minus(InteractionWebhook.ANSWERABLE);

        assertEquals(Map.of("answered", true), relayFunction.handleRequest(handedOn(justInTime), new Invocation()));
        assertEquals(List.of(MOVE), asked);
    }

    /**
     * Deployed for the live board alone (the gateway bot run elsewhere), the relay function has no public
     * key: it does its work all the same, and a Discord request, which only the interactions endpoint is
     * sent, is refused with what to set, since its signature cannot be checked.
     */
    @Test
    void withoutThePublicKeyTheRelayStillRelaysAndADiscordRequestIsRefusedNamingTheKey() throws Exception {
        InteractionsLambda keyless = new InteractionsLambda(
                new InteractionsSettings(null, "1309000000000000000", NO_DISCORD), function,
                EventInvoker.at(URI.create("http://127.0.0.1:9"), "us-east-1", null), null, BotToken.none(),
                Clock.fixed(NOW, ZoneOffset.UTC));

        assertEquals(Map.of("answered", true), keyless.handleRequest(handedOn(NOW), new Invocation()));
        assertEquals(List.of(MOVE), asked);
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> keyless.handleRequest(
                Map.of("headers", Map.of(), "body", "{\"type\":1}"), new Invocation()));
        assertTrue(refused.getMessage().contains("DISCORD_PUBLIC_KEY is not set"), refused.getMessage());
        assertEquals(List.of(MOVE), asked, "nothing more asked");
    }

    @Test
    void aMalformedPublicKeyIsStillRefusedAtTheStart() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> InteractionsSettings.fromEnvironment(Map.of("DISCORD_PUBLIC_KEY", "abc",
                        "DISCORD_APPLICATION_ID", "1309000000000000000")));
        assertTrue(refused.getMessage().startsWith("DISCORD_PUBLIC_KEY is not set or not a key"), refused.getMessage());
        assertNull(InteractionsSettings.fromEnvironment(Map.of("DISCORD_APPLICATION_ID", "1309000000000000000"))
                .publicKey(), "none set: none needed until a signed request comes");
    }

    /** An invocation of the relay function with 3.2 s left: its calls to Discord end 0.2 s from now. */
    private record Invocation() implements Context {
        @Override
        public String getAwsRequestId() {
            return "relay";
        }

        @Override
        public String getLogGroupName() {
            return null;
        }

        @Override
        public String getLogStreamName() {
            return null;
        }

        @Override
        public String getFunctionName() {
            return "tzaar-relay";
        }

        @Override
        public String getFunctionVersion() {
            return "1";
        }

        @Override
        public String getInvokedFunctionArn() {
            return "arn:aws:lambda:us-east-1:000000000000:function:tzaar-relay:live";
        }

        @Override
        public CognitoIdentity getIdentity() {
            return null;
        }

        @Override
        public ClientContext getClientContext() {
            return null;
        }

        @Override
        public int getRemainingTimeInMillis() {
            return (int) InteractionsLambda.INVOCATION_RESERVE.plus(Duration.ofMillis(200)).toMillis();
        }

        @Override
        public int getMemoryLimitInMB() {
            return 256;
        }

        @Override
        public LambdaLogger getLogger() {
            return null;
        }
    }
}
