package dev.tzaar.engine;

/**
 * Counts the sequences of {@code n} legal actions from a position (a pass counts as an action; a
 * finished game has none): the standard check that move generation is exactly right. From the
 * fixed start: 42, 1 797, 260 556, 11 010 135, 1 557 472 755 for n = 1..5.
 */
public final class Perft {
    private Perft() {
    }

    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, not " + depth);
        }
        int[][] buffers = new int[depth + 1][Board.MAX_MOVES];
        return position.board().perft(depth, buffers);
    }
}
