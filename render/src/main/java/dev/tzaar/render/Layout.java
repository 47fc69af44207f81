package dev.tzaar.render;

import java.awt.geom.Rectangle2D;

/**
 * Where things go in the picture. The board is as wide as the picture allows, because a phone
 * shrinks the picture to its width; the players' cards and the two notes sit in the four corners
 * that the pointed hexagon leaves free, so they cost almost no height.
 */
final class Layout {
    static final int WIDTH = 1000;
    private static final double CARD_WIDTH = 300;
    private static final double MARGIN = 20;
    /** Half the spacing of neighbouring points: the board's plate spans ~8.7 spacings. */
    private static final int HALF_ROW = 55;
    private static final double SPACING = 2 * HALF_ROW;

    private final BoardGeometry geometry;
    private final int height;
    private final Rectangle2D.Double whiteCard;
    private final Rectangle2D.Double blackCard;
    private final Rectangle2D.Double statusNote;
    private final Rectangle2D.Double turnNote;

    private final CardName[] cardNames;

    /** The layout for a picture of the request: its cards grow a line for a name that needs two. */
    Layout(RenderRequest request) {
        this(request.flipped(), PanelPainter.cardNames(request, PanelPainter.nameRoom(
                new Rectangle2D.Double(0, 0, CARD_WIDTH, 0))));
    }

    /** The layout with the sides' own names ("White", "Black"). */
    Layout(boolean flipped) {
        this(RenderRequest.of(dev.tzaar.engine.Position.START).withFlipped(flipped));
    }

    private Layout(boolean flipped, CardName[] cardNames) {
        this.cardNames = cardNames;
        double cardWidth = CARD_WIDTH;
        double extra = Math.max(cardNames[0].extraHeight(), cardNames[1].extraHeight());
        double cardHeight = 124 + PanelPainter.LEGEND_ROW + extra;
        // The card's lower right corner must clear the board's upper edge and the labels printed
        // along it (rows 6 to 9, or columns F to I when flipped).
        int centreY = (int) Math.round(MARGIN + cardHeight + SPACING * 3.92 + 16);
        geometry = new BoardGeometry(HALF_ROW, WIDTH / 2, centreY, flipped);
        double noteTop = centreY + SPACING * 3.9 + 18;
        double bottom = centreY + SPACING * 4.85 + 26;
        height = (int) Math.ceil(Math.max(bottom, noteTop + 110) + MARGIN);
        whiteCard = new Rectangle2D.Double(MARGIN, MARGIN, cardWidth, cardHeight);
        blackCard = new Rectangle2D.Double(WIDTH - MARGIN - cardWidth, MARGIN, cardWidth, cardHeight);
        double noteWidth = 330;
        statusNote = new Rectangle2D.Double(MARGIN, noteTop, noteWidth, height - MARGIN - noteTop);
        turnNote = new Rectangle2D.Double(WIDTH - MARGIN - noteWidth, noteTop, noteWidth, height - MARGIN - noteTop);
    }

    BoardGeometry geometry() {
        return geometry;
    }

    double pieceRadius() {
        return SPACING * 0.41;
    }

    int width() {
        return WIDTH;
    }

    int height() {
        return height;
    }

    /** The side's name as its card sets it. */
    CardName cardName(dev.tzaar.engine.Side side) {
        return cardNames[side.ordinal()];
    }

    Rectangle2D.Double whiteCard() {
        return whiteCard;
    }

    Rectangle2D.Double blackCard() {
        return blackCard;
    }

    /** The board's plate, drawn under the points: what the notes keep clear of. */
    java.awt.geom.Path2D.Double plate() {
        return BoardPainter.plate(geometry, pieceRadius());
    }

    /** Lower left: whose action it is and which, or how the game ended. */
    Rectangle2D.Double statusNote() {
        return statusNote;
    }

    /** Lower right: the last turn in notation. */
    Rectangle2D.Double turnNote() {
        return turnNote;
    }
}
