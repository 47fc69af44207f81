package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Step;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
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

    /**
     * The red tag of what a capture took sits beside the capturer, clear of its height badge and of
     * the arrows: checked for every turn that can be played from the sample boards' positions
     * (every capture, and every second action after it), from every direction, on both views.
     */
    @Test
    void aCaptureTagCoversNeitherTheHeightBadgeNorAnArrow() {
        int tags = 0;
        for (RenderRequest sample : SampleBoards.all().values()) {
            if (sample.lastTurn().isEmpty() || sample.lastTurn().get().before().step() != Step.FIRST) {
                continue;
            }
            Position before = sample.lastTurn().get().before();
            for (Action first : before.legalActions()) {
                Position between = before.apply(first).value();
                List<List<Action>> turns = new ArrayList<>(List.of(List.of(first)));
                if (between.step() == Step.SECOND && !between.isOver()) {
                    for (Action second : between.legalActions()) {
                        turns.add(List.of(first, second));
                    }
                }
                for (List<Action> actions : turns) {
                    for (boolean flipped : new boolean[] {false, true}) {
                        RenderRequest request = RenderRequest.after(LastTurn.play(before, actions).value())
                                .withFlipped(flipped);
                        tags += checkTags(request, actions);
                    }
                }
            }
        }
        assertTrue(tags > 1000, tags + " tags checked");
    }

    private static int checkTags(RenderRequest request, List<Action> actions) {
        TurnPainter painter = painter(request);
        Layout layout = new Layout(request.flipped());
        PiecePainter pieces = new PiecePainter(layout.pieceRadius());
        int checked = 0;
        for (TurnTrace.Move move : new TurnTrace(request.lastTurn().get()).moves()) {
            var stack = request.position().stackAt(move.to());
            if (!move.isCapture() || stack.isEmpty()) {
                continue;
            }
            var centre = painter.tagCentre(move);
            Shape tag = PiecePainter.circle(centre.x, centre.y, painter.tagRadius());
            var at = layout.geometry().at(move.to());
            Shape badge = pieces.badgeShape(at.x, at.y, stack.get().height());
            Area outlined = new Area(new BasicStroke((float) pieces.badgeOutline()).createStrokedShape(badge));
            outlined.add(new Area(badge));
            if (stack.get().height() > 1) {
                assertFalse(overlap(tag, outlined), actions + ": the tag covers the height badge");
            }
            for (Shape arrow : painter.arrows()) {
                assertFalse(overlap(tag, arrow), actions + ": the tag covers an arrow");
            }
            checked++;
        }
        return checked;
    }

    private static TurnPainter painter(RenderRequest request) {
        Layout layout = new Layout(request.flipped());
        Position now = request.position();
        return new TurnPainter(layout.geometry(), new PiecePainter(layout.pieceRadius()),
                new TurnTrace(request.lastTurn().orElseThrow()), now);
    }

    private static boolean overlap(Shape a, Shape b) {
        Area both = new Area(a);
        both.intersect(new Area(b));
        return !both.isEmpty();
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
