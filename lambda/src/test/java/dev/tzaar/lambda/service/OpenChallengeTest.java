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
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.TimeLimits;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar challenge} without an opponent is open to anyone in the channel: the first other
 * person to accept plays, the challenger may withdraw it, nobody declines it, and it expires like
 * any challenge. On DynamoDB Local.
 */
class OpenChallengeTest {
    private final Table table = new Table(71);

    private String openChallenge() {
        GameReply reply = table.send(ANN, Command.CHALLENGE, Option.SETUP, "fixed", Option.COLOUR, "white");
        assertFalse(reply.ephemeral(), reply.text());
        return reply.game().id();
    }

    @Test
    void aChallengeWithoutAnOpponentIsOpenToAnyoneWithAnAcceptButton() {
        GameReply reply = table.send(ANN, Command.CHALLENGE, Option.SETUP, "fixed");

        assertFalse(reply.ephemeral(), reply.text());
        assertTrue(reply.text().startsWith("**Ann** challenges **anyone here** to TZAAR"), reply.text());
        assertTrue(reply.text().contains("The first to press Accept plays"), reply.text());
        assertEquals(java.util.List.of("Accept", "Withdraw"),
                reply.buttons().stream().map(ActionButton::label).toList());
        assertTrue(reply.ping().isEmpty(), "nobody in particular to ping: " + reply.ping());
        assertNull(reply.game().opponent());
        Game stored = table.game(reply.game().id());
        assertTrue(stored.open() && stored.awaitsAnyone());
    }

    @Test
    void aThirdPersonAcceptsAndPlays() {
        String id = openChallenge();

        GameReply accepted = table.send(CY, Command.ACCEPT, Option.GAME, id);

        assertFalse(accepted.ephemeral(), accepted.text());
        assertTrue(accepted.text().startsWith("**Cy** accepts: game **" + id + "** begins, **Ann** (White) vs **Cy** "
                + "(Black)"), accepted.text());
        Game game = table.game(id);
        assertEquals(GameStatus.ACTIVE, game.status());
        assertEquals(CY, game.opponent());
        GameReply move = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        assertFalse(move.ephemeral(), move.text());
        assertEquals(1, table.game(id).record().actions().size(), "the opening capture was played");
    }

    @Test
    void acceptWithoutNamingTheGameFindsTheOpenChallenge() {
        String id = openChallenge();

        GameReply accepted = table.send(BO, Command.ACCEPT);

        assertFalse(accepted.ephemeral(), accepted.text());
        assertEquals(BO, table.game(id).opponent());
    }

    @Test
    void theChallengerCannotAcceptTheirOwnOpenChallenge() {
        String id = openChallenge();

        GameReply named = table.send(ANN, Command.ACCEPT, Option.GAME, id);
        GameReply unnamed = table.send(ANN, Command.ACCEPT);

        assertTrue(named.ephemeral());
        assertEquals("That is your own challenge: wait for someone to answer, or withdraw it with `/tzaar cancel`.",
                named.text());
        assertTrue(unnamed.ephemeral(), unnamed.text());
        assertEquals(named.text(), unnamed.text(), "unnamed, it is found all the same, not \"no open challenge\"");
        assertEquals(GameStatus.CHALLENGED, table.game(id).status());
    }

    @Test
    void onceTakenTheOpenChallengeIsNoLongerOpen() {
        String id = openChallenge();
        table.send(BO, Command.ACCEPT, Option.GAME, id);

        GameReply late = table.send(CY, Command.ACCEPT, Option.GAME, id);

        assertTrue(late.ephemeral());
        assertEquals("Game **" + id + "** has already started.", late.text());
        assertEquals(BO, table.game(id).opponent());
    }

    @Test
    void theChallengerWithdrawsItAndNobodyElseCan() {
        String id = openChallenge();

        GameReply byBo = table.send(BO, Command.CANCEL, Option.GAME, id);
        assertTrue(byBo.ephemeral(), byBo.text());
        GameReply byAnn = table.send(ANN, Command.CANCEL, Option.GAME, id);

        assertFalse(byAnn.ephemeral(), byAnn.text());
        assertEquals("**Ann** withdrew the challenge to anyone here (game **" + id + "**).", byAnn.text());
        assertEquals(GameStatus.CANCELLED, table.game(id).status());
        assertTrue(table.send(BO, Command.ACCEPT, Option.GAME, id).ephemeral());
    }

    @Test
    void nobodyDeclinesAnOpenChallenge() {
        String id = openChallenge();

        GameReply declined = table.send(BO, Command.DECLINE, Option.GAME, id);

        assertTrue(declined.ephemeral());
        assertTrue(declined.text().startsWith("Nobody has challenged you here")
                || declined.text().startsWith("That challenge is open to anyone"), declined.text());
        assertEquals(GameStatus.CHALLENGED, table.game(id).status());
    }

    @Test
    void oneOpenChallengeAtATimeHereAndItExpiresLikeAnyOther() {
        String id = openChallenge();

        GameReply second = table.send(ANN, Command.CHALLENGE);
        assertTrue(second.ephemeral());
        assertTrue(second.text().startsWith("You already have an open challenge here: game **" + id + "**"),
                second.text());

        table.now = table.now.plus(TimeLimits.defaults().challengeLifetime()).plusSeconds(1);
        GameReply tooLate = table.send(BO, Command.ACCEPT, Option.GAME, id);
        assertTrue(tooLate.ephemeral(), tooLate.text());
        GameReply again = table.send(ANN, Command.CHALLENGE);
        assertFalse(again.ephemeral(), again.text());
    }

    @Test
    void aNamedChallengeAndAnOpenOneCanWaitSideBySide() {
        String named = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        String open = openChallenge();

        table.send(CY, Command.ACCEPT, Option.GAME, open);

        assertEquals(GameStatus.CHALLENGED, table.game(named).status());
        assertEquals(GameStatus.ACTIVE, table.game(open).status());
        assertFalse(table.send(BO, Command.ACCEPT, Option.GAME, named).ephemeral());
    }

    @Test
    void withANamedAndAnOpenChallengeWaitingTheChallengerIsAskedWhichToWithdraw() {
        String named = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        String open = openChallenge();

        GameReply which = table.send(ANN, Command.CANCEL);

        assertTrue(which.ephemeral());
        assertTrue(which.text().matches("You have 2 games here: \\*\\*(" + named + "\\*\\* vs Bo, \\*\\*" + open
                + "\\*\\* vs anyone|" + open + "\\*\\* vs anyone, \\*\\*" + named + "\\*\\* vs Bo)\\. Say which with `game:`\\."),
                which.text());
    }

    @Test
    void aBotCannotTakeAnOpenChallenge() {
        String id = openChallenge();

        GameReply robot = table.send(ROBOT, Command.ACCEPT, Option.GAME, id);

        assertTrue(robot.ephemeral());
        assertEquals(GameStatus.CHALLENGED, table.game(id).status());
    }

    @Test
    void inTheAppsOwnDmAChallengeIsKindlyRefused() {
        GameRequest request = GameRequest.of(Table.nextInteraction(), null, table.channel, ANN, Command.CHALLENGE,
                Map.of(Option.OPPONENT, BO.id())).withMentioned(Map.of(BO.id(), BO)).in(InteractionContext.BOT_DM);

        GameReply reply = table.handle(request);

        assertTrue(reply.ephemeral());
        assertTrue(reply.text().startsWith("This is our private chat, so nobody else is here to play against."),
                reply.text());
        assertTrue(table.store.openGamesIn(table.channel, table.now).isEmpty());
    }

    @Test
    void inAGroupDmAnOpenChallengeIsMadeAndTaken() {
        GameRequest challenge = GameRequest.of(Table.nextInteraction(), null, table.channel, ANN, Command.CHALLENGE,
                Map.of(Option.SETUP, "fixed")).in(InteractionContext.PRIVATE_CHANNEL);

        GameReply made = table.handle(challenge);
        GameReply accepted = table.handle(GameRequest.of(Table.nextInteraction(), null, table.channel, BO,
                Command.ACCEPT, Map.of()).in(InteractionContext.PRIVATE_CHANNEL));

        assertFalse(made.ephemeral(), made.text());
        assertFalse(accepted.ephemeral(), accepted.text());
        assertNull(table.game(made.game().id()).guildId());
    }
}
