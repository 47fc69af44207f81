package dev.tzaar.lambda.pictures;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.render.Lettering;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * The README's picture of a turn by taps (docs/taps-panel.png): panels the function answers, side by
 * side, each as Discord's dark theme shows a private message (the bot's name, the text with its bold
 * words, the board picture, the menu and the buttons, "Only you can see this"). What the panels say and
 * show is the function's; only Discord's chrome is drawn here, in its colours, with the board's Inter
 * (Discord's own font is not ours to ship). A step may show its menu open, as Discord does once tapped.
 */
final class PanelPicture {
    /** One column: a heading, the panel, and whether its menu is shown open. */
    record Step(String heading, GameReply panel, boolean menuOpen) {
    }

    private static final int COLUMN = 560;
    private static final int MARGIN = 20;
    /** Where the message's body starts, right of the avatar, and how wide it is. */
    private static final int BODY = 70;
    private static final int BODY_WIDTH = 450;
    /** How many of an open menu's items show before "… n more". */
    private static final int ITEMS_SHOWN = 5;

    private static final Color BACKGROUND = new Color(0x313338);
    private static final Color DIVIDER = new Color(0x1E1F22);
    private static final Color HEADING = new Color(0xB5BAC1);
    private static final Color NAME = new Color(0xF2F3F5);
    private static final Color TEXT = new Color(0xDBDEE1);
    private static final Color MUTED = new Color(0x949BA4);
    private static final Color BLURPLE = new Color(0x5865F2);
    private static final Color MENU = new Color(0x1E1F22);
    private static final Color MENU_LIST = new Color(0x2B2D31);
    private static final Color MENU_HOVER = new Color(0x393C41);
    private static final Color LINK = new Color(0x00A8FC);

    private PanelPicture() {
    }

    /** The steps side by side, as a PNG. */
    static byte[] draw(List<Step> steps) {
        int height = steps.stream().mapToInt(step -> paint(null, step)).max().orElse(0) + MARGIN;
        BufferedImage image = new BufferedImage(COLUMN * steps.size(), height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, image.getWidth(), height);
        for (int i = 0; i < steps.size(); i++) {
            Graphics2D column = (Graphics2D) g.create(i * COLUMN, 0, COLUMN, height);
            paint(column, steps.get(i));
            column.dispose();
            if (i > 0) {
                g.setColor(DIVIDER);
                g.fillRect(i * COLUMN - 2, 0, 3, height);
            }
        }
        g.dispose();
        try {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Paints one step (or only measures it, when g is null); answers the height it takes. */
    private static int paint(Graphics2D g, Step step) {
        Pen pen = new Pen(g);
        pen.text(step.heading(), true, 15, HEADING, MARGIN, 34);
        // The message: the bot's avatar and name, its APP tag, when it was sent.
        pen.fill(new Ellipse2D.Double(MARGIN, 60, 40, 40), BLURPLE);
        pen.centred("T", true, 17, Color.WHITE, MARGIN + 20, 80);
        pen.text("TZAAR", true, 16, NAME, BODY, 75);
        double tagX = BODY + Lettering.width(true, "TZAAR", 16) + 8;
        pen.fill(new RoundRectangle2D.Double(tagX, 62, 31, 17, 6, 6), BLURPLE);
        pen.centred("APP", true, 10.5, Color.WHITE, tagX + 15.5, 70.5);
        pen.text("Today at 21:04", false, 13, MUTED, tagX + 40, 75);
        int y = pen.markdown(step.panel().text(), 15.5, TEXT, BODY, 101, BODY_WIDTH, 22);
        // The board picture, at the width Discord gives it in a message.
        BufferedImage board = decode(step.panel().image().png());
        int boardHeight = (int) Math.round(board.getHeight() * (double) BODY_WIDTH / board.getWidth());
        int top = y - 6;
        pen.image(board.getScaledInstance(BODY_WIDTH, boardHeight, Image.SCALE_AREA_AVERAGING), BODY, top);
        y = top + boardHeight + 12;
        for (SelectMenu menu : step.panel().menus()) {
            y = menu(pen, menu, step.menuOpen(), y) + 8;
        }
        y = buttons(pen, step.panel().buttons(), y);
        pen.text("Only you can see this \u2022 ", false, 13, MUTED, BODY, y + 14);
        pen.text("Dismiss message", false, 13, LINK, BODY + Lettering.width(false, "Only you can see this \u2022 ", 13), y + 14);
        return y + 20;
    }

    private static int menu(Pen pen, SelectMenu menu, boolean open, int y) {
        String shown = menu.items().stream().filter(SelectMenu.Item::chosen).map(SelectMenu.Item::label).findFirst()
                .orElse(null);
        pen.fill(new RoundRectangle2D.Double(BODY, y, BODY_WIDTH, 44, 8, 8), MENU);
        pen.text(shown != null ? shown : menu.placeholder(), false, 15, shown != null ? TEXT : MUTED, BODY + 14, y + 27);
        pen.chevron(BODY + BODY_WIDTH - 18, y + 22, open);
        if (!open) {
            return y + 44;
        }
        int top = y + 48;
        int rows = Math.min(ITEMS_SHOWN, menu.items().size());
        boolean more = menu.items().size() > rows;
        int height = rows * 52 + (more ? 34 : 0) + 8;
        pen.fill(new RoundRectangle2D.Double(BODY, top, BODY_WIDTH, height, 8, 8), MENU_LIST);
        for (int i = 0; i < rows; i++) {
            SelectMenu.Item item = menu.items().get(i);
            int rowTop = top + 4 + i * 52;
            if (i == 2) {
                // The one under the finger, as Discord lights it.
                pen.fill(new RoundRectangle2D.Double(BODY + 4, rowTop, BODY_WIDTH - 8, 48, 6, 6), MENU_HOVER);
            }
            pen.text(item.label(), false, 15, TEXT, BODY + 14, rowTop + 21);
            if (item.description() != null) {
                pen.text(fit(item.description(), 13, BODY_WIDTH - 28), false, 13, MUTED, BODY + 14, rowTop + 39);
            }
        }
        if (more) {
            pen.text("\u2026 " + (menu.items().size() - rows) + " more pieces", false, 13, MUTED, BODY + 14,
                    top + 4 + rows * 52 + 20);
        }
        return top + height;
    }

    /** The buttons, in rows as wide as the message lets them be. */
    private static int buttons(Pen pen, List<ActionButton> buttons, int y) {
        if (buttons.isEmpty()) {
            return y;
        }
        double x = BODY;
        for (ActionButton button : buttons) {
            double width = Lettering.width(false, button.label(), 14.5) + 32;
            if (x > BODY && x + width > BODY + BODY_WIDTH) {
                x = BODY;
                y += 42;
            }
            pen.fill(new RoundRectangle2D.Double(x, y, width, 34, 6, 6), colour(button.style()));
            pen.centred(button.label(), false, 14.5, Color.WHITE, x + width / 2, y + 17);
            x += width + 8;
        }
        return y + 34 + 10;
    }

    private static Color colour(ButtonStyle style) {
        return switch (style) {
            case PRIMARY -> BLURPLE;
            case SECONDARY -> new Color(0x4E5058);
            case SUCCESS -> new Color(0x248046);
            case DANGER -> new Color(0xDA373C);
        };
    }

    private static String fit(String text, double size, double width) {
        if (Lettering.width(false, text, size) <= width) {
            return text;
        }
        String cut = text;
        while (!cut.isEmpty() && Lettering.width(false, cut + "\u2026", size) > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "\u2026";
    }

    private static BufferedImage decode(byte[] png) {
        try {
            return ImageIO.read(new ByteArrayInputStream(png));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Draws on the column, or only measures when there is nothing to draw on. */
    private record Pen(Graphics2D g) {
        void fill(java.awt.Shape shape, Color colour) {
            if (g != null) {
                g.setColor(colour);
                g.fill(shape);
            }
        }

        void text(String text, boolean bold, double size, Color colour, double x, double baseline) {
            fill(Lettering.outline(bold, text, size, x, baseline), colour);
        }

        void centred(String text, boolean bold, double size, Color colour, double x, double y) {
            text(text, bold, size, colour, x - Lettering.width(bold, text, size) / 2, y + Lettering.capHeight(size) / 2);
        }

        void image(Image image, int x, int y) {
            if (g != null) {
                g.drawImage(image, x, y, null);
            }
        }

        void chevron(double x, double y, boolean up) {
            if (g != null) {
                Path2D.Double v = new Path2D.Double();
                double d = up ? -3.5 : 3.5;
                v.moveTo(x - 6, y - d);
                v.lineTo(x, y + d);
                v.lineTo(x + 6, y - d);
                g.setColor(TEXT);
                g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(v);
            }
        }

        /**
         * The text with Discord's **bold**, wrapped to the width; answers the baseline under its last line.
         */
        int markdown(String text, double size, Color colour, double left, double baseline, double width,
                double leading) {
            // Words, each in pieces of one weight: "**k7m2q**," is one word, bold then not.
            List<List<String>> words = new ArrayList<>();
            List<List<Boolean>> weights = new ArrayList<>();
            List<String> word = new ArrayList<>();
            List<Boolean> weight = new ArrayList<>();
            StringBuilder piece = new StringBuilder();
            boolean bold = false;
            for (int i = 0; i <= text.length(); i++) {
                boolean end = i == text.length() || text.charAt(i) == ' ';
                boolean toggle = !end && text.startsWith("**", i);
                if ((end || toggle) && piece.length() > 0) {
                    word.add(piece.toString());
                    weight.add(bold);
                    piece.setLength(0);
                }
                if (toggle) {
                    bold = !bold;
                    i++;
                } else if (end) {
                    if (!word.isEmpty()) {
                        words.add(word);
                        weights.add(weight);
                    }
                    word = new ArrayList<>();
                    weight = new ArrayList<>();
                } else {
                    piece.append(text.charAt(i));
                }
            }
            double x = left;
            double y = baseline;
            double space = Lettering.width(false, " ", size);
            for (int i = 0; i < words.size(); i++) {
                double w = 0;
                for (int j = 0; j < words.get(i).size(); j++) {
                    w += Lettering.width(weights.get(i).get(j), words.get(i).get(j), size);
                }
                double at = x == left ? x : x + space;
                if (at + w > left + width && x != left) {
                    y += leading;
                    at = left;
                }
                for (int j = 0; j < words.get(i).size(); j++) {
                    boolean b = weights.get(i).get(j);
                    text(words.get(i).get(j), b, size, colour, at, y);
                    at += Lettering.width(b, words.get(i).get(j), size);
                }
                x = at;
            }
            return (int) Math.round(y + leading);
        }
    }
}
