package dev.tzaar.testkit.discord;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.testkit.discord.Callback.Choice;
import dev.tzaar.testkit.discord.DiscordMessage.Attachment;
import dev.tzaar.testkit.discord.DiscordMessage.Button;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.requests.GatewayIntent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A real JDA against the fake: what the bot receives, and what Discord receives from it. */
class FakeDiscordJdaTest {
    private static final String TOKEN = "the-bot-token";
    /** Loose enough for a loaded 2-core machine; the figures seen here are a few ms. */
    private static final Duration QUICK = Duration.ofMillis(500);

    private static FakeDiscord discord;
    private static JDA jda;
    private static final EchoBot bot = new EchoBot();

    private DiscordUser alice;
    private DiscordUser bob;

    @BeforeAll
    static void connect() throws Exception {
        discord = FakeDiscord.start();
        jda = discord.configure(JDABuilder.createLight(TOKEN, EnumSet.noneOf(GatewayIntent.class)))
                .addEventListeners(bot)
                .build()
                .awaitReady();
        jda.updateCommands().addCommands(EchoBot.command()).complete();
    }

    @AfterAll
    static void disconnect() throws InterruptedException {
        if (jda != null) {
            jda.shutdown();
            assertTrue(jda.awaitShutdown(10, TimeUnit.SECONDS), "JDA shut down");
        }
        if (discord != null) {
            discord.close();
        }
    }

    private int callsBefore;

    @BeforeEach
    void users() {
        alice = discord.newUser("alice");
        bob = discord.newUser("bob");
        callsBefore = discord.calls().size();
    }

    @AfterEach
    void discordAcceptedEverything() {
        List<RestCall> calls = discord.calls();
        assertEquals(List.of(), calls.subList(callsBefore, calls.size()).stream().filter(RestCall::rejected).toList());
        bot.clear();
    }

    @Test
    void theBotLogsInWithTheTokenItWasGiven() {
        assertEquals(List.of(TOKEN), discord.identifyTokens());
        RestCall first = discord.calls().get(0);
        assertEquals("GET users/@me", first.method() + " " + first.route());
        assertTrue(discord.calls().stream().allMatch(call -> call.authorization().equals("Bot " + TOKEN)),
                discord.calls().toString());
        assertEquals(discord.botUser().id(), jda.getSelfUser().getId());
        assertEquals(discord.applicationId(), jda.getSelfUser().getApplicationId());
        assertEquals(discord.applicationId(), jda.retrieveApplicationInfo().complete().getId());
    }

    @Test
    void registeredCommandsAreKeptAsDiscordStoresThem() {
        JsonNode commands = discord.registeredCommands();
        assertEquals(1, commands.size());
        JsonNode tzaar = commands.get(0);
        assertEquals("tzaar", tzaar.path("name").asText());
        assertFalse(tzaar.path("id").asText().isEmpty());
        assertEquals(discord.applicationId(), tzaar.path("application_id").asText());
        List<String> subcommands = new ArrayList<>();
        tzaar.path("options").forEach(option -> subcommands.add(option.path("name").asText()));
        assertEquals(List.of("challenge", "move", "board"), subcommands);
        JsonNode from = tzaar.path("options").get(1).path("options").get(0);
        assertEquals("from", from.path("name").asText());
        assertTrue(from.path("autocomplete").asBoolean());
        assertEquals(List.of(), discord.registeredCommands(discord.guildId()).findValues("name"));
    }

    @Test
    void aSlashCommandReachesTheBotWithItsOptionsAndResolvedUser() throws InterruptedException {
        discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));

        SlashCommandInteractionEvent event = bot.next(SlashCommandInteractionEvent.class);
        assertEquals("tzaar", event.getName());
        assertEquals("challenge", event.getSubcommandName());
        assertEquals(alice.id(), event.getUser().getId());
        assertEquals("alice", event.getUser().getName());
        assertEquals(discord.guildId(), event.getGuild().getId());
        assertEquals(discord.channelId(), event.getChannel().getId());
        assertEquals(bob.id(), event.getOption("opponent").getAsUser().getId());
        assertEquals("bob", event.getOption("opponent").getAsUser().getName());
        assertNotNull(event.getOption("opponent").getAsMember(), "the opponent resolves as a member");
    }

    @Test
    void aDeferredReplyIsAcknowledgedAtOnce() {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));

        Callback callback = challenge.awaitCallback();
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, callback.type());
        assertTrue(callback.accepted());
        assertFalse(callback.ephemeral());
        assertTrue(callback.latency().compareTo(QUICK) < 0, callback.toString());
    }

    @Test
    void theEditedReplyCarriesThePictureItsAltTextAndTheButtons() {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));

        DiscordMessage reply = challenge.awaitEdit();
        assertEquals(alice.mention() + " challenges " + bob.mention(), reply.content());
        assertFalse(reply.loading());
        assertEquals(1, reply.attachments().size());
        Attachment board = reply.attachments().get(0);
        assertEquals("board.png", board.filename());
        assertEquals(EchoBot.ALT_TEXT, board.description());
        assertEquals("image/png", board.contentType());
        assertArrayEquals(EchoBot.BOARD, board.bytes());
        assertEquals(List.of(new Button("tzaar:accept:g1", "Accept", 3, false, null),
                new Button("tzaar:decline:g1", "Decline", 4, false, null)), reply.buttons());
        assertEquals(Set.of(), reply.pinged(), "an edit pings nobody");
        assertEquals(reply, challenge.original().orElseThrow());
        assertTrue(reply.latency().compareTo(challenge.awaitAcknowledgement().latency()) >= 0,
                "the edit is timed from the interaction, like the acknowledgement it follows: " + reply);
    }

    @Test
    void theFollowUpPingsOnlyWhomAllowedMentionsLetsThrough() {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));

        DiscordMessage followUp = challenge.awaitFollowUp();
        assertEquals(bob.mention() + ", " + alice.mention() + " challenges you", followUp.content());
        assertEquals(Set.of(bob.id()), followUp.pinged());
        assertEquals(1, challenge.edits().size(), "the follow-up came after the edit");
    }

    @Test
    void anEphemeralDeferralStaysEphemeralWhenEdited() {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("from", "F4");
        options.put("to", "E4");
        Interaction move = discord.slashCommand(alice, "tzaar", "move", options);

        assertTrue(move.awaitCallback().ephemeral());
        DiscordMessage reply = move.awaitEdit();
        assertEquals("Moved F4 to E4", reply.content());
        assertTrue(reply.ephemeral());
    }

    @Test
    void autocompleteIsAnsweredWithChoicesAtOnce() throws InterruptedException {
        Interaction typing = discord.autocomplete(alice, "tzaar", "move", Map.of("from", "e"), "from");

        assertEquals(List.of(new Choice("E4", "E4"), new Choice("E5", "E5")), typing.awaitChoices());
        assertTrue(typing.awaitCallback().latency().compareTo(QUICK) < 0, typing.awaitCallback().toString());
        CommandAutoCompleteInteractionEvent event = bot.next(CommandAutoCompleteInteractionEvent.class);
        assertEquals("from", event.getFocusedOption().getName());
        assertEquals("e", event.getFocusedOption().getValue());
        assertEquals("move", event.getSubcommandName());
    }

    @Test
    void aReplyWithAFileIsOneMultipartCallback() {
        Interaction board = discord.slashCommand(alice, "tzaar", "board", Map.of());

        Callback callback = board.awaitCallback();
        assertEquals(Callback.Type.CHANNEL_MESSAGE_WITH_SOURCE, callback.type());
        DiscordMessage reply = board.original().orElseThrow();
        assertArrayEquals(EchoBot.BOARD, reply.attachment("board.png").orElseThrow().bytes());
        assertEquals(EchoBot.ALT_TEXT, reply.attachment("board.png").orElseThrow().description());
        assertEquals(List.of(), board.edits());
    }

    @Test
    void aButtonPressReachesTheBotWithItsMessageAndADeferredEditUpdatesThatMessage() throws InterruptedException {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));
        DiscordMessage reply = challenge.awaitEdit();
        bot.next(SlashCommandInteractionEvent.class);

        Interaction accept = discord.pressButton(bob, "tzaar:accept:g1", reply);

        ButtonInteractionEvent event = bot.next(ButtonInteractionEvent.class);
        assertEquals("tzaar:accept:g1", event.getComponentId());
        assertEquals(bob.id(), event.getUser().getId());
        assertEquals(reply.id(), event.getMessageId());
        assertEquals(reply.content(), event.getMessage().getContentRaw());
        assertEquals(alice.id(), event.getMessage().getInteractionMetadata().getUser().getId());
        Callback callback = accept.awaitCallback();
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, callback.type());
        assertTrue(callback.latency().compareTo(QUICK) < 0, callback.toString());
        DiscordMessage accepted = accept.awaitEdit();
        assertEquals(reply.id(), accepted.id());
        assertEquals("Accepted", accepted.content());
        assertTrue(accepted.buttons().stream().allMatch(Button::disabled), accepted.buttons().toString());
        assertEquals(reply.attachments(), accepted.attachments(), "an edit without attachments keeps them");
        assertEquals(accepted, discord.message(reply.id()).orElseThrow());
    }

    @Test
    void anUpdateMessageCallbackEditsTheMessageOfTheButton() {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));
        DiscordMessage reply = challenge.awaitEdit();

        Interaction decline = discord.pressButton(bob, "tzaar:decline:g1", reply);

        assertEquals(Callback.Type.UPDATE_MESSAGE, decline.awaitCallback().type());
        DiscordMessage declined = decline.awaitEdit();
        assertEquals("Declined", declined.content());
        assertEquals(List.of(), declined.buttons());
    }
}
