package dev.tzaar.engine.ai;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.SearchBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The computer player: chooses the rest of the turn due in a position, placement included, within
 * a time budget that covers everything it does from the call to the answer.
 *
 * <p>The engine reads no clock: the caller passes one ({@code System::nanoTime} in a program, a
 * counter in a test). With the same seed, level and budget, the same position gets the same turn
 * whenever the search reaches the same depth; a counter clock makes it exact. Different seeds (one
 * per game, say) vary the choice among turns of equal value, and at easy and medium the noise.
 *
 * <p>One Ai keeps its transposition table and history between calls, which helps when it plays
 * the turns of one game; it is not thread-safe.
 */
public final class Ai implements TurnChooser {
    public static final long DEFAULT_BUDGET_MILLIS = 1_500;

    private final String name;
    private final Evaluation evaluation;
    private final int maxTurns;
    private final int noise;
    private final long budgetNanos;
    private final long maxNodes;
    private final long seed;
    private final LongSupplier nanoClock;
    private final TranspositionTable table;
    private final int[][] history = new int[2][SearchBoard.MOVE_SPACE];

    private Ai(String name, Evaluation evaluation, int maxTurns, int noise, int tableBits, long budgetMillis, long maxNodes,
            long seed, LongSupplier nanoClock) {
        if (budgetMillis < 1) {
            throw new IllegalArgumentException("a time budget is at least 1 ms, not " + budgetMillis);
        }
        this.name = name;
        this.evaluation = evaluation;
        this.maxTurns = maxTurns;
        this.noise = noise;
        this.budgetNanos = budgetMillis * 1_000_000;
        this.maxNodes = maxNodes;
        this.seed = seed;
        this.nanoClock = nanoClock;
        this.table = new TranspositionTable(tableBits);
        // The engine's table of action values is built on first use: here, outside any turn's budget.
        SearchBoard.action(SearchBoard.PASS_MOVE);
    }

    /** The AI at a level, with {@code budgetMillis} per turn, reading time from {@code nanoClock}. */
    public Ai(Level level, long budgetMillis, long seed, LongSupplier nanoClock) {
        this(level.label(), level.evaluation(), level.maxTurns(), level.noise(), level.tableBits(), budgetMillis,
                Long.MAX_VALUE, seed, nanoClock);
    }

    /**
     * The AI at a level that stops after {@code nodesPerTurn} positions instead of a time: the same
     * turns and scores on any machine and under any load, for work that must be repeatable (a
     * game's review). A search deeper than the last finished one starts only before half the nodes.
     */
    public static Ai fixedWork(Level level, long nodesPerTurn, long seed) {
        if (nodesPerTurn < 16) {
            throw new IllegalArgumentException("a search visits at least 16 positions, not " + nodesPerTurn);
        }
        // No clock: one that never moves leaves the nodes as the only limit.
        return new Ai(level.label(), level.evaluation(), level.maxTurns(), level.noise(), level.tableBits(),
                Long.MAX_VALUE / 2_000_000, nodesPerTurn, seed, () -> 0L);
    }

    /**
     * A baseline: the turn that leaves the most material by {@link MaterialEvaluation} right after
     * it, ties broken by the seed. It sees wins within its own turn and nothing of the reply.
     */
    public static Ai greedy(long budgetMillis, long seed, LongSupplier nanoClock) {
        return new Ai("greedy", new MaterialEvaluation(), 1, 0, 12, budgetMillis, Long.MAX_VALUE, seed, nanoClock);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public ChosenTurn choose(Position position) {
        long start = nanoClock.getAsLong();
        if (position.isOver()) {
            throw new IllegalArgumentException("The game is over: there is no turn to play.");
        }
        SearchBoard board = SearchBoard.of(position);
        // Turning the search's line into a turn takes a few hundred microseconds; the rest of the
        // margin covers a thread descheduled on a busy machine (seen: 20 ms past the deadline on 2
        // cores shared by a dozen busy processes), so that the whole call stays inside the budget.
        long margin = Math.min(Math.max(budgetNanos / 20, 300_000), 50_000_000);
        long stopAt = start + Math.max(budgetNanos - margin, budgetNanos / 2);
        long turnSeed = mix(seed ^ board.hash());
        Search search = new Search(board, evaluation, table, history, turnSeed, noise, nanoClock, stopAt, maxNodes);
        // A deeper search takes several times longer than the one before: past half the budget,
        // starting one would only be cut off.
        Search.Outcome outcome = search.run(maxTurns, start, budgetNanos / 2);
        List<Action> turn = turnFrom(board, outcome.line());
        return new ChosenTurn(turn, outcome.score(), outcome.turnsDeep(), outcome.nodes(),
                nanoClock.getAsLong() - start);
    }

    /**
     * The rest of the turn: the line's first action and, while the same side is to act, the next
     * ones; a second action the line lacks (a cut-off search) is the table's move there, or else the
     * best one by the evaluation.
     */
    private List<Action> turnFrom(SearchBoard board, int[] line) {
        List<Action> turn = new ArrayList<>();
        int mover = board.side();
        int[] legal = new int[SearchBoard.MAX_MOVES];
        for (int i = 0; ; i++) {
            int n = board.generate(legal);
            int move = i < line.length && contains(legal, n, line[i]) ? line[i] : -1;
            if (move < 0) {
                int slot = table.find(board.hash());
                move = slot >= 0 && contains(legal, n, table.move(slot)) ? table.move(slot) : bestByEvaluation(board, legal, n);
            }
            turn.add(SearchBoard.action(move));
            board.make(move);
            if (board.loser() >= 0 || board.side() != mover || board.step() != SearchBoard.STEP_SECOND) {
                return turn;
            }
        }
    }

    private int bestByEvaluation(SearchBoard board, int[] legal, int n) {
        int side = board.side();
        int best = legal[0];
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int undo = board.make(legal[i]);
            int loser = board.loser();
            int score = loser >= 0 ? (loser == side ? -Search.WIN : Search.WIN)
                    : board.side() == side ? evaluation.evaluate(board) : -evaluation.evaluate(board);
            board.unmake(legal[i], undo);
            if (score > bestScore) {
                bestScore = score;
                best = legal[i];
            }
        }
        return best;
    }

    private static boolean contains(int[] moves, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
