package dev.tzaar.infra.activity;

import static dev.tzaar.infra.activity.LiveBoardLaunches.entryPoints;
import static dev.tzaar.infra.activity.LiveBoardLaunches.gameMessage;
import static dev.tzaar.infra.activity.LiveBoardLaunches.theButtonOpensTheLiveBoard;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The ways into the live board from Discord through the interactions endpoint, where the host enabled
 * Activities: the entry point registered with the rest by {@code ./tzaar register}'s registrar (as the stack
 * registers them), and a game message's Live board button answered with the launch itself (type 12).
 */
@Tag("end-to-end")
class LiveBoardLaunchThroughInteractionsTest {

    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions().offeringTheLiveBoard().withoutBotToken()
            .registeringWith("register-token");

    @Test
    void theInteractionsEndpointAnswersTheButtonWithTheLaunchItself() {
        FakeDiscord discord = stack.discord();
        assertEquals(1, entryPoints(discord.registeredCommands()).size(), "registered with the entry point");
        HttpCommandRegistrar registrar = new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()), "register-token", true);
        assertEquals(Registration.Outcome.UNCHANGED, registrar.register(Optional.empty()), "read back as sent");
        assertEquals(Registration.Outcome.UPDATED, registrar.register(Optional.of(discord.guildId())),
                "a server's commands: /tzaar alone, no entry point there");
        assertEquals(List.of(), entryPoints(discord.registeredCommands(discord.guildId())));

        DiscordUser bob = discord.newUser("bob");
        theButtonOpensTheLiveBoard(discord, bob, gameMessage(discord, discord.newUser("alice"), bob));
    }

    /**
     * The fullest game message: the second action of a game against the bot, where Pass and Hint join
     * Play your turn, Live board, Board and Resign. Six buttons in two of Discord's rows (at most five a
     * row, five rows), Resign alone on the second, and Discord (the fake, which checks its limits) takes it.
     */
    @Test
    void theSixButtonsOfASecondActionAgainstTheBotFitDiscordsRowsWithResignApart() {
        FakeDiscord discord = stack.discord();
        DiscordUser alice = discord.newUser("alice");
        DiscordMessage begun = discord.slashCommand(alice, "tzaar", "ai", Map.of("level", "easy", "setup", "fixed",
                "colour", "white")).awaitAnswer();
        String game = begun.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:board:")).findFirst().orElseThrow().substring("tzaar:board:".length());
        discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3", "game", game)).awaitAnswer();
        String capture = stack.relay().call(GameRequest.of("1300000000000000001", null, discord.channelId(),
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
    }
}
