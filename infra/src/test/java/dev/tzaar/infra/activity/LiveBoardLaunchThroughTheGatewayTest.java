package dev.tzaar.infra.activity;

import static dev.tzaar.infra.activity.LiveBoardLaunches.entryPoints;
import static dev.tzaar.infra.activity.LiveBoardLaunches.gameMessage;
import static dev.tzaar.infra.activity.LiveBoardLaunches.theButtonOpensTheLiveBoard;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The ways into the live board from Discord through the gateway bot, where the host enabled Activities
 * ({@code TZAAR_ACTIVITY=on}, and the application's Activities on in the fake): the app launcher's entry point
 * (type 4, handler 2) registered by the bot on start, and a game message's Live board button, answered with
 * Discord's launch-activity response (type 12), each checked against Discord's OpenAPI description by the fake.
 */
@Tag("end-to-end")
class LiveBoardLaunchThroughTheGatewayTest {

    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().offeringTheLiveBoard();

    @Test
    void theGatewayBotOffersTheLiveBoardAndRegistersTheEntryPointWithTzaar() throws Exception {
        FakeDiscord discord = stack.discord();
        assertEquals(Registration.Outcome.UPDATED, stack.bot().commandsRegistered().get(10, TimeUnit.SECONDS));
        List<JsonNode> entryPoints = entryPoints(discord.registeredCommands());
        assertEquals(1, entryPoints.size());
        assertEquals(2, entryPoints.get(0).path("handler").asInt(), "DISCORD_LAUNCH_ACTIVITY");
        assertEquals("Open the live board: the game of this channel, played by tapping it",
                entryPoints.get(0).path("description").asText());
        assertEquals(2, discord.registeredCommands().size());

        DiscordUser bob = discord.newUser("bob");
        theButtonOpensTheLiveBoard(discord, bob, gameMessage(discord, discord.newUser("alice"), bob));
    }
}
