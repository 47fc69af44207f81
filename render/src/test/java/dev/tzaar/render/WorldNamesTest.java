package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Discord names come in every script: each is drawn with ink from a bundled font (never replaced by
 * "White", never boxes, never dropped), right-to-left scripts in visual order.
 */
class WorldNamesTest {
    private final Typeface bold = Typeface.bold();

    static Stream<String> namesInEveryScript() {
        return Stream.of("\u4E2D\u6587", "\uD55C\uAD6D\uC5B4", "\u0627\u0644\u0639\u0631\u0628\u064A\u0629",
                "\u05E2\u05D1\u05E8\u05D9\u05EA", "\u0939\u093F\u0928\u094D\u0926\u0940", "\uD83E\uDD84",
                "\u01FAlice", "A\u030A\u0301lice", "\u3072\u3089\u304C\u306A");
    }

    @ParameterizedTest
    @MethodSource("namesInEveryScript")
    void aNameInAnyScriptIsKeptAndDrawnWithInk(String name) {
        assertEquals(name, Text.showable(bold, name, "White"), "the name is kept whole, not replaced");
        for (MixedLine.Piece piece : MixedLine.of(bold, name).visualPieces()) {
            Optional<Font> font = piece.font();
            font.ifPresent(f -> assertEquals(-1, f.canDisplayUpTo(piece.text()),
                    f.getFontName() + " has a glyph for every character of " + piece.text()));
        }
        assertEquals(name.codePoints().count(), MixedLine.of(bold, name).visualPieces().stream()
                .mapToLong(piece -> piece.text().codePoints().count()).sum(), "no character is dropped");
        assertTrue(bold.width(name, 40) > 20, "the name takes room");
        assertTrue(inkedPixels(name) > 60, "the name is drawn with ink");
    }

    @Test
    void theAltTextKeepsTheNamesAsGiven() {
        // The alt text names the player to move: White, each name in turn.
        for (String name : List.of(SampleBoards.WORLD.white(), SampleBoards.WORLD.black(), "\uD83E\uDD84\uFE0F Zo\u00EB")) {
            String alt = AltText.describe(RenderRequest.of(dev.tzaar.engine.Position.START)
                    .withPlayers(new Players(name, "Bob")).withTurn(1));
            assertTrue(alt.contains("Now " + name + " (White)"), alt);
        }
    }

    @Test
    void noGlyphIsTheMissingGlyphBox() {
        // The empty box (.notdef) a font draws for a character it lacks: the drawing must differ from it.
        for (String name : namesInEveryScript().toList()) {
            for (MixedLine.Piece piece : MixedLine.of(bold, name).visualPieces()) {
                piece.font().ifPresent(f -> {
                    var glyphs = f.deriveFont(40f).createGlyphVector(
                            new java.awt.font.FontRenderContext(null, true, true), piece.text());
                    for (int code : glyphs.getGlyphCodes(0, glyphs.getNumGlyphs(), null)) {
                        assertTrue(code != f.getMissingGlyphCode(), piece.text() + " in " + f.getFontName());
                    }
                });
            }
        }
    }

    @Test
    void aCombiningMarkIsDrawnOnItsLetterNotLeftOut() {
        // "Ǻ" as A + ring + acute: taller than a bare A (the marks stand above it), and as wide.
        double capital = bold.outline("A", 40, 0, 100).getBounds2D().getHeight();
        var marked = bold.outline("A\u030A\u0301", 40, 0, 100).getBounds2D();
        assertTrue(marked.getHeight() > capital * 1.3, "the marks stand above the A");
        assertEquals(bold.width("A", 40), bold.width("A\u030A\u0301", 40), 6, "the marks take no room of their own");
    }

    @Test
    void aRightToLeftNameWithLatinDigitsIsSetInVisualOrder() {
        // Hebrew "דני" then " 42": read right to left, so drawn from the left: 42, then the name,
        // its letters turned round by the shaping (the glyph of the first letter, ד, at the right).
        List<MixedLine.Piece> pieces = MixedLine.of(bold, "\u05D3\u05E0\u05D9 42").visualPieces();
        assertEquals(List.of("42", " ", "\u05D3\u05E0\u05D9"), pieces.stream().map(MixedLine.Piece::text).toList());
        assertFalse(pieces.get(0).rightToLeft(), "digits read left to right");
        assertTrue(pieces.get(2).rightToLeft());
        // Arabic with an emoji after it: the emoji ends the name, so it stands at its left end.
        List<String> arabic = MixedLine.of(bold, "\u0645\u062d\u0645\u062f \uD83E\uDD84").visualPieces().stream()
                .map(MixedLine.Piece::text).toList();
        assertEquals("\uD83E\uDD84", arabic.get(0));
        assertTrue(arabic.get(arabic.size() - 1).startsWith("\u0645"), arabic.toString());
    }

    @Test
    void aRightToLeftNameInsideASentenceKeepsTheSentenceLeftToRight() {
        // "name: capture": the name isolated, so ": capture" follows it on the right.
        List<String> pieces = MixedLine.of(bold, Text.embedded("\u05D3\u05E0\u05D9") + ": capture").visualPieces()
                .stream().map(MixedLine.Piece::text).toList();
        assertEquals("\u05D3\u05E0\u05D9", pieces.get(0));
        assertEquals(": capture", pieces.get(pieces.size() - 1));
        assertEquals("Alice", Text.embedded("Alice"), "a left-to-right name is not touched");
    }

    @Test
    void arabicIsJoinedNotSetLetterByLetter() {
        // Joined letters take their initial, medial and final forms: other glyphs than each letter alone.
        String word = "\u0645\u062d\u0645\u062f";
        Font arabic = FallbackFonts.forCluster(word).orElseThrow().deriveFont(40f);
        var context = new java.awt.font.FontRenderContext(null, true, true);
        char[] chars = word.toCharArray();
        int[] joined = arabic.layoutGlyphVector(context, chars, 0, chars.length, Font.LAYOUT_RIGHT_TO_LEFT)
                .getGlyphCodes(0, chars.length, null);
        int[] alone = word.chars().map(c -> arabic.createGlyphVector(context, Character.toString(c)).getGlyphCode(0))
                .toArray();
        // Visual order is reversed: the first letter's glyph is the last one drawn.
        for (int i = 0; i < chars.length; i++) {
            assertTrue(joined[chars.length - 1 - i] != alone[i], "letter " + i + " takes its joined form");
        }
    }

    private long inkedPixels(String text) {
        BufferedImage image = new BufferedImage(400, 80, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        Text.left(g, bold, text, 40, 10, 55);
        g.dispose();
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFF) > 128) {
                    inked++;
                }
            }
        }
        return inked;
    }
}
