package dev.tzaar.bot.core;

import static dev.tzaar.bot.commands.FakeInput.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.FakeInput;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.ReplyMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SlashCommandHandlerTest {
    private final FakeFunction function = FakeFunction.answering(GameReply.privately("Your games here: none."));
    private final RecordingResponder responder = new RecordingResponder();
    private final SlashCommandHandler handler = new SlashCommandHandler(new TzaarCommand(Subcommands.all()),
            new Relay(function, new SummaryCache(10), Runnable::run, new ReplyMessages()));

    @Test
    void aSubcommandIsAcknowledgedAsItUsuallyAnswersAndItsRequestRelayed() {
        handler.handle("challenge", FakeInput.ann().with(Option.OPPONENT, BO), responder);
        assertEquals("acknowledge PUBLIC_REPLY", responder.steps.get(0));
        assertEquals(Command.CHALLENGE, function.requests.get(0).command());
        assertEquals(Map.of(Option.OPPONENT, BO.id()), function.requests.get(0).options());

        RecordingResponder games = new RecordingResponder();
        handler.handle("games", FakeInput.ann(), games);
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: Your games here: none."), games.steps);
    }

    @Test
    void aCheapMistakeIsRefusedAtOnceWithoutAcknowledgingOrAskingTheFunction() {
        handler.handle("move", FakeInput.ann().with(Option.FROM, "F4"), responder);
        assertEquals(List.of("refuse: Say where the stack goes: `to:` (like E4)."), responder.steps);
        assertTrue(function.requests.isEmpty());
    }

    /** The languages Discord sent travel with the request; the bot's own refusals speak the user's. */
    @Test
    void theRequestCarriesTheUsersAndTheServersLanguagesAndARefusalSpeaksTheUsers() {
        handler.handle("games", FakeInput.ann().speaking("fr", "en-US"), responder);
        assertEquals("fr", function.requests.get(0).locale());
        assertEquals("en-US", function.requests.get(0).guildLocale());

        RecordingResponder unknown = new RecordingResponder();
        handler.handle("undo", FakeInput.ann().speaking("fr", "en-US"), unknown);
        assertEquals(List.of("refuse: Cette commande a changé depuis que Discord vous l’a montrée. Tapez à nouveau "
                + "`/tzaar` pour voir l’actuelle."), unknown.steps);
    }

    @Test
    void outsideAServerTheFunctionIsAskedAndToldWhere() {
        handler.handle("help", FakeInput.outsideAServer(), responder);
        assertEquals(1, function.requests.size(), "a user-installed app answers in DMs too: " + responder.steps);
        assertEquals(null, function.requests.get(0).guildId());
        assertEquals(dev.tzaar.api.InteractionContext.PRIVATE_CHANNEL, function.requests.get(0).context());
    }

    @Test
    void aSubcommandFromAnOlderDefinitionIsRefusedKindly() {
        handler.handle("undo", FakeInput.ann(), responder);
        handler.handle(null, FakeInput.ann(), responder);
        assertEquals(List.of("refuse: " + SlashCommandHandler.UNKNOWN, "refuse: " + SlashCommandHandler.UNKNOWN),
                responder.steps);
        assertTrue(function.requests.isEmpty());
    }
}
