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
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Position;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game starts as a challenge to one person: they accept or decline it, the challenger may withdraw
 * it, and unanswered it expires. On acceptance the colours and the setup are settled.
 */
class ChallengeTest {
    private final Table table = new Table(1);

    @Test
    void aChallengeInvitesTheOpponentInTheChannelAndPingsThem() {
        GameReply reply = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed");

        assertFalse(reply.ephemeral(), reply.text());
        assertTrue(reply.text().startsWith("**Ann** challenges **Bo** to TZAAR: the fixed setup, colours by lot."),
                reply.text());
        assertEquals(List.of(BO.id()), reply.ping());
        String id = reply.game().id();
        assertEquals(List.of("tzaar:accept:" + id, "tzaar:decline:" + id, "tzaar:cancel:" + id),
                reply.buttons().stream().map(ActionButton::id).toList());
        assertEquals(GameStatus.CHALLENGED, reply.game().status());
        assertEquals(GameStatus.CHALLENGED, table.game(id).status());
        assertNull(reply.image(), "there is no board before the game starts");
    }

    @Test
    void nobodyChallengesThemselvesOrABot() {
        assertEquals("You can't challenge yourself: pick a friend.",
                table.send(ANN, Command.CHALLENGE, Option.OPPONENT, ANN.id()).text());
        assertEquals("**Robot** is a bot, and other bots don't play TZAAR here: challenge a person, or play me with `/tzaar ai`.",
                table.send(ANN, Command.CHALLENGE, Option.OPPONENT, ROBOT.id()).text());
        assertEquals("I can't tell who that is: pick your opponent from the list Discord offers.",
                table.send(ANN, Command.CHALLENGE, Option.OPPONENT, "100000000000000077").text());
        assertEquals("The setup is `random`, `fixed` or `tournament`.",
                table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "chess").text());
        assertTrue(table.store.openGamesIn(table.channel, table.now).isEmpty(), "nothing was created");
    }

    @Test
    void theSameChallengeIsNotSentTwice() {
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        GameReply again = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        assertTrue(again.ephemeral());
        assertTrue(again.text().startsWith("You have already challenged **Bo** here: game **" + id + "**"),
                again.text());
        // Discord shows the timestamp as "in 15 minutes": "until in 15 minutes" was no English.
        assertTrue(again.text().matches(".* waits for an answer, and expires <t:\\d+:R>\\."), again.text());
    }

    @Test
    void acceptingStartsTheGameWithTheChosenColoursAndShowsTheBoard() {
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "black").game().id();
        GameReply reply = table.send(BO, Command.ACCEPT);

        assertEquals(GameStatus.ACTIVE, reply.game().status());
        assertEquals(BO, reply.game().white());
        assertEquals(ANN, reply.game().black());
        assertEquals(Position.START.toString(), reply.game().position());
        assertEquals(BO.id(), reply.game().toAct());
        assertEquals(42, reply.game().legalActions().size());
        assertEquals(id + " " + Position.START + " after 0", Table.shows(reply));
        assertTrue(reply.text().contains("**Bo** (White) to make the opening capture."), reply.text());
        assertEquals(List.of(), reply.ping(), "Bo accepted and acts first: nobody else to call");
    }

    @Test
    void onlyTheChallengedPlayerAcceptsOrDeclines() {
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        assertEquals("This challenge is for **Bo**.", table.send(CY, Command.ACCEPT, Option.GAME, id).text());
        assertEquals("That is your own challenge: wait for **Bo** to answer, or withdraw it with `/tzaar cancel`.",
                table.send(ANN, Command.ACCEPT, Option.GAME, id).text());
        assertEquals("Only **Bo** can decline this challenge; you can withdraw it with `/tzaar cancel`.",
                table.send(ANN, Command.DECLINE, Option.GAME, id).text());
        assertEquals(1, table.game(id).version(), "refusals change nothing");
    }

    @Test
    void untilTheChallengeIsAcceptedNobodyPlaysAndEachIsToldWhoMustAccept() {
        // Ann plays White, so that C2xC3 is hers once Bo accepts (by lot, it depended on the order tests ran in).
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();

        String annWaits = "Game **" + id + "** has not started: it waits for **Bo** to accept your challenge.";
        assertEquals(annWaits, table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "C3").text());
        assertEquals(annWaits, table.send(ANN, Command.PASS).text());
        assertEquals(annWaits, table.send(ANN, Command.RESIGN).text());
        assertEquals(annWaits, table.send(ANN, Command.CLAIM).text());
        assertEquals(annWaits, table.send(ANN, Command.BOARD).text());
        assertEquals(annWaits, table.send(ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3").text());

        String boAccepts = "Game **" + id + "** has not started: accept **Ann**'s challenge first, with `/tzaar accept`.";
        assertEquals(boAccepts, table.send(BO, Command.MOVE, Option.TURN, "C2xC3").text());
        assertEquals(boAccepts, table.send(BO, Command.PLACE, Option.TYPE, "Tott", Option.AT, "E4").text());
        assertEquals(boAccepts, table.send(BO, Command.BOARD).text());

        assertEquals("You have no game in progress here. Start one with `/tzaar challenge`.",
                table.send(CY, Command.MOVE, Option.TURN, "C2xC3").text(), "Cy is in no game here");
        assertEquals("Game **" + id + "** has not started: **Bo** has to accept the challenge first.",
                table.send(CY, Command.BOARD, Option.GAME, id).text());
        assertEquals(1, table.game(id).version(), "refusals change nothing");

        String second = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, CY.id()).game().id();
        String both = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3").text();
        String annWaitsForCy = "Game **" + second + "** has not started: it waits for **Cy** to accept your challenge.";
        assertTrue(both.contains(annWaits) && both.contains(annWaitsForCy)
                && both.length() == annWaits.length() + 1 + annWaitsForCy.length(), "each challenge is named: " + both);

        table.send(BO, Command.ACCEPT, Option.GAME, id);
        String played = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3").text();
        assertTrue(played.startsWith("**Ann** C2 captures"), "once accepted, the game in play is the one meant: " + played);
    }

    @Test
    void declinedAndWithdrawnChallengesCloseAndLeaveTheChannelsList() {
        String declined = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        GameReply no = table.send(BO, Command.DECLINE);
        assertEquals("**Bo** declined **Ann**'s challenge (game **" + declined + "**).", no.text());
        assertEquals(List.of(ANN.id()), no.ping());

        String withdrawn = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, CY.id()).game().id();
        GameReply cancelled = table.send(ANN, Command.CANCEL);
        assertEquals(GameStatus.CANCELLED, cancelled.game().status());
        assertEquals("**Ann** withdrew that challenge.", table.send(CY, Command.ACCEPT, Option.GAME, withdrawn).text());
        assertTrue(table.store.openGamesIn(table.channel, table.now).isEmpty());
    }

    @Test
    void anUnansweredChallengeExpires() {
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        table.now = table.now.plus(Duration.ofMinutes(16));
        assertEquals("Nobody has challenged you here, and there is no open challenge to accept. Start a game with "
                + "`/tzaar challenge`.", table.send(BO, Command.ACCEPT).text());
        assertTrue(table.send(BO, Command.ACCEPT, Option.GAME, id).text().startsWith("There is no game **" + id + "**"));
    }

    @Test
    void aRandomSetupIsDrawnWhenTheGameStarts() {
        table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "random");
        GameReply reply = table.send(BO, Command.ACCEPT);
        assertFalse(reply.game().position().equals(Position.START.toString()));
        assertTrue(reply.text().contains("a random setup"), reply.text());
    }

    @Test
    void aGameNamedInAnotherChannelIsPlayedThere() {
        String id = table.startFixedGame();
        Table elsewhere = new Table(2);
        GameReply reply = elsewhere.send(ANN, Command.BOARD, Option.GAME, id);
        assertEquals("Game **" + id + "** is played in <#" + table.channel + ">: act there.", reply.text());
    }
}
