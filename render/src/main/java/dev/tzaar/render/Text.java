package dev.tzaar.render;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.ToDoubleFunction;

/** Setting lines of text with a {@link Typeface}: alignment, fitting and wrapping. */
final class Text {
    private static final String ELLIPSIS = "\u2026";
    private static final String FIRST_STRONG_ISOLATE = "\u2068";
    private static final String POP_ISOLATE = "\u2069";

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
     * A sentence about a player on two lines broken beside their name, in the sentence's order: "Bob"
     * over "wins", "Last turn," over "Bob". A sentence that is the name alone is one line.
     */
    static List<String> besideTheName(String sentence, String name) {
        int at = sentence.indexOf(name);
        if (at < 0) {
            throw new IllegalArgumentException("\"" + sentence + "\" does not hold the name \"" + name + "\"");
        }
        String before = sentence.substring(0, at).strip();
        String after = sentence.substring(at + name.length()).strip();
        if (after.isEmpty()) {
            return before.isEmpty() ? List.of(name) : List.of(before, name);
        }
        return List.of(sentence.substring(0, at + name.length()).strip(), after);
    }

    /**
     * A name set inside an English sentence ("name: capture", "name wins"): isolated (Unicode's
     * first-strong isolate) when it holds a right-to-left script, so the sentence still reads left
     * to right and the name in its own direction. Any other name is returned as it is.
     */
    static String embedded(String name) {
        boolean rightToLeft = name.codePoints().anyMatch(c -> {
            byte direction = Character.getDirectionality(c);
            return direction == Character.DIRECTIONALITY_RIGHT_TO_LEFT
                    || direction == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
        });
        return rightToLeft ? FIRST_STRONG_ISOLATE + name + POP_ISOLATE : name;
    }

    /**
     * A name as the bundled fonts can show it (Inter, then the {@link FallbackFonts}): characters no
     * bundled font has a glyph for are left out rather than drawn as boxes, and so are controls and
     * variation selectors (emoji are drawn in one colour anyway); a name with nothing left falls
     * back to {@code fallback}.
     */
    static String showable(Typeface face, String name, String fallback) {
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < name.length(); i += Character.charCount(name.codePointAt(i))) {
            int c = name.codePointAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                kept.append(' ');
            } else if (!Character.isISOControl(c) && !isFormatting(c)
                    && (face.canShow(c) || FallbackFonts.canShow(c))) {
                kept.appendCodePoint(c);
            }
        }
        String cleaned = kept.toString().strip().replaceAll(" {2,}", " ");
        return cleaned.isEmpty() ? fallback : cleaned;
    }

    /** Variation selectors and format characters (bidi controls) other than the joiners shaping needs. */
    private static boolean isFormatting(int c) {
        return (c >= 0xFE00 && c <= 0xFE0F)
                || (Character.getType(c) == Character.FORMAT && !FallbackFonts.isInvisible(c));
    }
}
