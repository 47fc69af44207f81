package dev.tzaar.engine;

import static dev.tzaar.engine.Geometry.CELLS;
import static dev.tzaar.engine.Geometry.RAYS;

/**
 * The compact, mutable board behind {@link Position}: six 60-bit boards (one per side and type of
 * top piece) plus a height per cell. Moves are ints, applied with {@link #make} and taken back with
 * {@link #unmake}, so that search and perft allocate nothing. Never escapes the package: the
 * public face of a board is the immutable {@link Position}.
 *
 * <p>Sides are 0 (White) and 1 (Black); a piece code is {@code side * 3 + type ordinal}.
 */
final class Board {
    static final int WHITE = 0;
    static final int BLACK = 1;

    static final int STEP_PLACEMENT = 0;
    static final int STEP_FIRST = 1;
    static final int STEP_SECOND = 2;

    /** Move kinds, in the order legal actions are listed. */
    static final int CAPTURE = 0;
    static final int STACK = 1;
    static final int PASS = 2;
    static final int PLACE = 3;

    static final int PIECES_PER_SIDE = 30;
    static final int MAX_MOVES = 256;

    private static final int[] PER_SIDE = {6, 9, 15};

    /** pieces[side * 3 + type]: the cells whose top piece is of that side and type. */
    final long[] pieces;
    /** sides[side]: every cell that side occupies. */
    final long[] sides;
    /** code[cell]: side * 3 + type of the top piece, or -1 for an empty cell. */
    final byte[] code;
    final byte[] height;
    int side;
    int step;
    /** Pieces on the board, counting every piece of every stack: 60 until the first capture. */
    int onBoard;

    // ---- moves as ints: kind << 12 | from << 6 | to (placement: PLACE << 12 | type << 6 | at) ----

    static int move(int kind, int from, int to) {
        return kind << 12 | from << 6 | to;
    }

    static int kind(int move) {
        return move >>> 12;
    }

    static int from(int move) {
        return (move >>> 6) & 63;
    }

    static int to(int move) {
        return move & 63;
    }

    static final int PASS_MOVE = move(PASS, 0, 0);

    // ---- building ----

    /** An empty board, White to place. */
    Board() {
        pieces = new long[6];
        sides = new long[2];
        code = new byte[CELLS];
        java.util.Arrays.fill(code, (byte) -1);
        height = new byte[CELLS];
    }

    private Board(Board other) {
        pieces = other.pieces.clone();
        sides = other.sides.clone();
        code = other.code.clone();
        height = other.height.clone();
        side = other.side;
        step = other.step;
        onBoard = other.onBoard;
    }

    Board copy() {
        return new Board(this);
    }

    void put(int cell, int pieceSide, int type, int stackHeight) {
        long bit = 1L << cell;
        int c = pieceSide * 3 + type;
        pieces[c] |= bit;
        sides[pieceSide] |= bit;
        code[cell] = (byte) c;
        height[cell] = (byte) stackHeight;
        onBoard += stackHeight;
    }

    // ---- reading ----

    long occupied() {
        return sides[0] | sides[1];
    }

    /** True when the side shows no stack topped by one of the three types. */
    boolean lacksType(int s) {
        int base = s * 3;
        return pieces[base] == 0 || pieces[base + 1] == 0 || pieces[base + 2] == 0;
    }

    /** The first type (Tzaar, Tzarra, Tott) the side no longer shows, or -1. */
    int missingType(int s) {
        for (int type = 0; type < 3; type++) {
            if (pieces[s * 3 + type] == 0) {
                return type;
            }
        }
        return -1;
    }

    /** During placement every stack is one piece, so what is not on the board is in hand. */
    int inHand(int s, int type) {
        return PER_SIDE[type] - Long.bitCount(pieces[s * 3 + type]);
    }

    /**
     * The win rule, written here once for {@link Position#result()} and the search's board alike: the
     * side that has lost, or -1 while the game goes on. A side that shows no stack topped by some type
     * has lost, whether the opponent captured its last one or it stacked over it itself; otherwise, at
     * the start of a turn, the side to act with no capture has lost. Nothing ends while pieces are
     * being placed.
     */
    int loser() {
        int lacking = lackingSide();
        if (lacking >= 0 || step != STEP_FIRST) {
            return lacking;
        }
        return hasCapture() ? -1 : side;
    }

    /** The first half of {@link #loser()}: the side (White first) that shows no stack of some type, or -1. */
    int lackingSide() {
        if (step == STEP_PLACEMENT) {
            return -1;
        }
        return lacksType(WHITE) ? WHITE : lacksType(BLACK) ? BLACK : -1;
    }

    /** The cells that stack first meets along each of the six lines. */
    long firstStacksSeenFrom(int cell, long occupied) {
        int base = cell * 6;
        long a = RAYS[base] & occupied;
        long b = RAYS[base + 1] & occupied;
        long c = RAYS[base + 2] & occupied;
        long d = RAYS[base + 3] & occupied;
        long e = RAYS[base + 4] & occupied;
        long f = RAYS[base + 5] & occupied;
        return (a & -a) | (b & -b) | (c & -c)
                | Long.highestOneBit(d) | Long.highestOneBit(e) | Long.highestOneBit(f);
    }

    /** Enemy stacks among the targets that are no higher than the mover. */
    private long capturable(long targets, int moverHeight) {
        long result = 0;
        for (long t = targets; t != 0; t &= t - 1) {
            long bit = t & -t;
            if (height[Long.numberOfTrailingZeros(bit)] <= moverHeight) {
                result |= bit;
            }
        }
        return result;
    }

    boolean hasCapture() {
        long own = sides[side];
        long enemy = sides[side ^ 1];
        long occupied = own | enemy;
        for (long m = own; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            long enemyTargets = firstStacksSeenFrom(cell, occupied) & enemy;
            if (enemyTargets != 0 && capturable(enemyTargets, height[cell]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The number of legal moves, without listing them: perft's last ply. */
    int countLegal() {
        if (step == STEP_PLACEMENT) {
            return countPlacements();
        }
        if (lacksType(0) || lacksType(1)) {
            return 0;
        }
        long own = sides[side];
        long enemy = sides[side ^ 1];
        long occupied = own | enemy;
        int captures = 0;
        int stacks = 0;
        for (long m = own; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            long seen = firstStacksSeenFrom(cell, occupied);
            stacks += Long.bitCount(seen & own);
            long enemyTargets = seen & enemy;
            if (enemyTargets != 0) {
                captures += Long.bitCount(capturable(enemyTargets, height[cell]));
            }
        }
        // A second action may also stack or pass; with no capture at step 1 the game is lost.
        return step == STEP_FIRST ? captures : captures + stacks + 1;
    }

    private int countPlacements() {
        if (onBoard >= CELLS) {
            return 0;
        }
        int types = 0;
        for (int type = 0; type < 3; type++) {
            if (inHand(side, type) > 0) {
                types++;
            }
        }
        return types * (CELLS - Long.bitCount(occupied()));
    }

    /** Writes the legal moves into {@code out} (at least {@link #MAX_MOVES} long), sorted; returns how many. */
    int generate(int[] out) {
        int n = 0;
        if (step == STEP_PLACEMENT) {
            if (onBoard >= CELLS) {
                return 0;
            }
            long empty = ~occupied() & ((1L << CELLS) - 1);
            for (int type = 0; type < 3; type++) {
                if (inHand(side, type) == 0) {
                    continue;
                }
                for (long e = empty; e != 0; e &= e - 1) {
                    out[n++] = move(PLACE, type, Long.numberOfTrailingZeros(e));
                }
            }
            return n;
        }
        if (lacksType(0) || lacksType(1)) {
            return 0;
        }
        long own = sides[side];
        long enemy = sides[side ^ 1];
        long occupied = own | enemy;
        for (long m = own; m != 0; m &= m - 1) {
            int cell = Long.numberOfTrailingZeros(m);
            long seen = firstStacksSeenFrom(cell, occupied);
            for (long t = capturable(seen & enemy, height[cell]); t != 0; t &= t - 1) {
                out[n++] = move(CAPTURE, cell, Long.numberOfTrailingZeros(t));
            }
        }
        if (step == STEP_SECOND) {
            for (long m = own; m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                long seen = firstStacksSeenFrom(cell, occupied);
                for (long t = seen & own; t != 0; t &= t - 1) {
                    out[n++] = move(STACK, cell, Long.numberOfTrailingZeros(t));
                }
            }
            out[n++] = PASS_MOVE;
        }
        return n;
    }

    // ---- playing ----

    /**
     * Plays a legal move and returns what {@link #unmake} needs to take it back. The move must come
     * from {@link #generate} or have passed {@link Referee}: nothing is checked here.
     */
    int make(int move) {
        int undo = side | step << 1;
        int kind = kind(move);
        int to = to(move);
        long toBit = 1L << to;
        if (kind == PLACE) {
            put(to, side, from(move), 1);
            if (onBoard == CELLS) {
                side = WHITE;
                step = STEP_FIRST;
            } else {
                side ^= 1;
            }
            return undo;
        }
        if (kind == PASS) {
            side ^= 1;
            step = STEP_FIRST;
            return undo;
        }
        int from = from(move);
        long moved = 1L << from | toBit;
        int moverCode = code[from];
        int targetCode = code[to];
        int targetHeight = height[to];
        undo |= targetCode << 3 | targetHeight << 6;
        pieces[targetCode] ^= toBit;
        pieces[moverCode] ^= moved;
        if (kind == CAPTURE) {
            sides[side ^ 1] ^= toBit;
            sides[side] ^= moved;
            height[to] = height[from];
            onBoard -= targetHeight;
        } else {
            sides[side] ^= 1L << from;
            height[to] = (byte) (height[from] + targetHeight);
        }
        code[to] = (byte) moverCode;
        code[from] = -1;
        height[from] = 0;

        if (step == STEP_SECOND) {
            side ^= 1;
            step = STEP_FIRST;
        } else if (onBoard + targetHeight == CELLS) {
            // White's opening turn, in which nothing had been captured yet, is a single capture.
            side ^= 1;
        } else {
            step = STEP_SECOND;
        }
        return undo;
    }

    void unmake(int move, int undo) {
        side = undo & 1;
        step = (undo >>> 1) & 3;
        int kind = kind(move);
        int to = to(move);
        long toBit = 1L << to;
        if (kind == PLACE) {
            int c = code[to];
            pieces[c] ^= toBit;
            sides[side] ^= toBit;
            code[to] = -1;
            height[to] = 0;
            onBoard--;
            return;
        }
        if (kind == PASS) {
            return;
        }
        int from = from(move);
        long moved = 1L << from | toBit;
        int moverCode = code[to];
        int targetCode = (undo >>> 3) & 7;
        int targetHeight = undo >>> 6;
        pieces[moverCode] ^= moved;
        pieces[targetCode] ^= toBit;
        if (kind == CAPTURE) {
            sides[side] ^= moved;
            sides[side ^ 1] ^= toBit;
            height[from] = height[to];
            onBoard += targetHeight;
        } else {
            sides[side] ^= 1L << from;
            height[from] = (byte) (height[to] - targetHeight);
        }
        code[from] = (byte) moverCode;
        code[to] = (byte) targetCode;
        height[to] = (byte) targetHeight;
    }

    /** perft: the number of sequences of {@code depth} legal moves. */
    long perft(int depth, int[][] buffers) {
        if (depth == 1) {
            return countLegal();
        }
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth];
        int n = generate(moves);
        long total = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            int undo = make(move);
            total += perft(depth - 1, buffers);
            unmake(move, undo);
        }
        return total;
    }
}
