package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import org.junit.jupiter.api.Test;

/** The tournament setup as the picture tells it: what is left to place, and what was just placed. */
class PlacementPictureTest {
    /** The "placement" golden board before White's ninth piece: 3 pieces of White's down, 5 of Black's. */
    private static final Position SETUP = Position.of("--Z--/-a----/---T---/--t-----/-A--z---/--------/---a---/--T---/----- w p");

    @Test
    void duringTheSetupTheCardsCountThePiecesStillToPlace() {
        // Before, the cards counted the pieces on the board (2, 1, 2), which in the setup only grow.
        for (Side side : Side.values()) {
            for (PieceType type : PieceType.values()) {
                assertEquals(type.perSide() - SETUP.visible(side, type), PanelPainter.count(SETUP, side, type),
                        side + " " + type);
            }
        }
    }

    @Test
    void inPlayTheCardsCountTheStacksOnTheBoard() {
        assertEquals(6, PanelPainter.count(Position.START, Side.WHITE, PieceType.TZAAR));
    }

    @Test
    void aPlacementIsCaptionedInWords() {
        LastTurn placed = LastTurn.parse(SETUP, "A@B1").orElseThrow();
        assertEquals("Tzarra on B1", PictureWords.english().caption(placed));
        LastTurn turn = LastTurn.parse(Position.START, "A5xA4").orElseThrow();
        assertEquals("A5xA4", PictureWords.english().caption(turn));
    }
}
