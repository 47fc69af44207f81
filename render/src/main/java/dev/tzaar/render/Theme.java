package dev.tzaar.render;

import dev.tzaar.engine.Side;
import java.awt.Color;

/**
 * The colours of the picture. Few, flat and opaque: the picture is calm, it reads the same on
 * Discord's dark and light themes (it brings its own dark slate background), and a palette PNG
 * stores it exactly.
 */
final class Theme {
    private Theme() {
    }

    static final Color BACKGROUND = new Color(0x1F2329);
    static final Color CARD = new Color(0x2A2F37);
    static final Color TEXT = new Color(0xEEF0F3);
    static final Color TEXT_MUTED = new Color(0x9BA4B0);
    /** The rim that keeps a black piece's icon visible on the panel. */
    static final Color ICON_RIM = new Color(0xB4BCC8);

    static final Color BOARD = new Color(0xD9C49B);
    static final Color BOARD_EDGE = new Color(0xB59E72);
    static final Color BOARD_LINE = new Color(0x7A6543);
    /** Coordinates, printed on the board's rim as on the real one. */
    static final Color BOARD_LABEL = new Color(0x6B5636);

    /** The last turn: arrows, origins, the placed piece. */
    static final Color MOVE = new Color(0x2563EB);
    static final Color MOVE_DARK = new Color(0x173F99);
    /** Captures and warnings: a type down to its last piece, a type gone. */
    static final Color DANGER = new Color(0xE5484D);
    /** Whose action it is; the winner; the stack a player has chosen. */
    static final Color ACCENT = new Color(0xF5B93E);
    /** Where the chosen stack can stack (where it can capture is DANGER). */
    static final Color SELECT = new Color(0x2FB36D);
    /** The chosen stack's band, and its dark edges: unlike any target's thin ring. */
    static final Color CHOSEN = ACCENT;
    static final Color CHOSEN_EDGE = BACKGROUND;

    static final Color BADGE = new Color(0xF5B93E);
    static final Color BADGE_TEXT = new Color(0x1F2329);

    /**
     * How one side's pieces look: the top face, the edges of the lower pieces of a stack and their
     * outline, the top face's outline (none for black, which stands out from the board without one:
     * every edge left out is file size saved), and the crowns.
     */
    record PieceColours(Color top, Color side, Color outline, Color topOutline, Color crown) {
    }

    static final PieceColours WHITE = new PieceColours(
            new Color(0xF7F3EA), new Color(0xC9BFAE), new Color(0x5E5647), new Color(0x5E5647), new Color(0x2B2E34));
    static final PieceColours BLACK = new PieceColours(
            new Color(0x30343B), new Color(0x17191D), new Color(0x0B0C0E), null, new Color(0xEDE6D6));

    static PieceColours of(Side side) {
        return side == Side.WHITE ? WHITE : BLACK;
    }
}
