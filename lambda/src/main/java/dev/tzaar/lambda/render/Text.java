package dev.tzaar.lambda.render;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/** Setting lines of text with a {@link Typeface}: alignment, fitting and wrapping. */
final class Text {
    private static final String ELLIPSIS = "\u2026";

    private Text() {
    }

    /** Draws the text with its left end at x. */
    static void left(Graphics2D g, Typeface face, String text, double size, double x, double baseline) {
        g.fill(face.outline(text, size, x, baseline));
    }

    /** Draws the text with its right end at x. */
    static void right(Graphics2D g, Typeface face, String text, double size, double x, double baseline) {
        g.fill(face.outline(text, size, x - face.width(text, size), baseline));
    }

    /** Draws the text centred on (x, y), capitals standing exactly halfway. */
    static void centred(Graphics2D g, Typeface face, String text, double size, double x, double y) {
        double baseline = y + face.capHeight(size) / 2;
        g.fill(face.outline(text, size, x - face.width(text, size) / 2, baseline));
    }

    /** The text, cut with an ellipsis when it is wider than {@code maxWidth}. */
    static String fit(Typeface face, String text, double size, double maxWidth) {
        if (face.width(text, size) <= maxWidth) {
            return text;
        }
        int[] codePoints = text.codePoints().toArray();
        for (int n = codePoints.length - 1; n > 0; n--) {
            String cut = new String(codePoints, 0, n).stripTrailing() + ELLIPSIS;
            if (face.width(cut, size) <= maxWidth) {
                return cut;
            }
        }
        return ELLIPSIS;
    }

    /** The text broken at spaces into lines no wider than {@code maxWidth} (a long word is fitted). */
    static List<String> wrap(Typeface face, String text, double size, double maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && face.width(candidate, size) > maxWidth) {
                lines.add(fit(face, line.toString(), size, maxWidth));
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        if (line.length() > 0) {
            lines.add(fit(face, line.toString(), size, maxWidth));
        }
        return lines;
    }

    /**
     * A name as the bundled font can show it: characters it has no glyph for (emoji, most scripts
     * beyond Latin, Greek and Cyrillic) are left out rather than drawn as boxes; a name with nothing
     * left falls back to {@code fallback}.
     */
    static String showable(Typeface face, String name, String fallback) {
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < name.length(); i += Character.charCount(name.codePointAt(i))) {
            int c = name.codePointAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                kept.append(' ');
            } else if (!Character.isISOControl(c) && face.canShow(c)) {
                kept.appendCodePoint(c);
            }
        }
        String cleaned = kept.toString().strip().replaceAll(" {2,}", " ");
        return cleaned.isEmpty() ? fallback : cleaned;
    }
}
