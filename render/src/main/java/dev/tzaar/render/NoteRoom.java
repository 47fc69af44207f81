package dev.tzaar.render;

import java.awt.Shape;
import java.awt.geom.Rectangle2D;

/**
 * How wide a line of one of the notes in the picture's lower corners may be: no wider than the
 * note's box, and clear of the board's plate, whose edge slants across the box's upper inner corner
 * (the lower a line, the more room it has).
 *
 * @param box the note's box
 * @param plate the board's plate
 * @param fromTheRight the note's lines end at the box's right edge (the lower right note)
 */
record NoteRoom(Rectangle2D.Double box, Shape plate, boolean fromTheRight) {
    /** The least room left between a line's end and the plate. */
    static final double GAP = 12;
    /** How far above the baseline a line's ink may reach, in capital heights: accents on capitals. */
    private static final double ASCENT = 1.3;
    /** How far below the baseline a line's ink may reach, in sizes: descenders. */
    private static final double DESCENT = 0.25;

    /** The lower left note: whose action it is, or who won. */
    static NoteRoom status(Layout layout) {
        return new NoteRoom(layout.statusNote(), layout.plate(), false);
    }

    /** The lower right note: the last turn. */
    static NoteRoom turn(Layout layout) {
        return new NoteRoom(layout.turnNote(), layout.plate(), true);
    }

    /** The widest a line set in the face at the size, on a baseline this far below the box's top, may be. */
    double width(Typeface face, double size, double baseline) {
        double top = box.y + baseline - face.capHeight(size) * ASCENT;
        double height = face.capHeight(size) * ASCENT + size * DESCENT;
        return Text.longestFitting((int) box.width, w -> !plate.intersects(
                fromTheRight ? box.getMaxX() - w - GAP : box.x, top, w + GAP, height));
    }
}
