package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import org.junit.jupiter.api.Test;

class AltTextTest {
    @Test
    void theStartSaysWhoCapturesAndCountsEverything() {
        String text = AltText.describe(RenderRequest.of(Position.START).withTurn(1));
        assertEquals("TZAAR board, turn 1. Now White to play: capture. Visible stacks: White 6 Tzaars, "
                + "9 Tzarras, 15 Totts; Black 6 Tzaars, 9 Tzarras, 15 Totts.", text);
    }

    @Test
    void theLastTurnTellsWhatWasTakenAndStacked() {
        String text = AltText.describe(SampleBoards.all().get("midgame"));
        assertTrue(text.contains("Last turn, Bob (Black): H6xI5 took a white Tott, then F8-I5 made a stack of 4."), text);
        assertTrue(text.contains("Now Alice (White) to play: capture."), text);
        assertTrue(text.contains("White 1 Tzaar (the last), 1 Tzarra (the last), 4 Totts"), text);
        assertTrue(text.contains("Tallest: black Tzaar stack of 7 on D8"), text);
    }

    /** Between the two actions of a turn, what was played is this turn so far: no turn is over yet. */
    @Test
    void theFirstActionOfATurnIsThisTurnSoFar() {
        String text = AltText.describe(SampleBoards.all().get("turn-so-far"));
        assertTrue(text.startsWith("TZAAR board, turn 26. This turn so far, Bob (Black): H6xI5 took a white Tott. "
                + "Now Bob (Black) to play: second action: capture, stack or pass."), text);
        assertFalse(text.contains("Last turn"), text);
    }

    /** {@code /tzaar hint}'s turn is drawn on the board it leads to, but nobody played it: a suggested turn. */
    @Test
    void aSuggestedTurnIsSaidToBeOneAndNotTheLastTurn() {
        String text = AltText.describe(SampleBoards.all().get("suggested-turn"));
        assertTrue(text.contains("Suggested turn, Bob (Black): H6xI5 took a white Tott, then F8-I5 made a stack of 4."),
                text);
        assertFalse(text.contains("Last turn"), text);
        assertTrue(AltText.describe(SampleBoards.all().get("french-suggested-turn")).contains("Tour suggéré, Bob"));
    }

    /** A first action that wins ends the turn with the game: that one is a last turn. */
    @Test
    void aFirstActionThatWinsIsTheLastTurn() {
        Position before = Position.of("T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1");
        LastTurn win = LastTurn.parse(before, "F8xF1").orElseThrow();
        assertFalse(win.goesOn());
        String text = AltText.describe(RenderRequest.after(win));
        assertTrue(text.contains("Last turn, Black: F8xF1 took a white Tzarra. Game over: Black wins"), text);
    }

    @Test
    void aPassAndTheBlackViewAndTheTargetsAreSaid() {
        String text = AltText.describe(SampleBoards.all().get("black-view"));
        assertTrue(text.contains("seen from Black's side"), text);
        assertTrue(text.contains("F4xI4 took a white Tott stack of 3, then passed"), text);
        assertTrue(text.contains("The stack on C3 is marked with where it can go: capture on A1."), text);
    }

    @Test
    void aFinishedGameSaysWhoWonAndWhy() {
        String over = AltText.describe(SampleBoards.all().get("game-over"));
        assertTrue(over.contains("Game over: Bob (Black) wins; White cannot capture."), over);
        assertFalse(over.contains("to play"), over);
        String resigned = AltText.describe(RenderRequest.of(Position.START).withResult(new Result.Resigned(Side.WHITE)));
        assertTrue(resigned.contains("Game over: Black wins; White resigned."), resigned);
    }

    @Test
    void placementSaysWhatWasPlacedAndWarnsOfNothing() {
        String text = AltText.describe(SampleBoards.all().get("placement"));
        assertTrue(text.contains("Alice (White): placed a Tzaar on E4."), text);
        assertTrue(text.contains("Bob (Black) to play: place a piece."), text);
        assertTrue(text.contains("Still to place: White 4 Tzaars, 8 Tzarras, 13 Totts; Black 5 Tzaars, 7 Tzarras, 14 Totts."),
                text);
        assertFalse(text.contains("the last"), "one piece placed is not a warning: " + text);
    }

    @Test
    void longNamesAreCutToWhatDiscordKeeps() {
        String name = "x".repeat(2000);
        String text = AltText.describe(RenderRequest.of(Position.START).withPlayers(new Players(name, "Bob")));
        assertTrue(text.length() <= AltText.MAX_LENGTH, "length " + text.length());
    }
}
