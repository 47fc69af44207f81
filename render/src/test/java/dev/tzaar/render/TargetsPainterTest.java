package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TargetsPainterTest {
    /**
     * Black's second action of turn 2 of the fixed setup (White played C2xC3, Black D4xC3), seen
     * from Black's side as Black's panel shows it. The Tzaar on C4 is chosen; it can stack onto B3,
     * B4 and C3 (its own) and capture on C5, D5 and E4:
     * <pre>
     *   C4 z  → stack on B3, B4, C3 · capture on C5, D5, E4
     * </pre>
     */
    private static final RenderRequest TZAAR_AMONG_ITS_OWN = RenderRequest.after(LastTurn.parse(
            Position.of("ttttT/TaaaAT/T-AzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT b 1"), "D4xC3")
            .orElseThrow()).withFlipped(true);
    private static final Cell CHOSEN = Cell.of("C4");
    /** Its stack targets, then its captures. */
    private static final List<Cell> TARGETS = Stream.of("B3", "B4", "C3", "C5", "D5", "E4").map(Cell::of).toList();

    /** The picture without the choice and with it: what the choice changed is its marks. */
    private static final BufferedImage PLAIN = new BoardRenderer().draw(TZAAR_AMONG_ITS_OWN);
    private static final BufferedImage WITH_CHOICE = new BoardRenderer().draw(TZAAR_AMONG_ITS_OWN.withSelected(CHOSEN));
    private static final BoardGeometry GEOMETRY = new Layout(TZAAR_AMONG_ITS_OWN).geometry();

    /**
     * A player who only taps must see at a glance which piece they picked, whatever colours they
     * see. Before, the chosen stack and its stack targets wore the same green ring, the chosen one's
     * barely thicker (7.7 px against 5.5): one of four identical rings. Now its mark is at least
     * twice as broad as any target's, and not in a target's colour: measured on the picture, as the
     * pixels the selection changed along a ray from each point's centre.
     */
    @Test
    void theChosenStackWearsAMarkTwiceAsBroadAsAnyTargetsAndInAnotherColour() {
        Mark mine = Mark.ofChosen();
        for (Cell target : TARGETS) {
            Mark theirs = Mark.ofTarget(target);
            assertTrue(theirs.breadth() > 0, "no ring on the target " + target);
            assertTrue(mine.breadth() >= 2 * theirs.breadth(),
                    "the chosen stack's mark is " + mine.breadth() + " px broad, the target " + target + "'s "
                            + theirs.breadth());
            assertNotEquals(theirs.colour(), mine.colour(), "the chosen stack's mark has the colour of " + target + "'s");
        }
    }

    /**
     * Colour aside, the chosen stack's mark is edged in dark on both sides, so it stands out of the
     * sand board and off a white piece by lightness alone (as a colour-blind player sees it); no
     * target's ring has a dark edge.
     */
    @Test
    void theChosenStacksMarkIsEdgedInDarkOnBothSides() {
        Mark mine = Mark.ofChosen();
        assertTrue(mine.innerEdge() < 0.2 && mine.outerEdge() < 0.2,
                "edges as light as " + mine.innerEdge() + " and " + mine.outerEdge());
        assertTrue(lightness(mine.colour()) > 0.6, "band " + hex(mine.colour()));
        for (Cell target : TARGETS) {
            double darkest = Mark.ofTarget(target).darkestAnywhere();
            assertTrue(darkest > 0.3, target + "'s ring is as dark as " + darkest + " somewhere");
        }
    }

    /**
     * What the selection changed along a ray from a point's centre outward, for 0.65 spacing:
     * leftward from the chosen stack (between the lines it has targets on, clear of its height
     * badge), straight away from the chosen stack from a target (so not across the chosen stack's
     * own mark).
     */
    private record Mark(List<Integer> colours) {
        static Mark ofChosen() {
            return along(GEOMETRY.at(CHOSEN), -1, 0);
        }

        static Mark ofTarget(Cell target) {
            Point2D.Double from = GEOMETRY.at(CHOSEN);
            Point2D.Double to = GEOMETRY.at(target);
            double length = from.distance(to);
            return along(to, (to.x - from.x) / length, (to.y - from.y) / length);
        }

        private static Mark along(Point2D.Double centre, double dx, double dy) {
            List<Integer> colours = new ArrayList<>();
            int lastX = Integer.MIN_VALUE;
            int lastY = Integer.MIN_VALUE;
            for (double t = 0; t < GEOMETRY.spacing() * 0.65; t += 0.25) {
                int x = (int) Math.floor(centre.x + t * dx);
                int y = (int) Math.floor(centre.y + t * dy);
                if (x == lastX && y == lastY) {
                    continue;
                }
                lastX = x;
                lastY = y;
                int after = WITH_CHOICE.getRGB(x, y) & 0xFFFFFF;
                if (distance(PLAIN.getRGB(x, y) & 0xFFFFFF, after) > 24) {
                    colours.add(after);
                }
            }
            return new Mark(colours);
        }

        int breadth() {
            return colours.size();
        }

        /** The commonest colour. */
        int colour() {
            Map<Integer, Integer> counts = new HashMap<>();
            colours.forEach(c -> counts.merge(c, 1, Integer::sum));
            return counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        }

        /** The darkest lightness of its inner edge (its first three pixels: the very first is blended). */
        double innerEdge() {
            return darkest(colours.subList(0, 3));
        }

        double outerEdge() {
            return darkest(colours.subList(colours.size() - 3, colours.size()));
        }

        double darkestAnywhere() {
            return darkest(colours);
        }

        private static double darkest(List<Integer> colours) {
            return colours.stream().mapToDouble(TargetsPainterTest::lightness).min().orElseThrow();
        }
    }

    private static int distance(int a, int b) {
        return Math.abs((a >> 16) - (b >> 16)) + Math.abs(((a >> 8) & 0xFF) - ((b >> 8) & 0xFF))
                + Math.abs((a & 0xFF) - (b & 0xFF));
    }

    /** Relative luminance, 0 for black to 1 for white (sRGB weights, no gamma: enough to compare). */
    private static double lightness(int rgb) {
        return (0.2126 * (rgb >> 16) + 0.7152 * ((rgb >> 8) & 0xFF) + 0.0722 * (rgb & 0xFF)) / 255;
    }

    private static String hex(int rgb) {
        return String.format("#%06X", rgb);
    }
}
