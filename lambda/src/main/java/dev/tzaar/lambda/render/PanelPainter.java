package dev.tzaar.lambda.render;

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
    private static final double NAME_SIZE = 31;
    private static final double COUNT_SIZE = 29;
    private static final double NOTE_SIZE = 28;
    private static final double TITLE_SIZE = 34;
    /** The pieces in the cards: as large as the rows allow, since a phone shows them a third as large. */
    static final double ICON_RADIUS = 17;

    private final Layout layout;
    private final RenderRequest request;
    private final Optional<Result> outcome;

    PanelPainter(Layout layout, RenderRequest request) {
        this.layout = layout;
        this.request = request;
        this.outcome = request.outcome();
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
        return Text.showable(Typeface.bold(), request.players().name(side), side.displayName());
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
        double pad = 18;
        double iconR = ICON_RADIUS;
        double iconX = mirrored ? box.getMaxX() - pad - iconR : box.x + pad + iconR;
        double rowY = box.y + 40;
        new PiecePainter(iconR).icon(g, iconX, rowY, iconR, side, PieceType.TOTT);

        String caption = winner ? "wins" : toAct ? "to play" : null;
        double nameRoom = box.width - 2 * pad - 2 * iconR - 14;
        double captionWidth = 0;
        if (caption != null) {
            captionWidth = Typeface.bold().width(caption, 20) + 20;
            nameRoom -= captionWidth + 8;
        }
        String name = Text.fit(Typeface.bold(), displayName(request, side), NAME_SIZE, nameRoom);
        double baseline = rowY + Typeface.bold().capHeight(NAME_SIZE) / 2;
        g.setColor(Theme.TEXT);
        double textStart = mirrored ? iconX - iconR - 14 : iconX + iconR + 14;
        double nameWidth = Typeface.bold().width(name, NAME_SIZE);
        if (mirrored) {
            Text.right(g, Typeface.bold(), name, NAME_SIZE, textStart, baseline);
        } else {
            Text.left(g, Typeface.bold(), name, NAME_SIZE, textStart, baseline);
        }
        if (caption != null) {
            double pillX = mirrored ? textStart - nameWidth - 10 - captionWidth : textStart + nameWidth + 10;
            RoundRectangle2D.Double pill = new RoundRectangle2D.Double(pillX, rowY - 15, captionWidth, 30, 30, 30);
            g.setColor(Theme.ACCENT);
            g.fill(pill);
            g.setColor(Theme.BADGE_TEXT);
            Text.centred(g, Typeface.bold(), caption, 20, pill.getCenterX(), pill.getCenterY());
        }
        counts(g, side, box);
    }

    /**
     * Visible stacks of each type; a type down to one (or gone) is shown in red. In the same order
     * and places on both cards (only the name row is mirrored), so the two can be compared at a glance.
     */
    private void counts(Graphics2D g, Side side, Rectangle2D.Double box) {
        Position position = request.position();
        boolean placing = position.step() == Step.PLACEMENT;
        double y = box.getMaxY() - 34;
        double iconR = ICON_RADIUS;
        double slot = 88;
        PieceType[] types = PieceType.values();
        for (int i = 0; i < types.length; i++) {
            PieceType type = types[i];
            int n = position.visible(side, type);
            double left = box.x + 18 + i * slot;
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
        }
    }

    private void statusNote(Graphics2D g) {
        Rectangle2D.Double box = layout.statusNote();
        Position position = request.position();
        double y = box.y + TITLE_SIZE;
        String title;
        String detail;
        if (outcome.isPresent()) {
            Result result = outcome.get();
            // The name is cut to fit, never the word that says what happened.
            String wins = " wins";
            title = Text.fit(Typeface.bold(), displayName(request, result.winner()), TITLE_SIZE,
                    box.width - Typeface.bold().width(wins, TITLE_SIZE)) + wins;
            detail = result.reason();
        } else {
            title = request.turn().isPresent() ? "Turn " + request.turn().getAsInt() : "To play";
            detail = displayName(request, position.sideToMove()) + ": " + Wording.task(position);
        }
        g.setColor(outcome.isPresent() ? Theme.ACCENT : Theme.TEXT);
        Text.left(g, Typeface.bold(), Text.fit(Typeface.bold(), title, TITLE_SIZE, box.width), TITLE_SIZE, box.x, y);
        g.setColor(Theme.TEXT);
        for (String line : Text.wrap(Typeface.medium(), detail, NOTE_SIZE, box.width)) {
            y += NOTE_SIZE * 1.3;
            Text.left(g, Typeface.medium(), line, NOTE_SIZE, box.x, y);
        }
    }

    private void turnNote(Graphics2D g, LastTurn turn) {
        Rectangle2D.Double box = layout.turnNote();
        double right = box.getMaxX();
        double y = box.y + TITLE_SIZE;
        g.setColor(Theme.TEXT_MUTED);
        String heading = Wording.turnHeading(turn) + ", " + displayName(request, turn.mover());
        Text.right(g, Typeface.medium(), Text.fit(Typeface.medium(), heading, NOTE_SIZE, box.width), NOTE_SIZE, right, y);
        y += TITLE_SIZE * 1.3;
        g.setColor(Theme.TEXT);
        Text.right(g, Typeface.bold(), turn.toString().replace(" ", "  "), TITLE_SIZE, right, y);
    }
}
