package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.review.Mark;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The review's picture: White's chance of winning over the game, turn by turn, in the board's colours
 * (White's share of the height in the white pieces' colour below the curve, Black's in the black
 * pieces' above it, as a scale tipping), each marked turn a dot in its mark's colour, with its alt
 * text saying the same in words. Sized for a phone: Discord shows it about 360 points wide there, so
 * the smallest words are drawn 26 pixels high on an 800-pixel picture. A pure function, as the board's.
 */
public final class ChanceChart {
    static final int WIDTH = 800;
    static final int HEIGHT = 520;
    private static final double LEFT = 96;
    private static final double RIGHT = WIDTH - 32;
    private static final double TOP = 130;
    private static final double BOTTOM = HEIGHT - 120;
    private static final double TITLE = 34;
    private static final double LABEL = 26;
    private static final double DOT = 10;
    static final Color INACCURACY = Theme.ACCENT;
    static final Color MISTAKE = new Color(0xF0862E);
    static final Color BLUNDER = Theme.DANGER;

    /** Draws the curve as a PNG with its alt text. */
    public RenderedBoard render(ChanceCurve curve) {
        BufferedImage image = draw(curve);
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        IndexedImage indexed = PaletteQuantizer.quantize(pixels, image.getWidth(), image.getHeight());
        return new RenderedBoard(PalettePng.encode(indexed), image.getWidth(), image.getHeight(),
                ChanceAltText.describe(curve));
    }

    BufferedImage draw(ChanceCurve curve) {
        Texts texts = Texts.of(curve.language());
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            g.setColor(Theme.BACKGROUND);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setColor(Theme.CARD);
            g.fill(new RoundRectangle2D.Double(12, 12, WIDTH - 24, HEIGHT - 24, 24, 24));
            title(g, curve, texts);
            plot(g, curve);
            axes(g, curve);
            legend(g, texts);
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void title(Graphics2D g, ChanceCurve curve, Texts texts) {
        g.setColor(Theme.TEXT);
        String white = Text.showable(Typeface.bold(), curve.players().white(), Side.WHITE.displayName());
        String black = Text.showable(Typeface.bold(), curve.players().black(), Side.BLACK.displayName());
        Text.left(g, Typeface.bold(), Text.fit(Typeface.bold(), texts.text("review.chart.title"), TITLE, RIGHT - 36),
                TITLE, 36, 60);
        g.setColor(Theme.TEXT_MUTED);
        String players = texts.text("review.chart.players", Text.embedded(white), Text.embedded(black));
        Text.left(g, Typeface.medium(), Text.fit(Typeface.medium(), players, LABEL, RIGHT - 36), LABEL, 36, 98);
    }

    private static double x(ChanceCurve curve, int index) {
        return LEFT + (RIGHT - LEFT) * index / Math.max(1, curve.points().size());
    }

    private static double y(double whiteChance) {
        return BOTTOM - (BOTTOM - TOP) * whiteChance;
    }

    private static void plot(Graphics2D g, ChanceCurve curve) {
        g.setColor(Theme.BLACK.top());
        g.fill(new java.awt.geom.Rectangle2D.Double(LEFT, TOP, RIGHT - LEFT, BOTTOM - TOP));
        Path2D.Double white = new Path2D.Double();
        Path2D.Double line = new Path2D.Double();
        white.moveTo(LEFT, BOTTOM);
        List<double[]> at = new ArrayList<>();
        at.add(new double[] {x(curve, 0), y(curve.start())});
        for (int i = 0; i < curve.points().size(); i++) {
            at.add(new double[] {x(curve, i + 1), y(curve.points().get(i).whiteChance())});
        }
        line.moveTo(at.get(0)[0], at.get(0)[1]);
        for (double[] point : at) {
            white.lineTo(point[0], point[1]);
            line.lineTo(point[0], point[1]);
        }
        white.lineTo(RIGHT, BOTTOM);
        white.closePath();
        g.setColor(Theme.WHITE.top());
        g.fill(white);
        g.setColor(Theme.TEXT_MUTED);
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {10f, 8f}, 0f));
        g.draw(new Line2D.Double(LEFT, y(0.5), RIGHT, y(0.5)));
        g.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(Theme.MOVE);
        g.draw(line);
        for (int i = 0; i < curve.points().size(); i++) {
            ChanceCurve.Point point = curve.points().get(i);
            if (point.mark().isPresent()) {
                dot(g, x(curve, i + 1), y(point.whiteChance()), colour(point.mark().get()));
            }
        }
    }

    static Color colour(Mark mark) {
        return switch (mark) {
            case INACCURACY -> INACCURACY;
            case MISTAKE -> MISTAKE;
            case BLUNDER -> BLUNDER;
        };
    }

    private static void dot(Graphics2D g, double x, double y, Color colour) {
        Ellipse2D.Double disc = new Ellipse2D.Double(x - DOT, y - DOT, 2 * DOT, 2 * DOT);
        g.setColor(colour);
        g.fill(disc);
        g.setColor(Theme.BACKGROUND);
        g.setStroke(new BasicStroke(3f));
        g.draw(disc);
    }

    private static void axes(Graphics2D g, ChanceCurve curve) {
        g.setColor(Theme.TEXT_MUTED);
        for (int percent : new int[] {0, 50, 100}) {
            Text.right(g, Typeface.medium(), percent + "%", LABEL, LEFT - 12, y(percent / 100.0) + LABEL * 0.36);
        }
        List<Integer> shown = ticks(curve.points().size());
        for (int index : shown) {
            int number = curve.points().get(index - 1).turnNumber();
            String label = String.valueOf(number);
            double x = x(curve, index);
            double width = Typeface.medium().width(label, LABEL);
            double left = Math.max(LEFT - width / 2, Math.min(RIGHT - width, x - width / 2));
            Text.left(g, Typeface.medium(), label, LABEL, left, BOTTOM + 38);
            g.draw(new Line2D.Double(x, BOTTOM, x, BOTTOM + 8));
        }
    }

    /** Which turns get a number under the axis: the first, the last and about four between, never crowded. */
    static List<Integer> ticks(int turns) {
        List<Integer> ticks = new ArrayList<>();
        int step = Math.max(1, (int) Math.ceil(turns / 5.0));
        for (int index = 1; index <= turns; index += step) {
            ticks.add(index);
        }
        if (ticks.get(ticks.size() - 1) != turns) {
            if (turns - ticks.get(ticks.size() - 1) < step / 2 + 1 && ticks.size() > 1) {
                ticks.remove(ticks.size() - 1);
            }
            ticks.add(turns);
        }
        return ticks;
    }

    private static void legend(Graphics2D g, Texts texts) {
        double x = LEFT;
        double baseline = HEIGHT - 44;
        for (Mark mark : Mark.values()) {
            dot(g, x + DOT, baseline - LABEL * 0.36, colour(mark));
            String word = texts.text("review.mark." + mark.key());
            g.setColor(Theme.TEXT);
            Text.left(g, Typeface.medium(), word, LABEL, x + 2 * DOT + 10, baseline);
            x += 2 * DOT + 10 + Typeface.medium().width(word, LABEL) + 36;
        }
    }

    /** The percentage people read, rounded: 0 % and 100 % only when the search saw the end. */
    static String percent(double chance, Locale language) {
        long rounded = Math.round(chance * 100);
        if (chance > 0 && chance < 1) {
            rounded = Math.max(1, Math.min(99, rounded));
        }
        return String.valueOf(rounded);
    }
}
