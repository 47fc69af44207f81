package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Step;
import org.junit.jupiter.api.Test;

/**
 * The Pass under a board is made for the position the board showed, as a panel's controls are: pressed
 * once that turn is over (the opponent to act, or the same player at a later second action), it is
 * refused privately in one line and plays nothing; before, it passed whatever turn was on, or was
 * refused with the rules' words ("nothing to pass yet"). The games are the fixed setup's: Ann (White)
 * opens, Bo (Black) captures D4xD3, and his board offers Pass.
 */
class BoardPassTest {
    private final Table table = new Table(71);
    private final String id = table.startFixedGame();
    private final ActionButton bosPass;

    BoardPassTest() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        bosPass = pass(table.send(BO, Command.MOVE, Option.TURN, "D4xD3"));
    }

    @Test
    void theBoardsPassCarriesTheNumberOfActionsItWasShownFor() {
        assertEquals(new ActionButton("tzaar:pass:" + id + "@2", "Pass", ButtonStyle.PRIMARY), bosPass);
    }

    @Test
    void theBoardsPassPressedForItsPositionPassesAndIsAnsweredAsTheBoardNotInAPanelsPlace() {
        GameReply passed = table.press(BO, bosPass);

        assertFalse(passed.ephemeral(), "the channel sees the pass");
        assertTrue(passed.text().startsWith("**Bo** passes."), passed.text());
        assertNull(passed.panel(), "no panel to put in the board's place");
        assertEquals(3, table.game(id).record().actions().size());
    }

    /** Bo stacks from his panel instead; then Ann, at her first action, presses his board's Pass. */
    @Test
    void anOldBoardsPassPressedAtTheOpponentsFirstActionIsRefusedAsStaleAndPlaysNothing() {
        table.send(BO, Command.MOVE, Option.GAME, id, Option.PLAYED, "2", Option.FROM, "C4", Option.TO, "B4");
        long version = table.game(id).version();

        GameReply late = table.press(ANN, bosPass);

        assertTrue(late.ephemeral());
        assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.", late.text());
        assertEquals(version, table.game(id).version(), "nothing changed");
    }

    /** Bo stacks; Ann plays her turn; Bo captures again: his old board's Pass must not pass this new turn. */
    @Test
    void anOldBoardsPassPressedAtTheSamePlayersLaterSecondActionPassesNothing() {
        table.send(BO, Command.MOVE, Option.TURN, "C4-B4");
        table.send(ANN, Command.MOVE, Option.TURN, firstCapture() + " pass");
        ActionButton newPass = pass(table.send(BO, Command.MOVE, Option.TURN, firstCapture()));
        assertEquals(Step.SECOND, table.game(id).position().step());
        long version = table.game(id).version();

        GameReply late = table.press(BO, bosPass);

        assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.", late.text());
        assertTrue(late.ephemeral());
        assertEquals(version, table.game(id).version(), "Bo's second action is still to play");
        assertTrue(table.press(BO, newPass).text().startsWith("**Bo** passes."), "the new board's Pass passes");
    }

    /** A board posted before its Pass carried the count ({@code tzaar:pass:<game>}) acts on the game as it stands. */
    @Test
    void aPassOfABoardPostedBeforeItCarriedTheCountPassesTheTurnAsItStands() {
        GameReply passed = table.press(BO, new ActionButton("tzaar:pass:" + id, "Pass", ButtonStyle.PRIMARY));

        assertTrue(passed.text().startsWith("**Bo** passes."), passed.text());
        assertNull(passed.panel());
    }

    private String firstCapture() {
        return table.game(id).position().legalActions().stream().map(Action::toString)
                .filter(action -> action.contains("x")).findFirst().orElseThrow();
    }

    private static ActionButton pass(GameReply board) {
        return board.buttons().stream().filter(button -> button.id().startsWith("tzaar:pass:")).findFirst()
                .orElseThrow(() -> new AssertionError("no Pass under " + board));
    }
}
