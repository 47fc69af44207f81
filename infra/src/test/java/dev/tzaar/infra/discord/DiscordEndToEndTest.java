package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.FakeDiscord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.TzaarBot;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The games, through a real JDA bot connected to the fake Discord's gateway. */
@Tag("end-to-end")
class DiscordEndToEndTest extends WholeGamesThroughDiscord {

    @Override
    protected AutoCloseable startFrontend(FakeDiscord discord, FunctionClient function) throws Exception {
        TzaarBot bot = TzaarBot.start(BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", FakeDiscord.BOT_TOKEN)), function,
                discord.endpoint());
        bot.awaitReady();
        bot.commandsRegistered().get(10, TimeUnit.SECONDS);
        return bot;
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
