package dev.tzaar.api;

import java.util.Objects;

/**
 * A button under a reply. Its id says what it does and to which game ({@link ButtonId}), so it still
 * works after the bot restarts.
 */
public record ActionButton(String id, String label, ButtonStyle style) {
    /** Discord's limit on a button's label. */
    public static final int MAX_LABEL = 80;

    public ActionButton {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(style, "style");
    }

    public static ActionButton of(Command command, String gameId, String label, ButtonStyle style) {
        return new ActionButton(new ButtonId(command, gameId).toString(), label, style);
    }

    /** A board's button made for one position of the game (the board's Pass). */
    public static ActionButton of(ButtonId button, String label, ButtonStyle style) {
        return new ActionButton(button.toString(), label, style);
    }

    /** A control of a player's panel, made for one position of the game. */
    public static ActionButton of(ControlId control, String label, ButtonStyle style) {
        return new ActionButton(control.toString(), label, style);
    }
}
