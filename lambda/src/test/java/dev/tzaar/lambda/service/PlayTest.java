package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The player whose turn it is plays it, one action or the whole turn at once; everyone else, and
 * every illegal action, gets a private answer that says why and changes nothing.
 */
class PlayTest {
    private final Table table = new Table(3);
    private final String id = table.startFixedGame();

    @Test
    void theOpeningCaptureHandsTheTurnToTheOpponentAndPingsThem() {
        GameReply reply = table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "C3");

        assertFalse(reply.ephemeral());
        assertEquals("**Ann** C2 captures a Tzaar on C3. **Bo** (Black) to capture.", reply.text());
        assertEquals(List.of(BO.id()), reply.ping());
        assertEquals("your turn in game **" + id + "**: capture.", reply.pingText());
        assertEquals(BO.id(), reply.game().toAct());
        String after = Position.START.play("C2xC3").orElseThrow().toString();
        assertEquals(after, reply.game().position());
        assertEquals(id + " " + after + " after 1", Table.shows(reply));
    }

    @Test
    void afterAFirstCaptureTheSamePlayerHasASecondActionWithAPassButtonAndNobodyIsPinged() {
        table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "C3");
        GameReply reply = table.send(BO, Command.MOVE, Option.TURN, "d4 d3");

        assertEquals("**Bo** D4 captures a Tzaar on D3. Second action for **Bo** (Black): capture, stack or pass.",
                reply.text());
        assertEquals(List.of(), reply.ping());
        assertEquals(List.of("tzaar:panel:" + id, "tzaar:pass:" + id + "@2", "tzaar:board:" + id, "tzaar:resign:" + id),
                reply.buttons().stream().map(ActionButton::id).toList());
        assertTrue(reply.game().legalActions().contains("pass"));
    }

    @Test
    void aWholeTurnIsPlayedFromOneText() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply reply = table.send(BO, Command.MOVE, Option.TURN, "D4xD3 C4-B4");
        assertEquals("**Bo** D4 captures a Tzaar on D3, then C4 stacks onto B4 (now 2 high). **Ann** (White) to capture.",
                reply.text());
        assertEquals(List.of(ANN.id()), reply.ping());
    }

    @Test
    void aTextCannotPlayIntoTheOpponentsTurn() {
        GameReply reply = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3 D4xD3");
        assertTrue(reply.ephemeral());
        assertEquals("That is more than your turn: after C2xC3 it is **Bo**'s turn.", reply.text());
        assertEquals(2, table.game(id).version(), "nothing was played");
    }

    @Test
    void onlyThePlayerWhoseTurnItIsPlaysAndOnlyInTheirGame() {
        assertEquals("It's **Ann**'s turn in game **" + id + "**.",
                table.send(BO, Command.MOVE, Option.FROM, "D4", Option.TO, "D3").text());
        assertEquals("You have no game in progress here. Start one with `/tzaar challenge`.",
                table.send(CY, Command.MOVE, Option.FROM, "D4", Option.TO, "D3").text());
        assertEquals("You are not playing in game **" + id + "**: **Ann** (White) vs **Bo** (Black).",
                table.send(CY, Command.MOVE, Option.GAME, id, Option.FROM, "D4", Option.TO, "D3").text());
        assertEquals(2, table.game(id).version());
    }

    @Test
    void anIllegalActionGetsTheEnginesReasonAndChangesNothing() {
        GameReply reply = table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "D4");
        assertTrue(reply.ephemeral());
        assertEquals("D4 is not on a straight line from C2.", reply.text());
        assertEquals("A turn begins with a compulsory capture: there is nothing to pass yet.",
                table.send(ANN, Command.PASS).text());
        assertEquals("Say which move: `from:` and `to:` (like F4 and E4), or a whole `turn:` like `F4xE4 C3-D4`.",
                table.send(ANN, Command.MOVE, Option.FROM, "C2").text());
        assertEquals(2, table.game(id).version());
    }

    /**
     * Autocomplete's answer carries the game it suggested from, as it stands: the bot keeps it and answers
     * the next keystrokes of the same command without asking again (the interactions function, whose
     * relays run elsewhere, has nothing else to go by).
     */
    @Test
    void suggestionsComeWithTheGameTheyWereWorkedOutFrom() {
        GameReply suggested = table.suggest(ANN, Option.FROM, Option.FROM, "");

        assertEquals(List.of("C2"), suggested.choices().stream().map(dev.tzaar.api.Choice::value)
                .filter("C2"::equals).toList());
        assertEquals(id, suggested.game().id());
        assertEquals(table.game(id).version(), suggested.game().version());
        assertEquals(ANN.id(), suggested.game().toAct());
    }

    @Test
    void withTwoGamesHereAnActionGoesToTheOneWhereItIsThePlayersTurnAndSaysSo() {
        table.send(CY, Command.CHALLENGE, Option.OPPONENT, ANN.id(), Option.SETUP, "fixed", Option.COLOUR, "white");
        String second = table.send(ANN, Command.ACCEPT).game().id(); // Cy (White) to open it
        assertEquals(List.of("C2"), table.suggest(ANN, Option.FROM, Option.FROM, "C2").choices().stream()
                .map(dev.tzaar.api.Choice::value).toList(), "autocomplete follows the same rule");

        GameReply chosen = table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "C3");

        assertEquals(id, chosen.game().id(), "only in the first is it Ann's turn");
        assertEquals("**Ann** C2 captures a Tzaar on C3 (in game **" + id + "**, the one of 2 games here where it "
                + "was their turn). **Bo** (Black) to capture.", chosen.text());

        GameReply noneDue = table.send(ANN, Command.MOVE, Option.FROM, "D4", Option.TO, "D3");
        assertTrue(noneDue.text().startsWith("You have 2 games here: "), noneDue.text());
        assertTrue(noneDue.text().endsWith(", and it is your turn in none of them. Say which with `game:`."),
                noneDue.text());
        assertEquals(List.of(), table.suggest(ANN, Option.FROM, Option.FROM, "").choices());
        assertEquals("It's **Cy**'s turn in game **" + second + "**.", table.send(ANN, Command.MOVE, Option.GAME,
                second, Option.FROM, "D4", Option.TO, "D3").text(), "a game named is the one meant");
        assertEquals("A turn begins with a compulsory capture: there is nothing to pass yet.",
                table.send(CY, Command.PASS).text(), "Cy has one game here, so it is meant");
    }

    @Test
    void aWholeGameIsPlayedToItsEndFromTheLegalActionsRepliesOffer() {
        Random random = new Random(5);
        GameReply reply = table.send(ANN, Command.BOARD);
        int turns = 0;
        while (reply.game().status() == GameStatus.ACTIVE) {
            List<String> legal = reply.game().legalActions();
            String action = legal.get(random.nextInt(legal.size()));
            boolean annToAct = reply.game().toAct().equals(ANN.id());
            reply = table.send(annToAct ? ANN : BO, Command.MOVE, Option.TURN, action);
            assertFalse(reply.ephemeral(), action + ": " + reply.text());
            turns++;
        }
        assertEquals(GameStatus.FINISHED, table.game(id).status());
        assertTrue(reply.text().contains(" wins: "), reply.text());
        assertEquals(List.of("tzaar:rematch:" + id, "tzaar:history:" + id, "tzaar:analyze:" + id, "tzaar:replay:" + id),
                reply.buttons().stream().map(ActionButton::id).toList());
        assertTrue(turns > 10, "a real game: " + turns + " actions");
        String afterTheEnd = table.send(ANN, Command.PASS, Option.GAME, id).text();
        assertTrue(afterTheEnd.startsWith("Game **" + id + "** is over: "), afterTheEnd);
    }
}
