package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class RenderRequestTest {
    @Test
    void aLastTurnMustLeadToThePositionShown() {
        LastTurn turn = LastTurn.parse(Position.START, "A5xA4").orElseThrow();
        assertEquals(turn.after(), RenderRequest.after(turn).position());
        assertThrows(IllegalArgumentException.class, () -> RenderRequest.of(Position.START).withLastTurn(turn));
    }

    @Test
    void aTurnIsOneOrTwoLegalActionsOfOneSide() {
        assertFalse(LastTurn.parse(Position.START, "A5xA3").isOk(), "not a legal capture");
        assertFalse(LastTurn.play(Position.START, List.of()).isOk());
        Checked<LastTurn> tooLong = LastTurn.parse(Position.START, "A5xA4 B1xA1");
        assertFalse(tooLong.isOk(), "White's opening turn is a single capture");
        assertTrue(tooLong.reason().contains("B1xA1"), tooLong.reason());
        LastTurn sloppy = LastTurn.parse(Position.START, " a5xa4 ").orElseThrow();
        assertEquals(List.of(new Action.Capture(Cell.of("A5"), Cell.of("A4"))), sloppy.actions());
        assertEquals(Side.WHITE, sloppy.mover());
    }

    @Test
    void aResultMustAgreeWithTheOneThePositionTells() {
        RenderRequest over = SampleBoards.all().get("game-over");
        assertEquals(new Result.NoCapture(Side.WHITE), over.outcome().orElseThrow());
        assertThrows(IllegalArgumentException.class, () -> over.withResult(new Result.Resigned(Side.BLACK)));
        assertThrows(IllegalArgumentException.class, () -> RenderRequest.of(Position.START).withTurn(0));
        assertThrows(IllegalArgumentException.class,
                () -> SampleBoards.all().get("midgame").withSelected(Cell.of("E4")), "E4 is empty there");
    }

    @Test
    void theSameRequestGivesTheSameBytesAndTheWiderPictureIsTheRequestedOne() {
        BoardRenderer renderer = new BoardRenderer();
        RenderRequest request = SampleBoards.all().get("ghost");
        RenderedBoard first = renderer.render(request);
        RenderedBoard second = new BoardRenderer().render(request);
        assertArrayEquals(first.png(), second.png());
        assertEquals(Layout.WIDTH, first.width());
        assertTrue(first.height() > first.width(), "the board is taller than wide");
        assertEquals(AltText.describe(request), first.altText());
    }
}
