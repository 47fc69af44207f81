package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A tournament's standings as pictures in the board's style (its slate card, its bundled typeface,
 * its gold for the leader): the place, the name, the points, the two tiebreaks in the order they
 * decide, the rating and the games left, {@link #ROWS_PER_PAGE} players a picture; the final standings
 * begin with the podium. Sized for a phone as the review's chart is: 800 pixels wide, the smallest
 * words 24 pixels high, so that at Discord's ~360 points there they are still about 11 high. A column
 * that would say nothing (no ratings, no games left) is left out, giving the names its room. A pure
 * function, as the board's; each picture comes with its alt text ({@link StandingsAltText}).
 */
public final class StandingsPainter {
    /** Players a picture: 16 rows keep the picture shorter than two phone screens. */
    public static final int ROWS_PER_PAGE = 16;
    static final int WIDTH = 800;
    private static final double LEFT = 36;
    private static final double RIGHT = WIDTH - 36;
    private static final double TITLE = 34;
    private static final double WORDS = 26;
    private static final double SMALL = 24;
    private static final double HEADER_ROW = 44;
    private static final double ROW = 46;
    private static final double PODIUM = 240;
    private static final double STEP_WIDTH = 216;
    static final Color SILVER = new Color(0xC3CAD4);
    static final Color BRONZE = new Color(0xCD8A4E);
    private static final Color STRIPE = new Color(0x323843);

    /** A column of numbers, right-aligned: its heading, its width and what it shows of a row. */
    private record Column(String heading, double width, Function<StandingsSheet.Row, String> value) {
    }

    /** Each page of the standings as a PNG with its alt text, page 1 first. */
    public List<RenderedBoard> render(StandingsSheet sheet) {
        List<RenderedBoard> pages = new ArrayList<>();
        for (int page = 1; page <= sheet.pages(); page++) {
            pages.add(render(sheet, page));
        }
        return pages;
    }

    /** One page of the standings (1 the first) as a PNG with its alt text. */
    public RenderedBoard render(StandingsSheet sheet, int page) {
        BufferedImage image = draw(sheet, page);
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        IndexedImage indexed = PaletteQuantizer.quantize(pixels, image.getWidth(), image.getHeight());
        return new RenderedBoard(PalettePng.encode(indexed), image.getWidth(), image.getHeight(),
                StandingsAltText.describe(sheet, page));
    }

    BufferedImage draw(StandingsSheet sheet, int page) {
        Texts texts = Texts.of(sheet.language());
        List<StandingsSheet.Row> rows = sheet.page(page);
        boolean podium = sheet.isFinal() && page == 1;
        List<String> legend = legend(sheet, texts);
        double tableTop = 130 + (podium ? PODIUM : 0);
        double legendTop = tableTop + HEADER_ROW + rows.size() * ROW + 16;
        int height = (int) Math.ceil(legendTop + legend.size() * 34 + 30);
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.setQuality(g);
            g.setColor(Theme.BACKGROUND);
            g.fillRect(0, 0, WIDTH, height);
            g.setColor(Theme.CARD);
            g.fill(new RoundRectangle2D.Double(12, 12, WIDTH - 24, height - 24, 24, 24));
            title(g, sheet, page, texts);
            if (podium) {
                podium(g, sheet, texts, 130);
            }
            table(g, sheet, rows, texts, tableTop);
            g.setColor(Theme.TEXT_MUTED);
            for (int i = 0; i < legend.size(); i++) {
                Text.left(g, Typeface.medium(), legend.get(i), SMALL, LEFT, legendTop + 26 + i * 34);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void title(Graphics2D g, StandingsSheet sheet, int page, Texts texts) {
        String name = sheet.tournament().isBlank() ? texts.text("standings.untitled")
                : Text.showable(Typeface.bold(), sheet.tournament(), texts.text("standings.untitled"));
        g.setColor(Theme.TEXT);
        Text.left(g, Typeface.bold(), Text.fit(Typeface.bold(), name, TITLE, RIGHT - LEFT), TITLE, LEFT, 66);
        String heading = sheet.heading();
        if (sheet.pages() > 1) {
            heading += " \u00b7 " + texts.text("standings.page", page, sheet.pages());
        }
        g.setColor(Theme.TEXT_MUTED);
        Text.left(g, Typeface.medium(), Text.fit(Typeface.medium(), heading, WORDS, RIGHT - LEFT), WORDS, LEFT, 104);
    }

    /** The top three on their steps, the winner's the highest and in the leader's gold, in the middle. */
    private static void podium(Graphics2D g, StandingsSheet sheet, Texts texts, double top) {
        double floor = top + PODIUM - 24;
        double[] centres = {WIDTH / 2.0, WIDTH / 2.0 - STEP_WIDTH - 12, WIDTH / 2.0 + STEP_WIDTH + 12};
        double[] heights = {130, 96, 70};
        Color[] colours = {Theme.ACCENT, SILVER, BRONZE};
        for (int i = 0; i < Math.min(3, sheet.rows().size()); i++) {
            StandingsSheet.Row row = sheet.rows().get(i);
            double left = centres[i] - STEP_WIDTH / 2;
            double stepTop = floor - heights[i];
            g.setColor(colours[i]);
            g.fill(new RoundRectangle2D.Double(left, stepTop, STEP_WIDTH, heights[i], 14, 14));
            g.setColor(Theme.BADGE_TEXT);
            Text.centred(g, Typeface.bold(), String.valueOf(row.place()), 48, centres[i], stepTop + heights[i] / 2);
            String name = Text.fit(Typeface.bold(), Text.showable(Typeface.bold(), row.name(), "?"), WORDS, STEP_WIDTH);
            g.setColor(Theme.TEXT);
            Text.left(g, Typeface.bold(), name, WORDS, centres[i] - Typeface.bold().width(name, WORDS) / 2,
                    stepTop - 44);
            String points = texts.text("standings.podium.points", StandingsSheet.score(row.points()));
            g.setColor(Theme.TEXT_MUTED);
            Text.left(g, Typeface.medium(), points, SMALL, centres[i] - Typeface.medium().width(points, SMALL) / 2,
                    stepTop - 12);
        }
    }

    private static void table(Graphics2D g, StandingsSheet sheet, List<StandingsSheet.Row> rows, Texts texts,
            double top) {
        List<Column> columns = columns(sheet, texts);
        double nameLeft = LEFT + 64;
        double nameRight = RIGHT;
        for (Column column : columns) {
            nameRight -= column.width();
        }
        nameRight -= 16;
        g.setColor(Theme.TEXT_MUTED);
        double headerBaseline = top + 30;
        Text.right(g, Typeface.medium(), "#", SMALL, nameLeft - 20, headerBaseline);
        Text.left(g, Typeface.medium(), texts.text("standings.column.player"), SMALL, nameLeft, headerBaseline);
        double right = RIGHT;
        for (int c = columns.size() - 1; c >= 0; c--) {
            Text.right(g, Typeface.medium(), columns.get(c).heading(), SMALL, right - 8, headerBaseline);
            right -= columns.get(c).width();
        }
        double rowTop = top + HEADER_ROW;
        for (int r = 0; r < rows.size(); r++) {
            StandingsSheet.Row row = rows.get(r);
            if (r % 2 == 0) {
                g.setColor(STRIPE);
                g.fill(new Rectangle2D.Double(LEFT - 12, rowTop, RIGHT - LEFT + 24, ROW));
            }
            double baseline = rowTop + ROW / 2 + Typeface.bold().capHeight(WORDS) / 2;
            place(g, row, sheet.isFinal(), nameLeft - 20, rowTop + ROW / 2, baseline);
            g.setColor(Theme.TEXT);
            String name = Text.showable(Typeface.bold(), row.name(), "?");
            Text.left(g, Typeface.bold(), Text.fit(Typeface.bold(), name, WORDS, nameRight - nameLeft), WORDS, nameLeft,
                    baseline);
            right = RIGHT;
            for (int c = columns.size() - 1; c >= 0; c--) {
                Column column = columns.get(c);
                g.setColor(c == 0 ? Theme.TEXT : Theme.TEXT_MUTED);
                Text.right(g, c == 0 ? Typeface.bold() : Typeface.medium(), column.value().apply(row), WORDS, right - 8,
                        baseline);
                right -= column.width();
            }
            rowTop += ROW;
        }
    }

    /** The place: on the final standings the top three in a disc of their step's colour. */
    private static void place(Graphics2D g, StandingsSheet.Row row, boolean isFinal, double right, double middle,
            double baseline) {
        String place = String.valueOf(row.place());
        if (isFinal && row.place() <= 3) {
            double centre = right - 17;
            g.setColor(row.place() == 1 ? Theme.ACCENT : row.place() == 2 ? SILVER : BRONZE);
            g.fill(new Ellipse2D.Double(centre - 19, middle - 19, 38, 38));
            g.setColor(Theme.BADGE_TEXT);
            Text.centred(g, Typeface.bold(), place, SMALL, centre, middle);
            return;
        }
        g.setColor(Theme.TEXT_MUTED);
        Text.right(g, Typeface.bold(), place, WORDS, right, baseline);
    }

    /** The columns after the name, left to right: the points, the tiebreaks, then those that say something. */
    private static List<Column> columns(StandingsSheet sheet, Texts texts) {
        List<Column> columns = new ArrayList<>();
        columns.add(new Column(texts.text("standings.column.points"), 84, row -> StandingsSheet.score(row.points())));
        if (sheet.format() == StandingsSheet.Format.SWISS) {
            columns.add(new Column(texts.text("standings.column.buchholz"), 88,
                    row -> StandingsSheet.score(row.firstTiebreak())));
        } else {
            columns.add(new Column(texts.text("standings.column.directEncounter"), 88,
                    row -> StandingsSheet.score(row.firstTiebreak())));
        }
        columns.add(new Column(texts.text("standings.column.sonnebornBerger"), 96,
                row -> StandingsSheet.score(row.secondTiebreak())));
        if (sheet.rows().stream().anyMatch(row -> row.rating() > 0)) {
            columns.add(new Column(texts.text("standings.column.rating"), 100,
                    row -> row.rating() > 0 ? String.valueOf(row.rating()) : "\u2013"));
        }
        if (hasGamesLeft(sheet)) {
            columns.add(new Column(texts.text("standings.column.left"), 82, row -> String.valueOf(row.gamesLeft())));
        }
        return columns;
    }

    static boolean hasGamesLeft(StandingsSheet sheet) {
        return sheet.rows().stream().anyMatch(row -> row.gamesLeft() > 0);
    }

    /** What the abbreviations stand for, wrapped to the picture's width. */
    private static List<String> legend(StandingsSheet sheet, Texts texts) {
        List<String> parts = new ArrayList<>();
        if (sheet.format() == StandingsSheet.Format.SWISS) {
            parts.add(texts.text("standings.legend.buchholz"));
        } else {
            parts.add(texts.text("standings.legend.directEncounter"));
        }
        parts.add(texts.text("standings.legend.sonnebornBerger"));
        if (hasGamesLeft(sheet)) {
            parts.add(texts.text("standings.legend.left"));
        }
        String joined = String.join("\u00a0\u00b7 ", parts);
        return Text.wrap(Typeface.medium(), joined, SMALL, RIGHT - LEFT, 3);
    }
}
