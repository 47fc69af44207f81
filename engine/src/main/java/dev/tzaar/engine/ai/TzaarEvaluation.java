package dev.tzaar.engine.ai;

import dev.tzaar.engine.SearchBoard;

/**
 * The evaluation that knows TZAAR. A side loses when one of its three types is gone or when it
 * cannot capture, and a turn holds up to two captures, so it weighs:
 * <ul>
 * <li>what is left of each type, the scarce ones dearly ({@link MaterialEvaluation}), at half
 *     weight: pieces matter less than keeping captures for ourselves and taking them from the enemy;
 * <li>threats: enemy stacks we can capture, most of all the last one or two of a type, which the
 *     two captures of our turn can take all of; our own scarce stacks under attack;
 * <li>stack heights: a taller stack captures more and can be captured by fewer; the tallest stack
 *     on the board cannot be captured at all;
 * <li>mobility: how many captures each side has (none at the start of a turn loses), and most of
 *     all how few of our stacks the enemy can still capture at all (four or fewer: critical);
 * <li>secure types: a type whose tallest stack is taller than every enemy stack can never be
 *     captured to the last, and a side with all three types secure cannot lose by type at all;
 *     every type with a stack at least two high.
 * </ul>
 * The weights were chosen by matches against an independent engine (docs/ai.md): with material at
 * full weight and these terms small, the AI traded pieces while the enemy stacked up until it had
 * nothing left to capture.
 * Not thread-safe: it keeps scratch arrays, one evaluation per search.
 */
final class TzaarEvaluation implements Evaluation {
    private static final int[] HEIGHT_VALUE = {0, 0, 22, 38, 50, 58, 64, 68, 71, 73, 74};
    private static final int CAPTURE_OPTION = 10;
    /**
     * Material counts at this percentage: against the independent engine, material at full weight
     * lost games by trading for pieces while the enemy stacked up until we had no capture left.
     */
    private static final int MATERIAL_PERCENT = 50;
    private static final int ALL_LAST_ATTACKED = 450;
    private static final int TALLEST = 25;
    private static final int NO_CAPTURE_LEFT = 250;
    private static final int SECURE_TYPE = 100;
    private static final int ALL_TYPES_SECURE = 1_000;
    /** Every type has a stack at least two high: none of them can be taken by a single piece. */
    private static final int EVERY_TYPE_STACKED = 200;
    /** Per stack of ours the enemy can capture fewer than FEW_TARGETS: they are near having no capture. */
    private static final int FEW_TARGETS = 4;
    private static final int SCARCE_TARGET = 40;
    /** When a side can capture no more than this many enemy stacks, it is near losing by having none. */
    private static final int CRITICAL_TARGETS = 4;
    private static final int CRITICAL = 300;

    private final long[] attacked = new long[2];
    private final int[] options = new int[2];
    private final int[] tallest = new int[2];
    private final int[] tallestOfType = new int[6];
    private long winningTargets;

    @Override
    public int evaluate(SearchBoard board) {
        int us = board.side();
        int them = us ^ 1;
        int score = (MaterialEvaluation.material(board, us) - MaterialEvaluation.material(board, them)) * MATERIAL_PERCENT / 100;
        winningTargets = 0;
        for (int side = 0; side < 2; side++) {
            attacked[side] = 0;
            options[side] = 0;
            tallest[side] = 0;
            tallestOfType[side * 3] = tallestOfType[side * 3 + 1] = tallestOfType[side * 3 + 2] = 0;
            int heights = 0;
            long enemy = board.cellsOf(side ^ 1);
            for (long m = board.cellsOf(side); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                int height = board.height(cell);
                heights += HEIGHT_VALUE[Math.min(height, HEIGHT_VALUE.length - 1)];
                tallest[side] = Math.max(tallest[side], height);
                int code = board.code(cell);
                tallestOfType[code] = Math.max(tallestOfType[code], height);
                for (long t = board.reach(cell) & enemy; t != 0; t &= t - 1) {
                    int target = Long.numberOfTrailingZeros(t);
                    if (board.height(target) <= height) {
                        attacked[side] |= 1L << target;
                        options[side]++;
                    }
                }
            }
            score += side == us ? heights : -heights;
        }
        if (board.step() == SearchBoard.STEP_PLACEMENT) {
            // Nothing is captured yet: what counts is which pieces stand where they can be taken.
            return score + 3 * (Long.bitCount(attacked[us]) - Long.bitCount(attacked[them]));
        }
        score += CAPTURE_OPTION * (options[us] - options[them]);
        score += Integer.signum(tallest[us] - tallest[them]) * TALLEST;
        if (options[them] == 0) {
            score += NO_CAPTURE_LEFT;
        }
        score += secured(us) - secured(them);
        if (Long.bitCount(attacked[them]) <= CRITICAL_TARGETS) {
            score += CRITICAL;
        }
        if (Long.bitCount(attacked[us]) <= CRITICAL_TARGETS) {
            score -= CRITICAL;
        }
        score += everyTypeStacked(us) - everyTypeStacked(them);
        // attacked[them]: our stacks the enemy can capture; when they run short, so do the enemy's turns.
        score += SCARCE_TARGET * (Math.max(0, FEW_TARGETS - Long.bitCount(attacked[them]))
                - Math.max(0, FEW_TARGETS - Long.bitCount(attacked[us])));
        boolean wholeTurnAhead = board.step() == SearchBoard.STEP_FIRST;
        for (int type = 0; type < 3; type++) {
            long theirs = board.pieces(them * 3 + type);
            int n = Long.bitCount(theirs);
            int hit = Long.bitCount(attacked[us] & theirs);
            if (hit >= n && n <= (wholeTurnAhead ? 2 : 1)) {
                score += ALL_LAST_ATTACKED;
                if (wholeTurnAhead) {
                    winningTargets |= theirs;
                }
            } else {
                score += hit * marginal(n) / 3;
            }
            long ours = board.pieces(us * 3 + type);
            int m = Long.bitCount(ours);
            score -= Long.bitCount(attacked[them] & ours) * marginal(m) / 6;
        }
        return score;
    }

    @Override
    public long winningTargets() {
        return winningTargets;
    }

    private int everyTypeStacked(int side) {
        int type = side * 3;
        return tallestOfType[type] >= 2 && tallestOfType[type + 1] >= 2 && tallestOfType[type + 2] >= 2 ? EVERY_TYPE_STACKED : 0;
    }

    /** The side's types whose tallest stack no enemy stack is tall enough to capture. */
    private int secured(int side) {
        int enemyTallest = tallest[side ^ 1];
        int secure = 0;
        for (int type = 0; type < 3; type++) {
            if (tallestOfType[side * 3 + type] > enemyTallest) {
                secure++;
            }
        }
        return secure == 3 ? ALL_TYPES_SECURE : secure * SECURE_TYPE;
    }

    /** What losing one stack of a type costs when n are left. */
    private static int marginal(int n) {
        return n <= 0 ? 0 : MaterialEvaluation.countValue(n) - MaterialEvaluation.countValue(n - 1);
    }
}
