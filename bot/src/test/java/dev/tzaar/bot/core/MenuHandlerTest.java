package dev.tzaar.bot.core;

import static dev.tzaar.bot.commands.FakeInput.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.FakeInput;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.ReplyMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An item picked from a menu of a player's panel: the menu's id says what it asks, nothing is remembered. */
class MenuHandlerTest {
    private final RecordingResponder responder = new RecordingResponder();

    private static MenuHandler handler(FakeFunction function) {
        return new MenuHandler(new Relay(function, new SummaryCache(10), Runnable::run, new ReplyMessages()));
    }

    @Test
    void thePickedItemFillsTheOptionTheMenuNamesAndTheNextStepReplacesThePanel() {
        GameReply next = GameReply.inPlace(GameReply.privately("Your Tott on **C4**. Choose where it goes."));
        FakeFunction function = FakeFunction.answering(next);
        handler(function).handle("tzaar:panel:k7m2q:3:from#A-E", List.of("C4"), FakeInput.by(BO), responder);
        GameRequest request = function.requests.get(0);
        assertEquals(Command.PANEL, request.command());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "3", Option.FROM, "C4"), request.options());
        assertEquals(BO, request.user());
        assertEquals(List.of("acknowledge UPDATE", "edit: Your Tott on **C4**. Choose where it goes."), responder.steps);
    }

    @Test
    void aRefusalIsANewPrivateMessageAndThePanelStaysAsItWas() {
        FakeFunction function = FakeFunction.answering(GameReply.privately(
                "That was for an earlier position of game **k7m2q**: nothing was played."));
        handler(function).handle("tzaar:panel:k7m2q:3:from", List.of("C4"), FakeInput.by(BO), responder);
        assertEquals(List.of("acknowledge UPDATE",
                "follow up privately: That was for an earlier position of game **k7m2q**: nothing was played."),
                responder.steps);
    }

    @Test
    void aMenuThatIsNotOneOfAPanelsIsRefusedWithoutAskingTheFunction() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("ok"));
        MenuHandler handler = handler(function);
        handler.handle("poll:colour", List.of("red"), FakeInput.ann(), responder);
        handler.handle("tzaar:move:k7m2q:3:from=C4:to=C3", List.of("C3"), FakeInput.ann(), responder);
        handler.handle("tzaar:panel:k7m2q:3:from", List.of("C4", "D4"), FakeInput.ann(), responder);
        assertEquals(List.of("refuse: " + ButtonHandler.STALE, "refuse: " + ButtonHandler.STALE,
                "refuse: " + ButtonHandler.STALE), responder.steps);
        assertTrue(function.requests.isEmpty());
    }
}
