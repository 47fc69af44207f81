package dev.tzaar.engine.reference;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The position notation of docs/notation.md, {@code <board> <side> <step>}, read strictly (only the
 * canonical form) and written canonically.
 */
public final class RefNotation {

    /** How a refusal of placement counts that break strict alternation begins. */
    public static final String ALTERNATION = "placements alternate from White";

    private RefNotation() {
    }

    public static String format(RefPosition position) {
        StringBuilder text = new StringBuilder();
        for (char column = 'A'; column <= 'I'; column++) {
            if (column != 'A') {
                text.append('/');
            }
            for (RefCell cell : RefCell.all()) {
                if (cell.column() == column) {
                    text.append(position.at(cell).map(RefStack::notation).orElse("-"));
                }
            }
        }
        return text.append(' ').append(position.toMove().letter).append(' ').append(position.step()).toString();
    }

    /** Reads canonical notation; throws IllegalArgumentException saying what is wrong. */
    public static RefPosition parse(String text) {
        String[] fields = text.split(" ", -1);
        if (fields.length != 3) {
            throw new IllegalArgumentException("expected <board> <side> <step> separated by single spaces");
        }
        Map<RefCell, RefStack> board = parseBoard(fields[0]);
        RefColour toMove = switch (fields[1]) {
            case "w" -> RefColour.WHITE;
            case "b" -> RefColour.BLACK;
            default -> throw new IllegalArgumentException("side must be w or b: " + fields[1]);
        };
        char step = switch (fields[2]) {
            case "1" -> '1';
            case "2" -> '2';
            case "p" -> 'p';
            default -> throw new IllegalArgumentException("step must be 1, 2 or p: " + fields[2]);
        };
        RefPosition position = new RefPosition(board, toMove, step);
        checkPossible(position);
        return position;
    }

    private static Map<RefCell, RefStack> parseBoard(String boardText) {
        String[] groups = boardText.split("/", -1);
        if (groups.length != 9) {
            throw new IllegalArgumentException("the board needs 9 columns separated by /, found " + groups.length);
        }
        Map<RefCell, RefStack> board = new HashMap<>();
        for (int c = 0; c < 9; c++) {
            char column = (char) ('A' + c);
            List<RefCell> cells = RefCell.all().stream().filter(cell -> cell.column() == column).toList();
            String group = groups[c];
            int i = 0;
            int cellIndex = 0;
            while (i < group.length()) {
                if (cellIndex >= cells.size()) {
                    throw new IllegalArgumentException("column " + column + " has more than " + cells.size() + " cells");
                }
                char ch = group.charAt(i++);
                if (ch == '-') {
                    cellIndex++;
                    continue;
                }
                RefKind kind = RefKind.ofLetter(Character.toUpperCase(ch));
                if (kind == null) {
                    throw new IllegalArgumentException("unexpected character '" + ch + "' in column " + column);
                }
                RefColour owner = Character.isUpperCase(ch) ? RefColour.WHITE : RefColour.BLACK;
                int digitsStart = i;
                while (i < group.length() && Character.isDigit(group.charAt(i))) {
                    i++;
                }
                int height = 1;
                if (i > digitsStart) {
                    String digits = group.substring(digitsStart, i);
                    if (digits.charAt(0) == '0' || digits.length() > 2) {
                        throw new IllegalArgumentException("bad height " + digits + " in column " + column);
                    }
                    height = Integer.parseInt(digits);
                    if (height < 2) {
                        throw new IllegalArgumentException("a height is written only from 2 up, in column " + column);
                    }
                }
                board.put(cells.get(cellIndex++), new RefStack(owner, kind, height));
            }
            if (cellIndex != cells.size()) {
                throw new IllegalArgumentException("column " + column + " needs " + cells.size() + " cells, found " + cellIndex);
            }
        }
        return board;
    }

    /** Refuses what no game can reach in a way that is plain from the rule text. */
    private static void checkPossible(RefPosition position) {
        for (RefColour colour : RefColour.values()) {
            if (position.piecesOf(colour) > RefPosition.PIECES_PER_SIDE) {
                throw new IllegalArgumentException(colour + " has more than 30 pieces");
            }
            for (RefKind kind : RefKind.values()) {
                // every stack topped by a kind holds at least one piece of that kind
                if (position.visible(colour, kind) > kind.perSide) {
                    throw new IllegalArgumentException(colour + " shows more than " + kind.perSide + " " + kind);
                }
            }
        }
        if (position.step() == 'p') {
            for (RefStack stack : position.board().values()) {
                if (stack.height() > 1) {
                    throw new IllegalArgumentException("no stacks during placement");
                }
            }
            int white = position.piecesOf(RefColour.WHITE);
            int black = position.piecesOf(RefColour.BLACK);
            if (white + black == RefPosition.ALL_PIECES) {
                throw new IllegalArgumentException("all 60 pieces are down: placement is over");
            }
            int whiteShouldHave = position.toMove() == RefColour.WHITE ? black : black + 1;
            if (white != whiteShouldHave) {
                throw new IllegalArgumentException(ALTERNATION + ": " + white + " white and "
                        + black + " black pieces do not fit " + position.toMove() + " to place");
            }
        } else {
            boolean whiteLacks = false;
            boolean blackLacks = false;
            for (RefKind kind : RefKind.values()) {
                whiteLacks |= position.visible(RefColour.WHITE, kind) == 0;
                blackLacks |= position.visible(RefColour.BLACK, kind) == 0;
            }
            if (whiteLacks && blackLacks) {
                throw new IllegalArgumentException("both sides lack a type");
            }
        }
    }
}
