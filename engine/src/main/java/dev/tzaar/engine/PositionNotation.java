package dev.tzaar.engine;

import static dev.tzaar.engine.Geometry.COLUMN_LENGTHS;

/**
 * Reads and writes {@code <board> <side> <step>}: nine columns A..I separated by {@code /}, each
 * listing its cells from row 1 up as {@code -} or a piece letter (upper case White) with the stack
 * height when it is 2 or more.
 */
final class PositionNotation {
    private PositionNotation() {
    }

    static String format(Board board) {
        StringBuilder text = new StringBuilder(96);
        for (int column = 0; column < 9; column++) {
            if (column > 0) {
                text.append('/');
            }
            int start = Geometry.columnStart(column);
            for (int cell = start; cell < start + COLUMN_LENGTHS[column]; cell++) {
                int code = board.code[cell];
                if (code < 0) {
                    text.append('-');
                    continue;
                }
                char letter = PieceType.values()[code % 3].letter();
                text.append(code / 3 == Board.WHITE ? letter : Character.toLowerCase(letter));
                if (board.height[cell] > 1) {
                    text.append(board.height[cell]);
                }
            }
        }
        Side side = Referee.side(board.side);
        char step = switch (board.step) {
            case Board.STEP_FIRST -> '1';
            case Board.STEP_SECOND -> '2';
            default -> 'p';
        };
        return text.append(' ').append(side.letter()).append(' ').append(step).toString();
    }

    static Checked<Board> parse(String text) {
        String[] fields = text.strip().split("\\s+");
        if (fields.length != 3) {
            return Checked.refused("A position has three parts, board, side and step, like "
                    + "\"ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1\".");
        }
        Board board = new Board();
        String columnsProblem = readColumns(fields[0], board);
        if (columnsProblem != null) {
            return Checked.refused(columnsProblem);
        }
        if (fields[1].length() != 1 || "wWbB".indexOf(fields[1].charAt(0)) < 0) {
            return Checked.refused("The side to act is \"" + fields[1] + "\": write w (White) or b (Black).");
        }
        board.side = Character.toLowerCase(fields[1].charAt(0)) == 'w' ? Board.WHITE : Board.BLACK;
        Step step = fields[2].length() == 1 ? Step.ofSymbol(fields[2].charAt(0)) : null;
        if (step == null) {
            return Checked.refused("The step is \"" + fields[2] + "\": write 1 (first action of a turn), "
                    + "2 (second action) or p (placing pieces).");
        }
        board.step = switch (step) {
            case FIRST -> Board.STEP_FIRST;
            case SECOND -> Board.STEP_SECOND;
            case PLACEMENT -> Board.STEP_PLACEMENT;
        };
        String problem = impossibility(board);
        return problem == null ? Checked.ok(board) : Checked.refused(problem);
    }

    private static String readColumns(String field, Board board) {
        String[] columns = field.split("/", -1);
        if (columns.length != 9) {
            return "The board lists " + columns.length + (columns.length == 1 ? " column" : " columns")
                    + "; it needs 9 (A to I), separated by /.";
        }
        for (int column = 0; column < 9; column++) {
            String group = columns[column];
            char name = (char) ('A' + column);
            int cell = Geometry.columnStart(column);
            int end = cell + COLUMN_LENGTHS[column];
            int i = 0;
            while (i < group.length()) {
                char c = group.charAt(i++);
                if (cell == end) {
                    return "Column " + name + " lists more than its " + COLUMN_LENGTHS[column] + " cells.";
                }
                if (c == '-') {
                    cell++;
                    continue;
                }
                PieceType type = PieceType.ofLetter(c);
                if (type == null) {
                    return "\"" + c + "\" in column " + name + " is not a piece: write Z, A or T for White, "
                            + "z, a or t for Black, and - for an empty cell.";
                }
                int digitsStart = i;
                while (i < group.length() && Character.isDigit(group.charAt(i))) {
                    i++;
                }
                int height = 1;
                if (i > digitsStart) {
                    String digits = group.substring(digitsStart, i);
                    String unpadded = digits.replaceFirst("^0+", "");
                    if (unpadded.isEmpty()) {
                        return "Column " + name + " has a stack of height 0.";
                    }
                    if (!unpadded.equals(digits)) {
                        return "Column " + name + " has \"" + c + digits + "\": write heights without leading zeros: "
                                + c + unpadded + ".";
                    }
                    if (digits.length() > 2) {
                        return "Column " + name + " has a stack of " + digits + " pieces; no side owns that many.";
                    }
                    height = Integer.parseInt(digits);
                }
                board.put(cell, Character.isUpperCase(c) ? Board.WHITE : Board.BLACK, type.ordinal(), height);
                cell++;
            }
            if (cell != end) {
                return "Column " + name + " lists " + (cell - Geometry.columnStart(column)) + " cells; it has "
                        + COLUMN_LENGTHS[column] + ".";
            }
        }
        return null;
    }

    /** Why no game of TZAAR can reach this board, or null. */
    private static String impossibility(Board board) {
        for (int s = 0; s < 2; s++) {
            Side side = Referee.side(s);
            for (PieceType type : PieceType.values()) {
                int stacks = Long.bitCount(board.pieces[s * 3 + type.ordinal()]);
                if (stacks > type.perSide()) {
                    return side.displayName() + " shows " + stacks + " stacks topped by a " + type.displayName()
                            + ", but owns only " + type.perSide() + " " + type.pluralName() + ".";
                }
            }
            int pieces = 0;
            for (long m = board.sides[s]; m != 0; m &= m - 1) {
                pieces += board.height[Long.numberOfTrailingZeros(m)];
            }
            if (pieces > Board.PIECES_PER_SIDE) {
                return side.displayName() + " has " + pieces + " pieces on the board, but owns only "
                        + Board.PIECES_PER_SIDE + ".";
            }
        }
        if (board.step == Board.STEP_PLACEMENT) {
            for (long m = board.occupied(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                if (board.height[cell] > 1) {
                    return "No stack can form while pieces are being placed, yet " + Cell.at(cell) + " holds "
                            + board.height[cell] + ".";
                }
            }
            if (board.onBoard == Geometry.CELLS) {
                return "All 60 pieces are on the board, so placing is over: the step is 1, not p.";
            }
            // Players place in turn, White first: White places when both have placed as many pieces.
            int white = Long.bitCount(board.sides[Board.WHITE]);
            int black = Long.bitCount(board.sides[Board.BLACK]);
            int placer = white == black ? Board.WHITE : white == black + 1 ? Board.BLACK : -1;
            if (placer != board.side) {
                return "White has placed " + white + " pieces and Black " + black + ", but they place in turn, "
                        + "White first" + (placer < 0 ? "." : ", so it is " + Referee.side(placer).displayName()
                        + "'s turn to place.");
            }
        } else if (board.lacksType(Board.WHITE) && board.lacksType(Board.BLACK)) {
            return "Both sides have lost every piece of a type: no game reaches this position.";
        }
        return null;
    }
}
