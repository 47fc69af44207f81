package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Fitting names into the picture: whole where they can be, cut as little as needed, and cheaply. */
class TextTest {
    private static final Typeface BOLD = Typeface.bold();
    /** A name as long as a request could carry before names were capped: 16 000 characters. */
    private static final String HUGE = "Maximilian ".repeat(1_455);

    @Test
    void fittingAHugeNameMeasuresItAFewTimesNotOncePerCharacter() {
        AtomicInteger measured = new AtomicInteger();
        String fitted = Text.fit(HUGE, 200, text -> {
            measured.incrementAndGet();
            return BOLD.width(text, 31);
        });
        assertTrue(fitted.endsWith("\u2026") && BOLD.width(fitted, 31) <= 200, fitted);
        // Bisection over 16 000 characters: the whole text, then about log2(16 000) = 14 cuts.
        assertTrue(measured.get() <= 16, "measured " + measured.get() + " times");
    }

    @Test
    void theFittedTextIsTheLongestThatFits() {
        String name = "Maximilian the Magnificent";
        int[] codePoints = name.codePoints().toArray();
        String longest = "\u2026";  // found the slow way: every length tried
        for (int n = 1; n < codePoints.length; n++) {
            if (BOLD.width(Text.cut(codePoints, n), 30) <= 200) {
                longest = Text.cut(codePoints, n);
            }
        }
        assertEquals(longest, Text.fit(BOLD, name, 30, 200));
    }

    @Test
    void wrappingAHugeNameGivesNoMoreLinesThanAsked() {
        List<String> lines = Text.wrap(BOLD, HUGE, 28, 330, 2);
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).endsWith("\u2026"));
    }

    @Test
    void aPictureOfPlayersWithHugeNamesSetsEachNameInAtMostTwoLines() {
        RenderRequest request = RenderRequest.of(Position.START).withPlayers(new Players(HUGE, HUGE));
        Layout layout = new Layout(request);
        for (Side side : Side.values()) {
            assertEquals(2, layout.cardName(side).lines().size());
        }
    }
}
