package dev.tzaar.infra.activity;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The two ways into the live board from Discord, where the host enabled Activities ({@code
 * TZAAR_ACTIVITY=on}, and the application's Activities on in the fake): a game message's Live board
 * button, answered with Discord's launch-activity response (type 12) by both frontends, and the app
 * launcher's entry point (type 4, handler 2), registered with the rest by {@code ./tzaar register}'s
 * registrar and by the gateway bot on start, each checked against Discord's OpenAPI description by the fake.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LiveBoardLaunchTest {
    private Path data;
    private LocalGameFunction function;
    private LambdaFunctionClient relay;
    private FakeDiscord discord;
    private DiscordUser alice;
    private DiscordUser bob;

    @BeforeAll
    void startTheFunction() throws IOException {
        data = Files.createTempDirectory("tzaar-launch");
        function = LocalGameFunction.start(data, 0, 0, Map.of());
        relay = function.newRelay();
    }

    @BeforeEach
    void startDiscord() throws IOException {
        discord = FakeDiscord.start();
        alice = discord.newUser("alice");
        bob = discord.newUser("bob");
    }

    @AfterEach
    void stopDiscord() {
        discord.close();
    }

    @AfterAll
    void stop() throws IOException {
        relay.close();
        function.close();
        try (var files = Files.walk(data)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /** A game begun in the channel: its first message, with the game's buttons. */
    private DiscordMessage gameMessage() {
        DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob,
                "setup", "fixed", "colour", "white")).awaitAnswer();
        Interaction accept = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
        return accept.awaitFollowUp();
    }

    private static List<JsonNode> entryPoints(JsonNode commands) {
        return StreamSupport.stream(commands.spliterator(), false).filter(c -> c.path("type").asInt() == 4).toList();
    }

    /**
     * The live board's button right after Play your turn, the two ways to play side by side; pressed, it
     * opens the Activity: a type 12 answer Discord took.
     */
    private void theButtonOpensTheLiveBoard(DiscordMessage game) {
        List<String> ids = game.buttons().stream().map(DiscordMessage.Button::customId).toList();
        String gameId = ids.stream().filter(id -> id.startsWith("tzaar:board:")).findFirst().orElseThrow()
                .substring("tzaar:board:".length());
        assertEquals(List.of("tzaar:panel:" + gameId, "tzaar:activity:" + gameId, "tzaar:board:" + gameId,
                "tzaar:resign:" + gameId), ids);
        assertEquals("Live board", game.button("tzaar:activity:" + gameId).orElseThrow().label());

        Interaction pressed = discord.pressButton(bob, "tzaar:activity:" + gameId, game);
        Callback launched = pressed.awaitAcknowledgement();
        assertEquals(Callback.Type.LAUNCH_ACTIVITY, launched.type());
        assertEquals(List.of(), discord.refusedCalls());
    }

    @Test
    void theGatewayBotOffersTheLiveBoardAndRegistersTheEntryPointWithTzaar() throws Exception {
        discord.enableActivities();
        try (TzaarBot bot = TzaarBot.start(BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN,
                LiveBoardOffer.VARIABLE, "on")), relay, discord.endpoint())) {
            bot.awaitReady();
            assertEquals(Registration.Outcome.UPDATED, bot.commandsRegistered().get(10, TimeUnit.SECONDS));
            List<JsonNode> entryPoints = entryPoints(discord.registeredCommands());
            assertEquals(1, entryPoints.size());
            assertEquals(2, entryPoints.get(0).path("handler").asInt(), "DISCORD_LAUNCH_ACTIVITY");
            assertEquals("Open the live board: the game of this channel, played by tapping it",
                    entryPoints.get(0).path("description").asText());
            assertEquals(2, discord.registeredCommands().size());

            theButtonOpensTheLiveBoard(gameMessage());
        }
    }

    @Test
    void theInteractionsEndpointAnswersTheButtonWithTheLaunchItself() throws Exception {
        discord.enableActivities();
        HttpCommandRegistrar registrar = new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()), "register-token", true);
        assertEquals(Registration.Outcome.UPDATED, registrar.register(Optional.empty()));
        assertEquals(Registration.Outcome.UNCHANGED, registrar.register(Optional.empty()), "read back as sent");
        assertEquals(Registration.Outcome.UPDATED, new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()), "register-token", true)
                .register(Optional.of(discord.guildId())), "a server's commands: /tzaar alone, no entry point there");
        assertEquals(List.of(), entryPoints(discord.registeredCommands(discord.guildId())));

        throughTheInteractionsEndpoint(() -> theButtonOpensTheLiveBoard(gameMessage()));
    }

    /** Runs {@code play} with Discord's interactions delivered to the endpoint, which offers the live board. */
    private void throughTheInteractionsEndpoint(Runnable play) throws Exception {
        InteractionsSettings settings = InteractionsSettings.fromEnvironment(Map.of(
                "DISCORD_PUBLIC_KEY", discord.publicKey(), "DISCORD_APPLICATION_ID", discord.applicationId(),
                "TZAAR_DISCORD_API", discord.restBaseUrl()));
        try (InteractionsFrontend frontend = InteractionsFrontend.start(settings, LiveBoardOffer.around(relay, true),
                Clock.systemUTC(), null, BotToken.none());
                FunctionUrlServer url = FunctionUrlServer.start(0, frontend::handle)) {
            discord.deliverInteractionsTo(url.url());
            play.run();
        }
    }

    @Test
    void withoutTheLiveBoardNoButtonIsOfferedAndAnEntryPointDiscordMadeIsKept() throws Exception {
        discord.enableActivities();
        try (TzaarBot bot = TzaarBot.start(BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN)),
                relay, discord.endpoint())) {
            bot.awaitReady();
            bot.commandsRegistered().get(10, TimeUnit.SECONDS);
            List<JsonNode> kept = entryPoints(discord.registeredCommands());
            assertEquals(1, kept.size(), "Discord refuses a bulk overwrite that drops it");
            assertEquals("", kept.get(0).path("description").asText(), "Discord's own, as it was");

            DiscordMessage game = gameMessage();
            assertFalse(game.buttons().stream().anyMatch(b -> b.customId().startsWith("tzaar:activity:")),
                    game.buttons().toString());
            assertTrue(game.buttons().stream().anyMatch(b -> b.customId().startsWith("tzaar:board:")));
        }
    }

    /**
     * The fullest game message: the second action of a game against the bot, where Pass and Hint join
     * Play your turn, Live board, Board and Resign. Six buttons in two of Discord's rows (at most five a
     * row, five rows), Resign alone on the second, and Discord (the fake, which checks its limits) takes it.
     */
    @Test
    void theSixButtonsOfASecondActionAgainstTheBotFitDiscordsRowsWithResignApart() throws Exception {
        throughTheInteractionsEndpoint(() -> {
            DiscordMessage begun = discord.slashCommand(alice, "tzaar", "ai", Map.of("level", "easy", "setup", "fixed",
                    "colour", "white")).awaitAnswer();
            String game = begun.buttons().stream().map(DiscordMessage.Button::customId)
                    .filter(id -> id.startsWith("tzaar:board:")).findFirst().orElseThrow().substring("tzaar:board:".length());
            discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3", "game", game)).awaitAnswer();
            String capture = relay.call(GameRequest.of("1300000000000000001", null, discord.channelId(),
                    new Player(alice.id(), alice.username(), false), Command.VIEW, Map.of(Option.GAME, game)))
                    .view().legalActions().get(0);

            DiscordMessage second = discord.slashCommand(alice, "tzaar", "move", Map.of("turn", capture, "game", game))
                    .awaitAnswer();

            List<List<String>> rows = StreamSupport.stream(second.components().spliterator(), false)
                    .map(row -> StreamSupport.stream(row.path("components").spliterator(), false)
                            .map(button -> button.path("custom_id").asText()).toList()).toList();
            assertEquals(List.of(List.of("tzaar:panel:" + game, "tzaar:activity:" + game, "tzaar:pass:" + game + "@4",
                    "tzaar:board:" + game, "tzaar:hint:" + game), List.of("tzaar:resign:" + game)), rows,
                    second.content());
            assertEquals(List.of(), discord.refusedCalls());
        });
    }
}
