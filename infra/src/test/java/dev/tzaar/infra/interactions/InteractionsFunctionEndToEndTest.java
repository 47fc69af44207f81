package dev.tzaar.infra.interactions;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.interactions.EventInvoker;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.interactions.LambdaHandoff;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.stack.LocalStack;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/**
 * The interactions function as Lambda runs it: its handler ({@link InteractionsLambda}) hosted behind
 * the Lambda Invoke API on loopback, each function URL request invoked through the AWS SDK, and the
 * work after each acknowledgement handed on to another invocation of the function's own alias
 * ({@code InvocationType=Event}), which asks the game function and answers through the webhook.
 */
@Tag("end-to-end")
class InteractionsFunctionEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The game function and the fake Discord; each test hosts the interactions function its own way. */
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    @Test
    void aChallengeIsAcceptedAndAMoveShownWithEachRelayHandedOnToAnotherInvocation() throws Exception {
        FakeDiscord discord = stack.discord();
        try (LambdaFunctionClient relay = stack.function().newRelay()) {
            InteractionsSettings settings = registeredWith(discord);
            InteractionsLambda[] handler = new InteractionsLambda[1];
            LocalFunction function = LocalFunction.of("tzaar-interactions", () -> streaming(handler[0]), quietLog());
            try (LambdaInvokeServer server = LambdaInvokeServer.start(function, 0)) {
                // The hand-off as on AWS: a signed POST to the Invoke API, here on loopback.
                EventInvoker self = EventInvoker.at(server.endpoint(), "us-east-1",
                        StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
                handler[0] = new InteractionsLambda(settings, relay, self);
                LambdaClient urlInvoker = loopbackLambda(server.endpoint());
                try (FunctionUrlServer url = functionUrl(urlInvoker, function)) {
                    discord.deliverInteractionsTo(url.url());

                    DiscordUser alice = discord.newUser("alice");
                    DiscordUser bob = discord.newUser("bob");
                    Interaction challenging = discord.slashCommand(alice, "tzaar", "challenge",
                            Map.of("opponent", bob, "setup", "fixed", "colour", "white"));
                    assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
                            challenging.awaitAcknowledgement().type());
                    DiscordMessage challenge = challenging.awaitAnswer();
                    assertTrue(challenge.content().contains("challenges"), challenge.content());

                    Interaction accepting = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
                    assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, accepting.awaitAcknowledgement().type());
                    DiscordMessage start = accepting.awaitFollowUp();
                    assertTrue(start.attachment("board.png").isPresent(), start.toString());

                    List<Callback.Choice> origins = discord.autocomplete(alice, "tzaar", "move", Map.of("from", ""),
                            "from").awaitChoices();
                    String from = origins.get(0).value();
                    String to = discord.autocomplete(alice, "tzaar", "move", Map.of("from", from, "to", ""), "to")
                            .awaitChoices().get(0).value();
                    DiscordMessage moved = discord.slashCommand(alice, "tzaar", "move", Map.of("from", from, "to", to))
                            .awaitAnswer();
                    assertTrue(moved.attachment("board.png").isPresent(), moved.toString());
                    assertEquals(List.of(), beyondOneUnknownWebhookPerInteraction(discord.refusedCalls()));
                    urlInvoker.close();
                }
            }
        }
    }

    /**
     * As template.yaml deploys it: the interactions function acknowledges and hands each relay to the
     * relay function's alias (a function of its own, with less memory), which alone asks the game function
     * and answers through the webhook. The interactions function then cannot know how a command changed
     * the game: it forgets the channel's games when it hands a command on, and autocomplete asks the game
     * function afresh, so that the next player is offered their own pieces, not choices from the position
     * before the move.
     */
    @Test
    void withARelayFunctionOfItsOwnEveryRelayRunsThereAndAutocompleteFollowsTheGame() throws Exception {
        FakeDiscord discord = stack.discord();
        try (LambdaFunctionClient relayClient = stack.function().newRelay();
                LambdaFunctionClient ackClient = stack.function().newRelay()) {
            InteractionsSettings settings = registeredWith(discord);
            Map<String, Integer> acknowledgingGot = new java.util.concurrent.ConcurrentHashMap<>();
            Map<String, Integer> relayingGot = new java.util.concurrent.ConcurrentHashMap<>();
            InteractionsLambda[] relaying = new InteractionsLambda[1];
            InteractionsLambda[] acknowledging = new InteractionsLambda[1];
            LocalFunction relayFunction = LocalFunction.of("tzaar-relay", () -> counting(relaying[0], relayingGot),
                    quietLog());
            LocalFunction interactionsFunction = LocalFunction.of("tzaar-interactions",
                    () -> counting(acknowledging[0], acknowledgingGot), quietLog());
            try (LambdaInvokeServer relayServer = LambdaInvokeServer.start(relayFunction, 0);
                    LambdaInvokeServer interactionsServer = LambdaInvokeServer.start(interactionsFunction, 0)) {
                EventInvoker toRelays = EventInvoker.at(relayServer.endpoint(), "us-east-1",
                        StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
                relaying[0] = new InteractionsLambda(settings, relayClient, toRelays);
                acknowledging[0] = new InteractionsLambda(settings, ackClient, toRelays,
                        relayFunction.arn() + ":" + LocalFunction.TEMPLATE_ALIAS, dev.tzaar.bot.rest.BotToken.none());
                LambdaClient urlInvoker = loopbackLambda(interactionsServer.endpoint());
                try (FunctionUrlServer url = functionUrl(urlInvoker, interactionsFunction)) {
                    discord.deliverInteractionsTo(url.url());
                    DiscordUser alice = discord.newUser("alice");
                    DiscordUser bob = discord.newUser("bob");
                    DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge",
                            Map.of("opponent", bob, "setup", "fixed", "colour", "white")).awaitAnswer();
                    discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge).awaitFollowUp();

                    String from = discord.autocomplete(alice, "tzaar", "move", Map.of("from", ""), "from")
                            .awaitChoices().get(0).value();
                    String to = discord.autocomplete(alice, "tzaar", "move", Map.of("from", from, "to", ""), "to")
                            .awaitChoices().get(0).value();
                    Interaction moving = discord.slashCommand(alice, "tzaar", "move", Map.of("from", from, "to", to));
                    assertTrue(moving.awaitAnswer().attachment("board.png").isPresent());
                    moving.awaitFollowUp(); // Bob's ping: White's first turn is one capture

                    List<Callback.Choice> bobsOrigins = discord.autocomplete(bob, "tzaar", "move",
                            Map.of("from", ""), "from").awaitChoices();
                    assertFalse(bobsOrigins.isEmpty(), "Bob, to move, is offered his stacks");
                    String bobsFrom = bobsOrigins.get(0).value();
                    String bobsTo = discord.autocomplete(bob, "tzaar", "move", Map.of("from", bobsFrom, "to", ""),
                            "to").awaitChoices().get(0).value();
                    DiscordMessage bobMoved = discord.slashCommand(bob, "tzaar", "move",
                            Map.of("from", bobsFrom, "to", bobsTo)).awaitAnswer();
                    assertFalse(bobMoved.ephemeral(), "the move offered is legal: " + bobMoved.content());
                    assertEquals(List.of(), beyondOneUnknownWebhookPerInteraction(discord.refusedCalls()));
                    urlInvoker.close();
                }
            }
            assertEquals(Map.of("handed on", 4), relayingGot, "challenge, accept and two moves, all relayed there");
            assertEquals(null, acknowledgingGot.get("handed on"), "nothing relayed where it was acknowledged");
            assertTrue(acknowledgingGot.get("function URL") >= 8, acknowledgingGot.toString());
        }
    }

    @Test
    void onlyTheFirstUnknownWebhookOnEachInteractionIsForgiven() {
        RestCall first = new RestCall("PATCH", "webhooks/1/tok-a/messages/@original", null, 404, "Unknown Webhook");
        RestCall other = new RestCall("PATCH", "webhooks/1/tok-b/messages/@original", null, 404, "Unknown Webhook");
        RestCall again = new RestCall("POST", "webhooks/1/tok-a?wait=true", null, 404, "Unknown Webhook");
        RestCall elsewhere = new RestCall("PATCH", "channels/5/messages/6", null, 404, "Unknown Webhook");

        assertEquals(List.of(again, elsewhere), beyondOneUnknownWebhookPerInteraction(List.of(first, other, again,
                elsewhere)));
    }

    /**
     * The refused calls but for the first Unknown Webhook on each interaction's webhook. The hand-off
     * runs at once, so a relay's first edit can reach Discord before the acknowledgement it follows:
     * Discord answers Unknown Webhook and InteractionWebhook tries again, once. A second refusal on the
     * same interaction, or any other, is a fault.
     */
    private static List<RestCall> beyondOneUnknownWebhookPerInteraction(List<RestCall> refused) {
        java.util.Set<String> forgiven = new java.util.HashSet<>();
        return refused.stream()
                .filter(call -> !(call.status() == 404 && "Unknown Webhook".equals(call.error())
                        && call.route().startsWith("webhooks/") && forgiven.add(interactionToken(call.route()))))
                .toList();
    }

    /** The token in {@code webhooks/<application>/<token>/...}. */
    private static String interactionToken(String webhookRoute) {
        String[] parts = webhookRoute.split("[/?]");
        return parts.length > 2 ? parts[2] : webhookRoute;
    }

    /** The function's URL on loopback: each request invokes its alias through the SDK. */
    private static FunctionUrlServer functionUrl(LambdaClient lambda, LocalFunction function) throws java.io.IOException {
        String alias = function.arn() + ":" + LocalFunction.TEMPLATE_ALIAS;
        return FunctionUrlServer.start(0, event -> invoke(lambda, alias, event));
    }

    /** What a function URL does with a request: invokes the function's alias, synchronously. */
    private static Map<String, Object> invoke(LambdaClient lambda, String alias, Map<String, Object> event) {
        try {
            SdkBytes payload = SdkBytes.fromUtf8String(JSON.writeValueAsString(event));
            InvokeResponse response = lambda.invoke(b -> b.functionName(alias).payload(payload));
            return JSON.readValue(response.payload().asUtf8String(), new TypeReference<Map<String, Object>>() { });
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** {@code /tzaar} registered with the fake Discord, and the settings of an endpoint it delivers to. */
    private static InteractionsSettings registeredWith(FakeDiscord discord) throws Exception {
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), "token").register(Optional.empty());
        return InteractionsSettings.fromEnvironment(Map.of("DISCORD_PUBLIC_KEY", discord.publicKey(),
                "DISCORD_APPLICATION_ID", discord.applicationId(), "TZAAR_DISCORD_API", discord.restBaseUrl()));
    }

    /** The handler as Lambda's Java runtime calls a POJO handler, counting its invocations by kind. */
    private static RequestStreamHandler counting(InteractionsLambda handler, Map<String, Integer> kinds) {
        return (in, out, context) -> {
            Map<String, Object> event = JSON.readValue(in, new TypeReference<Map<String, Object>>() { });
            kinds.merge(LambdaHandoff.isHandedOn(event) ? "handed on" : "function URL", 1, Integer::sum);
            out.write(JSON.writeValueAsString(handler.handleRequest(event, context)).getBytes(StandardCharsets.UTF_8));
        };
    }

    /** The handler as Lambda's Java runtime calls a POJO handler: JSON in, JSON out. */
    private static RequestStreamHandler streaming(InteractionsLambda handler) {
        return counting(handler, new java.util.concurrent.ConcurrentHashMap<>());
    }

    private static LambdaClient loopbackLambda(URI endpoint) {
        return LambdaClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.builder().socketTimeout(Duration.ofSeconds(30)).build())
                .build();
    }

    private static LambdaLogger quietLog() {
        return new LambdaLogger() {
            @Override
            public void log(String message) {
                System.out.print(message);
            }

            @Override
            public void log(byte[] message) {
                System.out.print(new String(message, StandardCharsets.UTF_8));
            }
        };
    }
}
