package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Cell;
import java.awt.geom.Point2D;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoardGeometryTest {
    private static final int CENTRE_X = 500;
    private static final int CENTRE_Y = 600;

    private static BoardGeometry geometry(boolean flipped) {
        return new BoardGeometry(55, CENTRE_X, CENTRE_Y, flipped);
    }

    @Test
    void columnsRunLeftToRightAndRowsUpward() {
        BoardGeometry g = geometry(false);
        assertEquals(new Point2D.Double(500, 600 + 4 * 110), g.at(Cell.of("E1")));
        assertEquals(new Point2D.Double(500, 600 - 4 * 110), g.at(Cell.of("E9")));
        assertEquals(new Point2D.Double(500 - 4 * 95, 600 + 2 * 110), g.at(Cell.of("A1")));
        assertEquals(new Point2D.Double(500 + 4 * 95, 600 - 2 * 110), g.at(Cell.of("I5")));
        assertTrue(g.at(Cell.of("A2")).y < g.at(Cell.of("A1")).y, "row 2 is above row 1");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void neighboursAreOneSpacingApartOnWholePixels(boolean flipped) {
        BoardGeometry g = geometry(flipped);
        for (Cell cell : Cell.all()) {
            Point2D.Double p = g.at(cell);
            assertEquals(Math.rint(p.x), p.x, cell + " on a whole pixel");
            assertEquals(Math.rint(p.y), p.y, cell + " on a whole pixel");
            for (Cell neighbour : cell.neighbours()) {
                assertEquals(110, p.distance(g.at(neighbour)), 0.3, cell + " to " + neighbour);
            }
        }
    }

    @Test
    void flippingTurnsEveryPointHalfwayRoundTheCentre() {
        for (Cell cell : Cell.all()) {
            Point2D.Double white = geometry(false).at(cell);
            Point2D.Double black = geometry(true).at(cell);
            assertEquals(2 * CENTRE_X, white.x + black.x, cell.toString());
            assertEquals(2 * CENTRE_Y, white.y + black.y, cell.toString());
        }
    }

    /**
     * Labels stay right: in both views, each letter is nearest to the bottom point of its column,
     * and each number to an end of its row, so a player reads off the same names.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyLabelStandsNextToThePointItNames(boolean flipped) {
        BoardGeometry g = geometry(flipped);
        List<BoardGeometry.Label> labels = g.labels();
        assertEquals(9 + 2 * 9, labels.size());
        for (BoardGeometry.Label label : labels) {
            Cell nearest = Cell.all().stream()
                    .min(Comparator.comparingDouble((Cell c) -> g.at(c).distance(label.at())))
                    .orElseThrow();
            String text = label.text();
            if (Character.isLetter(text.charAt(0))) {
                assertEquals(text + "1", nearest.toString(), "letter " + text);
            } else {
                assertEquals(Integer.parseInt(text), nearest.row(), "number " + text + " beside " + nearest);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void stacksAreDrawnFromTheTopOfThePictureDown(boolean flipped) {
        BoardGeometry g = geometry(flipped);
        List<Cell> order = g.cellsTopToBottom();
        assertEquals(60, order.size());
        assertEquals(60, new java.util.HashSet<>(order).size());
        for (int i = 1; i < order.size(); i++) {
            Point2D.Double above = g.at(order.get(i - 1));
            Point2D.Double below = g.at(order.get(i));
            assertTrue(above.y < below.y || above.y == below.y && above.x < below.x, order.get(i - 1) + " before " + order.get(i));
        }
        assertEquals(flipped ? "E1" : "E9", order.get(0).toString());
    }

    @Test
    void flippedLabelsAreOnTheOtherSide() {
        Point2D.Double a = label(geometry(false), "A");
        Point2D.Double flippedA = label(geometry(true), "A");
        assertTrue(a.x < CENTRE_X && a.y > CENTRE_Y, "A at the lower left for White");
        assertTrue(flippedA.x > CENTRE_X && flippedA.y < CENTRE_Y, "A at the upper right for Black");
    }

    private static Point2D.Double label(BoardGeometry g, String text) {
        return g.labels().stream().filter(l -> l.text().equals(text)).findFirst().orElseThrow().at();
    }
}
