package dev.tzaar.bot.core;

import static dev.tzaar.bot.commands.FakeInput.ANN;
import static dev.tzaar.bot.commands.FakeInput.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.commands.FakeInput;
import dev.tzaar.bot.function.FakeFunction;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RelayTest {
    private static final GameSummary GAME = new GameSummary("k7m2q", FakeInput.CHANNEL, GameStatus.ACTIVE, ANN, BO, ANN,
            BO, "pos", BO.id(), List.of("F4xE4"), 2, 7);
    private static final GameReply PUBLIC = GameReply.publicly("**Ann** captures. **Bo** to capture.")
            .withPing(List.of(BO.id()), "your turn in game **k7m2q**: capture.").withGame(GAME);
    private static final GameReply PRIVATE = GameReply.privately("It's **Bo**'s turn in game **k7m2q**.");
    private static final String PING = "<@" + BO.id() + "> your turn in game **k7m2q**: capture.";
    private static final GameRequest MOVE = GameRequest.of(FakeInput.INTERACTION, FakeInput.GUILD, FakeInput.CHANNEL,
            ANN, Command.MOVE, Map.of("turn", "F4xE4"));

    private final SummaryCache cache = new SummaryCache(10);
    private final RecordingResponder responder = new RecordingResponder();

    private Relay relay(FakeFunction function) {
        return new Relay(function, cache, Runnable::run, new ReplyMessages());
    }

    private List<String> relayed(GameReply reply, Acknowledgement acknowledgement, boolean retire) {
        relay(FakeFunction.answering(reply)).relay(MOVE, acknowledgement, retire, responder);
        return responder.steps;
    }

    @Test
    void itAcknowledgesBeforeTheFunctionIsAskedAndAsksOffTheEventThread() {
        List<Runnable> queued = new ArrayList<>();
        Executor later = queued::add;
        FakeFunction function = FakeFunction.answering(PUBLIC);
        new Relay(function, cache, later, new ReplyMessages()).relay(MOVE, Acknowledgement.PUBLIC_REPLY, false,
                responder);
        assertEquals(List.of("acknowledge PUBLIC_REPLY"), responder.steps);
        assertTrue(function.requests.isEmpty(), "the function is asked on a worker, after acknowledging");
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
        assertEquals(List.of(MOVE), function.requests);
    }

    @Test
    void aPublicAnswerReplacesThePublicPlaceholderThenPingsTheNextPlayer() {
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: " + PUBLIC.text(), "follow up publicly: " + PING),
                relayed(PUBLIC, Acknowledgement.PUBLIC_REPLY, false));
    }

    @Test
    void aPrivateAnswerToAPublicPlaceholderDeletesItAndFollowsUpPrivately() {
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "delete", "follow up privately: " + PRIVATE.text()),
                relayed(PRIVATE, Acknowledgement.PUBLIC_REPLY, false));
    }

    @Test
    void aPrivateAnswerReplacesAPrivatePlaceholder() {
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: " + PRIVATE.text()),
                relayed(PRIVATE, Acknowledgement.PRIVATE_REPLY, false));
    }

    @Test
    void aPublicAnswerToAPrivatePlaceholderDeletesItThenPostsAndPingsPublicly() {
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "delete", "follow up publicly: " + PUBLIC.text(),
                "follow up publicly: " + PING), relayed(PUBLIC, Acknowledgement.PRIVATE_REPLY, false));
    }

    @Test
    void aButtonsPublicAnswerIsANewMessageAndRetiresThePressedButtonsWhenAsked() {
        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + PUBLIC.text(), "remove buttons",
                "follow up publicly: " + PING), relayed(PUBLIC, Acknowledgement.UPDATE, true));
    }

    @Test
    void aButtonsPrivateAnswerIsAPrivateMessageAndTheButtonsStay() {
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + PRIVATE.text()),
                relayed(PRIVATE, Acknowledgement.UPDATE, true));
    }

    /**
     * A move played from a player's private panel: the panel's next step takes the pressed panel's
     * place first (what the player waits for), then the channel is told and the next player pinged.
     */
    @Test
    void aPanelsNextStepReplacesThePanelThenTheMoveIsToldToTheChannelAndPings() {
        GameReply fromThePanel = PUBLIC.withPanel(GameReply.privately("Played. **Bo** (Black) to capture."));
        assertEquals(List.of("acknowledge UPDATE", "edit: Played. **Bo** (Black) to capture.",
                "follow up publicly: " + PUBLIC.text(), "follow up publicly: " + PING),
                relayed(fromThePanel, Acknowledgement.UPDATE, false));
    }

    /**
     * The panel cannot be changed after a move played from it: the channel is still told and the next
     * player pinged, and the player learns, privately, that the move was played and how to get a new panel.
     */
    @Test
    void aPanelDiscordWillNotChangeStillLetsTheMoveBeToldAndThePlayerIsToldTheTruth() {
        responder.failing("edit:");
        GameReply fromThePanel = PUBLIC.withPanel(GameReply.privately("Played. **Bo** (Black) to capture."));
        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + PUBLIC.text(), "follow up privately: Your "
                + "move in game **k7m2q** was played and the channel shows it, but Discord did not confirm that this "
                + "panel was updated. If it is out of date, **Play your turn** under the newest board opens a new one.",
                "follow up publicly: " + PING), relayed(fromThePanel, Acknowledgement.UPDATE, false));
    }

    /**
     * The truth after a panel Discord would not change names Play your turn as the button under the board
     * shows it, in the player's language: the sentence takes the label from the button's own key
     * ({@code button.play}) rather than a copy of its words, which could drift from the button.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en-US", "fr"})
    void aPanelNotShownNamesPlayYourTurnByTheButtonsOwnLabel(String locale) {
        Texts texts = Texts.forDiscord(locale);
        String label = texts.text("button.play");
        assertFalse(texts.pattern("bot.panelNotShown").contains(label),
                "the sentence holds no copy of the button's label: " + texts.pattern("bot.panelNotShown"));
        responder.failing("edit:");
        GameReply fromThePanel = PUBLIC.withPanel(GameReply.privately("Played. **Bo** (Black) to capture."));
        relay(FakeFunction.answering(fromThePanel)).relay(MOVE.withLocales(locale, "en-US"), Acknowledgement.UPDATE,
                false, responder);
        List<String> told = responder.steps.stream().filter(step -> step.startsWith("follow up privately: "))
                .map(step -> step.substring("follow up privately: ".length())).toList();
        assertEquals(List.of(texts.text("bot.panelNotShown", "k7m2q", label)), told);
        assertTrue(told.get(0).contains(" **" + label + "** "), told.get(0));
    }

    // ---- a turn's board that offered Pass, retired once the turn is over ----

    private static final GameSummary SECOND_ACTION = new GameSummary("k7m2q", FakeInput.CHANNEL, GameStatus.ACTIVE,
            ANN, BO, ANN, BO, "pos", ANN.id(), List.of("pass"), 2, 8);
    /** Ann's first action played from her panel: the board offers Pass, as a follow-up of the panel's press. */
    private static final GameReply OFFERS_PASS = GameReply.publicly("**Ann** captures. Second action for **Ann**.")
            .withButtons(List.of(dev.tzaar.api.ActionButton.of(dev.tzaar.api.ButtonId.madeFor(Command.PASS, "k7m2q", 4),
                    "Pass", dev.tzaar.api.ButtonStyle.PRIMARY))).withGame(SECOND_ACTION);
    private static final GameReply PASSED = GameReply.publicly("**Ann** passes.").withGame(new GameSummary("k7m2q",
            FakeInput.CHANNEL, GameStatus.ACTIVE, ANN, BO, ANN, BO, "pos", BO.id(), List.of("F4xE4"), 3, 9));

    /** A clock a test moves on. */
    private static final class Hands extends java.time.Clock {
        java.time.Instant now = java.time.Instant.parse("2026-11-28T08:00:00Z");

        @Override
        public java.time.ZoneId getZone() {
            return java.time.ZoneOffset.UTC;
        }

        @Override
        public java.time.Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public java.time.Instant instant() {
            return now;
        }
    }

    /** A function that answers these replies, one a request, in turn. */
    private static FakeFunction inTurn(GameReply... replies) {
        java.util.Deque<GameReply> next = new java.util.ArrayDeque<>(List.of(replies));
        return new FakeFunction(request -> next.remove());
    }

    private Relay relayOn(FakeFunction function, Hands clock) {
        return Relay.onWorkers(function, cache, Runnable::run, Runnable::run, Relay.Journal.NONE, new ReplyMessages(),
                dev.tzaar.bot.rest.BotRestClient.none(), clock);
    }

    /**
     * The answer that ends the turn (a pass typed, here) takes the buttons off the board the turn's first
     * action posted, through the interaction that posted it (its follow-up, after a panel's press); a newer
     * board without Pass is left for the next turn to retire nothing.
     */
    @Test
    void theAnswerThatEndsATurnRetiresTheButtonsOfTheBoardThatOfferedItsPass() {
        Hands clock = new Hands();
        Relay relay = relayOn(inTurn(OFFERS_PASS, PASSED, PUBLIC.withGame(new GameSummary("k7m2q",
                FakeInput.CHANNEL, GameStatus.ACTIVE, ANN, BO, ANN, BO, "pos", BO.id(), List.of(), 3, 10))), clock);
        RecordingResponder firstAction = new RecordingResponder();
        relay.relay(MOVE, Acknowledgement.UPDATE, false, firstAction);
        RecordingResponder typedPass = new RecordingResponder();
        relay.relay(MOVE.withCommand(Command.PASS), Acknowledgement.PUBLIC_REPLY, false, typedPass);
        relay.relay(MOVE, Acknowledgement.PUBLIC_REPLY, false, new RecordingResponder());

        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + OFFERS_PASS.text(),
                "remove buttons of 1200000000000000001"), firstAction.steps);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: **Ann** passes."), typedPass.steps);
    }

    /** Past the 15 minutes of the token that posted it, a board keeps its buttons: nothing is asked of Discord in vain. */
    @Test
    void aBoardPostedMoreThanFifteenMinutesBeforeTheTurnEndedKeepsItsButtons() {
        Hands clock = new Hands();
        Relay relay = relayOn(inTurn(OFFERS_PASS, PASSED), clock);
        RecordingResponder firstAction = new RecordingResponder();
        relay.relay(MOVE, Acknowledgement.PUBLIC_REPLY, false, firstAction);
        clock.now = clock.now.plus(java.time.Duration.ofMinutes(15));
        relay.relay(MOVE.withCommand(Command.PASS), Acknowledgement.PUBLIC_REPLY, false, new RecordingResponder());

        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: " + OFFERS_PASS.text()), firstAction.steps);
    }

    /**
     * A relay that hands its answers off (the interactions endpoint on AWS Lambda) shows each in an
     * invocation of its own, whose end ends its webhook's calls too: it remembers no board to retire later.
     */
    @Test
    void aRelayThatHandsItsAnswersOffRetiresNoBoardLater() {
        Relay[] relay = new Relay[1];
        relay[0] = Relay.handingOff(inTurn(OFFERS_PASS, PASSED), cache, pending -> relay[0].answer(pending),
                new ReplyMessages(), dev.tzaar.bot.rest.BotRestClient.none());
        RecordingResponder firstAction = new RecordingResponder();
        relay[0].relay(MOVE, Acknowledgement.UPDATE, false, firstAction);
        relay[0].relay(MOVE.withCommand(Command.PASS), Acknowledgement.PUBLIC_REPLY, false, new RecordingResponder());

        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + OFFERS_PASS.text()), firstAction.steps);
    }

    /** A choice the panel could not show played nothing: the player is told to try again. */
    @Test
    void aChoiceThePanelCannotShowIsToldAsNotShown() {
        responder.failing("edit:");
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: Discord did not let me show the answer "
                + "here. Please try again in a moment."), relayed(GameReply.inPlace(GameReply.privately(
                        "Your Tzarra on **F4**.")), Acknowledgement.UPDATE, false));
    }

    @Test
    void aChoiceOnThePanelOnlyReplacesIt() {
        assertEquals(List.of("acknowledge UPDATE", "edit: Your Tzarra on **F4**."),
                relayed(GameReply.inPlace(GameReply.privately("Your Tzarra on **F4**.")), Acknowledgement.UPDATE,
                        false));
    }

    @Test
    void aPrivateAnswerPingsNobodyEvenIfItNamesSomeone() {
        GameReply privateWithPing = PUBLIC.withEphemeral(true);
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: " + PUBLIC.text()),
                relayed(privateWithPing, Acknowledgement.PRIVATE_REPLY, false));
    }

    /** The placeholder is public: the private answer is never sent where others would see it, only that it was not shown. */
    @Test
    void whenThePlaceholderCannotBeDeletedThePrivateAnswerIsNotSentWhereOthersWouldSeeIt() {
        responder.failing("delete");
        relayed(PRIVATE, Acknowledgement.PUBLIC_REPLY, false);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: Discord did not let me show the answer here. Please "
                + "try again in a moment."), responder.steps);
    }

    @Test
    void theSummaryAReplyCarriesIsRememberedForAutocomplete() {
        relayed(PUBLIC, Acknowledgement.PUBLIC_REPLY, false);
        assertEquals(GAME, cache.game("k7m2q").orElseThrow());
    }

    @Test
    void anUnavailableFunctionIsToldInItsOwnWordsOnlyToThePlayer() {
        relay(FakeFunction.failing(new FunctionUnavailable(FunctionUnavailable.NOT_ANSWERED,
                new RuntimeException("connect timed out")))).relay(MOVE, Acknowledgement.PUBLIC_REPLY, false, responder);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "delete", "follow up privately: The game service did not "
                + "answer. Nothing was changed; try again in a moment."), responder.steps);
    }

    @Test
    void aFrenchPlayerIsToldInFrenchThatTheFunctionIsUnavailable() {
        relay(FakeFunction.failing(new FunctionUnavailable(FunctionUnavailable.FAILED,
                new RuntimeException("Unhandled")))).relay(MOVE.withLocales("fr", "en-US"),
                        Acknowledgement.PUBLIC_REPLY, false, responder);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "delete", "follow up privately: Le service de jeu a échoué. "
                + "Rien n’a été changé ; réessayez dans un instant."), responder.steps);
    }

    @Test
    void anUnexpectedFailureIsAShortApologyWithoutItsDetails() {
        relay(FakeFunction.failing(new IllegalStateException("secret detail at Foo.java:12")))
                .relay(MOVE, Acknowledgement.PRIVATE_REPLY, false, responder);
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: " + Relay.APOLOGY), responder.steps);
        assertFalse(String.join("\n", responder.steps).contains("secret"));
    }

    // ---- what the player is told when Discord does not take the answer (issue 21, item 1) ----

    private static final String MOVE_PLAYED = "Your move in game **k7m2q** was played, but Discord did not confirm "
            + "that its answer was shown. See the board with `/tzaar board game:k7m2q`.";

    /**
     * The function applied the move: when Discord does not take the board (after the transport's retries), the
     * player is told the move was played and how to see it, never "nothing was done"; the opponent is pinged.
     */
    @Test
    void aBoardDiscordRefusesIsFollowedByTheTruthThatTheMoveWasPlayedAndThePingStillGoes() {
        responder.failing("edit: **Ann**");
        relayed(PUBLIC, Acknowledgement.PUBLIC_REPLY, false);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: " + MOVE_PLAYED, "follow up publicly: " + PING),
                responder.steps);
        assertFalse(String.join("\n", responder.steps).contains("nothing was done"), responder.steps.toString());
    }

    /** When even the placeholder cannot be edited, the truth goes by the other way Discord has, privately. */
    @Test
    void whenThePlaceholderCannotBeEditedAtAllTheTruthFollowsUp() {
        responder.failing("edit:");
        relayed(PUBLIC, Acknowledgement.PUBLIC_REPLY, false);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "follow up privately: " + MOVE_PLAYED,
                "follow up publicly: " + PING), responder.steps);
    }

    /** After a button, a public answer that may or may not have been posted: the truth says so either way. */
    @Test
    void aPressedButtonsAnswerLostOnTheWayIsToldPrivatelyAndTheButtonsRetired() {
        responder.failingUncertainly("follow up publicly: **Ann**");
        relayed(PUBLIC, Acknowledgement.UPDATE, true);
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + MOVE_PLAYED, "remove buttons",
                "follow up publicly: " + PING), responder.steps);
    }

    /**
     * Only the ping fails: the board already shown stays (nothing deleted, no apology), and the ping is
     * reported to the function, for the channel's next public reply.
     */
    /** The move relayed, the function answering {@link #PUBLIC}; the function, to see what it was told. */
    private FakeFunction relayedMove() {
        FakeFunction function = FakeFunction.answering(PUBLIC);
        relay(function).relay(MOVE, Acknowledgement.PUBLIC_REPLY, false, responder);
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: " + PUBLIC.text()), responder.steps);
        return function;
    }

    @Test
    void aPingDiscordRefusesLeavesTheShownBoardAndIsReportedToTheFunction() {
        responder.failing("follow up publicly: <@");
        FakeFunction function = relayedMove();
        assertEquals(List.of(new dev.tzaar.api.UnsentPing("k7m2q", 7, FakeInput.CHANNEL, List.of(BO.id()),
                PUBLIC.pingText())), function.unsentPings);
    }

    /**
     * A ping Discord may have taken (a 500, its answer lost), with no bot token to look in the channel with:
     * reported all the same, for the channel's next public reply (perhaps a second ping, never none), and not
     * posted again through the interaction, where it would show twice for sure if it went.
     */
    @Test
    void aPingThatMayHaveGoneWithNoTokenToLookIsReportedForTheNextReply() {
        responder.failingUncertainly("follow up publicly: <@");
        FakeFunction function = relayedMove();
        assertEquals(List.of(new dev.tzaar.api.UnsentPing("k7m2q", 7, FakeInput.CHANNEL, List.of(BO.id()),
                PUBLIC.pingText())), function.unsentPings);
    }

    /** "Nothing was done" is said when it is true: the function failed, and that is what cannot be shown. */
    @Test
    void theApologyIsToldAnotherWayWhenItCannotBeShownInThePlaceholder() {
        responder.failing("edit:");
        relay(FakeFunction.failing(new IllegalStateException("boom"))).relay(MOVE, Acknowledgement.PRIVATE_REPLY,
                false, responder);
        assertEquals(List.of("acknowledge PRIVATE_REPLY", "follow up privately: " + Relay.APOLOGY), responder.steps);
    }

    // ---- an answer given again to a repeated interaction (issue 21, item 2) ----

    /** The same interaction delivered twice: its answer is shown in its own placeholder, never pinged again. */
    @Test
    void anAnswerGivenAgainIsShownInTheInteractionsOwnPlaceholderWithoutAPing() {
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "edit: " + PUBLIC.text()),
                relayed(PUBLIC.asRepeat(), Acknowledgement.PUBLIC_REPLY, false));
    }

    /** After a button: only the presser sees it again; the pressed buttons are retired (again); no public copy. */
    @Test
    void anAnswerGivenAgainToAPressedButtonIsShownOnlyToThePresser() {
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + PUBLIC.text(), "remove buttons"),
                relayed(PUBLIC.asRepeat(), Acknowledgement.UPDATE, true));
    }

    /**
     * A target of a player's panel pressed, delivered again: the panel is the interaction's own response, so
     * the answer is shown again there alone, with no copy of the move, public or private, and no ping.
     */
    @Test
    void aPanelsMoveGivenAgainIsShownOnlyInThePanel() {
        GameReply fromThePanel = PUBLIC.withPanel(GameReply.privately("Played. **Bo** (Black) to capture."));
        assertEquals(List.of("acknowledge UPDATE", "edit: Played. **Bo** (Black) to capture."),
                relayed(fromThePanel.asRepeat(), Acknowledgement.UPDATE, false));
    }

    /** A repeated accept starts no second thread: the first delivery's answer did the thread's work. */
    @Test
    void anAcceptGivenAgainDoesNoThreadWork() {
        GameReply accepted = PUBLIC.withThread(dev.tzaar.api.ThreadWork.start("k7m2q", "TZAAR k7m2q: Ann vs Bo",
                List.of(ANN.id(), BO.id())));
        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + PUBLIC.text(), "remove buttons"),
                relayed(accepted.asRepeat(), Acknowledgement.UPDATE, true));
    }

    /**
     * A relay taken up after a crash (its journal) may never have shown its answer: the function's answer
     * given again is shown as the first time, ping included.
     */
    @Test
    void aResumedRelayShowsTheAnswerGivenAgainAsTheFirstTime() {
        relay(FakeFunction.answering(PUBLIC.asRepeat())).resume(new Relay.Pending(MOVE, Acknowledgement.PUBLIC_REPLY,
                false, responder));
        assertEquals(List.of("edit: " + PUBLIC.text(), "follow up publicly: " + PING), responder.steps);
    }

    // ---- games' threads, in a frontend without the bot's token (the interactions function without its secret) ----

    @Test
    void withoutABotTokenAThreadIsRefusedPrivatelyAndTheFunctionIsNotAsked() {
        GameRequest challenge = GameRequest.of(FakeInput.INTERACTION, FakeInput.GUILD, FakeInput.CHANNEL, ANN,
                Command.CHALLENGE, Map.of("opponent", BO.id(), "thread", "true"));
        FakeFunction function = FakeFunction.answering(PUBLIC);

        relay(function).relay(challenge, Acknowledgement.PUBLIC_REPLY, false, responder);

        assertTrue(function.requests.isEmpty(), "nothing was asked, so nothing changed");
        assertEquals(List.of("acknowledge PUBLIC_REPLY", "delete", "follow up privately: Games in threads need the "
                + "bot's token, and this installation of TZAAR has none: challenge without `thread:` and the game is "
                + "played here."), responder.steps);
    }

    @Test
    void withoutABotTokenAPrivateThreadIsRefusedAndAChallengeFollowingTheDefaultIsToldNoThreadCanBeStarted() {
        GameRequest asked = GameRequest.of(FakeInput.INTERACTION, FakeInput.GUILD, FakeInput.CHANNEL, ANN,
                Command.CHALLENGE, Map.of("opponent", BO.id(), "thread", "private"));
        FakeFunction function = FakeFunction.answering(PUBLIC);
        relay(function).relay(asked, Acknowledgement.PUBLIC_REPLY, false, responder);
        assertTrue(function.requests.isEmpty(), "thread:private is refused like thread:true");

        GameRequest byDefault = GameRequest.of(FakeInput.INTERACTION, FakeInput.GUILD, FakeInput.CHANNEL, ANN,
                Command.CHALLENGE, Map.of("opponent", BO.id())).with(dev.tzaar.api.Capability.START_THREADS);
        relay(function).relay(byDefault, Acknowledgement.PUBLIC_REPLY, false, responder);

        assertEquals(1, function.requests.size(), "a challenge that says nothing is asked");
        assertFalse(function.requests.get(0).can(dev.tzaar.api.Capability.START_THREADS),
                "without a token the bot can start no thread, whatever the interaction said");
    }

    @Test
    void withoutABotTokenAnAcceptAskingForAThreadIsShownInTheChannelWithANote() {
        GameReply accepted = PUBLIC.withThread(dev.tzaar.api.ThreadWork.start("k7m2q", "TZAAR k7m2q: Ann vs Bo",
                List.of(ANN.id(), BO.id())));

        List<String> steps = relayed(accepted, Acknowledgement.UPDATE, true);

        assertEquals(List.of("acknowledge UPDATE", "follow up publicly: " + PUBLIC.text() + "\nI could not start a "
                + "thread for game **k7m2q** (Discord refused: I may not be allowed to create threads here), so it is "
                + "played in this channel.", "remove buttons", "follow up publicly: " + PING), steps);
    }

    @Test
    void withoutABotTokenFollowingChangesNothingAndSaysSoPrivately() {
        GameReply follow = GameReply.privately("You follow game **k7m2q**.")
                .withThread(dev.tzaar.api.ThreadWork.membership("k7m2q", "1200000000000000001", BO.id(), true));

        List<String> steps = relayed(follow, Acknowledgement.UPDATE, false);

        assertEquals(List.of("acknowledge UPDATE", "follow up privately: Discord did not let me change who follows "
                + "this thread, so nothing changed. Please try again in a moment."), steps);
    }

    private static final GameRequest ANALYZE = GameRequest.of(FakeInput.INTERACTION, FakeInput.GUILD, FakeInput.CHANNEL,
            ANN, Command.ANALYZE, Map.of());

    private static GameReply reviewing(int done, int total) {
        return GameReply.underWay("Reviewing game **k7m2q**: turn " + done + " of " + total + "…",
                new dev.tzaar.api.UnderWay(done, total, "k7m2q"));
    }

    /**
     * A work under way (a review, a few turns a request) shows its progress line in the private placeholder
     * at each step, asks again resuming it, and the answer then takes the line's place.
     */
    @Test
    void aReviewUnderWayShowsItsProgressInThePlaceholderAtEachStepThenTheReviewTakesItsPlace() {
        GameReply review = GameReply.privately("Review of game **k7m2q**: Accuracy: **Ann** 91%, **Bo** 64%.");
        FakeFunction function = inTurn(reviewing(12, 38), reviewing(30, 38), review);

        relayOn(function, new Hands()).relay(ANALYZE, Acknowledgement.PRIVATE_REPLY, false, responder);

        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: Reviewing game **k7m2q**: turn 12 of 38…",
                "edit: Reviewing game **k7m2q**: turn 30 of 38…", "edit: " + review.text()), responder.steps);
        assertEquals(List.of(ANALYZE, ANALYZE.resuming(reviewing(12, 38).underWay()),
                ANALYZE.resuming(reviewing(30, 38).underWay())), function.requests);
        assertEquals("k7m2q", function.requests.get(2).resume());
    }

    /** Past the token's time (15 minutes), the relay stops asking and tells the player to ask again, in their words. */
    @Test
    void aReviewStillUnderWayWhenTheTokenRunsOutTellsThePlayerToAskAgain() {
        Hands clock = new Hands();
        FakeFunction function = new FakeFunction(request -> {
            clock.now = clock.now.plus(java.time.Duration.ofMinutes(8));
            return reviewing(request.resume() == null ? 1 : 2, 90);
        });

        relayOn(function, clock).relay(ANALYZE.withLocales("fr", "fr"), Acknowledgement.PRIVATE_REPLY, false,
                responder);

        assertEquals(List.of("acknowledge PRIVATE_REPLY", "edit: Reviewing game **k7m2q**: turn 1 of 90…",
                "edit: " + Texts.forDiscord("fr").text("bot.stillUnderWay")), responder.steps);
        assertEquals(2, function.requests.size(), "asked at 8 minutes, not again at 16");
    }

    /** After a press (the pressed message is the original) the line is shown nowhere: the review comes as it would. */
    @Test
    void aReviewAskedByAPressThatLeftNoPrivatePlaceholderShowsOnlyTheReview() {
        GameReply review = GameReply.privately("Review of game **k7m2q**.");

        relayOn(inTurn(reviewing(1, 3), review), new Hands()).relay(ANALYZE, Acknowledgement.UPDATE, false, responder);

        assertEquals(List.of("acknowledge UPDATE", "follow up privately: " + review.text()), responder.steps);
    }
}
