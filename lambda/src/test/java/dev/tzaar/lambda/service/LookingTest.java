package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Choice;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.Suggestions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Looking changes nothing and floods no channel: the board, the list of games, help and the
 * autocomplete choices are shown only to the one who asked.
 */
class LookingTest {
    private final Table table = new Table(8);
    private final String id = table.startFixedGame();

    @Test
    void theBoardIsShownPrivatelyAndTurnedRoundForBlack() {
        GameReply white = table.send(ANN, Command.BOARD);
        assertTrue(white.ephemeral());
        assertTrue(white.text().startsWith("Game **" + id + "**, turn 1: **Ann** (White) vs **Bo** (Black)."),
                white.text());
        assertTrue(Table.shows(white).endsWith("after 0"), Table.shows(white));
        assertTrue(Table.shows(table.send(BO, Command.BOARD)).endsWith("after 0 flipped"));
        assertEquals(2, table.game(id).version());
    }

    @Test
    void anyoneMayLookAtAGameNamedByItsId() {
        assertTrue(table.send(CY, Command.BOARD, Option.GAME, id).image() != null);
        assertEquals("You have no game in progress here. Name one with `game:`, or start one with `/tzaar challenge`.",
                table.send(CY, Command.BOARD).text());
    }

    @Test
    void theListShowsGamesAndChallengesHereWithWhoseTurnItIs() {
        String challenge = table.send(CY, Command.CHALLENGE, Option.OPPONENT, ANN.id()).game().id();
        String list = table.send(ANN, Command.GAMES).text();
        assertTrue(list.startsWith("Your games in this server, those where it is your turn first:\n"), list);
        assertTrue(list.contains("**" + id + "** vs **Bo**, turn 1: **your turn**"), list);
        assertTrue(list.contains("**" + challenge + "**: a challenge from **Cy**: `/tzaar accept game:" + challenge
                + "`"), list);
        assertEquals("You have no games or challenges in this server. Start one with `/tzaar challenge`; your "
                + "finished ones: `/tzaar games finished:true`.",
                new Table(9).send(ANN, Command.GAMES).text().split("\n")[0]);
    }

    @Test
    void autocompleteOffersTheSameChoicesAsTheBotWouldFromTheSummary() {
        GameReply board = table.send(ANN, Command.BOARD);
        List<Choice> fromFunction = table.suggest(ANN, Option.FROM, Option.FROM, "c").choices();
        assertEquals(Suggestions.forAction(board.game(), ANN.id(), Option.FROM, "c", Map.of()), fromFunction);
        assertTrue(fromFunction.stream().anyMatch(c -> c.value().equals("C2")), fromFunction.toString());
        assertEquals(List.of(), table.suggest(BO, Option.FROM, Option.FROM, "").choices(), "not Bo's turn");
        List<Choice> games = table.suggest(ANN, Option.GAME, Option.GAME, "").choices();
        assertEquals(id, games.get(0).value());
    }

    @Test
    void theBestCapturesComeFirst() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3 C4-B4");
        List<String> legal = table.send(ANN, Command.BOARD).game().legalActions();
        // B4 is a stack of two now; Ann can take it only with a stack of two, so the first capture
        // takes a single piece of the type Bo has fewest of, and stacks follow all captures.
        int lastCapture = -1;
        int firstStack = Integer.MAX_VALUE;
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i).contains("x")) {
                lastCapture = i;
            } else {
                firstStack = Math.min(firstStack, i);
            }
        }
        assertTrue(lastCapture < firstStack, legal.toString());
    }

    @Test
    void helpAndRulesArePrivate() {
        GameReply help = table.send(CY, Command.HELP);
        assertTrue(help.ephemeral() && help.text().contains("/tzaar challenge opponent:@friend"));
        GameReply rules = table.send(CY, Command.RULES);
        assertTrue(rules.ephemeral() && rules.text().contains("6 Tzaars, 9 Tzarras and 15 Totts"));
    }

    @Test
    void aTournamentGameBeginsWithPlacingPieces() {
        Table tournament = new Table(10);
        tournament.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "tournament",
                Option.COLOUR, "white");
        GameReply start = tournament.send(BO, Command.ACCEPT);
        assertTrue(start.text().endsWith("**Ann** (White) to place a piece."), start.text());
        GameReply placed = tournament.send(ANN, Command.PLACE, Option.TYPE, "Tzaar", Option.AT, "e4");
        assertEquals("**Ann** places a Tzaar on E4. **Bo** (Black) to place a piece.", placed.text());
        assertEquals("E4 is already taken.", tournament.send(BO, Command.PLACE, Option.TYPE, "t", Option.AT, "E4").text());
        List<Choice> cells = tournament.suggest(BO, Option.AT, Option.AT, "E").choices();
        assertTrue(cells.stream().noneMatch(c -> c.value().equals("E4")), cells.toString());
    }

    @Test
    void aPlacedPieceIsATzaarTzarraOrTottNamedOrByItsLetterInAnyCase() {
        Table tournament = new Table(11);
        String id = tournament.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "tournament",
                Option.COLOUR, "white").game().id();
        tournament.send(BO, Command.ACCEPT);
        assertEquals("The type is Tzaar, Tzarra or Tott (Z, A or T), not \"Bogus\".",
                tournament.send(ANN, Command.PLACE, Option.TYPE, "Bogus", Option.AT, "e6").text());
        assertEquals("The type is Tzaar, Tzarra or Tott (Z, A or T), not \"x\".",
                tournament.send(ANN, Command.PLACE, Option.TYPE, " x ", Option.AT, "e6").text());
        assertEquals(2, tournament.game(id).version(), "refusals change nothing");

        assertEquals("**Ann** places a Tzarra on E6. **Bo** (Black) to place a piece.",
                tournament.send(ANN, Command.PLACE, Option.TYPE, "TZARRA", Option.AT, "e6").text());
        assertEquals("**Bo** places a Tott on E4. **Ann** (White) to place a piece.",
                tournament.send(BO, Command.PLACE, Option.TYPE, "t", Option.AT, "E4").text());
        assertEquals("**Ann** places a Tzaar on A1. **Bo** (Black) to place a piece.",
                tournament.send(ANN, Command.PLACE, Option.TYPE, "z", Option.AT, "a1").text());
    }
}
