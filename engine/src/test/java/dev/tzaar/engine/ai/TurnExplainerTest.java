package dev.tzaar.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.TextDiagram;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Why a turn is worth playing, one rule per test, each on a board drawn as text (White to begin a
 * turn in every one): the reasons say what the turn does by the rules, and the score what the search saw.
 */
class TurnExplainerTest {
    private static final int SCORE = 40;

    /** White to stack the Tzaar on A2 onto the Tott on A1, after taking B6 with A5. */
    private static final Position STACKING = position("""
                            .
                         .     .
                      .     .     .
                   t     .     .     .
                Z     .     .     .     z
                   .     .     .     z
                .     .     .     .     .
                   A     .     .     t
                A     .     o     .     a
                   .     .     .     .
                Z     .     .     t     .
                   .     .     .     a
                T     T     .     t     t
                   z     .     .     .
                      .     .     .
                         .     .
                            .
                """);

    /** White's Tott on D4 stands next to Black's only Tzaar, on E4. */
    @Test
    void takingTheLastOfATypeWinsAtOnceAndThatIsTheOnlyReasonGiven() {
        Position board = position("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     .
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                A     .     o     .     a
                   .     T     .     .
                .     .     z     .     .
                   .     .     .     .
                .     .     .     .     t
                   .     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(new TurnReason.WinsNow(new Result.LastOfType(Side.BLACK, PieceType.TZAAR))),
                explain(board, "D4xE4").reasons());
    }

    /**
     * Black's pieces are all single and White's single Tott on C4 is the one Black could ever take: the
     * turn takes B1 with A1's stack, then stacks C4 onto C6, and Black begins a turn with no capture.
     */
    @Test
    void leavingTheOpponentNoCaptureWinsAtOnce() {
        Position board = position("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z2    T2    .     .     z
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                A2    T     o     .     a
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     .
                T2    .     .     .     t
                   t     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(new TurnReason.WinsNow(new Result.NoCapture(Side.BLACK))),
                explain(board, "A1xB1 C4-C6").reasons());
    }

    /**
     * White's only Tzarra, on E4, could be taken by Black's Tott on D4: taking that Tott moves it where no
     * black stack reaches.
     */
    @Test
    void puttingTheScarcestTypeOutOfReachSavesIt() {
        Position board = position("""
                            .
                         .     .
                      .     .     .
                   Z2    .     .     .
                Z2    .     .     t     z
                   .     .     .     z
                .     .     .     .     .
                   .     .     .     t
                .     .     o     .     a
                   .     t     .     .
                T     .     A     .     .
                   .     .     .     a
                T     .     .     .     t
                   T     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(new TurnReason.SavesScarcest(PieceType.TZARRA, 1)), explain(board, "E4xD4 pass").reasons());
        assertEquals(List.of(), explain(board, "A1xD4 pass").reasons(),
                "taking the Tott with another stack leaves the Tzarra where it was: nothing saved, nothing said");
    }

    /** Black has two Tzaars: taking the one on E4 leaves one. */
    @Test
    void takingOneOfTheOpponentsScarcestTypeSaysHowManyAreLeft() {
        Position board = position("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     z
                   .     .     .     .
                .     .     .     .     .
                   .     .     .     t
                A     .     o     .     a
                   .     T     .     .
                .     .     z     .     .
                   .     .     .     a
                T     .     .     t     t
                   .     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(new TurnReason.TakesScarcest(PieceType.TZAAR, 1)), explain(board, "D4xE4 pass").reasons());
    }

    /** White's Tott stack of 4 on D4 takes Black's Tott stack of 3 on E4; Black has Totts to spare. */
    @Test
    void takingATallStackSaysItsHeight() {
        Position board = position("""
                            .
                         .     .
                      .     .     .
                   .     .     .     .
                Z     .     .     .     z
                   a2    .     .     z
                .     .     .     .     .
                   A     .     .     t
                A     .     o     .     a
                   .     T4    .     .
                .     .     t3    t     .
                   .     .     .     .
                .     .     .     t     t
                   .     .     .     .
                      .     .     .
                         .     .
                            .
                """);
        assertEquals(List.of(new TurnReason.TakesStack(PieceType.TOTT, 3)), explain(board, "D4xE4 pass").reasons());
    }

    /** After the compulsory capture, the Tzaar on A2 goes onto the Tott on A1: a Tzaar stack of 2. */
    @Test
    void stackingSaysTheStackBuiltAndOnlyItsTopCounts() {
        Position board = STACKING;
        assertEquals(List.of(new TurnReason.BuildsStack(PieceType.TZAAR, 2)), explain(board, "A5xB6 A2-A1").reasons());
    }

    /** The stacking board: a forced win the search saw comes before what the turn does. */
    @Test
    void aForcedWinTheSearchSawIsSaidWithHowManyActionsItTakes() {
        Position board = STACKING;
        TurnExplainer.Explanation explanation = TurnExplainer.explain(board, actions(board, "A5xB6 A2-A1"),
                Search.WIN - 5);
        assertEquals(List.of(new TurnReason.ForcedWin(5), new TurnReason.BuildsStack(PieceType.TZAAR, 2)),
                explanation.reasons());
        assertTrue(explanation.decided());
        assertEquals(false, explain(board, "A5xB6 A2-A1").decided(), "a score of " + SCORE + " decides nothing");
    }

    @Test
    void anIllegalTurnIsRefusedNotExplained() {
        Position board = Position.START;
        assertThrows(IllegalArgumentException.class,
                () -> TurnExplainer.explain(board, List.of(Action.PASS), SCORE));
    }

    private static TurnExplainer.Explanation explain(Position board, String turn) {
        TurnExplainer.Explanation explanation = TurnExplainer.explain(board, actions(board, turn), SCORE);
        assertEquals(SCORE, explanation.score());
        return explanation;
    }

    private static List<Action> actions(Position board, String turn) {
        return board.parseActions(turn).orElseThrow();
    }

    private static Position position(String picture) {
        return TextDiagram.read(picture, "w 1").orElseThrow();
    }
}
