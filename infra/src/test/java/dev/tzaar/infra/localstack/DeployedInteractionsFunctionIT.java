package dev.tzaar.infra.localstack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.infra.local.FunctionUrlServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.LogType;

/**
 * Discord's way in as template.yaml deploys it, every function a java21 Lambda in the emulator made from its
 * deployment jar ({@link DeployedFunctions}): the interactions function acknowledges each signed POST and
 * hands the work to the relay function by an asynchronous (Event) invocation; the relay asks the game
 * function and edits the answer in through the interaction's webhook, on a fake Discord. The function URL
 * in front of the interactions function is a loopback {@link FunctionUrlServer} that invokes it through the
 * SDK (the emulator serves no function URLs); the relay reaches the fake Discord over the Docker bridge
 * ({@link BridgeForward}).
 */
@Tag("end-to-end")
@ExtendWith(NeedsDocker.class)
class DeployedInteractionsFunctionIT implements SaysWhichEmulatorRan {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TABLE = "tzaar-games";
    /** A relay is a cold Lambda asking another cold Lambda, each started in a container of its own. */
    private static final Duration RELAYED_WITHIN = Duration.ofSeconds(90);
    /**
     * How long the fake Discord waits for an acknowledgement here, instead of Discord's 3 s: the emulator's
     * instance of the interactions function starts cold at the first interaction (a container, a JVM, the
     * handler loaded, 20 to 40 s on this project's busy 2-core machine), where Lambda restores a SnapStart
     * snapshot in well under 3 s. The later interactions meet the warm instance and are acknowledged at once.
     */
    private static final Duration COLD_START_ACKNOWLEDGED_WITHIN = Duration.ofSeconds(90);
    @RegisterExtension
    static final InvocationLogs LOGS = new InvocationLogs();

    private static RunningEmulator emulator;
    private static DeployedFunctions functions;
    private static FakeDiscord discord;
    private static BridgeForward toDiscord;
    private static FunctionUrlServer functionUrl;

    @BeforeAll
    static void deployDiscordsWayIn() throws Exception {
        Path root = Path.of(System.getProperty("basedir", "."), "..").normalize();
        Path gameJar = root.resolve("lambda/target/tzaar-lambda.jar");
        Path interactionsJar = root.resolve("bot/target/tzaar-interactions.jar");
        for (Path jar : List.of(gameJar, interactionsJar)) {
            assertTrue(Files.isRegularFile(jar), jar + " is missing: ./mvnw -pl bot,lambda -am package builds it");
        }
        emulator = RunningEmulator.start("dynamodb", "lambda", "iam", "sts", "logs");
        TemplateTable.gameTable().create(emulator.dynamoDb(), TABLE);

        discord = FakeDiscord.start();
        discord.waitForAcknowledgementsUpTo(COLD_START_ACKNOWLEDGED_WITHIN);
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), "token").register(Optional.empty());
        String bridge = emulator.container().getContainerInfo().getNetworkSettings().getNetworks().get("bridge").getGateway();
        URI discordApi = URI.create(discord.restBaseUrl());
        toDiscord = BridgeForward.to(discordApi.getPort(), bridge);

        functions = DeployedFunctions.in(emulator.container());
        String lambdaInside = DeployedFunctions.insideDocker(emulator.container()).toString();
        String game = functions.deploy("GameFunction", gameJar, Map.of("GameTable", TABLE));
        new ColdStartInvoker(functions.lambda(), game, LOGS).warmUp();
        Map<String, String> discordSide = Map.of(
                "DISCORD_APPLICATION_ID", discord.applicationId(),
                "DISCORD_PUBLIC_KEY", discord.publicKey(),
                "TZAAR_FUNCTION", game,
                // In the template, Lambda's public endpoint; here the emulator's, as the functions' containers see it.
                "AWS_ENDPOINT_URL_LAMBDA", lambdaInside,
                "TZAAR_DISCORD_API", toDiscord.reach(discordApi).toString());
        String relay = functions.deploy("RelayFunction", interactionsJar, with(discordSide,
                Map.of("TZAAR_BOT_TOKEN_SECRET", "", "TZAAR_ACTIVITY", "off")));
        String interactions = functions.deploy("InteractionsFunction", interactionsJar,
                with(discordSide, Map.of("TZAAR_RELAY_FUNCTION", relay)));

        functionUrl = FunctionUrlServer.start(0, event -> invoke(interactions, event));
        discord.deliverInteractionsTo(functionUrl.url());
    }

    @AfterAll
    static void stopAll() throws Exception {
        RunningEmulator.closeAll(emulator, functionUrl, toDiscord, discord, functions);
    }

    @Override
    public URI emulatorEndpoint() {
        return emulator.endpoint();
    }

    @Override
    public List<String> services() {
        return List.of("dynamodb", "lambda", "iam");
    }

    @Test
    void aMoveIsAcknowledgedHandedToTheRelayFunctionAndItsAnswerReachesDiscord() {
        DiscordUser alice = discord.newUser("alice");
        DiscordUser bob = discord.newUser("bob");

        Interaction challenging = discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white"));
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, challenging.awaitAcknowledgement().type());
        DiscordMessage challenge = challenging.awaitEdits(1, RELAYED_WITHIN).get(0);
        assertTrue(challenge.content().contains("challenges"), challenge.content());

        Interaction accepting = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, accepting.awaitAcknowledgement().type());
        DiscordMessage start = accepting.awaitFollowUps(1, RELAYED_WITHIN).get(0);
        assertTrue(start.attachment("board.png").isPresent(), start.toString());

        Interaction moving = discord.slashCommand(alice, "tzaar", "move", Map.of("from", "C2", "to", "C3"));
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, moving.awaitAcknowledgement().type());
        DiscordMessage moved = moving.awaitEdits(1, RELAYED_WITHIN).get(0);
        assertTrue(moved.attachment("board.png").isPresent(), moved.toString());
        assertEquals(List.of(), discord.refusedCalls().stream()
                .filter(call -> !(call.status() == 404 && "Unknown Webhook".equals(call.error()))).toList(),
                "Discord refused nothing (but an edit that crossed its acknowledgement, which is tried again)");
    }

    private static Map<String, Object> invoke(String alias, Map<String, Object> event) {
        try {
            SdkBytes payload = SdkBytes.fromUtf8String(JSON.writeValueAsString(event));
            InvokeResponse response = functions.lambda().invoke(b -> b.functionName(alias).payload(payload)
                    .logType(LogType.TAIL));
            LOGS.keep(alias, response);
            return JSON.readValue(response.payload().asUtf8String(), new TypeReference<Map<String, Object>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> with(Map<String, String> some, Map<String, String> more) {
        Map<String, String> all = new java.util.HashMap<>(some);
        all.putAll(more);
        return all;
    }
}
