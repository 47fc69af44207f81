package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.commands.GamesCommand;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar games} lists my games in every channel of this server, where it is my turn first,
 * each with its channel; {@code finished:true} the finished ones, most recent first. On DynamoDB
 * Local, through the seats written with every game.
 */
class GamesListTest {
    /**
     * Players of their own: the tables share one DynamoDB, and other tests' players must not find
     * a dozen newer games of theirs.
     */
    private static final dev.tzaar.api.Player ANN = Table.person("110000000000000001", "Ann");
    private static final dev.tzaar.api.Player BO = Table.person("110000000000000002", "Bo");
    private static final dev.tzaar.api.Player CY = Table.person("110000000000000003", "Cy");
    private final Table general = new Table(101);
    private final Table other = Table.sameServerAs(general, 102);

    private static String startFixed(Table table, dev.tzaar.api.Player white, dev.tzaar.api.Player black) {
        String id = table.send(white, Command.CHALLENGE, Option.OPPONENT, black.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        assertFalse(table.send(black, Command.ACCEPT, Option.GAME, id).ephemeral());
        return id;
    }

    private static List<String> lines(GameReply reply) {
        return Arrays.asList(reply.text().split("\n"));
    }

    @Test
    void myGamesInEveryChannelOfTheServerWithMyTurnFirst() {
        String waitingForBo = startFixed(general, ANN, BO);
        general.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        other.now = general.now.plus(Duration.ofMinutes(5));
        String myTurnThere = startFixed(other, ANN, CY);
        other.now = other.now.plus(Duration.ofMinutes(1));
        String challenge = other.send(BO, Command.CHALLENGE, Option.OPPONENT, ANN.id()).game().id();
        general.now = other.now;

        GameReply list = general.send(ANN, Command.GAMES);

        assertTrue(list.ephemeral());
        List<String> lines = lines(list);
        assertEquals("Your games in this server, those where it is your turn first:", lines.get(0));
        assertTrue(lines.get(1).startsWith("• <#" + other.channel + "> **" + myTurnThere + "** vs **Cy**, turn 1: "
                + "**your turn**"), lines.get(1));
        assertTrue(lines.get(2).startsWith("• <#" + other.channel + "> **" + challenge + "**: a challenge from "
                + "**Bo**: `/tzaar accept game:" + challenge + "`"), lines.get(2));
        assertTrue(lines.get(3).startsWith("• <#" + general.channel + "> **" + waitingForBo + "** vs **Bo**, turn 2: "
                + "their turn"), lines.get(3));
        assertEquals("Your finished ones: `/tzaar games finished:true`.", lines.get(4));
        assertEquals(5, lines.size(), list.text());
    }

    @Test
    void anotherServersGamesAreNotListed() {
        startFixed(general, ANN, BO);
        Table elsewhere = new Table(103);

        GameReply list = elsewhere.send(ANN, Command.GAMES);

        assertTrue(list.text().startsWith("You have no games or challenges in this server."), list.text());
    }

    @Test
    void finishedGamesOnRequestMostRecentFirstAndNotAmongTheOpenOnes() {
        String first = startFixed(general, ANN, BO);
        general.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, first);
        other.now = general.now.plus(Duration.ofMinutes(3));
        String second = startFixed(other, CY, ANN);
        other.send(CY, Command.CONFIRM_RESIGN, Option.GAME, second);
        general.now = other.now;

        GameReply finished = general.send(ANN, Command.GAMES, Option.FINISHED, "true");
        GameReply open = general.send(ANN, Command.GAMES);

        List<String> lines = lines(finished);
        assertEquals("Your finished games in this server, the most recent first:", lines.get(0));
        assertTrue(lines.get(1).startsWith("• <#" + other.channel + "> **" + second + "** vs **Cy**: **won** (White "
                + "resigned"), lines.get(1));
        assertTrue(lines.get(2).startsWith("• <#" + general.channel + "> **" + first + "** vs **Bo**: lost (White "
                + "resigned"), lines.get(2));
        assertEquals(3, lines.size());
        assertTrue(open.text().startsWith("You have no games or challenges in this server."), open.text());
    }

    @Test
    void theFinishedListIsCapped() {
        for (int i = 0; i < GamesCommand.FINISHED_LIMIT + 2; i++) {
            String id = startFixed(general, ANN, BO);
            general.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
            general.now = general.now.plusSeconds(1);
        }

        GameReply finished = general.send(ANN, Command.GAMES, Option.FINISHED, "true");

        assertEquals(1 + GamesCommand.FINISHED_LIMIT, lines(finished).size(), finished.text());
    }

    @Test
    void anOpenChallengeIsListedForItsChallengerAndTheGameForWhoeverTookIt() {
        String open = general.send(ANN, Command.CHALLENGE).game().id();
        assertTrue(general.send(ANN, Command.GAMES).text().contains("**" + open + "**: your open challenge, waiting "
                + "for anyone to accept it"));

        general.send(CY, Command.ACCEPT, Option.GAME, open);

        assertTrue(general.send(CY, Command.GAMES).text().contains("**" + open + "** vs **Ann**"));
    }

    @Test
    void inTheAppsOwnDmMyGamesEverywhereAreListed() {
        String id = startFixed(general, ANN, BO);
        GameRequest inOurDm = GameRequest.of(Table.nextInteraction(), null, "600000000000000001", ANN, Command.GAMES,
                Map.of()).in(InteractionContext.BOT_DM);

        GameReply list = general.handle(inOurDm);

        assertTrue(list.text().startsWith("Your games anywhere, those where it is your turn first:"), list.text());
        assertTrue(list.text().contains("<#" + general.channel + "> **" + id + "** vs **Bo**"), list.text());
    }
}
