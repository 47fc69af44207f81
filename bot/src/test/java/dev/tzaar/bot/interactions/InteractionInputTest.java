package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Capability;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Player;
import dev.tzaar.bot.core.AutocompleteQuery;
import java.io.IOException;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Interactions as Discord POSTs them (shapes from Discord's documentation of the Interaction object)
 * read as the gateway bot reads JDA's objects: the same players, options and ids.
 */
class InteractionInputTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code /tzaar challenge opponent:@bo setup:fixed} by Ann, who has a nickname in this server. */
    private static final String CHALLENGE = """
            {"id":"1309175421466497024","application_id":"1309000000000000000","type":2,"token":"tok",
             "guild_id":"200000000000000001","channel_id":"300000000000000001","locale":"fr",
             "member":{"nick":"Annie","user":{"id":"100000000000000001","username":"ann","global_name":"Ann"}},
             "data":{"id":"9","name":"tzaar","type":1,"options":[{"type":1,"name":"challenge","options":[
               {"type":6,"name":"opponent","value":"100000000000000002"},
               {"type":3,"name":"setup","value":"  fixed "},
               {"type":3,"name":"colour","value":"   "}]}],
              "resolved":{"users":{"100000000000000002":{"id":"100000000000000002","username":"bo","bot":false}},
                          "members":{"100000000000000002":{"nick":null}}}}}
            """;

    private static InteractionInput read(String json) throws IOException {
        return new InteractionInput(JSON.readTree(json));
    }

    @Test
    void aSlashCommandGivesItsSubcommandWhoAndWhereWithTheNameTheServerShows() throws IOException {
        InteractionInput input = read(CHALLENGE);
        assertEquals(2, input.type());
        assertEquals("tzaar", input.commandName());
        assertEquals("challenge", input.subcommandName());
        assertEquals("1309175421466497024", input.interactionId());
        assertEquals("200000000000000001", input.guildId());
        assertEquals("300000000000000001", input.channelId());
        assertEquals(new Player("100000000000000001", "Annie", false), input.user());
        assertEquals("fr", input.locale());
        assertEquals("tok", input.token());
    }

    @Test
    void discordsContextSaysWhereItHappenedAndWithoutItAServerOrNot() throws IOException {
        assertEquals(InteractionContext.GUILD, read(CHALLENGE).context(), "no context: a server, as it has a guild");
        assertEquals(InteractionContext.GUILD, read(CHALLENGE.replace("\"type\":2,", "\"type\":2,\"context\":0,"))
                .context());
        String inOurDm = CHALLENGE.replace("\"guild_id\":\"200000000000000001\",", "\"context\":1,")
                .replace("\"member\":{\"nick\":\"Annie\",\"user\":", "\"user\":").replace("}},\n \"data\"", "},\n \"data\"");
        assertEquals(InteractionContext.BOT_DM, read(inOurDm).context());
        assertNull(read(inOurDm).guildId());
        assertEquals("100000000000000001", read(inOurDm).user().id());
        String inAGroupDm = inOurDm.replace("\"context\":1,", "\"context\":2,");
        assertEquals(InteractionContext.PRIVATE_CHANNEL, read(inAGroupDm).context());
        assertEquals(InteractionContext.PRIVATE_CHANNEL, read(inOurDm.replace("\"context\":1,", "")).context(),
                "no context and no server: a DM, where no game is refused for it");
        assertEquals(InteractionContext.BOT_DM, new dev.tzaar.bot.commands.ChallengeSubcommand()
                .request(read(inOurDm)).context(), "the function is told");
    }

    @Test
    void manageServerIsReadFromTheMembersPermissionsAndAdministratorImpliesIt() throws IOException {
        String member = "\"member\":{\"nick\":\"Annie\",";
        assertFalse(read(CHALLENGE).managesServer(), "no permissions given");
        assertTrue(read(CHALLENGE.replace(member, member + "\"permissions\":\"2147483680\",")).managesServer(),
                "Use Application Commands and Manage Server (1 << 5)");
        assertTrue(read(CHALLENGE.replace(member, member + "\"permissions\":\"8\",")).managesServer(),
                "Administrator (1 << 3)");
        assertFalse(read(CHALLENGE.replace(member, member + "\"permissions\":\"2147601472\",")).managesServer(),
                "a member who may send, read and use commands, nothing more");
        assertFalse(read(CHALLENGE.replace(member, member + "\"permissions\":\"lots\",")).managesServer());
    }

    @Test
    void theThreadsTheBotCanStartAreReadFromItsAppPermissionsAndTheChannelsType() throws IOException {
        String where = "\"channel_id\":\"300000000000000001\",";
        String textChannel = CHALLENGE.replace(where, where + "\"channel\":{\"id\":\"300000000000000001\",\"type\":0},"
                + "\"authorizing_integration_owners\":{\"0\":\"200000000000000001\"},");
        String firstInvite = Long.toString(1L << 35 | 1L << 38 | 1L << 11);
        GameRequest granted = new dev.tzaar.bot.commands.ChallengeSubcommand().request(read(
                textChannel.replace(where, where + "\"app_permissions\":\"" + firstInvite + "\",")));
        assertTrue(granted.can(Capability.START_THREADS), "Create Public Threads and Send Messages in Threads");
        assertFalse(granted.can(Capability.START_PRIVATE_THREADS), "the first invite had no Create Private Threads");
        assertEquals(0, read(textChannel).channelType());
        assertNull(read(textChannel).appPermissions(), "not sent, so nothing granted");
        assertFalse(new dev.tzaar.bot.commands.ChallengeSubcommand().request(read(textChannel))
                .can(Capability.START_THREADS));
    }

    @Test
    void textOptionsAreStrippedAndBlankOnesCountAsNotGiven() throws IOException {
        InteractionInput input = read(CHALLENGE);
        assertEquals(Optional.of("fixed"), input.text("setup"));
        assertEquals(Optional.empty(), input.text("colour"));
        assertEquals(Optional.empty(), input.text("opponent"), "a user option is no text");
        assertEquals(Optional.empty(), input.text("nothing"));
    }

    @Test
    void aUserOptionIsResolvedWithoutANicknameToTheUsername() throws IOException {
        assertEquals(Optional.of(new Player("100000000000000002", "bo", false)), read(CHALLENGE).player("opponent"));
        assertEquals(Optional.empty(), read(CHALLENGE).player("setup"));
    }

    @Test
    void aButtonPressGivesItsCustomIdAndNoOptions() throws IOException {
        InteractionInput press = read("""
                {"id":"1309175421466497025","type":3,"token":"t","guild_id":"2","channel_id":"3",
                 "member":{"user":{"id":"100000000000000002","username":"bo","global_name":"Bo"}},
                 "data":{"custom_id":"tzaar:pass:k7m2q","component_type":2}}
                """);
        assertEquals("tzaar:pass:k7m2q", press.customId());
        assertNull(press.subcommandName());
        assertEquals(new Player("100000000000000002", "Bo", false), press.user());
        assertEquals(Optional.empty(), press.text("game"));
    }

    @Test
    void autocompleteGivesTheFocusedOptionEverythingTypedAndWhenDiscordCreatedIt() throws IOException {
        InteractionInput typing = read("""
                {"id":"1309175421466497026","type":4,"token":"t","guild_id":"2","channel_id":"3",
                 "member":{"user":{"id":"1","username":"ann"}},
                 "data":{"name":"tzaar","options":[{"type":1,"name":"move","options":[
                   {"type":3,"name":"from","value":"F4"},{"type":3,"name":"to","value":"E","focused":true}]}]}}
                """);
        Instant received = Instant.parse("2026-11-25T12:00:00Z");
        AutocompleteQuery query = typing.autocompleteQuery(received);
        assertEquals("to", query.focused());
        assertEquals("E", query.typed());
        assertEquals(Map.of("from", "F4", "to", "E"), query.options());
        // 1309175421466497026 >> 22 = 312131743780 ms after Discord's epoch (2015-01-01T00:00:00Z).
        assertEquals(Instant.parse("2024-11-21T15:15:43.780Z"), query.created());
        assertEquals(received, query.received());
    }

    @Test
    void aDirectMessageHasNoServerAndTheUserAtTheTop() throws IOException {
        InteractionInput dm = read("""
                {"id":"1","type":2,"token":"t","channel":{"id":"5"},"user":{"id":"7","username":"ann"},
                 "data":{"name":"tzaar","options":[{"type":1,"name":"help"}]}}
                """);
        assertNull(dm.guildId());
        assertEquals("5", dm.channelId());
        assertEquals(new Player("7", "ann", false), dm.user());
    }
}
