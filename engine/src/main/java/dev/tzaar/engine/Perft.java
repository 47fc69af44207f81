package dev.tzaar.engine;

/**
 * Counts the sequences of {@code n} legal actions from a position (a pass counts as an action; a
 * finished game has none): the standard check that move generation is exactly right. From the
 * fixed start: 42, 1 797, 260 556, 11 010 135, 1 557 472 755 for n = 1..5.
 */
public final class Perft {
    /**
     * The deepest count asked for. From an opening position each action multiplies the count by
     * 40 to 150 (perft 5 from the start is 1 557 472 755 and takes seconds here; 6 takes minutes,
     * 7 hours, 8 more than a week), so no depth near 64 finishes from a position with a game ahead,
     * and at 64 even two choices per action would overflow a long. Deep counts from a position
     * near its end finish, but only because its games are short, so they need no more than this.
     * The cap keeps a typo such as 100000000 from allocating gigabytes of move buffers (one per
     * action) before failing.
     */
    public static final int MAX_DEPTH = 64;

    private Perft() {
    }

    /** The count, or why the depth is refused: it must be 0 to {@value #MAX_DEPTH}. */
    public static Checked<Long> tryCount(Position position, int depth) {
        if (depth < 0) {
            return Checked.refused("A perft depth is a number of actions, 0 or more, not " + depth + ".");
        }
        if (depth > MAX_DEPTH) {
            return Checked.refused("A perft depth goes up to " + MAX_DEPTH + ", not " + depth
                    + ": each action multiplies the count, so a count that deep would never finish.");
        }
        int[][] buffers = new int[depth + 1][Board.MAX_MOVES];
        return Checked.ok(position.board().perft(depth, buffers));
    }

    /**
     * The count, for a depth known to be from 0 to {@value #MAX_DEPTH}; any other depth is refused
     * with an IllegalArgumentException carrying the reason of {@link #tryCount}, before anything is
     * allocated.
     */
    public static long count(Position position, int depth) {
        return tryCount(position, depth).orElseThrow();
    }
}
