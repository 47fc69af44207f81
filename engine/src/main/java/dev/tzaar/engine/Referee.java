package dev.tzaar.engine;

import static dev.tzaar.engine.Board.STEP_FIRST;
import static dev.tzaar.engine.Board.STEP_PLACEMENT;

/**
 * Decides whether an action may be played on a board and, when it may not, says why in words a
 * player understands ("E4 is higher than F4 (3 > 2)"). Legal actions become board moves.
 */
final class Referee {
    private Referee() {
    }

    /** The move for a legal action, or the reason it is not legal. */
    static Checked<Integer> check(Board board, Result result, Action action) {
        if (result != null) {
            return Checked.refused("The game is over: " + result.winner().displayName() + " won, "
                    + result.reason() + ".", Refusal.of(Refusal.Kind.GAME_OVER, result));
        }
        Side mover = side(board.side);
        if (action instanceof Action.Place place) {
            return checkPlace(board, mover, place);
        }
        if (board.step == STEP_PLACEMENT) {
            return Checked.refused("Pieces are still being placed: " + mover.displayName()
                    + " places one, like T@E4.", Refusal.of(Refusal.Kind.STILL_PLACING, mover));
        }
        if (action instanceof Action.Pass) {
            if (board.step == STEP_FIRST) {
                return Checked.refused("A turn begins with a compulsory capture: there is nothing to pass yet.",
                        Refusal.of(Refusal.Kind.NOTHING_TO_PASS));
            }
            return Checked.ok(Board.PASS_MOVE);
        }
        Cell from;
        Cell to;
        boolean capture;
        if (action instanceof Action.Capture c) {
            from = c.from();
            to = c.to();
            capture = true;
        } else {
            Action.Stack s = (Action.Stack) action;
            from = s.from();
            to = s.to();
            capture = false;
        }
        Checked<Integer> problem = movementProblem(board, mover, from, to);
        if (problem != null) {
            return problem;
        }
        boolean ownTarget = board.code[to.index()] / 3 == board.side;
        int fromHeight = board.height[from.index()];
        int toHeight = board.height[to.index()];
        if (ownTarget) {
            if (board.step == STEP_FIRST) {
                return Checked.refused("A turn begins with a compulsory capture, and " + to
                        + " is your own stack: stacking must wait for the second action.",
                        Refusal.of(Refusal.Kind.CAPTURE_FIRST, to));
            }
            if (capture) {
                return Checked.refused(to + " is your own stack: you can stack onto it (" + from + "-" + to
                        + "), not capture it.", Refusal.of(Refusal.Kind.CAPTURE_OWN, to, from));
            }
            return Checked.ok(Board.move(Board.STACK, from.index(), to.index()));
        }
        if (!capture) {
            return Checked.refused(to + " is " + mover.opponent().displayName()
                    + "'s stack: you can capture it (" + from + "x" + to + "), not stack onto it.",
                    Refusal.of(Refusal.Kind.STACK_ON_OPPONENT, to, mover.opponent(), from));
        }
        if (toHeight > fromHeight) {
            return Checked.refused(to + " is higher than " + from + " (" + toHeight + " > " + fromHeight
                    + "): a stack captures only stacks no higher than itself.",
                    Refusal.of(Refusal.Kind.TOO_HIGH, to, from, toHeight, fromHeight));
        }
        return Checked.ok(Board.move(Board.CAPTURE, from.index(), to.index()));
    }

    /** Why a stack cannot travel from one cell to the other, or null when it can. */
    private static Checked<Integer> movementProblem(Board board, Side mover, Cell from, Cell to) {
        int f = from.index();
        int t = to.index();
        if (board.code[f] < 0) {
            return Checked.refused("There is no piece on " + from + ".", Refusal.of(Refusal.Kind.NO_PIECE, from));
        }
        if (board.code[f] / 3 != board.side) {
            return Checked.refused(from + " is " + mover.opponent().displayName() + "'s stack, and it is "
                    + mover.displayName() + "'s turn.", Refusal.of(Refusal.Kind.NOT_YOUR_STACK, from, mover.opponent(),
                    mover));
        }
        if (f == t) {
            return Checked.refused("A stack must move: " + from + " to " + to + " goes nowhere.",
                    Refusal.of(Refusal.Kind.GOES_NOWHERE, from, to));
        }
        int d = Geometry.direction(f, t);
        if (d < 0) {
            return Checked.refused(to + " is not on a straight line from " + from + ".",
                    Refusal.of(Refusal.Kind.NOT_IN_LINE, to, from));
        }
        long ray = Geometry.RAYS[f * Geometry.DIRECTIONS + d];
        if ((ray & 1L << t) == 0) {
            return Checked.refused("The centre of the board blocks the line from " + from + " to " + to + ".",
                    Refusal.of(Refusal.Kind.CENTRE_BLOCKS, from, to));
        }
        long first = Geometry.firstAlong(ray & board.occupied(), d);
        if (first != 0 && first != 1L << t) {
            Cell blocker = Cell.at(Long.numberOfTrailingZeros(first));
            int blockerRank = Long.numberOfTrailingZeros(first);
            boolean blockerBeforeTarget = d < 3 ? blockerRank < t : blockerRank > t;
            if (blockerBeforeTarget) {
                return Checked.refused("The stack on " + blocker + " is in the way from " + from + " to " + to
                        + ": stacks cannot jump.", Refusal.of(Refusal.Kind.IN_THE_WAY, blocker, from, to));
            }
        }
        if (board.code[t] < 0) {
            return Checked.refused(to + " is empty: a stack moves only onto another stack.",
                    Refusal.of(Refusal.Kind.EMPTY_TARGET, to));
        }
        return null;
    }

    private static Checked<Integer> checkPlace(Board board, Side mover, Action.Place place) {
        if (board.step != STEP_PLACEMENT) {
            return Checked.refused("Every piece is already on the board: placing is over.",
                    Refusal.of(Refusal.Kind.PLACING_OVER));
        }
        int type = place.type().ordinal();
        if (board.inHand(board.side, type) == 0) {
            return Checked.refused(mover.displayName() + " has no " + place.type().pluralName()
                    + " left to place.", Refusal.of(Refusal.Kind.NONE_IN_HAND, mover, place.type()));
        }
        if (board.code[place.at().index()] >= 0) {
            return Checked.refused(place.at() + " is already taken.", Refusal.of(Refusal.Kind.CELL_TAKEN, place.at()));
        }
        return Checked.ok(Board.move(Board.PLACE, type, place.at().index()));
    }

    static Side side(int side) {
        return side == Board.WHITE ? Side.WHITE : Side.BLACK;
    }
}
