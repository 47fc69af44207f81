package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static dev.tzaar.lambda.service.Table.ROBOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Capability;
import dev.tzaar.api.ChannelGames;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameView;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.Rejection;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.Summaries;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The live board (the Activity) asks the function what a page draws: the game as its viewer sees it
 * ({@code view}), the channel's games ({@code channel_games}), and plays taps as moves that name the
 * version they were made on. Ann (White) and Bo play the fixed setup; Cy watches.
 */
class LiveBoardTest {
    private final Table table = new Table(31, new AiTime(20, BotGameTest.counterClock()));

    private GameView view(Player who, String game) {
        GameReply reply = table.send(who, Command.VIEW, Option.GAME, game);
        assertNull(reply.rejection(), reply.text());
        return reply.view();
    }

    @Test
    void thePlayerToActSeesTheirColourAndEveryLegalActionBestFirstAndNothingElse() {
        String id = table.startFixedGame();
        GameView ann = view(ANN, id);

        assertEquals(id, ann.id());
        assertEquals(table.channel, ann.channel());
        assertEquals(2, ann.version());
        assertEquals("active", ann.status());
        assertEquals(1, ann.turn());
        assertEquals(Position.START.toString(), ann.position());
        assertEquals(ANN.id(), ann.toAct());
        assertEquals(GameView.Colour.WHITE, ann.viewer());
        assertEquals(Summaries.bestFirst(Position.START).stream().map(Action::toString).toList(), ann.legalActions());
        assertEquals(42, ann.legalActions().size(), "the opening capture's 42 choices (perft 1)");
        assertNull(ann.lastTurn());
        assertNull(ann.clock());
        assertNull(ann.result());
        assertEquals("en", ann.locale());
        assertEquals(ANN, ann.white());
        assertEquals(BO, ann.black());
    }

    @Test
    void theOtherPlayerSeesTheirColourWithoutActionsAndASpectatorSeesNeither() {
        String id = table.startFixedGame();
        GameView bo = view(BO, id);
        assertEquals(GameView.Colour.BLACK, bo.viewer());
        assertEquals(List.of(), bo.legalActions());

        GameView cy = view(CY, id);
        assertNull(cy.viewer());
        assertEquals(List.of(), cy.legalActions());
        assertEquals(ANN.id(), cy.toAct());
    }

    @Test
    void aPollWithTheVersionShownIsAnsweredUnchangedUntilTheGameChangesThenInFull() {
        String id = table.startFixedGame();
        GameReply still = table.send(CY, Command.VIEW, Option.GAME, id, Option.AFTER, "2");
        assertEquals(2L, still.unchangedAt());
        assertNull(still.view());

        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply changed = table.send(CY, Command.VIEW, Option.GAME, id, Option.AFTER, "2");
        assertNull(changed.unchangedAt());
        assertEquals(3, changed.view().version());
        assertEquals(Position.START.toString(), changed.view().lastTurn().before());
        assertEquals(List.of("C2xC3"), changed.view().lastTurn().actions());
        assertEquals(2, changed.view().turn(), "Black's turn is the second");
    }

    @Test
    void thePageIsGivenWhatItDrawsTheStacksByCellAndWhatEachActionOfTheLastTurnDid() {
        String id = table.startFixedGame();
        GameView start = view(CY, id);
        assertEquals(60, start.stacks().size(), "the fixed setup: a piece on every cell");
        assertEquals(new GameView.Piece(GameView.Colour.BLACK, "tott", 1), start.stacks().get("A1"));
        assertEquals(new GameView.Piece(GameView.Colour.WHITE, "tott", 1), start.stacks().get("A5"));
        assertEquals(GameView.Colour.WHITE, start.sideToMove());
        assertEquals(GameView.Step.FIRST, start.step());

        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameView opened = view(CY, id);
        assertFalse(opened.stacks().containsKey("C2"), "the capturer left C2");
        GameView.Piece tzarra = new GameView.Piece(GameView.Colour.WHITE, "tzarra", 1);
        assertEquals(tzarra, opened.stacks().get("C3"));
        assertEquals(List.of(GameView.Traced.capture("C2", "C3", new GameView.Piece(GameView.Colour.BLACK, "tzaar", 1),
                tzarra)), opened.lastTurn().trace(), "what the capture took, which the position no longer shows");
        assertEquals(GameView.Colour.WHITE, opened.lastTurn().mover());
        assertFalse(opened.lastTurn().goesOn(), "White's opening turn is one capture");

        table.send(BO, Command.MOVE, Option.TURN, "D4xD3");
        GameView soFar = view(CY, id);
        assertEquals(GameView.Step.SECOND, soFar.step());
        assertEquals(GameView.Colour.BLACK, soFar.sideToMove());
        assertTrue(soFar.lastTurn().goesOn(), "the picture's \"This turn so far\"");

        table.send(BO, Command.PASS);
        GameView passed = view(CY, id);
        GameView.Piece tott = new GameView.Piece(GameView.Colour.BLACK, "tott", 1);
        assertEquals(List.of(GameView.Traced.capture("D4", "D3", new GameView.Piece(GameView.Colour.WHITE, "tzaar", 1),
                tott), GameView.Traced.pass()), passed.lastTurn().trace());
        assertEquals(List.of("D4xD3", "pass"), passed.lastTurn().actions());
        assertFalse(passed.lastTurn().goesOn());
        assertEquals(GameView.Colour.WHITE, passed.sideToMove());
        assertEquals(tott, passed.stacks().get("D3"));
    }

    @Test
    void duringTheSetupTheViewSaysWhereEachPieceWasPlaced() {
        String id = table.startGameBetween(ANN, BO, "tournament");
        table.send(ANN, Command.PLACE, Option.TYPE, "Tzaar", Option.AT, "E4");
        GameView placed = view(CY, id);
        assertEquals(GameView.Step.PLACEMENT, placed.step());
        assertEquals(GameView.Colour.BLACK, placed.sideToMove());
        assertEquals(Map.of("E4", new GameView.Piece(GameView.Colour.WHITE, "tzaar", 1)), placed.stacks());
        assertEquals(List.of(GameView.Traced.place("E4", "tzaar")), placed.lastTurn().trace());
    }

    @Test
    void aGameThatDoesNotExistOrHasNotBegunHasNoViewAndSaysSo() {
        GameReply unknown = table.send(CY, Command.VIEW, Option.GAME, "zzzzz");
        assertEquals(Rejection.NOT_FOUND, unknown.rejection());
        assertTrue(unknown.ephemeral());
        assertNull(unknown.view());
        assertEquals(Rejection.NOT_FOUND, table.send(CY, Command.VIEW, Option.GAME, "../x").rejection());

        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        GameReply notBegun = table.send(ANN, Command.VIEW, Option.GAME, challenge.game().id());
        assertEquals(Rejection.NOT_FOUND, notBegun.rejection());
        assertEquals("Game **" + challenge.game().id() + "** has not started: it waits for **Bo** to accept your "
                + "challenge.", notBegun.text());
    }

    @Test
    void aTapPlaysWhenTheGameIsStillAtTheVersionItWasMadeOnAndAnswersWithThePlayersView() {
        String id = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3", Option.VERSION, "2");
        GameReply first = table.send(BO, Command.MOVE, Option.GAME, id, Option.TURN, "D4xD3", Option.VERSION, "3");

        assertFalse(first.ephemeral(), "the channel's reply, as any move's");
        GameView bo = first.view();
        assertEquals(4, bo.version());
        assertEquals(BO.id(), bo.toAct());
        assertTrue(bo.legalActions().contains("pass"), bo.legalActions().toString());
        assertTrue(bo.position().endsWith(" b 2"), bo.position());
        assertEquals(List.of("D4xD3"), bo.lastTurn().actions(), "the turn so far");
        assertEquals(4, table.game(id).version());
    }

    @Test
    void aTapOnAVersionThatIsNoLongerTheGamesIsRefusedAsStaleAndPlaysNothing() {
        String id = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply stale = table.send(BO, Command.MOVE, Option.GAME, id, Option.TURN, "D4xD3", Option.VERSION, "2");

        assertEquals(Rejection.STALE, stale.rejection());
        assertTrue(stale.ephemeral());
        assertEquals("Game **" + id + "** changed since your board showed it: nothing was played. Here it is as it "
                + "stands now.", stale.text());
        assertEquals(3, table.game(id).version());
        assertEquals(Rejection.STALE, table.send(BO, Command.PASS, Option.GAME, id, Option.VERSION, "seven")
                .rejection(), "a version that is no number is no version of this game");
    }

    @Test
    void aTapIsStillOnlyForThePlayerWhoseTurnItIsWhateverVersionItNames() {
        String id = table.startFixedGame();
        GameReply cy = table.send(CY, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3", Option.VERSION, "2");
        GameReply bo = table.send(BO, Command.MOVE, Option.GAME, id, Option.TURN, "D4xD3", Option.VERSION, "2");

        assertTrue(cy.ephemeral() && bo.ephemeral());
        assertEquals("You are not playing in game **" + id + "**: **Ann** (White) vs **Bo** (Black).", cy.text());
        assertEquals("It's **Ann**'s turn in game **" + id + "**.", bo.text());
        assertEquals(2, table.game(id).version());
    }

    @Test
    void aFinishedGameShowsItsResultByKindAndNobodyToAct() {
        String id = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        GameView seen = view(CY, id);

        assertEquals("finished", seen.status());
        assertNull(seen.toAct());
        assertEquals(new GameView.Ending(GameView.Colour.WHITE, GameView.Ending.Reason.RESIGNED, null), seen.result());
        assertEquals(1, seen.turn(), "the last turn's number");
    }

    @Test
    void aFinishedGameIsSteppedThroughTurnByTurnFromTheStartToItsEndForPlayersAndSpectators() {
        String id = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3 pass");
        table.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, id);
        assertEquals(new GameView.StepThrough(2, 2), view(CY, id).stepThrough(), "the end, without upTo");

        GameView start = table.send(CY, Command.VIEW, Option.GAME, id, Option.UP_TO, "0").view();
        assertEquals(new GameView.StepThrough(0, 2), start.stepThrough());
        assertEquals(Position.START.toString(), start.position());
        assertEquals(60, start.stacks().size());
        assertNull(start.lastTurn(), "no turn played yet");

        GameView first = table.send(BO, Command.VIEW, Option.GAME, id, Option.UP_TO, "1").view();
        assertEquals(new GameView.StepThrough(1, 2), first.stepThrough());
        assertEquals(List.of("C2xC3"), first.lastTurn().actions(), "the turn that led there");
        assertEquals(new GameView.Piece(GameView.Colour.WHITE, "tzarra", 1), first.stacks().get("C3"));
        assertTrue(first.stacks().containsKey("D4"), "Black's reply is not played yet");
        assertEquals(GameView.Colour.BLACK, first.viewer(), "a player sees their colour");
        assertEquals(List.of(), first.legalActions(), "and nothing to play");
        assertNull(first.toAct());
        assertEquals(new GameView.Ending(GameView.Colour.BLACK, GameView.Ending.Reason.RESIGNED, null), first.result(),
                "the game's result at every step");

        GameView end = table.send(CY, Command.VIEW, Option.GAME, id, Option.UP_TO, "2").view();
        assertEquals(view(CY, id).stacks(), end.stacks());
        assertEquals(List.of("D4xD3", "pass"), end.lastTurn().actions());
    }

    @Test
    void aGameBeingPlayedOrATurnItDoesNotHaveIsNotSteppedTo() {
        String id = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply playing = table.send(CY, Command.VIEW, Option.GAME, id, Option.UP_TO, "0");
        assertNull(playing.view(), "stepping back in a game being played would help a side");
        assertEquals("Game **" + id + "** is still being played: its turns can be stepped through once it is over.",
                playing.text());
        assertNull(view(CY, id).stepThrough());

        table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        for (String wrong : List.of("2", "-1", "x")) {
            GameReply beyond = table.send(CY, Command.VIEW, Option.GAME, id, Option.UP_TO, wrong);
            assertNull(beyond.view(), wrong);
            assertEquals("\"" + wrong + "\" is not a turn of game **" + id + "**: it has turns 0 (the start) to 1.",
                    beyond.text());
        }
    }

    @Test
    void aTimedGameShowsBothClocksAndWhenTheFlagOfTheSideToActFalls() {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.DAYS, "3");
        table.send(BO, Command.ACCEPT, Option.GAME, challenge.game().id());
        GameClock clock = table.game(challenge.game().id()).clock();
        GameView seen = view(BO, challenge.game().id());

        assertEquals(3, seen.clock().daysPerMove());
        assertEquals(clock.left(dev.tzaar.engine.Side.WHITE).toMillis(), seen.clock().white().left());
        assertEquals(clock.left(dev.tzaar.engine.Side.BLACK).toMillis(), seen.clock().black().left());
        assertEquals(table.now.plus(Duration.ofDays(5)).toEpochMilli(), seen.clock().deadline());
    }

    @Test
    void inAGameAgainstTheBotItsTurnIsInTheViewThatAnswersThePlayersTap() {
        GameReply begun = table.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy",
                Option.SETUP, "fixed", Option.COLOUR, "white");
        String id = begun.game().id();
        GameView after = table.send(ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3", Option.VERSION,
                String.valueOf(begun.game().version())).view();

        assertTrue(after.black().bot());
        assertEquals(ANN.id(), after.toAct(), "the bot has played its turn already");
        assertFalse(after.legalActions().isEmpty());
        assertFalse(after.lastTurn().actions().contains("C2xC3"), "the latest turn is the bot's");
    }

    @Test
    void theChannelsGamesListEachOnceAndOpenOnTheViewersOwnWhereItIsTheirTurn() {
        String annAndBo = table.startFixedGame();
        table.now = table.now.plusSeconds(60);
        String boAndCy = table.startFixedGameBetween(BO, CY);
        table.send(BO, Command.MOVE, Option.GAME, boAndCy, Option.TURN, "C2xC3");

        ChannelGames forCy = table.send(CY, Command.CHANNEL_GAMES).listing();
        assertEquals(List.of(boAndCy, annAndBo), forCy.games().stream().map(ChannelGames.Listed::id).toList(),
                "newest first");
        assertEquals(boAndCy, forCy.chosen(), "Cy's turn there");
        assertEquals(List.of(true, false), forCy.games().stream().map(ChannelGames.Listed::yours).toList());

        ChannelGames forBo = table.send(BO, Command.CHANNEL_GAMES).listing();
        assertEquals(boAndCy, forBo.chosen(), "Bo has two games and it is his turn in neither: his newest");

        ChannelGames forAnn = table.send(ANN, Command.CHANNEL_GAMES).listing();
        assertEquals(annAndBo, forAnn.chosen(), "her turn");
        Player dee = Table.person("100000000000000004", "Dee");
        assertEquals(boAndCy, table.send(dee, Command.CHANNEL_GAMES).listing().chosen(), "a spectator: the newest");
        assertEquals(ChannelGames.none().withNewcomer(true), new Table(32).send(dee, Command.CHANNEL_GAMES).listing(),
                "no game here, and Dee has never played: the board offers her the lessons");
    }

    @Test
    void theChannelsListEndsWithTheViewersOwnFinishedGamesMarkedFinishedAndNeverOpensOnOne() {
        String over = table.startFixedGame();
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, over);
        assertEquals(List.of(over), table.send(BO, Command.CHANNEL_GAMES).listing().games().stream()
                .map(ChannelGames.Listed::id).toList());
        assertNull(table.send(BO, Command.CHANNEL_GAMES).listing().chosen(), "nothing is being played");

        table.now = table.now.plusSeconds(60);
        String playing = table.startFixedGameBetween(BO, CY);
        ChannelGames forBo = table.send(BO, Command.CHANNEL_GAMES).listing();
        assertEquals(List.of(playing, over), forBo.games().stream().map(ChannelGames.Listed::id).toList(),
                "those being played first");
        assertEquals(List.of("active", "finished"), forBo.games().stream().map(ChannelGames.Listed::status).toList());
        assertEquals(playing, forBo.chosen());
        assertEquals(List.of(playing), table.send(CY, Command.CHANNEL_GAMES).listing().games().stream()
                .map(ChannelGames.Listed::id).toList(), "another's finished game is not listed to Cy");
    }

    @Test
    void theLiveBoardsButtonFollowsPlayYourTurnOnlyWhereTheFrontendCanOpenIt() {
        String id = table.startFixedGame();
        GameRequest move = GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN, Command.MOVE,
                Map.of(Option.TURN, "C2xC3"));
        GameReply plain = table.handle(move);
        assertEquals(List.of("tzaar:panel:" + id, "tzaar:board:" + id, "tzaar:resign:" + id),
                plain.buttons().stream().map(ActionButton::id).toList());

        GameReply offered = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, BO,
                Command.MOVE, Map.of(Option.TURN, "D4xD3")).with(Capability.LAUNCH_ACTIVITY));
        assertEquals(List.of("tzaar:panel:" + id, "tzaar:activity:" + id, "tzaar:pass:" + id + "@2",
                "tzaar:board:" + id, "tzaar:resign:" + id), offered.buttons().stream().map(ActionButton::id).toList(),
                "the two ways to play first, then Pass, Board and Resign: one row of five");
        assertEquals(1, GameReply.rows(offered.menus(), offered.buttons()));
        assertEquals("Live board", ActivityButton.in(offered, id).orElseThrow().label());

        GameReply asked = table.send(BO, Command.ACTIVITY, Option.GAME, id);
        assertTrue(asked.ephemeral());
        assertTrue(asked.text().startsWith("The live board opens in Discord"), asked.text());
    }

    /**
     * The most a game's message carries: the second action of a game against the bot, where Hint joins
     * the rest. Six buttons take two of Discord's rows of five, Resign alone on the second.
     */
    @Test
    void atTheSecondActionAgainstTheBotTheSixButtonsTakeTwoRowsWithResignAloneOnTheSecond() {
        GameReply begun = table.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy",
                Option.SETUP, "fixed", Option.COLOUR, "white");
        String id = begun.game().id();
        GameView botPlayed = table.send(ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3", Option.VERSION,
                String.valueOf(begun.game().version())).view();
        GameReply firstAction = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.MOVE, Map.of(Option.GAME, id, Option.TURN, botPlayed.legalActions().get(0)))
                .with(Capability.LAUNCH_ACTIVITY));

        assertEquals(List.of("tzaar:panel:" + id, "tzaar:activity:" + id, "tzaar:pass:" + id + "@4",
                "tzaar:board:" + id, "tzaar:hint:" + id, "tzaar:resign:" + id), firstAction.buttons().stream().map(ActionButton::id).toList(),
                firstAction.text());
        assertEquals(2, GameReply.rows(firstAction.menus(), firstAction.buttons()));
    }
}
