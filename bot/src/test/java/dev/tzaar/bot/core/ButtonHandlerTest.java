package dev.tzaar.bot.core;

import static dev.tzaar.bot.commands.FakeInput.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.FakeInput;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ButtonHandlerTest {
    private final RecordingResponder responder = new RecordingResponder();

    private static ButtonHandler handler(FakeFunction function) {
        return new ButtonHandler(new Relay(function, new SummaryCache(10), Runnable::run, new ReplyMessages()));
    }

    @Test
    void aPressBecomesItsCommandForTheGameItsIdNamesWithNothingRemembered() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("ok"));
        handler(function).handle(new ButtonId(Command.ACCEPT, "k7m2q").toString(), FakeInput.by(BO), responder);
        GameRequest request = function.requests.get(0);
        assertEquals(Command.ACCEPT, request.command());
        assertEquals(Map.of(Option.GAME, "k7m2q"), request.options());
        assertEquals(BO, request.user());
        assertEquals(FakeInput.CHANNEL, request.channelId());
        assertEquals(FakeInput.INTERACTION, request.interactionId());
    }

    @Test
    void theWrongPersonPressingAcceptIsToldPrivatelyAndTheChallengeKeepsItsButtons() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("This challenge is for **Bo**."));
        handler(function).handle("tzaar:accept:k7m2q", FakeInput.ann(), responder);
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: This challenge is for **Bo**."),
                responder.steps);
    }

    @Test
    void anAcceptedChallengeIsAnnouncedAsANewMessageAndItsButtonsRetired() {
        GameReply started = GameReply.publicly("**Bo** accepts: game **k7m2q** begins.");
        handler(FakeFunction.answering(started)).handle("tzaar:accept:k7m2q", FakeInput.by(BO), responder);
        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + started.text(), "remove buttons"),
                responder.steps);
    }

    @Test
    void buttonsWhoseAnswerOnlyThePresserSeesShowAPrivatePlaceholder() {
        Set<Command> privately = EnumSet.noneOf(Command.class);
        for (Command command : Command.values()) {
            if (ButtonHandler.acknowledgement(command) == Acknowledgement.PRIVATE_REPLY) {
                privately.add(command);
            }
        }
        assertEquals(EnumSet.of(Command.BOARD, Command.RESIGN, Command.HISTORY, Command.GAMES, Command.HELP,
                Command.RULES, Command.HINT, Command.ANALYZE, Command.PANEL, Command.ACTIVITY,
                Command.REPLAY, Command.LEARN), privately);
        for (Command publicly : List.of(Command.ACCEPT, Command.DECLINE, Command.CANCEL, Command.PASS,
                Command.REMATCH, Command.CONFIRM_RESIGN)) {
            assertEquals(Acknowledgement.UPDATE, ButtonHandler.acknowledgement(publicly), publicly.wireName());
        }
    }

    /**
     * The review's Learn from your mistakes opens the presser's first marked turn: a new private panel, after
     * "thinking" (the function reviews the whole game first), while the panel's own controls are answered in place.
     */
    @Test
    void learnFromYourMistakesOpensAPrivatePanel() {
        GameReply panel = GameReply.privately("**Learn from your mistakes**, game **k7m2q**, turn 3: you played `C4xB4 I2xI1` here.");
        FakeFunction function = FakeFunction.answering(panel);
        handler(function).handle("tzaar:learn:k7m2q", FakeInput.by(BO), responder);
        assertEquals(Map.of(Option.GAME, "k7m2q"), function.requests.get(0).options());
        assertEquals(Command.LEARN, function.requests.get(0).command());
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: " + panel.text()), responder.steps);
    }

    /** Play your turn opens a new private panel: "thinking" only the presser sees, then the panel in its place. */
    @Test
    void playYourTurnOpensAPrivatePanel() {
        GameReply panel = GameReply.privately("Game **k7m2q**, turn 3: your turn.");
        FakeFunction function = FakeFunction.answering(panel);
        handler(function).handle("tzaar:panel:k7m2q", FakeInput.by(BO), responder);
        assertEquals(Map.of(Option.GAME, "k7m2q"), function.requests.get(0).options());
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: " + panel.text()), responder.steps);
    }

    /**
     * A button of the panel carries the position it was made for and the choices made on it: they become
     * the request's options, and the panel's next step takes the pressed panel's place.
     */
    @Test
    void aPanelsButtonAsksWithTheChoicesItCarriesAndItsNextStepReplacesThePanel() {
        GameReply moved = GameReply.publicly("**Bo** C4 captures a Tott on C3.")
                .withPanel(GameReply.privately("Played. **Ann** (White) to capture."));
        FakeFunction function = FakeFunction.answering(moved);
        handler(function).handle("tzaar:move:k7m2q:3:from=C4:to=C3", FakeInput.by(BO), responder);
        GameRequest request = function.requests.get(0);
        assertEquals(Command.MOVE, request.command());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "3", Option.FROM, "C4", Option.TO, "C3"),
                request.options());
        assertEquals(List.of("acknowledge UPDATE", "edit: Played. **Ann** (White) to capture.",
                "follow up publicly: " + moved.text()), responder.steps);
    }

    /**
     * The course's last panel offers a first game against the easiest bot: the function cannot name the
     * bot on that button, so the press asks {@code ai} as the slash command does, with this bot's own user.
     */
    @Test
    void theCoursesFirstGameButtonAsksForAGameAgainstThisBotAtTheLevelItCarries() {
        GameReply begun = GameReply.publicly("**Bo** plays the bot: game **k7m2q** begins.");
        FakeFunction function = FakeFunction.answering(begun);
        handler(function).handle("tzaar:ai:first:0:level=easy", FakeInput.by(BO), responder);
        GameRequest request = function.requests.get(0);
        assertEquals(Command.AI, request.command());
        assertEquals(Map.of(Option.LEVEL, "easy", Option.OPPONENT, FakeInput.THE_BOT.id()), request.options());
        assertEquals(FakeInput.THE_BOT.id(), request.mentioned().get(FakeInput.THE_BOT.id()).id());
        assertTrue(request.mentioned().get(FakeInput.THE_BOT.id()).bot());
        assertEquals(BO, request.user());
        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + begun.text()), responder.steps);
    }

    /**
     * The board's Pass carries the position the board showed: the press asks with that count, as a panel's
     * control does, and says it was pressed on the board. A stale press is refused in one line, privately,
     * and the board is left as it is (no panel's place to take, no buttons retired).
     */
    @Test
    void theBoardsPassAsksForThePositionItWasShownForAndAStaleOneIsRefusedPrivately() {
        String stale = "That was for an earlier position of game **k7m2q**: nothing was played.";
        FakeFunction function = FakeFunction.answering(GameReply.privately(stale));
        handler(function).handle("tzaar:pass:k7m2q@2", FakeInput.by(BO), responder);
        GameRequest request = function.requests.get(0);
        assertEquals(Command.PASS, request.command());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "2", Option.ON, Option.BOARD), request.options());
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + stale), responder.steps);
    }

    @Test
    void onlyAnsweredChallengesUsedConfirmationsAndPassedBoardsLoseTheirButtons() {
        for (Command command : List.of(Command.ACCEPT, Command.DECLINE, Command.CANCEL, Command.CONFIRM_RESIGN,
                Command.PASS)) {
            assertTrue(ButtonHandler.retiresItsButtons(command), command.wireName());
        }
        for (Command command : List.of(Command.REMATCH, Command.BOARD, Command.RESIGN)) {
            assertFalse(ButtonHandler.retiresItsButtons(command), command.wireName());
        }
    }

    @Test
    void aButtonThatIsNotOursOrNoLongerExistsIsRefusedWithoutAskingTheFunction() {
        FakeFunction function = FakeFunction.answering(GameReply.privately("ok"));
        ButtonHandler handler = handler(function);
        handler.handle("poll:yes", FakeInput.ann(), responder);
        handler.handle("tzaar:undo:k7m2q", FakeInput.ann(), responder);
        handler.handle("tzaar:suggest:k7m2q", FakeInput.ann(), responder);
        assertEquals(List.of("refuse: " + ButtonHandler.STALE, "refuse: " + ButtonHandler.STALE,
                "refuse: " + ButtonHandler.STALE), responder.steps);
        assertTrue(function.requests.isEmpty());
    }
}
