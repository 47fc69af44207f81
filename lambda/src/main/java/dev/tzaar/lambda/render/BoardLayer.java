package dev.tzaar.lambda.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The picture of the empty board on its background, drawn once per view and then copied as the
 * first layer of every render: the large anti-aliased plate, the lines and the labels are a third
 * of the drawing time, and they never change. It depends on the view alone, so keeping it for the
 * life of the JVM keeps the render a pure function.
 */
final class BoardLayer {
    private static final ConcurrentHashMap<Boolean, int[]> LAYERS = new ConcurrentHashMap<>();

    private BoardLayer() {
    }

    /** Fills the image, which has the layout's size, with the empty board. */
    static void paint(BufferedImage image, Layout layout) {
        // Drawn outside the map's lock; two threads may both draw it, and they draw the same.
        int[] layer = LAYERS.get(layout.geometry().flipped());
        if (layer == null) {
            layer = draw(layout);
            LAYERS.putIfAbsent(layout.geometry().flipped(), layer);
        }
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(layer, 0, pixels, 0, layer.length);
    }

    private static int[] draw(Layout layout) {
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
