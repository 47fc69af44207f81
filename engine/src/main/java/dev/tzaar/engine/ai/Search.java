package dev.tzaar.engine.ai;

import dev.tzaar.engine.SearchBoard;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * Alpha-beta (principal variation search) over single actions, deepened a whole turn at a time.
 * The two actions of a turn belong to one side, so the score changes sign only where the side to
 * act changes. A position is only ever scored at the start of a turn: a search that runs out of
 * depth between the two actions of a turn still tries the second actions that change the score at
 * once (captures, and passing), since half a turn says little about who stands better.
 *
 * <p>Ordering: the transposition table's move, then captures (the scarcest enemy type and the
 * tallest enemy stack first), then pass, then stacks, each helped by the history of cut-offs. Late
 * moves are searched a little shallower and again at full depth if they surprise.
 *
 * <p>The clock is read every 16 positions (a few nanoseconds against the microseconds a position
 * costs once compiled; before the JIT has compiled the search, 256 positions took 160 ms); past the deadline the search unwinds at once and the
 * best turn of the deepest search finished (or of the unfinished one, if it already found a better
 * first action) is played.
 */
final class Search {
    static final int WIN = 1_000_000;
    /** Scores beyond this are wins or losses found by the search, nearer ones higher. */
    static final int DECIDED = WIN - 1_000;
    private static final int MAX_PLY = 100;
    private static final int INFINITY = WIN + 1;

    /** Thrown to unwind the search when its time or node budget is spent. */
    private static final class OutOfBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    private static final OutOfBudget OUT_OF_BUDGET = new OutOfBudget();

    /** What a search found: the line it expects (the turn to play is its start) and why. */
    record Outcome(int[] line, int score, int turnsDeep, long nodes) {
    }

    private final SearchBoard board;
    private final Evaluation evaluation;
    private final TranspositionTable table;
    private final int[][] history;
    private final long seed;
    private final int noise;
    private final LongSupplier clock;
    private final long stopAt;
    private final long maxNodes;

    private final int[][] moves = new int[MAX_PLY][SearchBoard.MAX_MOVES];
    private final int[][] keys = new int[MAX_PLY][SearchBoard.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[][] killers = new int[MAX_PLY][2];
    private long nodes;

    Search(SearchBoard board, Evaluation evaluation, TranspositionTable table, int[][] history, long seed, int noise,
            LongSupplier clock, long stopAt, long maxNodes) {
        this.board = board;
        this.evaluation = evaluation;
        this.table = table;
        this.history = history;
        this.seed = seed;
        this.noise = noise;
        this.clock = clock;
        this.stopAt = stopAt;
        this.maxNodes = maxNodes;
    }

    /**
     * Deepens one turn at a time up to {@code maxTurns}, while the time since {@code start} is under
     * {@code deepenUntil}. The position must have a legal action.
     */
    Outcome run(int maxTurns, long start, long deepenUntil) {
        int[] rootMoves = new int[SearchBoard.MAX_MOVES];
        int n = board.generate(rootMoves);
        // The seed decides the order of the first search, so equal turns are chosen differently per game.
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = rootMoves[i];
            rootMoves[i] = rootMoves[j];
            rootMoves[j] = swap;
        }
        orderRoot(rootMoves, n);
        int[] bestLine = {rootMoves[0]};
        int bestScore = 0;
        int turnsDeep = 0;
        table.nextGeneration();
        boolean placing = board.step() == SearchBoard.STEP_PLACEMENT;
        for (int turns = 1; turns <= maxTurns; turns++) {
            int depth = placing ? turns : 2 * turns - 1;
            RootResult result = new RootResult();
            try {
                searchRoot(rootMoves, n, depth, result);
            } catch (OutOfBudget e) {
                if (result.line != null) {
                    bestLine = result.line;
                    bestScore = result.score;
                }
                break;
            }
            bestLine = result.line;
            bestScore = result.score;
            turnsDeep = turns;
            moveToFront(rootMoves, n, bestLine[0]);
            if (Math.abs(bestScore) >= DECIDED || n == 1 && turns >= 2 || clock.getAsLong() - start >= deepenUntil
                    || nodes >= maxNodes / 2) {
                break;
            }
        }
        return new Outcome(bestLine, bestScore, turnsDeep, nodes);
    }

    private static final class RootResult {
        int[] line;
        int score;
    }

    private void searchRoot(int[] rootMoves, int n, int depth, RootResult result) {
        int alpha = -INFINITY;
        int beta = INFINITY;
        int side = board.side();
        pvLength[0] = 0;
        for (int i = 0; i < n; i++) {
            int move = rootMoves[i];
            int undo = board.make(move);
            boolean same = board.side() == side;
            int score;
            try {
                if (i == 0) {
                    score = child(depth - 1, 0, alpha, beta, same);
                } else {
                    score = child(depth - 1, 0, alpha, alpha + 1, same);
                    if (score > alpha) {
                        score = child(depth - 1, 0, alpha, beta, same);
                    }
                }
            } finally {
                board.unmake(move, undo);
            }
            if (score > alpha) {
                alpha = score;
                updatePv(0, move);
                result.line = Arrays.copyOf(pv[0], pvLength[0]);
                result.score = score;
            }
        }
        if (result.line != null) {
            table.store(board.hash(), result.line[0], depth, TranspositionTable.EXACT, toTable(alpha, 0));
        }
    }

    private int child(int depth, int ply, int alpha, int beta, boolean sameSide) {
        return sameSide ? search(depth, ply + 1, alpha, beta) : -search(depth, ply + 1, -beta, -alpha);
    }

    private int search(int depth, int ply, int alpha, int beta) {
        if ((++nodes & 15) == 0 && (clock.getAsLong() - stopAt >= 0 || nodes >= maxNodes)) {
            throw OUT_OF_BUDGET;
        }
        pvLength[ply] = 0;
        int side = board.side();
        int lacking = board.lackingSide();
        if (lacking >= 0) {
            return lacking == side ? -(WIN - ply) : WIN - ply;
        }
        int step = board.step();
        if (depth <= 0 && step != SearchBoard.STEP_SECOND || ply >= MAX_PLY - 1) {
            if (step != SearchBoard.STEP_FIRST) {
                return evaluate();
            }
            if (!board.hasCapture()) {
                return -(WIN - ply);
            }
            int standPat = evaluate();
            long targets = evaluation.winningTargets();
            if (targets != 0 && depth >= -2 && standPat < beta && ply < MAX_PLY - 8) {
                return winningTurn(depth, ply, alpha, beta, standPat, targets);
            }
            return standPat;
        }
        long hash = board.hash();
        int slot = table.find(hash);
        int ttMove = -1;
        if (slot >= 0) {
            ttMove = table.move(slot);
            // The depth as it is, negative beyond the horizon: there the extension's second actions
            // are searched with less below them (no threat played out after them at depth -2 or
            // less), so such an entry cannot stand for a search at depth 0, which plays one out.
            if (table.depth(slot) >= depth) {
                int stored = fromTable(table.score(slot), ply);
                int bound = table.bound(slot);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && stored >= beta
                        || bound == TranspositionTable.UPPER && stored <= alpha) {
                    return stored;
                }
            }
        }
        int[] list = moves[ply];
        int[] key = keys[ply];
        int n = board.generate(list);
        if (n == 0) {
            // Only a turn's first action can have none: the side to act cannot capture and has lost.
            return -(WIN - ply);
        }
        // The second action of a turn at the horizon: captures, or passing; stacking, which pays
        // only later, is left to the searches that see later, unless every capture and passing lose.
        int urgent = depth <= 0 ? stacksLast(list, n) : n;
        scoreMoves(list, key, n, ttMove, side, ply);
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestMove = list[0];
        for (int i = 0; i < n; i++) {
            if (i == urgent && best > -DECIDED) {
                break;
            }
            int move = pickNext(list, key, i, i < urgent ? urgent : n);
            int undo = board.make(move);
            boolean same = board.side() == side;
            int score;
            try {
                if (i == 0) {
                    score = child(depth - 1, ply, alpha, beta, same);
                } else {
                    int reduction = depth >= 3 && i >= 6 && key[i] < CAPTURE_KEY ? 1 : 0;
                    score = child(depth - 1 - reduction, ply, alpha, alpha + 1, same);
                    if (score > alpha && reduction > 0) {
                        score = child(depth - 1, ply, alpha, alpha + 1, same);
                    }
                    if (score > alpha && score < beta) {
                        score = child(depth - 1, ply, alpha, beta, same);
                    }
                }
            } finally {
                board.unmake(move, undo);
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        rewardHistory(side, move, Math.max(depth, 0));
                        if (SearchBoard.kind(move) == SearchBoard.STACK && killers[ply][0] != move) {
                            killers[ply][1] = killers[ply][0];
                            killers[ply][0] = move;
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(hash, bestMove, depth, bound, toTable(best, ply));
        return best;
    }

    /**
     * At the horizon, where the side to act may take every stack left of an enemy type this turn:
     * the turns that begin by capturing one of them, searched to their end (the second action among
     * captures and passing), against the evaluation as it stands. The evaluation only guesses that
     * two attacked last stacks can both be taken; this finds out.
     */
    private int winningTurn(int depth, int ply, int alpha, int beta, int standPat, long targets) {
        int side = board.side();
        int[] list = moves[ply];
        int n = board.generate(list);
        int best = standPat;
        alpha = Math.max(alpha, standPat);
        for (int i = 0; i < n; i++) {
            int move = list[i];
            if ((targets & 1L << SearchBoard.to(move)) == 0) {
                continue;
            }
            int undo = board.make(move);
            int score;
            try {
                score = child(depth - 1, ply, alpha, beta, board.side() == side);
            } finally {
                board.unmake(move, undo);
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Puts the moves that stack after all others; returns how many others there are. */
    private static int stacksLast(int[] list, int n) {
        int others = 0;
        for (int i = 0; i < n; i++) {
            int move = list[i];
            if (SearchBoard.kind(move) != SearchBoard.STACK) {
                list[i] = list[others];
                list[others++] = move;
            }
        }
        return others;
    }

    private void updatePv(int ply, int move) {
        pv[ply][0] = move;
        int length = pvLength[ply + 1];
        int[] line = pv[ply];
        int[] rest = pv[ply + 1];
        for (int i = 0; i < length; i++) {
            line[i + 1] = rest[i];
        }
        pvLength[ply] = length + 1;
    }

    private int evaluate() {
        int value = evaluation.evaluate(board);
        if (noise == 0) {
            return value;
        }
        // The same position always gets the same noise under one seed: the search stays consistent.
        long z = board.hash() ^ seed;
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        z ^= z >>> 33;
        return value + (int) Long.remainderUnsigned(z, 2L * noise + 1) - noise;
    }

    private static final int TT_KEY = Integer.MAX_VALUE;
    private static final int CAPTURE_KEY = 1 << 28;
    private static final int PASS_KEY = 1 << 27;
    private static final int HISTORY_CAP = 1 << 16;

    private void scoreMoves(int[] list, int[] key, int n, int ttMove, int side, int ply) {
        int[] sideHistory = history[side];
        int killer0 = killers[ply][0];
        int killer1 = killers[ply][1];
        for (int i = 0; i < n; i++) {
            int move = list[i];
            int k;
            if (move == ttMove) {
                k = TT_KEY;
            } else {
                int kind = SearchBoard.kind(move);
                int h = Math.min(sideHistory[move], HISTORY_CAP - 1);
                if (kind == SearchBoard.CAPTURE) {
                    int target = SearchBoard.to(move);
                    int code = board.code(target);
                    int left = Long.bitCount(board.pieces(code));
                    int victim = Math.max(0, 16 - left) * 64 + Math.min(board.height(target), 15) * 16
                            - Math.min(board.height(SearchBoard.from(move)), 15);
                    k = CAPTURE_KEY + victim * HISTORY_CAP / 16 + h / 16;
                } else if (move == killer0 && kind == SearchBoard.STACK) {
                    k = PASS_KEY + 2;
                } else if (move == killer1 && kind == SearchBoard.STACK) {
                    k = PASS_KEY + 1;
                } else if (kind == SearchBoard.PASS) {
                    k = PASS_KEY;
                } else {
                    k = h;
                }
            }
            key[i] = k;
        }
    }

    /** Selection sort, one step at a time: a cut-off usually comes long before the end of the list. */
    private static int pickNext(int[] list, int[] key, int from, int n) {
        int best = from;
        for (int i = from + 1; i < n; i++) {
            if (key[i] > key[best]) {
                best = i;
            }
        }
        int move = list[best];
        list[best] = list[from];
        list[from] = move;
        int k = key[best];
        key[best] = key[from];
        key[from] = k;
        return move;
    }

    private void rewardHistory(int side, int move, int depth) {
        int[] sideHistory = history[side];
        sideHistory[move] += depth * depth + 1;
        if (sideHistory[move] > 1 << 20) {
            for (int[] h : history) {
                for (int i = 0; i < h.length; i++) {
                    h[i] >>= 1;
                }
            }
        }
    }

    private void orderRoot(int[] rootMoves, int n) {
        int[] key = new int[n];
        scoreMoves(rootMoves, key, n, -1, board.side(), MAX_PLY - 1);
        for (int i = 0; i < n; i++) {
            pickNext(rootMoves, key, i, n);
        }
    }

    private static void moveToFront(int[] list, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (list[i] == move) {
                for (int j = i; j > 0; j--) {
                    list[j] = list[j - 1];
                }
                list[0] = move;
                return;
            }
        }
    }

    /** Wins and losses are stored as distances from the position, not from the root. */
    private static int toTable(int score, int ply) {
        return score >= DECIDED ? score + ply : score <= -DECIDED ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= DECIDED ? score - ply : score <= -DECIDED ? score + ply : score;
    }
}
