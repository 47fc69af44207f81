package dev.tzaar.render;

import dev.tzaar.engine.Stack;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stacks drawn once and then copied: a board shows at most a few dozen different stacks, and
 * copying a ready picture is far cheaper than drawing a dozen anti-aliased circles again. Pieces
 * stand on whole pixels, so every copy of a stack is pixel for pixel the same, as if drawn in place.
 * A stack's picture depends only on the stack and the piece size, so keeping them for the life of
 * the JVM keeps the render a pure function.
 */
final class PieceSprites {
    private record Key(Stack stack, double radius) {
    }

    /** A stack's picture and where, inside it, the centre of its top piece is. */
    record Sprite(BufferedImage image, int centreX, int centreY) {
    }

    private static final ConcurrentHashMap<Key, Sprite> SPRITES = new ConcurrentHashMap<>();

    private PieceSprites() {
    }

    /** Copies the picture of the stack so that its top piece is centred on (x, y), whole pixels. */
    static void paint(Graphics2D g, PiecePainter pieces, Stack stack, int x, int y) {
        Key key = new Key(stack, pieces.radius());
        Sprite sprite = SPRITES.get(key);
        if (sprite == null) {
            sprite = draw(pieces, stack);
            SPRITES.putIfAbsent(key, sprite);
        }
        g.drawImage(sprite.image(), x - sprite.centreX(), y - sprite.centreY(), null);
    }

    private static Sprite draw(PiecePainter pieces, Stack stack) {
        double r = pieces.radius();
        // Room for the outline, the shadow and the lower pieces below, and the badge to the right.
        int left = (int) Math.ceil(r * 1.1);
        int right = (int) Math.ceil(r * 1.6);
        int top = (int) Math.ceil(r * 1.1);
        int bottom = (int) Math.ceil(r * 1.45 + pieces.layerStep() * PiecePainter.MOST_LAYERS_SHOWN);
        BufferedImage image = new BufferedImage(left + right, top + bottom, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            pieces.stack(g, left, top, stack);
        } finally {
            g.dispose();
        }
        return new Sprite(image, left, top);
    }
}
