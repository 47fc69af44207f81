package dev.tzaar.engine;

import static dev.tzaar.engine.Diagrams.play;
import static dev.tzaar.engine.Diagrams.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tournament setup starts from an empty board: White places first, then the players alternate,
 * one piece of their own (any type still in hand) on any empty cell, until all 60 are down. Then
 * White makes the single opening capture. Nothing ends while pieces are being placed.
 */
class PlacementTest {
    private static final Position EMPTY = Setup.tournament().position();

    @Test
    void whitePlacesFirstAnyOfItsTypesOnAnyEmptyCell() {
        assertEquals("-----/------/-------/--------/--------/--------/-------/------/----- w p", EMPTY.toString());
        List<Action> actions = EMPTY.legalActions();
        assertEquals(3 * 60, actions.size());
        assertTrue(actions.stream().allMatch(a -> a instanceof Action.Place));
        assertEquals(Side.WHITE, play(EMPTY, "Z@E4").stackAt(Cell.of("E4")).orElseThrow().owner());
    }

    @Test
    void thePlayersAlternateOnePieceAtATime() {
        Position afterWhite = play(EMPTY, "Z@E4");
        assertEquals(Side.BLACK, afterWhite.sideToMove());
        assertEquals(Step.PLACEMENT, afterWhite.step());
        Position afterBlack = play(afterWhite, "t@e6");
        assertEquals(Side.WHITE, afterBlack.sideToMove());
        assertEquals(new Stack(Side.BLACK, PieceType.TOTT, 1), afterBlack.stackAt(Cell.of("E6")).orElseThrow());
    }

    @Test
    void aTypeWhosePiecesAreAllPlacedIsNoLongerOffered() {
        Position sixTzaars = Position.of("ZZZZZ/Z-----/tttttt-/--------/--------/--------/-------/------/----- w p");
        assertEquals(0, sixTzaars.inHand(Side.WHITE, PieceType.TZAAR));
        assertEquals(9, sixTzaars.inHand(Side.WHITE, PieceType.TZARRA));
        assertTrue(sixTzaars.legalActions().stream().noneMatch(a -> ((Action.Place) a).type() == PieceType.TZAAR));
        assertEquals("White has no Tzaars left to place.", refusal(sixTzaars, "Z@E4"));
    }

    @Test
    void aPieceGoesOnlyOnAnEmptyCell() {
        assertEquals("E4 is already taken.", refusal(play(EMPTY, "Z@E4"), "A@E4"));
    }

    @Test
    void nothingMovesAndNothingEndsWhilePiecesAreBeingPlaced() {
        Position placing = play(EMPTY, "Z@E4 z@E3");
        assertEquals(Optional.empty(), placing.result());
        assertEquals("Pieces are still being placed: White places one, like T@E4.", refusal(placing, "E4xE3"));
        assertEquals("Pieces are still being placed: White places one, like T@E4.", refusal(placing, "pass"));
    }

    @Test
    void placingTheSixtiethPieceHandsWhiteTheOpeningCapture() {
        Position shuffled = Setup.random(7).position();
        String board = shuffled.toString();
        int lastBlack = board.length() - 1;
        while (!Character.isLowerCase(board.charAt(lastBlack)) || board.charAt(lastBlack) == 'w') {
            lastBlack--;
        }
        String letter = String.valueOf(board.charAt(lastBlack));
        Cell cell = Cell.all().get(59 - (int) board.substring(lastBlack + 1, board.indexOf(' ')).chars()
                .filter(c -> c != '/').count());
        Position missingOne = Position.of((board.substring(0, lastBlack) + "-" + board.substring(lastBlack + 1))
                .replace(" w 1", " b p"));

        Position complete = play(missingOne, letter + "@" + cell);
        assertEquals(shuffled, complete);
        assertEquals(Side.WHITE, complete.sideToMove());
        assertTrue(complete.isOpeningTurn());
    }

    @Test
    void aWholePlacementPhaseAlternatesThirtyPlacementsEach() {
        Random random = new Random(3);
        Position position = EMPTY;
        StringBuilder order = new StringBuilder();
        while (position.step() == Step.PLACEMENT) {
            order.append(position.sideToMove().letter());
            List<Action> actions = position.legalActions();
            position = position.apply(actions.get(random.nextInt(actions.size()))).orElseThrow();
        }
        assertEquals("wb".repeat(30), order.toString());
        assertEquals(30, position.piecesOnBoard(Side.WHITE));
        assertEquals(30, position.piecesOnBoard(Side.BLACK));
        for (PieceType type : PieceType.values()) {
            assertEquals(type.perSide(), position.visible(Side.BLACK, type));
        }
        assertEquals("w 1", position.toString().substring(position.toString().indexOf(' ') + 1));
    }

    @Test
    void placingIsRefusedOnceEveryPieceIsDown() {
        assertEquals("Every piece is already on the board: placing is over.", refusal(Position.START, "Z@E4"));
    }
}
