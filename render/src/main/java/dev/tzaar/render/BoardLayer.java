package dev.tzaar.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The picture of the empty board on its background, drawn once per view and place and then copied
 * as the first layer of every render: the large anti-aliased plate, the lines and the labels are a
 * third of the drawing time, and they never change. It depends on the view and on where the layout
 * puts the board (a name on two lines makes the cards taller and moves the board down), so keeping
 * one per such place for the life of the JVM keeps the render a pure function. There are four at most
 * (two views, cards of one or two lines), about 5 MB each.
 */
final class BoardLayer {
    private static final ConcurrentHashMap<Place, int[]> LAYERS = new ConcurrentHashMap<>();

    /** What the empty board's picture depends on: the view, the picture's size and the board's centre. */
    private record Place(boolean flipped, int width, int height, double centreX, double centreY) {
        static Place of(Layout layout) {
            return new Place(layout.geometry().flipped(), layout.width(), layout.height(),
                    layout.geometry().centre().x, layout.geometry().centre().y);
        }
    }

    private BoardLayer() {
    }

    /** Fills the image, which has the layout's size, with the empty board. */
    static void paint(BufferedImage image, Layout layout) {
        // Drawn outside the map's lock; two threads may both draw it, and they draw the same.
        Place place = Place.of(layout);
        int[] layer = LAYERS.get(place);
        if (layer == null) {
            layer = draw(layout);
            LAYERS.putIfAbsent(place, layer);
        }
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(layer, 0, pixels, 0, layer.length);
    }

    /** The empty board drawn afresh for the layout. */
    static int[] draw(Layout layout) {
        BufferedImage image = new BufferedImage(layout.width(), layout.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            g.setColor(Theme.BACKGROUND);
            g.fillRect(0, 0, layout.width(), layout.height());
            new BoardPainter(layout.geometry(), layout.pieceRadius()).paint(g);
        } finally {
            g.dispose();
        }
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }
}
