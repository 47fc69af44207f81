package dev.tzaar.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bundled fonts that draw what Inter has no glyph for: combining marks, Arabic, Hebrew,
 * Devanagari, Han and kana, Hangul and emoji (monochrome: Java2D fills outlines, not colour
 * bitmaps). Discord names come in every script. Each is read from the jar, never looked up on the
 * system, so a picture comes out the same wherever it is drawn; AWT only shapes them (joins Arabic,
 * forms Devanagari conjuncts, places marks). Sources, licences and the subset commands:
 * font/fallback/README.md.
 */
final class FallbackFonts {
    /** Tried in this order; the first with a glyph for every character of a cluster draws it. */
    private static final List<String> FILES = List.of("NotoSans-Bold.ttf", "NotoSansArabic-Bold.ttf",
            "NotoSansHebrew-Bold.ttf", "NotoSansDevanagari-Bold.ttf", "DroidSansFallback-Han.ttf",
            "TzaarHangul-Bold.ttf", "Symbola-Emoji.ttf");

    private FallbackFonts() {
    }

    /** Loaded once, on first use: the first render that needs them pays (or a SnapStart priming does). */
    private static final class Loaded {
        static final List<Font> FONTS = load();
    }

    static List<Font> all() {
        return Loaded.FONTS;
    }

    /** True when some fallback font has a glyph for the character. */
    static boolean canShow(int codePoint) {
        for (Font font : all()) {
            if (font.canDisplay(codePoint)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first font with a glyph for every character of the cluster (a letter with its marks, an
     * emoji sequence); characters that are never drawn (joiners, variation selectors) need none.
     */
    static Optional<Font> forCluster(String cluster) {
        for (Font font : all()) {
            if (cluster.codePoints().allMatch(c -> isInvisible(c) || font.canDisplay(c))) {
                return Optional.of(font);
            }
        }
        return Optional.empty();
    }

    /** Characters that only steer shaping: zero-width joiners and non-joiners, variation selectors. */
    static boolean isInvisible(int codePoint) {
        return codePoint == 0x200C || codePoint == 0x200D || (codePoint >= 0xFE00 && codePoint <= 0xFE0F);
    }

    /**
     * The fonts, or none where this JVM cannot shape text at all: some minimal runtimes lack the
     * native font library (UnsatisfiedLinkError) or fontconfig (a NullPointerException in AWT's font
     * configuration, seen on Lambda runtimes: corretto/corretto-11#118). Then names lose what
     * Inter cannot draw, as before these fonts, rather than every picture with such a name failing.
     */
    private static List<Font> load() {
        try {
            List<Font> fonts = read();
            fonts.get(0).layoutGlyphVector(new java.awt.font.FontRenderContext(null, true, true),
                    new char[] {'a'}, 0, 1, Font.LAYOUT_LEFT_TO_RIGHT);
            return fonts;
        } catch (LinkageError | java.awt.AWTError | NullPointerException e) {
            return List.of();
        }
    }

    private static List<Font> read() {
        List<Font> fonts = new ArrayList<>();
        for (String file : FILES) {
            String resource = "font/fallback/" + file;
            try (InputStream in = FallbackFonts.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled font " + resource + " is missing from the jar");
                }
                fonts.add(Font.createFont(Font.TRUETYPE_FONT, in));
            } catch (IOException | FontFormatException e) {
                throw new UncheckedIOException("cannot read the bundled font " + resource,
                        e instanceof IOException io ? io : new IOException(e));
            }
        }
        return List.copyOf(fonts);
    }
}
