package dev.tzaar.render;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import java.util.Optional;

/**
 * Draws a {@link RenderRequest} as a PNG with its alt text. A pure function of the request: no
 * clock, no files, no system fonts; the same request gives the same bytes on every run and JDK.
 * Thread-safe: each call draws on its own image.
 */
public final class BoardRenderer {
    /** Renders the request. */
    public RenderedBoard render(RenderRequest request) {
        BufferedImage image = draw(request);
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        IndexedImage indexed = PaletteQuantizer.quantize(pixels, image.getWidth(), image.getHeight());
        byte[] png = PalettePng.encode(indexed);
        return new RenderedBoard(png, image.getWidth(), image.getHeight(), AltText.describe(request));
    }

    /** The picture before it is reduced to a palette and encoded. */
    BufferedImage draw(RenderRequest request) {
        Layout layout = new Layout(request);
        BufferedImage image = new BufferedImage(layout.width(), layout.height(), BufferedImage.TYPE_INT_RGB);
        BoardLayer.paint(image, layout);
        Graphics2D g = image.createGraphics();
        try {
            setQuality(g);
            paint(g, layout, request);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Anti-aliased, and geometry exactly as computed: no snapping of strokes to pixel centres. */
    static void setQuality(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    }

    /** Where the picture of a request with a chosen stack names its targets: what {@link #render} draws. */
    static List<TargetsPainter.Name> targetNames(RenderRequest request) {
        Layout layout = new Layout(request);
        PiecePainter pieces = new PiecePainter(layout.pieceRadius());
        TargetsPainter targets = new TargetsPainter(layout.geometry(), pieces, request.position(),
                request.selected().orElseThrow());
        TurnPainter turn = request.lastTurn().map(last -> new TurnPainter(layout.geometry(), pieces,
                new TurnTrace(last), request.position())).orElse(null);
        return targets.names(turn == null ? List.of() : turn.tags(), turn == null ? List.of() : turn.arrows());
    }

    private static void paint(Graphics2D g, Layout layout, RenderRequest request) {
        BoardGeometry geometry = layout.geometry();
        Position position = request.position();
        PiecePainter pieces = new PiecePainter(layout.pieceRadius());

        TurnPainter turn = null;
        if (request.lastTurn().isPresent()) {
            turn = new TurnPainter(geometry, pieces, new TurnTrace(request.lastTurn().get()), position);
            turn.paintUnderPieces(g);
        }
        TargetsPainter targets = null;
        if (request.selected().isPresent()) {
            targets = new TargetsPainter(geometry, pieces, position, request.selected().get());
            targets.paintUnderPieces(g);
        }
        for (Cell cell : geometry.cellsTopToBottom()) {
            Optional<Stack> stack = position.stackAt(cell);
            if (stack.isPresent()) {
                Point2D.Double at = geometry.at(cell);
                PieceSprites.paint(g, pieces, stack.get(), (int) at.x, (int) at.y);
            }
        }
        // The last turn's marks over the chosen stack's band: what a capture took stays whole beside
        // the capturer, when the capturer is the stack chosen next.
        if (targets != null) {
            targets.paintOverPieces(g);
        }
        if (turn != null) {
            turn.paintOverPieces(g);
        }
        // The names last, over the arrows they could not keep clear of: a name half hidden is no name.
        if (targets != null) {
            targets.paintNames(g, turn == null ? List.of() : turn.tags(), turn == null ? List.of() : turn.arrows());
        }
        new PanelPainter(layout, request).paint(g);
    }
}
