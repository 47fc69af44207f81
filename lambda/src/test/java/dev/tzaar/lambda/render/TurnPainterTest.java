package dev.tzaar.lambda.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class TurnPainterTest {
    /**
     * In the midgame turn, H6xI5 F8-I5, the second move crosses the point the first one left, along
     * the same line to the same point: drawn on the line, the first arrow lay wholly under the
     * second. Side by side, each shows all of itself.
     */
    @Test
    void twoMovesAlongOneLineAreDrawnSideBySideNeitherHidingTheOther() {
        List<Shape> arrows = painter(SampleBoards.all().get("midgame")).arrows();
        assertEquals(2, arrows.size());
        assertEquals(0, shared(arrows.get(0), arrows.get(1)), "pixels of one arrow under the other");
    }

    /** Arrows that do not share a line stay on their lines, pointing from point to point. */
    @Test
    void movesOnDifferentLinesKeepTheirArrowsOnTheirLines() {
        TurnPainter ghost = painter(SampleBoards.all().get("ghost"));
        for (var shift : ghost.shifts()) {
            assertEquals(0, shift.distance(0, 0), 1e-9);
        }
    }

    /** The same holds seen from Black's side: the board turns, the arrows with it. */
    @Test
    void sideBySideHoldsOnTheTurnedBoardToo() {
        List<Shape> arrows = painter(SampleBoards.all().get("midgame").withFlipped(true)).arrows();
        assertEquals(0, shared(arrows.get(0), arrows.get(1)));
    }

    private static TurnPainter painter(RenderRequest request) {
        Layout layout = new Layout(request.flipped());
        Position now = request.position();
        return new TurnPainter(layout.geometry(), new PiecePainter(layout.pieceRadius()),
                new TurnTrace(request.lastTurn().orElseThrow()), now);
    }

    /** How many pixels the two shapes both cover. */
    private static int shared(Shape a, Shape b) {
        int[] first = mask(a);
        int[] second = mask(b);
        int both = 0;
        for (int i = 0; i < first.length; i++) {
            if ((first[i] & 0xFFFFFF) != 0 && (second[i] & 0xFFFFFF) != 0) {
                both++;
            }
        }
        return both;
    }

    private static int[] mask(Shape shape) {
        Layout layout = new Layout(false);
        BufferedImage image = new BufferedImage(layout.width(), layout.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(java.awt.Color.WHITE);
            g.fill(shape);
        } finally {
            g.dispose();
        }
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
