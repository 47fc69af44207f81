package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

class TypefaceTest {
    private final Typeface bold = Typeface.bold();

    @Test
    void textIsSetFromTheBundledGlyphs() {
        Rectangle2D box = bold.outline("Turn 12", 40, 100, 200).getBounds2D();
        assertEquals(100, box.getMinX(), 5);
        assertEquals(200 - bold.capHeight(40), box.getMinY(), 1.5, "capitals stand on the baseline");
        assertEquals(bold.width("Turn 12", 40), box.getWidth(), 6);
        assertEquals(2 * bold.width("Turn 12", 20), bold.width("Turn 12", 40), 1e-9, "widths scale with size");
    }

    @Test
    void pairsAreKerned() {
        double apart = bold.width("T", 100) + bold.width("o", 100);
        assertTrue(bold.width("To", 100) < apart - 1, "To is kerned");
    }

    @Test
    void namesKeepWhatTheBundledFontsShowAndDropTheRest() {
        assertTrue(bold.canShow('Ж'));
        assertFalse(bold.canShow(0x1F525), "Inter has no emoji: the fallback fonts draw them");
        assertEquals("\uD83D\uDD25 Zoë Борис \uD83D\uDD25", Text.showable(bold, "\uD83D\uDD25\uFE0F Zoë  Борис \uD83D\uDD25", "White"),
                "emoji kept, their variation selector (colour or text) dropped: they are drawn in one colour");
        assertEquals("\u5F20\u4F1F", Text.showable(bold, "\u5F20\u4F1F", "White"));
        // Tibetan is in no bundled font: left out rather than drawn as boxes.
        assertEquals("Zoë", Text.showable(bold, "\u0F40\u0F41 Zoë", "White"));
        assertEquals("White", Text.showable(bold, "\u0F40\u0F41", "White"));
    }

    @Test
    void longTextIsCutWithAnEllipsis() {
        String cut = Text.fit(bold, "Maximilian the Magnificent", 30, 200);
        assertTrue(cut.endsWith("\u2026"), cut);
        assertTrue(bold.width(cut, 30) <= 200);
        assertEquals("Bob", Text.fit(bold, "Bob", 30, 200));
        assertEquals(2, Text.wrap(bold, "second action: capture, stack or pass", 28, 330, 3).size());
    }
}
