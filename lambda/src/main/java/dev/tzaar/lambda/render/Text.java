package dev.tzaar.lambda.render;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.ToDoubleFunction;

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
        return fit(text, maxWidth, candidate -> face.width(candidate, size));
    }

    /**
     * The longest start of the text that, with an ellipsis, is no wider than {@code maxWidth}: the
     * whole text when it fits. Found by bisection, since a longer start is never narrower: a name of
     * n characters costs about log2(n) measurements, not n (a 16 000-character name took 12 s).
     */
    static String fit(String text, double maxWidth, ToDoubleFunction<String> width) {
        if (width.applyAsDouble(text) <= maxWidth) {
            return text;
        }
        int[] codePoints = text.codePoints().toArray();
        int n = longestFitting(codePoints.length - 1, k -> width.applyAsDouble(cut(codePoints, k)) <= maxWidth);
        return n == 0 ? ELLIPSIS : cut(codePoints, n);
    }

    /** The largest k in [0, most] that fits, fits(0) assumed and fits monotone: by bisection. */
    static int longestFitting(int most, IntPredicate fits) {
        int low = 0;
        int high = most + 1;  // known not to fit
        while (high - low > 1) {
            int k = (low + high) >>> 1;
            if (fits.test(k)) {
                low = k;
            } else {
                high = k;
            }
        }
        return low;
    }

    /** The first n code points, with an ellipsis. */
    static String cut(int[] codePoints, int n) {
        return new String(codePoints, 0, n).stripTrailing() + ELLIPSIS;
    }

    /** {@link #wrap(Typeface, String, double, double, int, boolean)}, a long word cut with an ellipsis. */
    static List<String> wrap(Typeface face, String text, double size, double maxWidth, int maxLines) {
        return wrap(face, text, size, maxWidth, maxLines, false);
    }

    /**
     * The text broken at spaces into at most {@code maxLines} lines no wider than {@code maxWidth};
     * what the last line cannot hold is cut with an ellipsis. A word wider than a line is broken
     * where the line ends when {@code breakWords} (a name with no spaces), else cut with an ellipsis.
     */
    static List<String> wrap(Typeface face, String text, double size, double maxWidth, int maxLines,
            boolean breakWords) {
        ToDoubleFunction<String> width = candidate -> face.width(candidate, size);
        List<String> lines = new ArrayList<>();
        String rest = text.strip();
        while (!rest.isEmpty() && lines.size() < maxLines - 1) {
            int end = wordsThatFit(rest, maxWidth, width);
            String line;
            if (end > 0) {
                line = rest.substring(0, end);
            } else {
                int wordEnd = rest.indexOf(' ') < 0 ? rest.length() : rest.indexOf(' ');
                int[] word = rest.substring(0, wordEnd).codePoints().toArray();
                int n = breakWords ? longestFitting(word.length,
                        k -> width.applyAsDouble(new String(word, 0, k)) <= maxWidth) : 0;
                if (n == 0) {
                    line = fit(new String(word, 0, word.length), maxWidth, width);
                    end = wordEnd;
                } else {
                    line = new String(word, 0, n);
                    end = line.length();
                }
            }
            lines.add(line.stripTrailing());
            rest = rest.substring(end).strip();
        }
        if (!rest.isEmpty()) {
            lines.add(fit(rest, maxWidth, width));
        }
        return lines;
    }

    /** The end of the most whole words, from the start, that fit on a line: 0 when not even one does. */
    private static int wordsThatFit(String text, double maxWidth, ToDoubleFunction<String> width) {
        int end = 0;
        int next = text.indexOf(' ');
        while (true) {
            int candidate = next < 0 ? text.length() : next;
            if (width.applyAsDouble(text.substring(0, candidate)) > maxWidth) {
                return end;
            }
            if (next < 0) {
                return text.length();
            }
            end = candidate;
            next = text.indexOf(' ', candidate + 1);
        }
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
