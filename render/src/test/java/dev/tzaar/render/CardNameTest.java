package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import org.junit.jupiter.api.Test;

/**
 * A player's card shows their whole name wherever it can: Discord display names have up to 32
 * characters, and the badge that says whose turn it is ("to play") takes no room from them.
 */
class CardNameTest {
    private static final String LONGEST_USUAL = "Maximilian the Magnificent Tzaar";  // 32 characters

    @Test
    void aNameBesideTheToPlayBadgeIsNotCut() {
        // White to play: before, the badge left "Maximilian" five characters and an ellipsis.
        RenderRequest request = RenderRequest.of(Position.START).withPlayers(new Players("Maximilian", "Bob"));
        CardName name = new Layout(request).cardName(Side.WHITE);
        assertEquals("Maximilian", String.join(" ", name.lines()));
        assertEquals(CardName.LARGEST, name.size());
    }

    @Test
    void aThirtyTwoCharacterNameFitsWholeOnTwoLines() {
        assertEquals(32, LONGEST_USUAL.length());
        RenderRequest request = RenderRequest.of(Position.START).withPlayers(new Players(LONGEST_USUAL, "Bob"));
        CardName name = new Layout(request).cardName(Side.WHITE);
        assertEquals(2, name.lines().size());
        assertEquals(LONGEST_USUAL, String.join(" ", name.lines()));
    }

    @Test
    void aNameWithoutSpacesBreaksWhereTheLineEnds() {
        String name = "xXx_DragonSlayer_of_the_North_xX";
        CardName set = CardName.set(Typeface.bold(), name, PanelPainter.nameRoom(new Layout(false).whiteCard()));
        assertEquals(name, String.join("", set.lines()));
    }

    @Test
    void aNameTooWideForTwoLinesLosesOnlyWhatDoesNotFit() {
        String name = "W".repeat(32);
        double room = PanelPainter.nameRoom(new Layout(false).whiteCard());
        CardName set = CardName.set(Typeface.bold(), name, room);
        String last = set.lines().get(1);
        assertTrue(last.endsWith("\u2026"), last);
        String oneMore = "W".repeat(last.length()) + "\u2026";
        assertTrue(Typeface.bold().width(oneMore, set.size()) > room, "a W more would fit: " + oneMore);
    }
}
