package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.lambda.game.PingOwed;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A ping that never got through to Discord: the frontend reports it, the game keeps it while it stands as
 * the reply left it, and the channel's next public reply carries it, once; any change of the game drops it.
 */
class OwedPingsTest {
    private final Table table = new Table(41);
    private final String game = table.startFixedGame();

    /** Ann captures; Bo's ping ("your second action...") is the one Discord never took. */
    private UnsentPing annCapturesAndBosPingIsLost() {
        GameReply capture = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        assertEquals(List.of(BO.id()), capture.ping(), capture.toString());
        return UnsentPing.of(capture, table.channel).orElseThrow();
    }

    @Test
    void aLostPingIsKeptOnItsGameAndCarriedByTheChannelsNextPublicReplyOnce() {
        UnsentPing lost = annCapturesAndBosPingIsLost();
        long version = table.game(game).version();
        java.time.Instant lastAction = table.game(game).updatedAt();

        assertTrue(table.service.keepUnsentPing(lost, table.now));
        assertEquals(new PingOwed(List.of(BO.id()), lost.pingText()), table.game(game).pingOwed());
        assertEquals(version + 1, table.game(game).version(), "a write conditional on the version, as every change");
        assertEquals(lastAction, table.game(game).updatedAt(), "a claim still counts from the last action");

        // Cy challenges Ann in the same channel: that public reply pings Ann, and Bo too, for his game.
        GameReply other = table.send(CY, Command.CHALLENGE, Option.OPPONENT, ANN.id());
        assertFalse(other.ephemeral(), other.text());
        assertEquals(List.of(ANN.id(), BO.id()), other.ping());
        assertTrue(other.pingText().endsWith("\n<@" + BO.id() + "> " + lost.pingText()), other.pingText());
        assertNull(table.game(game).pingOwed(), "carried once");

        GameReply next = table.send(CY, Command.BOARD, Option.GAME, game);
        assertFalse(next.ping().contains(BO.id()), "not again: " + next);
    }

    @Test
    void aLostPingIsMootOnceThePlayerActedAnyway() {
        UnsentPing lost = annCapturesAndBosPingIsLost();
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3");

        assertFalse(table.service.keepUnsentPing(lost, table.now), "the game changed since the reply");
        assertNull(table.game(game).pingOwed());
    }

    @Test
    void theNextChangeOfTheGameDropsAPingStillOwed() {
        UnsentPing lost = annCapturesAndBosPingIsLost();
        assertTrue(table.service.keepUnsentPing(lost, table.now));

        GameReply bo = table.send(BO, Command.MOVE, Option.TURN, "D4xD3");

        assertNull(table.game(game).pingOwed(), "Bo acted: nobody owes him that ping now");
        assertEquals(List.of(), bo.ping(), "and his own reply carries no ping for him: his turn goes on");
    }

    @Test
    void aReportNamingSomeoneElseOrAnotherChannelOrAVersionNotShownIsNotKept() {
        UnsentPing lost = annCapturesAndBosPingIsLost();
        assertFalse(table.service.keepUnsentPing(new UnsentPing(game, lost.version(), lost.channelId(),
                List.of(CY.id()), lost.pingText()), table.now), "Cy does not play in it");
        assertFalse(table.service.keepUnsentPing(new UnsentPing(game, lost.version(), "800000000000099999",
                lost.ping(), lost.pingText()), table.now), "the game is not played there");
        assertFalse(table.service.keepUnsentPing(new UnsentPing(game, lost.version() - 1, lost.channelId(),
                lost.ping(), lost.pingText()), table.now), "an older reply's ping");
        assertFalse(table.service.keepUnsentPing(new UnsentPing("nosuch", 1, lost.channelId(), lost.ping(),
                lost.pingText()), table.now));
        assertNull(table.game(game).pingOwed());
    }

    @Test
    void aRepeatedAnswerCarriesNothingSinceItIsNoNewMessageInTheChannel() {
        UnsentPing lost = annCapturesAndBosPingIsLost();
        String interaction = Table.nextInteraction();
        GameReply first = table.send(interaction, CY, Command.CHALLENGE, Option.OPPONENT, ANN.id());
        assertTrue(table.service.keepUnsentPing(lost, table.now));

        GameReply again = table.send(interaction, CY, Command.CHALLENGE, Option.OPPONENT, ANN.id());

        assertTrue(again.repeat());
        assertEquals(first.ping(), again.ping(), "its own ping only");
        assertEquals(new PingOwed(List.of(BO.id()), lost.pingText()), table.game(game).pingOwed(), "still owed");
    }
}
