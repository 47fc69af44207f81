package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Side;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * The pieces in the players' cards are read on phones, which shrink the picture to about 350 px
 * wide: there an icon is five or six pixels across. Shrunk so, they must still say what they are,
 * with at least the 3:1 contrast that WCAG asks of shapes that carry meaning; and they are the
 * board's own pieces, so that a card never shows a Tzarra that looks like the board's Tzaar.
 */
class CardIconsTest {
    private static final double PHONE = 350.0 / Layout.WIDTH;
    private static final int SIZE = 24;
    private static final double CENTRE = SIZE / 2.0;

    @Test
    void aCardShowsEachTypeAsTheBoardDrawsIt() {
        // Before, a card's Tzaar was a dot and its Tzarra a thin ring: read as the board's Tzaar.
        for (Side side : Side.values()) {
            for (PieceType type : PieceType.values()) {
                BufferedImage icon = drawn((g, r) -> new PiecePainter(r).icon(g, BIG / 2.0, BIG / 2.0, r, side, type));
                BufferedImage piece = drawn((g, r) -> new PiecePainter(r).top(g, BIG / 2.0, BIG / 2.0, r, side, type));
                double inside = PanelPainter.ICON_RADIUS * BIG_SCALE - 2;
                for (int y = 0; y < BIG; y++) {
                    for (int x = 0; x < BIG; x++) {
                        if (Math.hypot(x + 0.5 - BIG / 2.0, y + 0.5 - BIG / 2.0) < inside) {
                            assertEquals(piece.getRGB(x, y), icon.getRGB(x, y), side + " " + type + " at " + x + "," + y);
                        }
                    }
                }
            }
        }
    }

    @Test
    void underTheCountsALegendNamesEachType() {
        Layout layout = new Layout(false);
        BufferedImage picture = new BoardRenderer().draw(RenderRequest.of(dev.tzaar.engine.Position.START));
        java.awt.geom.Rectangle2D.Double card = layout.whiteCard();
        int top = (int) (card.getMaxY() - PanelPainter.LEGEND_ROW + 4);
        int bottom = (int) card.getMaxY() - 4;
        for (int slot = 0; slot < PieceType.values().length; slot++) {
            int left = (int) card.x + 14 + slot * 88;
            int written = 0;
            for (int y = top; y < bottom; y++) {
                for (int x = left; x < left + 60; x++) {
                    written += contrast(picture.getRGB(x, y), Theme.CARD.getRGB()) > 3 ? 1 : 0;
                }
            }
            assertTrue(written > 20, "nothing written under the count of " + PieceType.values()[slot]);
        }
        assertEquals("Tzaar", PanelPainter.legend(PictureWords.english(), PieceType.TZAAR, false));
        assertEquals("Totts left", PanelPainter.legend(PictureWords.english(), PieceType.TOTT, true));
    }

    private static final int BIG = 80;
    private static final double BIG_SCALE = 2;

    private static BufferedImage drawn(java.util.function.ObjDoubleConsumer<Graphics2D> paint) {
        BufferedImage image = new BufferedImage(BIG, BIG, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            g.setColor(Theme.CARD);
            g.fillRect(0, 0, BIG, BIG);
            g.translate(BIG / 2.0, BIG / 2.0);
            g.scale(BIG_SCALE, BIG_SCALE);
            g.translate(-BIG / 2.0, -BIG / 2.0);
            paint.accept(g, PanelPainter.ICON_RADIUS);
        } finally {
            g.dispose();
        }
        return image;
    }

    @Test
    void shrunkToAPhoneABlackIconIsOutlinedAgainstTheDarkCard() {
        BufferedImage icon = shrunk(Side.BLACK, PieceType.TOTT);
        double edge = PanelPainter.ICON_RADIUS * PHONE;
        double best = 0;
        for (int degrees = 0; degrees < 360; degrees += 5) {
            int x = (int) Math.floor(CENTRE + edge * Math.cos(Math.toRadians(degrees)));
            int y = (int) Math.floor(CENTRE + edge * Math.sin(Math.toRadians(degrees)));
            best = Math.max(best, contrast(icon.getRGB(x, y), Theme.CARD.getRGB()));
        }
        assertTrue(best >= 3, "the outline stands out from the card only " + best + ":1");
    }

    /** The icon as the card draws it, drawn a phone's size on the card's colour. */
    private static BufferedImage shrunk(Side side, PieceType type) {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            g.setColor(Theme.CARD);
            g.fillRect(0, 0, SIZE, SIZE);
            g.scale(PHONE, PHONE);
            double r = PanelPainter.ICON_RADIUS;
            new PiecePainter(r).icon(g, (CENTRE + 0.5) / PHONE, (CENTRE + 0.5) / PHONE, r, side, type);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** WCAG's contrast ratio of two sRGB colours, 1 to 21. */
    private static double contrast(int a, int b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(int rgb) {
        return 0.2126 * linear(rgb >> 16) + 0.7152 * linear(rgb >> 8) + 0.0722 * linear(rgb);
    }

    private static double linear(int channel) {
        double c = (channel & 0xFF) / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
