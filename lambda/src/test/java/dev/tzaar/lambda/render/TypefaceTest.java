package dev.tzaar.lambda.render;

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
    void namesKeepWhatTheFontShowsAndDropTheRest() {
        assertTrue(bold.canShow('Ж'));
        assertFalse(bold.canShow(0x1F525));
        assertEquals("Zoë Борис", Text.showable(bold, "\uD83D\uDD25 Zoë  Борис \uD83D\uDD25", "White"));
        assertEquals("White", Text.showable(bold, "\uD83D\uDD25\u5F20\u4F1F", "White"));
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
