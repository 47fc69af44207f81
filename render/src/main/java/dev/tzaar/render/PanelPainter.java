package dev.tzaar.render;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Optional;

/**
 * The words around the board: a card per player (name, colour, visible pieces of each type, a
 * warning when a type is down to its last stack), whose action it is and which, and the last turn in
 * notation.
 */
final class PanelPainter {
    private static final double COUNT_SIZE = 29;
    static final double NOTE_SIZE = 28;
    static final double TITLE_SIZE = 34;
    /** The pieces in the cards: as large as the rows allow, since a phone shows them a third as large. */
    static final double ICON_RADIUS = 17;
    private static final double PAD = 18;
    private static final double ICON_GAP = 14;
    private static final double SLOT = 88;
    private static final double BADGE_SIZE = 19;
    private static final double LEGEND_SIZE = 15;
    /** The least room between two legends. */
    private static final double LEGEND_GAP = 6;
    /** The height of the row that names the pieces under their counts. */
    static final double LEGEND_ROW = 24;

    private final Layout layout;
    private final RenderRequest request;
    private final Optional<Result> outcome;
    private final PictureWords words;

    PanelPainter(Layout layout, RenderRequest request) {
        this.layout = layout;
        this.request = request;
        this.outcome = request.outcome();
        this.words = PictureWords.of(request);
    }

    void paint(Graphics2D g) {
        card(g, Side.WHITE, layout.whiteCard(), false);
        card(g, Side.BLACK, layout.blackCard(), true);
        statusNote(g);
        if (request.lastTurn().isPresent()) {
            turnNote(g, request.lastTurn().get());
        }
    }

    static String displayName(RenderRequest request, Side side) {
        PictureWords words = PictureWords.of(request);
        return Text.showable(Typeface.bold(), words.name(request, side), words.colour(side));
    }

    /** The room a name has on its card: the card's width less the padding and the piece beside it. */
    static double nameRoom(Rectangle2D.Double card) {
        return card.width - 2 * PAD - 2 * ICON_RADIUS - ICON_GAP;
    }

    /** Each player's name set for their card; the cards' height depends on it. */
    static CardName[] cardNames(RenderRequest request, double room) {
        CardName[] names = new CardName[2];
        for (Side side : Side.values()) {
            names[side.ordinal()] = CardName.set(Typeface.bold(), displayName(request, side), room);
        }
        return names;
    }

    private void card(Graphics2D g, Side side, Rectangle2D.Double box, boolean mirrored) {
        Position position = request.position();
        boolean winner = outcome.isPresent() && outcome.get().winner() == side;
        boolean toAct = outcome.isEmpty() && position.sideToMove() == side;
        RoundRectangle2D.Double shape = new RoundRectangle2D.Double(box.x, box.y, box.width, box.height, 26, 26);
        g.setColor(Theme.CARD);
        g.fill(shape);
        if (toAct || winner) {
            g.setColor(Theme.ACCENT);
            g.setStroke(new BasicStroke(4f));
            g.draw(shape);
        }
        double iconR = ICON_RADIUS;
        double iconX = mirrored ? box.getMaxX() - PAD - iconR : box.x + PAD + iconR;
        double rowY = box.y + 40;
        new PiecePainter(iconR).icon(g, iconX, rowY, iconR, side, PieceType.TOTT);

        CardName name = layout.cardName(side);
        double baseline = rowY + Typeface.bold().capHeight(name.size()) / 2 - name.extraHeight() / 2;
        double textStart = mirrored ? iconX - iconR - ICON_GAP : iconX + iconR + ICON_GAP;
        g.setColor(Theme.TEXT);
        for (String line : name.lines()) {
            if (mirrored) {
                Text.right(g, Typeface.bold(), line, name.size(), textStart, baseline);
            } else {
                Text.left(g, Typeface.bold(), line, name.size(), textStart, baseline);
            }
            baseline += name.leading();
        }
        String caption = winner ? words.say("picture.card.wins") : toAct ? words.say("picture.card.toPlay") : null;
        if (caption != null) {
            tab(g, box, mirrored, caption);
        }
        counts(g, side, box);
    }

    /**
     * Whose action it is, or who won, in a tab on the card's top edge at its inner end: it takes no
     * room from the name, and it never leaves the picture, however long the name.
     */
    private static void tab(Graphics2D g, Rectangle2D.Double box, boolean mirrored, String caption) {
        double width = Typeface.bold().width(caption, BADGE_SIZE) + 24;
        double height = 28;
        double x = mirrored ? box.x + 26 : box.getMaxX() - 26 - width;
        RoundRectangle2D.Double pill = new RoundRectangle2D.Double(x, box.y - height / 2, width, height, height, height);
        g.setColor(Theme.ACCENT);
        g.fill(pill);
        g.setColor(Theme.BADGE_TEXT);
        Text.centred(g, Typeface.bold(), caption, BADGE_SIZE, pill.getCenterX(), pill.getCenterY());
    }

    /**
     * Stacks of each type, drawn as the board draws them and named below: visible stacks in play (a
     * type down to one, or gone, in red), pieces still to place during the tournament setup. In the
     * same order and places on both cards (only the name row is mirrored), so the two can be
     * compared at a glance.
     */
    private void counts(Graphics2D g, Side side, Rectangle2D.Double box) {
        Position position = request.position();
        boolean placing = position.step() == Step.PLACEMENT;
        double y = box.getMaxY() - LEGEND_ROW - 30;
        double iconR = ICON_RADIUS;
        PieceType[] types = PieceType.values();
        for (int i = 0; i < types.length; i++) {
            PieceType type = types[i];
            int n = count(position, side, type);
            double left = box.x + PAD + i * SLOT;
            String text = String.valueOf(n);
            double textWidth = Typeface.bold().width(text, COUNT_SIZE);
            boolean danger = !placing && n <= 1;
            if (danger) {
                double w = 2 * iconR + 10 + textWidth + 18;
                g.setColor(Theme.DANGER);
                g.fill(new RoundRectangle2D.Double(left - 6, y - iconR - 6, w, 2 * iconR + 12, 2 * iconR + 12,
                        2 * iconR + 12));
            }
            new PiecePainter(iconR).icon(g, left + iconR, y, iconR, side, type);
            g.setColor(danger ? Theme.TEXT : n == 0 ? Theme.TEXT_MUTED : Theme.TEXT);
            Text.left(g, Typeface.bold(), text, COUNT_SIZE, left + 2 * iconR + 10,
                    y + Typeface.bold().capHeight(COUNT_SIZE) / 2);
            g.setColor(Theme.TEXT_MUTED);
            String legend = legend(words, type, placing);
            double size = legendSize(legend);
            Text.left(g, Typeface.medium(), legend, size, left - 4,
                    box.getMaxY() - LEGEND_ROW / 2 + Typeface.medium().capHeight(LEGEND_SIZE) / 2 - 4);
        }
    }

    /**
     * The legend's size: {@value #LEGEND_SIZE}, or smaller when a language's words are wider than a
     * slot, so that legends never run into each other.
     */
    static double legendSize(String legend) {
        double width = Typeface.medium().width(legend, LEGEND_SIZE);
        double room = SLOT - LEGEND_GAP;
        return width <= room ? LEGEND_SIZE : Math.floor(LEGEND_SIZE * room / width * 10) / 10;
    }

    /** The number a card shows for a type: stacks in play, or during the setup, pieces still to place. */
    static int count(Position position, Side side, PieceType type) {
        return position.step() == Step.PLACEMENT ? position.inHand(side, type) : position.visible(side, type);
    }

    /** The legend under a count: the type's name, and during the setup that the count is what is left to place. */
    static String legend(PictureWords words, PieceType type, boolean placing) {
        return placing ? words.say("picture.legend.toPlace", words.pieces(type)) : words.piece(type);
    }

    private void statusNote(Graphics2D g) {
        Rectangle2D.Double box = layout.statusNote();
        for (StatusNote.Line line : StatusNote.of(request, NoteRoom.status(layout)).lines()) {
            g.setColor(line.colour());
            Text.left(g, line.face(), line.text(), line.size(), box.x, box.y + line.baseline());
        }
    }

    private void turnNote(Graphics2D g, LastTurn turn) {
        Rectangle2D.Double box = layout.turnNote();
        for (StatusNote.Line line : TurnNote.of(request, turn, NoteRoom.turn(layout)).lines()) {
            g.setColor(line.colour());
            Text.right(g, line.face(), line.text(), line.size(), box.getMaxX(), box.y + line.baseline());
        }
    }
}
