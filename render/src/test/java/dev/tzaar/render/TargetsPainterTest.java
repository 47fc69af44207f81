package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.awt.Shape;
import java.awt.geom.Area;
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
    /** Where the targets' names are: the rays that measure the rings step over them. */
    private static final List<TargetsPainter.Name> NAMES = BoardRenderer.targetNames(
            TZAAR_AMONG_ITS_OWN.withSelected(CHOSEN));

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
     * Issue 31: a newcomer meaning H6 pressed H5, since the rim names a cell only by counting along its
     * row. Now the picture names every cell the panel offers, beside its ring, in the rim's own
     * lettering: measured on the picture as the pixels of the rim's letter colour that the choice added
     * near each target (none before: a choice drew only rings and paths, in red and green).
     */
    @Test
    void everyTargetIsNamedBesideItsRingInTheRimsLettering() {
        for (Cell target : TARGETS) {
            Point2D.Double at = GEOMETRY.at(target);
            int added = 0;
            double reach = GEOMETRY.spacing() * 0.95;
            for (int y = (int) (at.y - reach); y <= at.y + reach; y++) {
                for (int x = (int) (at.x - reach); x <= at.x + reach; x++) {
                    int after = WITH_CHOICE.getRGB(x, y) & 0xFFFFFF;
                    if (distance(after, Theme.BOARD_LABEL.getRGB() & 0xFFFFFF) < 30
                            && distance(PLAIN.getRGB(x, y) & 0xFFFFFF, after) > 60) {
                        added++;
                    }
                }
            }
            assertTrue(added > 150, "only " + added + " pixels of lettering added beside " + target);
        }
        assertEquals(TARGETS.stream().sorted().toList(), NAMES.stream().map(TargetsPainter.Name::cell).sorted().toList());
        double rim = GEOMETRY.spacing() * 0.24;
        assertTrue(TargetsPainter.NAME_SIZE * GEOMETRY.spacing() >= rim,
                "names smaller than the rim's labels, which are already the least a phone shows");
    }

    /**
     * A name must say which ring it names and hide nothing that matters: it lies nearer its own point
     * than any other the panel offers (or the chosen stack), clear of the other names, and off the
     * middle of its piece, where the crowns tell Tott, Tzarra and Tzaar apart. On the golden board with
     * height badges and a capture tag, it also covers no badge and no tag.
     */
    @Test
    void eachNameSitsByItsOwnPointClearOfOtherNamesBadgesTagsAndThePiecesFace() {
        RenderRequest crowded = SampleBoards.all().get("named-targets");
        for (RenderRequest request : List.of(TZAAR_AMONG_ITS_OWN.withSelected(CHOSEN), crowded)) {
            Layout layout = new Layout(request);
            BoardGeometry geometry = layout.geometry();
            PiecePainter pieces = new PiecePainter(layout.pieceRadius());
            List<TargetsPainter.Name> names = BoardRenderer.targetNames(request);
            List<Cell> offered = new ArrayList<>(names.stream().map(TargetsPainter.Name::cell).toList());
            offered.add(request.selected().orElseThrow());
            for (TargetsPainter.Name name : names) {
                Point2D.Double own = geometry.at(name.cell());
                Point2D.Double centre = new Point2D.Double(name.tag().getCenterX(), name.tag().getCenterY());
                for (Cell other : offered) {
                    if (!other.equals(name.cell())) {
                        assertTrue(centre.distance(own) < centre.distance(geometry.at(other)),
                                name.cell() + "'s name is as near " + other);
                    }
                }
                assertFalse(touches(name.tag(), PiecePainter.circle(own.x, own.y, 0.7 * pieces.radius())),
                        name.cell() + "'s name covers its piece's crowns");
                for (TargetsPainter.Name other : names) {
                    if (other != name) {
                        assertFalse(touches(name.tag(), other.tag()), name.cell() + "'s name touches " + other.cell() + "'s");
                    }
                }
                for (Cell cell : Cell.all()) {
                    int height = request.position().stackAt(cell).map(dev.tzaar.engine.Stack::height).orElse(0);
                    if (height > 1) {
                        Point2D.Double at = geometry.at(cell);
                        assertFalse(touches(name.tag(), pieces.badgeShape(at.x, at.y, height)),
                                name.cell() + "'s name covers the height badge of " + cell);
                    }
                }
            }
        }
        List<Shape> tags = new TurnPainter(new Layout(crowded).geometry(), new PiecePainter(new Layout(crowded)
                .pieceRadius()), new TurnTrace(crowded.lastTurn().orElseThrow()), crowded.position()).tags();
        assertEquals(1, tags.size(), "the golden board shows what D8xD7 took");
        for (TargetsPainter.Name name : BoardRenderer.targetNames(crowded)) {
            assertFalse(touches(name.tag(), tags.get(0)), name.cell() + "'s name covers the tag of what D8xD7 took");
        }
    }

    /** The box a name's ink lies in: its tag and the outer half of the tag's edge, and a pixel of blending. */
    private static java.awt.geom.Rectangle2D inked(TargetsPainter.Name name) {
        java.awt.geom.Rectangle2D box = name.tag().getBounds2D();
        double d = GEOMETRY.spacing() * TargetsPainter.TARGET_WIDTH / 2 + 1;
        return new java.awt.geom.Rectangle2D.Double(box.getX() - d, box.getY() - d, box.getWidth() + 2 * d,
                box.getHeight() + 2 * d);
    }

    private static boolean touches(Shape a, Shape b) {
        Area both = new Area(a);
        both.intersect(new Area(b));
        return !both.isEmpty();
    }

    /**
     * What the selection changed along a ray from a point's centre outward, for 0.65 spacing:
     * leftward from the chosen stack (between the lines it has targets on, clear of its height
     * badge), straight away from the chosen stack from a target (so not across the chosen stack's
     * own mark), turned aside from the target's name.
     */
    private record Mark(List<Integer> colours) {
        static Mark ofChosen() {
            return along(GEOMETRY.at(CHOSEN), -1, 0);
        }

        static Mark ofTarget(Cell target) {
            Point2D.Double from = GEOMETRY.at(CHOSEN);
            Point2D.Double to = GEOMETRY.at(target);
            double away = Math.atan2(to.y - from.y, to.x - from.x);
            // Straight away from the chosen stack, or turned where the target's name or the last turn's
            // capture tag (drawn over the rings) sits on that ray.
            List<Shape> tags = new TurnPainter(GEOMETRY, new PiecePainter(new Layout(TZAAR_AMONG_ITS_OWN).pieceRadius()),
                    new TurnTrace(TZAAR_AMONG_ITS_OWN.lastTurn().orElseThrow()), TZAAR_AMONG_ITS_OWN.position()).tags();
            for (double turn : new double[] {0, 30, -30, 60, -60, 90, -90}) {
                double dx = Math.cos(away + Math.toRadians(turn));
                double dy = Math.sin(away + Math.toRadians(turn));
                boolean named = false;
                for (double t = 0; t < GEOMETRY.spacing() * 0.65; t += 1) {
                    double x = to.x + t * dx;
                    double y = to.y + t * dy;
                    named |= NAMES.stream().anyMatch(name -> inked(name).contains(x, y))
                            || tags.stream().anyMatch(tag -> tag.contains(x, y));
                }
                if (!named) {
                    return along(to, dx, dy);
                }
            }
            throw new AssertionError("every ray from " + target + " crosses a name or a tag");
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
                if (NAMES.stream().anyMatch(name -> inked(name).contains(x + 0.5, y + 0.5))) {
                    continue;
                }
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
