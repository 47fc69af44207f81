package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.FakeDiscord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The games, through a real JDA bot connected to the fake Discord's gateway. */
@Tag("end-to-end")
class DiscordEndToEndTest extends WholeGamesThroughDiscord {

    private static final FunctionOutage outage = new FunctionOutage();
    @RegisterExtension
    static final LocalStack stack = gamesThrough(LocalStack.withGateway(), outage);

    @Override
    protected LocalStack stack() {
        return stack;
    }

    @Override
    protected FunctionOutage outage() {
        return outage;
    }

    @Test
    void theCommandIsRegisteredWithItsSubcommandsAndTheTokenGiven() {
        assertTrue(discord.identifyTokens().contains(FakeDiscord.BOT_TOKEN));
        List<String> subcommands = discord.registeredCommands().get(0).get("options").findValuesAsText("name");
        assertTrue(subcommands.containsAll(List.of("challenge", "accept", "move", "pass", "place", "resign", "board",
                "games", "history", "claim", "help", "rules")), subcommands.toString());
        assertEquals(1, discord.registeredCommands().size());
    }
}
