package dev.tzaar.engine;

import java.util.Arrays;

/**
 * The engine's compact board opened up for game-tree search (the AI in {@code dev.tzaar.engine.ai}):
 * moves are ints, played with {@link #make} and taken back with {@link #unmake}, nothing allocated,
 * and a Zobrist hash kept up to date on the way, so that a search can visit millions of positions
 * per second and remember them in a transposition table. Everything a player can get wrong stays
 * behind {@link Position}; this class trusts its caller: a move must come from {@link #generate}.
 *
 * <p>Sides are 0 (White) and 1 (Black); a piece code is {@code side * 3 + type ordinal} (types in
 * the order Tzaar, Tzarra, Tott), -1 for an empty cell. A move is {@code kind << 12 | from << 6 | to},
 * a placement {@code PLACE << 12 | type << 6 | at}.
 */
public final class SearchBoard {
    public static final int WHITE = Board.WHITE;
    public static final int BLACK = Board.BLACK;
    public static final int STEP_PLACEMENT = Board.STEP_PLACEMENT;
    public static final int STEP_FIRST = Board.STEP_FIRST;
    public static final int STEP_SECOND = Board.STEP_SECOND;
    public static final int CAPTURE = Board.CAPTURE;
    public static final int STACK = Board.STACK;
    public static final int PASS = Board.PASS;
    public static final int PLACE = Board.PLACE;
    public static final int PASS_MOVE = Board.PASS_MOVE;
    public static final int CELLS = Geometry.CELLS;
    /** Room enough for the legal moves of any position. */
    public static final int MAX_MOVES = Board.MAX_MOVES;
    /** One more than the largest move number: a table indexed by move has this many entries. */
    public static final int MOVE_SPACE = Board.move(Board.PLACE, 3, 0);

    private static final int MAX_HEIGHT = 2 * Board.PIECES_PER_SIDE;
    /** KEYS[(cell * 6 + code) * (MAX_HEIGHT + 1) + height]: one random number per stack there can be. */
    private static final long[] KEYS = new long[CELLS * 6 * (MAX_HEIGHT + 1)];
    /** SIDE_STEP_KEYS[side * 3 + step]. */
    private static final long[] SIDE_STEP_KEYS = new long[6];

    static {
        // A fixed seed: a hash means the same position in every run, so tests and bug reports agree.
        SplitMix64 random = new SplitMix64(0x7A0A7L);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < SIDE_STEP_KEYS.length; i++) {
            SIDE_STEP_KEYS[i] = random.nextLong();
        }
    }

    private final Board board;
    private long hash;
    /** The hashes before each move still to be taken back, so that unmake needs no arithmetic. */
    private long[] hashes = new long[256];
    private int played;

    private SearchBoard(Board board) {
        this.board = board;
        this.hash = computeHash();
    }

    /** A board of its own for the position, free to be changed. */
    public static SearchBoard of(Position position) {
        return new SearchBoard(position.board());
    }

    /** The position the board now shows, as a value. */
    public Position position() {
        return Position.own(board.copy());
    }

    // ---- moves as ints ----

    public static int kind(int move) {
        return Board.kind(move);
    }

    public static int from(int move) {
        return Board.from(move);
    }

    public static int to(int move) {
        return Board.to(move);
    }

    /** The action a move stands for. */
    public static Action action(int move) {
        return Position.toAction(move);
    }

    // ---- reading ----

    public int side() {
        return board.side;
    }

    public int step() {
        return board.step;
    }

    /** The piece code of the top piece on the cell, or -1 when it is empty. */
    public int code(int cell) {
        return board.code[cell];
    }

    public int height(int cell) {
        return board.height[cell];
    }

    /** The cells whose top piece has this code. */
    public long pieces(int code) {
        return board.pieces[code];
    }

    /** The cells the side occupies. */
    public long cellsOf(int side) {
        return board.sides[side];
    }

    /** The stacks a stack on the cell meets first along each of the six lines: what it can reach. */
    public long reach(int cell) {
        return board.firstStacksSeenFrom(cell, board.occupied());
    }

    /** Pieces of a type the side still has to place (tournament setup). */
    public int inHand(int side, int type) {
        return board.step == STEP_PLACEMENT ? board.inHand(side, type) : 0;
    }

    /** The side that has lost, or -1 while the game goes on: the rules of {@link Position#result()}. */
    public int loser() {
        return board.loser();
    }

    /**
     * The side that shows no stack of some type, or -1: {@link #loser()} without the test for a
     * capture, for a search that learns whether there is one from the moves it lists anyway.
     */
    public int lackingSide() {
        return board.lackingSide();
    }

    /** True when the side to act has a capture. */
    public boolean hasCapture() {
        return board.hasCapture();
    }

    /** Writes the legal moves into {@code out} (at least {@link #MAX_MOVES} long); returns how many. */
    public int generate(int[] out) {
        return board.generate(out);
    }

    /** The Zobrist hash of the position: pieces, heights, side and step. */
    public long hash() {
        return hash;
    }

    // ---- playing ----

    /** Plays a move from {@link #generate} and returns what {@link #unmake} needs to take it back. */
    public int make(int move) {
        if (played == hashes.length) {
            hashes = Arrays.copyOf(hashes, played * 2);
        }
        hashes[played++] = hash;
        long h = hash ^ SIDE_STEP_KEYS[board.side * 3 + board.step];
        int kind = Board.kind(move);
        int to = Board.to(move);
        if (kind == PLACE) {
            h ^= key(to, board.side * 3 + Board.from(move), 1);
        } else if (kind != PASS) {
            int from = Board.from(move);
            int moverCode = board.code[from];
            int moverHeight = board.height[from];
            int targetCode = board.code[to];
            int targetHeight = board.height[to];
            h ^= key(from, moverCode, moverHeight) ^ key(to, targetCode, targetHeight)
                    ^ key(to, moverCode, kind == CAPTURE ? moverHeight : moverHeight + targetHeight);
        }
        int undo = board.make(move);
        hash = h ^ SIDE_STEP_KEYS[board.side * 3 + board.step];
        return undo;
    }

    /** Takes back the last move played, given what {@link #make} returned for it. */
    public void unmake(int move, int undo) {
        board.unmake(move, undo);
        hash = hashes[--played];
    }

    private static long key(int cell, int code, int height) {
        return KEYS[(cell * 6 + code) * (MAX_HEIGHT + 1) + height];
    }

    private long computeHash() {
        long h = SIDE_STEP_KEYS[board.side * 3 + board.step];
        for (int cell = 0; cell < CELLS; cell++) {
            if (board.code[cell] >= 0) {
                h ^= key(cell, board.code[cell], board.height[cell]);
            }
        }
        return h;
    }

    /** The hash computed afresh from the board, for tests of the incremental one. */
    long recomputedHash() {
        return computeHash();
    }
}
