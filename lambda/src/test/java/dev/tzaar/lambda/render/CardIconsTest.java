package dev.tzaar.lambda.render;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Side;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * The pieces in the players' cards are read on phones, which shrink the picture to about 350 px
 * wide: there an icon is five or six pixels across. Shrunk so, they must still say what they are,
 * with at least the 3:1 contrast that WCAG asks of shapes that carry meaning.
 */
class CardIconsTest {
    private static final double PHONE = 350.0 / Layout.WIDTH;
    private static final int SIZE = 24;
    private static final double CENTRE = SIZE / 2.0;

    @Test
    void shrunkToAPhoneATzaarHasASolidCentreWhereATzarraIsHollow() {
        for (Side side : Side.values()) {
            int tzaar = centre(shrunk(side, PieceType.TZAAR));
            int tzarra = centre(shrunk(side, PieceType.TZARRA));
            assertTrue(contrast(tzaar, tzarra) >= 3, side + ": the centres of Tzaar and Tzarra differ only "
                    + contrast(tzaar, tzarra) + ":1");
        }
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

    /** The mean colour of the middle 3 x 3 pixels: what the eye makes of an icon's centre. */
    private static int centre(BufferedImage icon) {
        int[] sum = new int[3];
        for (int y = SIZE / 2 - 1; y <= SIZE / 2 + 1; y++) {
            for (int x = SIZE / 2 - 1; x <= SIZE / 2 + 1; x++) {
                int rgb = icon.getRGB(x, y);
                sum[0] += (rgb >> 16) & 0xFF;
                sum[1] += (rgb >> 8) & 0xFF;
                sum[2] += rgb & 0xFF;
            }
        }
        return (sum[0] / 9) << 16 | (sum[1] / 9) << 8 | sum[2] / 9;
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
