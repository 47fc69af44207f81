package dev.tzaar.render;

import java.awt.Font;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.Path2D;
import java.text.BreakIterator;
import java.text.Bidi;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A line of text that Inter alone cannot draw: cut into runs of one direction (the Unicode
 * bidirectional algorithm, so a Hebrew or Arabic name reads right to left and digits in it left to
 * right), each run into pieces of one font (Inter where it has every glyph of a letter and its
 * marks, else the first {@link FallbackFonts} that has), the pieces set in visual order, left to
 * right. A letter no bundled font has is left out.
 */
final class MixedLine {
    /** Device-independent: antialiased, fractional advances, so outlines do not snap to pixels. */
    private static final FontRenderContext OUTLINES = new FontRenderContext(null, true, true);

    /**
     * A run of one font and one direction.
     *
     * @param font the fallback font, or empty for Inter
     * @param text in logical order
     */
    record Piece(String text, Optional<Font> font, boolean rightToLeft) {
    }

    private final Typeface inter;
    private final List<Piece> visual;

    private MixedLine(Typeface inter, List<Piece> visual) {
        this.inter = inter;
        this.visual = visual;
    }

    static MixedLine of(Typeface inter, String text) {
        Bidi bidi = new Bidi(text, Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
        int runs = bidi.getRunCount();
        byte[] levels = new byte[runs];
        Object[] order = new Object[runs];
        for (int r = 0; r < runs; r++) {
            levels[r] = (byte) bidi.getRunLevel(r);
            boolean rightToLeft = (levels[r] & 1) == 1;
            List<Piece> pieces = pieces(inter, text.substring(bidi.getRunStart(r), bidi.getRunLimit(r)), rightToLeft);
            if (rightToLeft) {
                Collections.reverse(pieces);
            }
            order[r] = pieces;
        }
        Bidi.reorderVisually(levels, 0, order, 0, runs);
        List<Piece> visual = new ArrayList<>();
        for (Object pieces : order) {
            @SuppressWarnings("unchecked")
            List<Piece> run = (List<Piece>) pieces;
            visual.addAll(run);
        }
        return new MixedLine(inter, List.copyOf(visual));
    }

    /** The pieces, left to right as drawn. */
    List<Piece> visualPieces() {
        return visual;
    }

    double width(double size) {
        double width = 0;
        for (Piece piece : visual) {
            width += advance(piece, size);
        }
        return width;
    }

    Shape outline(double size, double x, double baseline) {
        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        double pen = x;
        for (Piece piece : visual) {
            if (piece.font().isEmpty()) {
                path.append(inter.ownOutline(interOrder(piece), size, pen, baseline), false);
                pen += advance(piece, size);
            } else {
                // Shaped once: its outline and its advance come from the same glyphs.
                GlyphVector glyphs = glyphs(piece, size);
                path.append(glyphs.getOutline((float) pen, (float) baseline), false);
                pen += glyphs.getGlyphPosition(glyphs.getNumGlyphs()).getX();
            }
        }
        return path;
    }

    private double advance(Piece piece, double size) {
        if (piece.font().isEmpty()) {
            return inter.ownWidth(interOrder(piece), size);
        }
        GlyphVector glyphs = glyphs(piece, size);
        return glyphs.getGlyphPosition(glyphs.getNumGlyphs()).getX();
    }

    private static GlyphVector glyphs(Piece piece, double size) {
        char[] chars = piece.text().toCharArray();
        return piece.font().orElseThrow().deriveFont((float) size).layoutGlyphVector(OUTLINES, chars, 0,
                chars.length, piece.rightToLeft() ? Font.LAYOUT_RIGHT_TO_LEFT : Font.LAYOUT_LEFT_TO_RIGHT);
    }

    /** Inter draws left to right: a right-to-left piece (spaces, punctuation) is turned round and mirrored. */
    private static String interOrder(Piece piece) {
        if (!piece.rightToLeft()) {
            return piece.text();
        }
        StringBuilder turned = new StringBuilder();
        piece.text().codePoints().map(MixedLine::mirrored).forEach(turned::appendCodePoint);
        return turned.reverse().toString();
    }

    private static int mirrored(int c) {
        return switch (c) {
            case '(' -> ')';
            case ')' -> '(';
            case '[' -> ']';
            case ']' -> '[';
            case '{' -> '}';
            case '}' -> '{';
            case '<' -> '>';
            case '>' -> '<';
            default -> c;
        };
    }

    /**
     * One direction's text cut into pieces of one font, by grapheme cluster (a letter stays with its
     * marks). A space stays in the fallback font around it, so a name in one script is shaped whole.
     */
    private static List<Piece> pieces(Typeface inter, String text, boolean rightToLeft) {
        List<Piece> pieces = new ArrayList<>();
        BreakIterator clusters = BreakIterator.getCharacterInstance();
        clusters.setText(text);
        StringBuilder current = new StringBuilder();
        Optional<Font> currentFont = Optional.empty();
        for (int start = clusters.first(), end = clusters.next(); end != BreakIterator.DONE;
                start = end, end = clusters.next()) {
            String cluster = text.substring(start, end);
            if (cluster.codePoints().allMatch(MixedLine::isBidiControl)) {
                continue;  // it did its work in the Bidi; it is never drawn
            }
            Optional<Font> font;
            if (cluster.isBlank() && currentFont.isPresent() && currentFont.get().canDisplayUpTo(cluster) < 0) {
                font = currentFont;
            } else if (cluster.codePoints().allMatch(inter::canShow)) {
                font = Optional.empty();
            } else {
                font = FallbackFonts.forCluster(cluster);
                if (font.isEmpty()) {
                    continue;
                }
            }
            if (!font.equals(currentFont) && !current.isEmpty()) {
                pieces.add(new Piece(current.toString(), currentFont, rightToLeft));
                current.setLength(0);
            }
            currentFont = font;
            current.append(cluster);
        }
        if (!current.isEmpty()) {
            pieces.add(new Piece(current.toString(), currentFont, rightToLeft));
        }
        return pieces;
    }

    private static boolean isBidiControl(int c) {
        return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }
}
