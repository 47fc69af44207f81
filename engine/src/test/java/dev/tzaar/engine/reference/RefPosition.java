package dev.tzaar.engine.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A deliberately plain model of TZAAR, written from the rule text, docs/notation.md and docs/rules.md
 * only, to check the engine against. A map from cell to stack, the side to act, the step ('1', '2' or 'p'). Every
 * question is answered by recomputing from scratch; speed does not matter.
 */
public final class RefPosition {

    /** Total pieces of both sides in a game. */
    public static final int ALL_PIECES = 60;

    /** Pieces each side owns. */
    public static final int PIECES_PER_SIDE = 30;

    private final Map<RefCell, RefStack> board;
    private final RefColour toMove;
    private final char step;

    RefPosition(Map<RefCell, RefStack> board, RefColour toMove, char step) {
        this.board = Collections.unmodifiableMap(new HashMap<>(board));
        this.toMove = toMove;
        this.step = step;
    }

    // ------------------------------------------------------------------ notation

    /** Reads notation; throws IllegalArgumentException with the reason when it is not valid. */
    public static RefPosition parse(String text) {
        return RefNotation.parse(text);
    }

    /** The position in canonical notation. */
    public String notation() {
        return RefNotation.format(this);
    }

    @Override
    public String toString() {
        return notation();
    }

    // ------------------------------------------------------------------ what it shows

    public Optional<RefStack> at(RefCell cell) {
        return Optional.ofNullable(board.get(cell));
    }

    public Map<RefCell, RefStack> board() {
        return board;
    }

    public RefColour toMove() {
        return toMove;
    }

    public char step() {
        return step;
    }

    /** Number of stacks of the colour whose top piece is of the kind. */
    public int visible(RefColour colour, RefKind kind) {
        int count = 0;
        for (RefStack stack : board.values()) {
            if (stack.owner() == colour && stack.top() == kind) {
                count++;
            }
        }
        return count;
    }

    /** Pieces of the colour on the board, every piece of every stack counted. */
    public int piecesOf(RefColour colour) {
        int count = 0;
        for (RefStack stack : board.values()) {
            if (stack.owner() == colour) {
                count += stack.height();
            }
        }
        return count;
    }

    public int piecesOnBoard() {
        return piecesOf(RefColour.WHITE) + piecesOf(RefColour.BLACK);
    }

    /**
     * Pieces of a kind the colour still has to place, during placement: all stacks then have
     * height 1, so it is what the colour owns minus what it shows. 0 outside placement.
     */
    public int inHand(RefColour colour, RefKind kind) {
        return step == 'p' ? kind.perSide - visible(colour, kind) : 0;
    }

    /**
     * The opening turn, a single capture: step 1 with nothing captured yet. docs/rules.md defines White's
     * first turn by that condition alone ("needs no flag"), so the project decided it holds whoever is
     * to act; in a real game it is always White.
     */
    public boolean isOpeningTurn() {
        return step == '1' && piecesOnBoard() == ALL_PIECES;
    }

    // ------------------------------------------------------------------ the rules

    /**
     * How the game has ended, in the order of the rules: nothing during placement; a side with
     * no visible piece of some kind has lost (White checked first, kinds in the order Z, A, T);
     * otherwise, at step 1, the side to act with no capture has lost.
     */
    public Optional<RefResult> result() {
        if (step == 'p') {
            return Optional.empty();
        }
        for (RefColour colour : RefColour.values()) {
            for (RefKind kind : RefKind.values()) {
                if (visible(colour, kind) == 0) {
                    return Optional.of(new RefResult.LastOfType(colour, kind));
                }
            }
        }
        if (step == '1' && moves(true).isEmpty()) {
            return Optional.of(new RefResult.NoCapture(toMove));
        }
        return Optional.empty();
    }

    /**
     * The moves of the side to act: from each of its stacks, along each of the six lines, over
     * empty cells to the first occupied one. There an enemy stack no taller than the mover can be
     * captured, and an own stack can be stacked on (when {@code capturesOnly} is false).
     */
    public List<RefAction> moves(boolean capturesOnly) {
        List<RefAction> moves = new ArrayList<>();
        for (RefCell from : RefCell.all()) {
            RefStack mover = board.get(from);
            if (mover == null || mover.owner() != toMove) {
                continue;
            }
            for (int[] direction : RefCell.DIRECTIONS) {
                Optional<RefCell> cell = from.next(direction);
                while (cell.isPresent() && !board.containsKey(cell.get())) {
                    cell = cell.get().next(direction);
                }
                if (cell.isEmpty()) {
                    continue; // ran off the board or into the centre: no move this way
                }
                RefCell to = cell.get();
                RefStack target = board.get(to);
                if (target.owner() != toMove) {
                    if (target.height() <= mover.height()) {
                        moves.add(new RefAction.Capture(from, to));
                    }
                } else if (!capturesOnly) {
                    moves.add(new RefAction.StackOn(from, to));
                }
            }
        }
        return moves;
    }

    /** Every legal action (in no particular order); none when the game is over. */
    public List<RefAction> legalActions() {
        if (result().isPresent()) {
            return List.of();
        }
        List<RefAction> actions = new ArrayList<>();
        switch (step) {
            case 'p' -> {
                for (RefKind kind : RefKind.values()) {
                    if (inHand(toMove, kind) > 0) {
                        for (RefCell cell : RefCell.all()) {
                            if (!board.containsKey(cell)) {
                                actions.add(new RefAction.Place(kind, cell));
                            }
                        }
                    }
                }
            }
            case '1' -> actions.addAll(moves(true));
            case '2' -> {
                actions.addAll(moves(false));
                actions.add(RefAction.PASS);
            }
            default -> throw new IllegalStateException("step " + step);
        }
        return actions;
    }

    public boolean isLegal(RefAction action) {
        return legalActions().contains(action);
    }

    /** The position after a legal action, or an IllegalArgumentException when it is not legal. */
    public RefPosition play(RefAction action) {
        if (!isLegal(action)) {
            throw new IllegalArgumentException(action + " is not legal in " + this);
        }
        return apply(action);
    }

    /** The position after an action taken from {@link #legalActions()} (not checked again). */
    public RefPosition apply(RefAction action) {
        Map<RefCell, RefStack> next = new HashMap<>(board);
        if (action instanceof RefAction.Capture capture) {
            RefStack mover = next.remove(capture.from());
            next.put(capture.to(), mover);
        } else if (action instanceof RefAction.StackOn stackOn) {
            RefStack mover = next.remove(stackOn.from());
            RefStack below = next.get(stackOn.to());
            next.put(stackOn.to(), new RefStack(toMove, mover.top(), mover.height() + below.height()));
        } else if (action instanceof RefAction.Place place) {
            next.put(place.at(), new RefStack(toMove, place.kind(), 1));
        }
        // RefAction.Pass leaves the board as it is

        if (step == 'p') {
            int placed = piecesOnBoard() + 1;
            return placed == ALL_PIECES
                    ? new RefPosition(next, RefColour.WHITE, '1')
                    : new RefPosition(next, toMove.other(), 'p');
        }
        if (step == '1' && !isOpeningTurn()) {
            return new RefPosition(next, toMove, '2');
        }
        // the opening turn is a single capture; step 2 ends the turn
        return new RefPosition(next, toMove.other(), '1');
    }

    /** The number of sequences of {@code depth} legal actions (a pass counts as one). */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<RefAction> actions = legalActions();
        if (depth == 1) {
            return actions.size();
        }
        long total = 0;
        for (RefAction action : actions) {
            total += apply(action).perft(depth - 1);
        }
        return total;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RefPosition that
                && board.equals(that.board) && toMove == that.toMove && step == that.step;
    }

    @Override
    public int hashCode() {
        return board.hashCode() * 31 + toMove.hashCode() * 7 + step;
    }
}
