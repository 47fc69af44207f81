package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tzaar.engine.Position;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The empty board kept between renders is the one of the picture being drawn: a name on two lines
 * makes the cards taller and moves the board down, so a picture with such a name, drawn after one
 * without (or the other way round) in the same JVM, gets its own board. Before, the board was kept
 * per view only: the second picture failed (ArrayIndexOutOfBoundsException) or had the pieces off
 * the board's points.
 */
class BoardLayerTest {
    private static final Players SHORT = new Players("Alice", "Bob");
    private static final Players TWO_LINES = new Players("Maximilian the Magnificent Tzaar", "Bob");

    @Test
    void aPictureWithANameOnTwoLinesGetsTheBoardOfItsOwnLayout() {
        Layout shortNames = new Layout(RenderRequest.of(Position.START).withPlayers(SHORT));
        Layout twoLines = new Layout(RenderRequest.of(Position.START).withPlayers(TWO_LINES));
        assertNotEquals(shortNames.height(), twoLines.height(), "the cards grow for a name on two lines");

        for (List<Layout> order : List.of(List.of(shortNames, twoLines, shortNames), List.of(twoLines, shortNames))) {
            for (Layout layout : order) {
                assertArrayEquals(BoardLayer.draw(layout), painted(layout), "height " + layout.height());
            }
        }
    }

    @Test
    void aRenderWithANameOnTwoLinesAfterOneWithout() {
        BoardRenderer renderer = new BoardRenderer();
        RenderRequest request = SampleBoards.all().get("midgame");
        renderer.render(request);
        renderer.render(request.withPlayers(TWO_LINES));
        renderer.render(request.withPlayers(TWO_LINES).withFlipped(true));
        renderer.render(request.withFlipped(true));
    }

    private static int[] painted(Layout layout) {
        BufferedImage image = new BufferedImage(layout.width(), layout.height(), BufferedImage.TYPE_INT_RGB);
        BoardLayer.paint(image, layout);
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }
}
