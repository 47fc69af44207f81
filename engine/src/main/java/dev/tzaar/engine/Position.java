package dev.tzaar.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A moment of a game, as a value: what stands on each cell, whose action it is and which. Written
 * and read in the notation {@code <board> <side> <step>} of docs/notation.md, for example the fixed start
 * position {@code ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1}.
 *
 * <p>Playing an action gives a new position; an illegal one is refused with a reason.
 */
public final class Position {
    /** The fixed setup of the rulebook (Diagram 4), White to make the opening capture. */
    public static final Position START =
            of("ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1");

    private final Board board;
    /**
     * The result once computed. One field holding an immutable Optional, so that a thread that sees
     * it sees it whole; two threads may both compute it, harmlessly.
     */
    private Optional<Result> result;

    private Position(Board board) {
        this.board = board;
    }

    /** Wraps a board that nobody else holds and that is never changed again. */
    static Position own(Board board) {
        return new Position(board);
    }

    /** A copy of the board, free to be changed. */
    Board board() {
        return board.copy();
    }

    // ---- notation ----

    /** Reads a position, or says what is wrong with the text. */
    public static Checked<Position> parse(String text) {
        return PositionNotation.parse(text).map(Position::new);
    }

    /** A position known to be well written, for constants and tests. */
    public static Position of(String text) {
        return parse(text).orElseThrow();
    }

    /** The position in notation: format and {@link #parse} are inverse. */
    @Override
    public String toString() {
        return PositionNotation.format(board);
    }

    // ---- what it shows ----

    public Side sideToMove() {
        return Referee.side(board.side);
    }

    public Step step() {
        return switch (board.step) {
            case Board.STEP_FIRST -> Step.FIRST;
            case Board.STEP_SECOND -> Step.SECOND;
            default -> Step.PLACEMENT;
        };
    }

    public Optional<Stack> stackAt(Cell cell) {
        int code = board.code[cell.index()];
        if (code < 0) {
            return Optional.empty();
        }
        return Optional.of(new Stack(Referee.side(code / 3), PieceType.values()[code % 3],
                board.height[cell.index()]));
    }

    /** How many stacks of the side are topped by the type: at zero that side has lost. */
    public int visible(Side side, PieceType type) {
        return Long.bitCount(board.pieces[side.ordinal() * 3 + type.ordinal()]);
    }

    /** Pieces of the side on the board, counting every piece of every stack. */
    public int piecesOnBoard(Side side) {
        int total = 0;
        for (long m = board.sides[side.ordinal()]; m != 0; m &= m - 1) {
            total += board.height[Long.numberOfTrailingZeros(m)];
        }
        return total;
    }

    /** Pieces of a type the side has still to place (tournament setup); 0 once placing is over. */
    public int inHand(Side side, PieceType type) {
        return board.step == Board.STEP_PLACEMENT ? board.inHand(side.ordinal(), type.ordinal()) : 0;
    }

    /**
     * True in White's opening turn, which is a single capture: it is the turn in which nothing has
     * been captured yet (all 60 pieces on the board).
     */
    public boolean isOpeningTurn() {
        return board.step == Board.STEP_FIRST && board.onBoard == Geometry.CELLS;
    }

    // ---- the rules ----

    /**
     * How the game ended, read off the position: a side that shows no stack of some type has lost;
     * otherwise, at the start of a turn, the side to act with no capture has lost. Nothing ends
     * while pieces are being placed.
     */
    public Optional<Result> result() {
        Optional<Result> known = result;
        if (known == null) {
            known = Optional.ofNullable(computeResult());
            result = known;
        }
        return known;
    }

    /** The rule is {@link Board#loser()}'s; here the loss gets its reason. */
    private Result computeResult() {
        int loser = board.loser();
        if (loser < 0) {
            return null;
        }
        int missing = board.missingType(loser);
        return missing >= 0 ? new Result.LastOfType(Referee.side(loser), PieceType.values()[missing])
                : new Result.NoCapture(Referee.side(loser));
    }

    public boolean isOver() {
        return result().isPresent();
    }

    /**
     * Every legal action, in a fixed order: captures, stacks, pass, each by origin then target;
     * placements by type then cell. Empty when the game is over.
     */
    public List<Action> legalActions() {
        int[] moves = new int[Board.MAX_MOVES];
        int n = board.generate(moves);
        List<Action> actions = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            actions.add(toAction(moves[i]));
        }
        return Collections.unmodifiableList(actions);
    }

    /** The number of legal actions, without listing them. */
    public int countLegalActions() {
        return board.countLegal();
    }

    /** True when the action may be played now. */
    public boolean isLegal(Action action) {
        return Referee.check(board, result().orElse(null), action).isOk();
    }

    /** The position after the action, or why the action is not allowed. */
    public Checked<Position> apply(Action action) {
        return Referee.check(board, result().orElse(null), action).map(this::after);
    }

    private Position after(int move) {
        Board next = board.copy();
        next.make(move);
        return new Position(next);
    }

    /** Reads what a player typed as one action of this position: see {@link ActionNotation}. */
    public Checked<Action> parseAction(String text) {
        return ActionNotation.parseOne(text, board);
    }

    /**
     * Reads and plays one or more actions typed as one text, like {@code "F4xE4 C3-D4"}: all of
     * them, or none, with the reason naming the action that failed.
     */
    public Checked<Position> play(String text) {
        return readActions(text).map(Played::position);
    }

    /**
     * Reads one or more actions typed as one text, each against the position the ones before it
     * lead to: the actions, if all of them can be played in turn, or the reason the first that
     * cannot be fails (naming it when there are several).
     */
    public Checked<List<Action>> parseActions(String text) {
        return readActions(text).map(Played::actions);
    }

    private record Played(List<Action> actions, Position position) {
    }

    private Checked<Played> readActions(String text) {
        Checked<List<String>> parts = ActionNotation.split(text);
        if (!parts.isOk()) {
            return parts.refusedAs();
        }
        List<Action> actions = new ArrayList<>();
        Position position = this;
        for (String part : parts.value()) {
            Checked<Action> action = position.parseAction(part);
            Checked<Position> next = action.flatMap(position::apply);
            if (!next.isOk()) {
                if (parts.value().size() == 1) {
                    return next.refusedAs();
                }
                String reason = part.strip() + ": " + next.reason();
                return next.refusal().<Checked<Played>>map(inner -> Checked.refused(reason,
                        Refusal.of(Refusal.Kind.IN_PART, part.strip(), inner))).orElseGet(() -> Checked.refused(reason));
            }
            actions.add(action.value());
            position = next.value();
        }
        return Checked.ok(new Played(List.copyOf(actions), position));
    }

    static Action toAction(int move) {
        return ActionTable.ACTIONS[move];
    }

    /**
     * Every action value there can be, by move number: listing legal actions then allocates
     * nothing per action, which matters to a search that lists millions of them.
     */
    private static final class ActionTable {
        static final Action[] ACTIONS = new Action[Board.move(Board.PLACE, 2, Geometry.CELLS)];

        static {
            for (Cell from : Cell.all()) {
                for (Cell to : Cell.all()) {
                    ACTIONS[Board.move(Board.CAPTURE, from.index(), to.index())] = new Action.Capture(from, to);
                    ACTIONS[Board.move(Board.STACK, from.index(), to.index())] = new Action.Stack(from, to);
                }
            }
            ACTIONS[Board.PASS_MOVE] = Action.PASS;
            for (PieceType type : PieceType.values()) {
                for (Cell at : Cell.all()) {
                    ACTIONS[Board.move(Board.PLACE, type.ordinal(), at.index())] = new Action.Place(type, at);
                }
            }
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Position p
                && board.side == p.board.side
                && board.step == p.board.step
                && Arrays.equals(board.pieces, p.board.pieces)
                && Arrays.equals(board.height, p.board.height);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(board.pieces) + Arrays.hashCode(board.height) + board.side * 7 + board.step;
    }
}
