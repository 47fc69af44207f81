package dev.tzaar.infra.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The games, through a real JDA bot connected to the fake Discord's gateway: each topic's suite, nested. */
@Tag("end-to-end")
class DiscordEndToEndTest {

    @RegisterExtension
    static final LocalStack stack = GamesThroughDiscord.gamesThrough(LocalStack.withGateway());

    @Test
    void theCommandIsRegisteredWithItsSubcommandsAndTheTokenGiven() {
        FakeDiscord discord = stack.discord();
        assertTrue(discord.identifyTokens().contains(FakeDiscord.BOT_TOKEN));
        List<String> subcommands = discord.registeredCommands().get(0).get("options").findValuesAsText("name");
        assertTrue(subcommands.containsAll(List.of("challenge", "accept", "move", "pass", "place", "resign", "board",
                "games", "history", "claim", "help", "rules")), subcommands.toString());
        assertEquals(1, discord.registeredCommands().size());
    }

    @Nested
    class ByCommands extends GamesByCommands {
    }

    @Nested
    class ByTaps extends GamesByTaps {
    }

    @Nested
    class InThreads extends GamesInThreads {
    }

    @Nested
    class WhenDiscordFails extends GamesWhenDiscordFails {
    }
}
