package dev.tzaar.render;

import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Reads what the renderer needs from a TrueType font file: the character map, advance widths, pair
 * kerning ('kern' format 0), the cap height and the glyph outlines ('glyf', simple and composite).
 *
 * <p>Written here rather than taken from a library because a Lambda's cold start pays for every
 * class it loads: a full font library and its logging cost ~100 ms before the first picture, this
 * costs a few. It reads our bundled fonts, which render/fonts/make-font.py makes: hinting is dropped
 * and ignored here, and only a Unicode format 4 character map (the Basic Multilingual Plane) is read.
 * Tests check it against Apache FontBox glyph by glyph.
 */
final class TrueTypeFile {
    private static final int ON_CURVE = 0x01;
    private static final int X_SHORT = 0x02;
    private static final int Y_SHORT = 0x04;
    private static final int REPEAT = 0x08;
    private static final int X_SAME_OR_POSITIVE = 0x10;
    private static final int Y_SAME_OR_POSITIVE = 0x20;

    private static final int ARGS_ARE_WORDS = 0x0001;
    private static final int ARGS_ARE_XY_VALUES = 0x0002;
    private static final int HAS_SCALE = 0x0008;
    private static final int MORE_COMPONENTS = 0x0020;
    private static final int HAS_X_AND_Y_SCALE = 0x0040;
    private static final int HAS_TWO_BY_TWO = 0x0080;

    private final ByteBuffer data;
    private final int unitsPerEm;
    private final int capHeight;
    private final int glyphCount;
    private final int[] advances;
    private final int[] glyphOffsets;
    private final int glyf;
    private final int cmap4;
    /** Kerning pairs as (left << 16 | right), sorted, with their values alongside. */
    private final int[] kernPairs;
    private final short[] kernValues;

    TrueTypeFile(byte[] bytes) {
        data = ByteBuffer.wrap(bytes);
        int head = table("head");
        unitsPerEm = u16(head + 18);
        boolean longOffsets = data.getShort(head + 50) != 0;
        glyphCount = u16(table("maxp") + 4);
        int os2 = table("OS/2");
        capHeight = u16(os2) >= 2 ? data.getShort(os2 + 88) : unitsPerEm * 7 / 10;

        int metrics = u16(table("hhea") + 34);
        int hmtx = table("hmtx");
        advances = new int[glyphCount];
        for (int glyph = 0; glyph < glyphCount; glyph++) {
            advances[glyph] = u16(hmtx + 4 * Math.min(glyph, metrics - 1));
        }

        int loca = table("loca");
        glyphOffsets = new int[glyphCount + 1];
        for (int glyph = 0; glyph <= glyphCount; glyph++) {
            glyphOffsets[glyph] = longOffsets ? data.getInt(loca + 4 * glyph) : 2 * u16(loca + 2 * glyph);
        }
        glyf = table("glyf");
        cmap4 = unicodeFormat4(table("cmap"));

        int kern = optionalTable("kern");
        int pairs = kern < 0 ? 0 : horizontalPairCount(kern);
        kernPairs = new int[pairs];
        kernValues = new short[pairs];
        for (int i = 0; i < pairs; i++) {
            int at = kern + 4 + 6 + 8 + 6 * i;
            kernPairs[i] = u16(at) << 16 | u16(at + 2);
            kernValues[i] = data.getShort(at + 4);
        }
        if (!isSorted(kernPairs)) {
            throw new IllegalArgumentException("the font's kerning pairs are not in order");
        }
    }

    int unitsPerEm() {
        return unitsPerEm;
    }

    int capHeight() {
        return capHeight;
    }

    int glyphCount() {
        return glyphCount;
    }

    int advance(int glyph) {
        return advances[glyph];
    }

    /** The glyph for a character, 0 (the missing glyph) when the font has none. */
    int glyphId(int codePoint) {
        if (codePoint < 0 || codePoint > 0xFFFF) {
            return 0;
        }
        int segments = u16(cmap4 + 6) / 2;
        int ends = cmap4 + 14;
        int starts = ends + 2 * segments + 2;
        int deltas = starts + 2 * segments;
        int rangeOffsets = deltas + 2 * segments;
        int low = 0;
        int high = segments - 1;
        while (low < high) {  // the first segment whose end is >= the code point
            int mid = (low + high) >>> 1;
            if (u16(ends + 2 * mid) < codePoint) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        int start = u16(starts + 2 * low);
        if (codePoint < start || codePoint > u16(ends + 2 * low)) {
            return 0;
        }
        int delta = data.getShort(deltas + 2 * low);
        int rangeOffset = u16(rangeOffsets + 2 * low);
        if (rangeOffset == 0) {
            return (codePoint + delta) & 0xFFFF;
        }
        int glyph = u16(rangeOffsets + 2 * low + rangeOffset + 2 * (codePoint - start));
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF;
    }

    /** The kerning between two glyphs, in font units (negative: closer). */
    int kerning(int left, int right) {
        int i = Arrays.binarySearch(kernPairs, left << 16 | right);
        return i < 0 ? 0 : kernValues[i];
    }

    /** The glyph's outline in font units, y up. */
    Path2D.Double outline(int glyph) {
        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        appendGlyph(path, glyph, new AffineTransform(), 0);
        return path;
    }

    private void appendGlyph(Path2D.Double path, int glyph, AffineTransform transform, int depth) {
        if (depth > 8) {
            throw new IllegalArgumentException("glyph " + glyph + " nests components too deeply");
        }
        int start = glyf + glyphOffsets[glyph];
        if (glyphOffsets[glyph + 1] == glyphOffsets[glyph]) {
            return;  // an empty glyph, like the space
        }
        int contours = data.getShort(start);
        if (contours >= 0) {
            Path2D.Double own = simpleGlyph(start, contours);
            path.append(own.getPathIterator(transform), false);
        } else {
            appendComposite(path, start + 10, transform, depth);
        }
    }

    private Path2D.Double simpleGlyph(int start, int contours) {
        int at = start + 10;
        int[] contourEnds = new int[contours];
        for (int c = 0; c < contours; c++) {
            contourEnds[c] = u16(at + 2 * c);
        }
        at += 2 * contours;
        int points = contours == 0 ? 0 : contourEnds[contours - 1] + 1;
        at += 2 + u16(at);  // skip the hinting instructions
        int[] flags = new int[points];
        for (int p = 0; p < points; p++) {
            int flag = data.get(at++) & 0xFF;
            flags[p] = flag;
            if ((flag & REPEAT) != 0) {
                int repeats = data.get(at++) & 0xFF;
                for (int r = 0; r < repeats; r++) {
                    flags[++p] = flag;
                }
            }
        }
        int[] xs = new int[points];
        int[] ys = new int[points];
        at = coordinates(at, flags, xs, X_SHORT, X_SAME_OR_POSITIVE);
        coordinates(at, flags, ys, Y_SHORT, Y_SAME_OR_POSITIVE);

        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
        int first = 0;
        for (int c = 0; c < contours; c++) {
            contour(path, flags, xs, ys, first, contourEnds[c]);
            first = contourEnds[c] + 1;
        }
        return path;
    }

    /** Reads one axis of delta-coded coordinates; answers where the data after them starts. */
    private int coordinates(int at, int[] flags, int[] values, int shortFlag, int sameFlag) {
        int value = 0;
        for (int p = 0; p < flags.length; p++) {
            int flag = flags[p];
            if ((flag & shortFlag) != 0) {
                int delta = data.get(at++) & 0xFF;
                value += (flag & sameFlag) != 0 ? delta : -delta;
            } else if ((flag & sameFlag) == 0) {
                value += data.getShort(at);
                at += 2;
            }
            values[p] = value;
        }
        return at;
    }

    /**
     * One closed contour of quadratic curves. Between two off-curve points an on-curve point is
     * implied halfway; a contour may even start off the curve.
     */
    private static void contour(Path2D.Double path, int[] flags, int[] xs, int[] ys, int first, int last) {
        int n = last - first + 1;
        if (n < 2) {
            return;
        }
        // Start at an on-curve point, or halfway between the first two off-curve points.
        int startIndex = -1;
        for (int i = 0; i < n; i++) {
            if ((flags[first + i] & ON_CURVE) != 0) {
                startIndex = i;
                break;
            }
        }
        double startX;
        double startY;
        if (startIndex >= 0) {
            startX = xs[first + startIndex];
            startY = ys[first + startIndex];
        } else {
            startIndex = 0;
            startX = (xs[first] + xs[first + 1]) / 2.0;
            startY = (ys[first] + ys[first + 1]) / 2.0;
        }
        path.moveTo(startX, startY);
        boolean pendingControl = false;
        double controlX = 0;
        double controlY = 0;
        for (int k = 1; k <= n; k++) {
            int i = first + (startIndex + k) % n;
            double x = xs[i];
            double y = ys[i];
            boolean onCurve = (flags[i] & ON_CURVE) != 0;
            if (k == n && !onCurve && (flags[first + startIndex] & ON_CURVE) == 0) {
                // All-off-curve start: the last control point leads back to the start.
                if (pendingControl) {
                    path.quadTo(controlX, controlY, (controlX + x) / 2, (controlY + y) / 2);
                }
                path.quadTo(x, y, startX, startY);
                pendingControl = false;
                break;
            }
            if (k == n) {
                x = startX;
                y = startY;
                onCurve = true;
            }
            if (onCurve) {
                if (pendingControl) {
                    path.quadTo(controlX, controlY, x, y);
                } else {
                    path.lineTo(x, y);
                }
                pendingControl = false;
            } else {
                if (pendingControl) {
                    path.quadTo(controlX, controlY, (controlX + x) / 2, (controlY + y) / 2);
                }
                controlX = x;
                controlY = y;
                pendingControl = true;
            }
        }
        path.closePath();
    }

    private void appendComposite(Path2D.Double path, int at, AffineTransform transform, int depth) {
        int flags;
        do {
            flags = u16(at);
            int component = u16(at + 2);
            at += 4;
            double dx;
            double dy;
            if ((flags & ARGS_ARE_WORDS) != 0) {
                dx = data.getShort(at);
                dy = data.getShort(at + 2);
                at += 4;
            } else {
                dx = data.get(at);
                dy = data.get(at + 1);
                at += 2;
            }
            if ((flags & ARGS_ARE_XY_VALUES) == 0) {
                throw new IllegalArgumentException("composite glyphs placed by matching points are not supported");
            }
            double a = 1;
            double b = 0;
            double c = 0;
            double d = 1;
            if ((flags & HAS_SCALE) != 0) {
                a = d = f2dot14(at);
                at += 2;
            } else if ((flags & HAS_X_AND_Y_SCALE) != 0) {
                a = f2dot14(at);
                d = f2dot14(at + 2);
                at += 4;
            } else if ((flags & HAS_TWO_BY_TWO) != 0) {
                a = f2dot14(at);
                b = f2dot14(at + 2);
                c = f2dot14(at + 4);
                d = f2dot14(at + 6);
                at += 8;
            }
            AffineTransform placed = new AffineTransform(transform);
            placed.concatenate(new AffineTransform(a, b, c, d, dx, dy));
            appendGlyph(path, component, placed, depth + 1);
        } while ((flags & MORE_COMPONENTS) != 0);
    }

    private double f2dot14(int at) {
        return data.getShort(at) / 16384.0;
    }

    /** The offset of the Unicode BMP character map (platform 3 encoding 1, or platform 0). */
    private int unicodeFormat4(int cmap) {
        int tables = u16(cmap + 2);
        int found = -1;
        for (int i = 0; i < tables; i++) {
            int record = cmap + 4 + 8 * i;
            int platform = u16(record);
            int encoding = u16(record + 2);
            int subtable = cmap + data.getInt(record + 4);
            boolean unicode = platform == 0 || platform == 3 && encoding == 1;
            if (unicode && u16(subtable) == 4 && (found < 0 || platform == 3)) {
                found = subtable;
            }
        }
        if (found < 0) {
            throw new IllegalArgumentException("the font has no Unicode character map of format 4");
        }
        return found;
    }

    /** The pair count of a 'kern' table whose first subtable is horizontal kerning, format 0. */
    private int horizontalPairCount(int kern) {
        if (u16(kern) != 0 || u16(kern + 2) < 1) {
            return 0;
        }
        int coverage = u16(kern + 4 + 4);
        boolean horizontalFormat0 = (coverage & 0x1) != 0 && (coverage >> 8) == 0 && (coverage & 0x4) == 0;
        return horizontalFormat0 ? u16(kern + 4 + 6) : 0;
    }

    private int table(String tag) {
        int at = optionalTable(tag);
        if (at < 0) {
            throw new IllegalArgumentException("the font has no '" + tag + "' table");
        }
        return at;
    }

    private int optionalTable(String tag) {
        int tables = u16(4);
        int wanted = tag.charAt(0) << 24 | tag.charAt(1) << 16 | tag.charAt(2) << 8 | tag.charAt(3);
        for (int i = 0; i < tables; i++) {
            int record = 12 + 16 * i;
            if (data.getInt(record) == wanted) {
                return data.getInt(record + 8);
            }
        }
        return -1;
    }

    private int u16(int at) {
        return data.getShort(at) & 0xFFFF;
    }

    private static boolean isSorted(int[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] >= values[i]) {
                return false;
            }
        }
        return true;
    }
}
