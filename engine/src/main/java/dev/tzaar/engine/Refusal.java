package dev.tzaar.engine;

import java.util.List;

/**
 * Why the engine refused something a player typed, as a stable kind with the details its wording
 * needs, beside the English reason ({@link Checked#reason()}): for a caller that words refusals itself,
 * in another language. The engine's own words stay English; the kinds never change meaning, so a
 * caller's translations of them stay right.
 *
 * @param details in the order each kind's comment gives: the engine's values ({@link Cell},
 *     {@link Side}, {@link PieceType}, {@link Result}, {@link Integer}), the text the player typed
 *     ({@link String}), or, for {@link Kind#IN_PART}, the inner refusal
 */
public record Refusal(Kind kind, List<Object> details) {
    /** The kinds of refusal, each with its details. */
    public enum Kind {
        /** A lone cell with no target: the cell as typed (upper case). */
        NEEDS_TARGET,
        /** Text that is no action: the text. */
        UNREADABLE,
        /** Nothing typed. */
        NO_ACTION,
        /** Several actions where one was expected: the text, how many. */
        SEVERAL_ACTIONS,
        /** Not a cell's label: the label. */
        NOT_A_CELL,
        /** A column other than A-I: the label. */
        NO_SUCH_COLUMN,
        /** E5, where nothing stands. */
        CENTRE,
        /** A cell beyond its column: the label (upper case), the column, the column's last row. */
        OFF_THE_BOARD,
        /** The game is over: its {@link Result}. */
        GAME_OVER,
        /** A move while pieces are being placed: the side to place. */
        STILL_PLACING,
        /** A pass at the start of a turn. */
        NOTHING_TO_PASS,
        /** No piece on the cell to move from: that cell. */
        NO_PIECE,
        /** Moving the opponent's stack: from, the opponent, the side to move. */
        NOT_YOUR_STACK,
        /** From and to are one cell: from, to. */
        GOES_NOWHERE,
        /** To is not on a line from from: to, from. */
        NOT_IN_LINE,
        /** The centre is between: from, to. */
        CENTRE_BLOCKS,
        /** A stack between: the blocking cell, from, to. */
        IN_THE_WAY,
        /** Onto an empty cell: to. */
        EMPTY_TARGET,
        /** Stacking as a turn's first action: to. */
        CAPTURE_FIRST,
        /** Capturing one's own stack: to, from. */
        CAPTURE_OWN,
        /** Stacking onto the opponent's stack: to, the opponent, from. */
        STACK_ON_OPPONENT,
        /** Capturing a higher stack: to, from, to's height, from's height. */
        TOO_HIGH,
        /** Placing after every piece is on the board. */
        PLACING_OVER,
        /** None of a type left to place: the side, the type. */
        NONE_IN_HAND,
        /** Placing on a taken cell: the cell. */
        CELL_TAKEN,
        /** One action of several failed: the action as typed, the inner {@link Refusal}. */
        IN_PART
    }

    public Refusal {
        details = List.copyOf(details);
    }

    static Refusal of(Kind kind, Object... details) {
        return new Refusal(kind, List.of(details));
    }
}
