package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.testkit.discord.FakeDiscord;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code ./tzaar register}: with the bot's token, globally or in one server, and only when it changed. */
class RegisterCliCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private int run(Map<String, String> environment, String... args) throws Exception {
        PrintStream printed = new PrintStream(out, true, StandardCharsets.UTF_8);
        return new RegisterCliCommand(environment).run(List.of(args),
                new CliCommand.Terminal(new BufferedReader(new StringReader("")), printed, printed));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void inOneServerItRegistersThereAndASecondRunChangesNothing() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start()) {
            Map<String, String> environment = Map.of("DISCORD_TOKEN", "t", "TZAAR_DISCORD_API", discord.restBaseUrl());
            assertEquals(CliCommand.OK, run(environment, "--guild", discord.guildId()), printed());
            assertEquals(CliCommand.OK, run(environment, "--guild", discord.guildId()), printed());
            assertTrue(printed().contains("/tzaar registered in server " + discord.guildId()), printed());
            assertTrue(printed().contains("/tzaar is already up to date in server"), printed());
            assertEquals(1, discord.registeredCommands(discord.guildId()).size());
            assertEquals(0, discord.registeredCommands().size(), "nothing global");
        }
    }

    @Test
    void withoutATokenItSaysWhereToGetOne() throws Exception {
        assertEquals(CliCommand.USAGE, run(Map.of()));
        assertTrue(printed().contains("DISCORD_TOKEN is not set"), printed());
    }

    @Test
    void aGuildMustBeAServerId() throws Exception {
        assertEquals(CliCommand.USAGE, run(Map.of("DISCORD_TOKEN", "t"), "--guild", "my-server"));
        assertTrue(printed().contains("Copy Server ID"), printed());
    }

    @Test
    void whenDiscordCannotBeReachedItSaysSoWithoutTheToken() throws Exception {
        assertEquals(CliCommand.REFUSED, run(Map.of("DISCORD_TOKEN", "secret-token",
                "TZAAR_DISCORD_API", "http://127.0.0.1:9/api/v10")));
        assertTrue(printed().contains("Discord could not be reached"), printed());
        assertTrue(!printed().contains("secret-token"), printed());
    }
}
