package dev.tzaar.bench;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Perft;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The engine's speed: perft 4 and 5 from the fixed start (single-threaded, counted in legal actions
 * per second), and the cost of the public API a game service or an AI calls per position.
 */
public final class EngineBenchmark implements Benchmark {
    private static final long PERFT_4 = 11_010_135L;
    private static final long PERFT_5 = 1_557_472_755L;

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String summary() {
        return "perft 4 and 5 from the fixed start; legal actions and apply on sampled positions";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        perft(out, 4, PERFT_4, Duration.ofSeconds(quick ? 1 : 3), quick ? 5 : 9);
        if (!quick) {
            perft(out, 5, PERFT_5, Duration.ZERO, 3);
        }
        api(out, quick);
    }

    private static void perft(PrintStream out, int depth, long expected, Duration warmup, int runs) {
        Benchmark.Timing timing = Benchmark.time(warmup, runs, () -> Perft.count(Position.START, depth));
        long count = timing.lastResult();
        String check = count == expected ? "matches docs/rules.md" : "WRONG, expected " + expected;
        out.printf("perft(%d) from the fixed start = %,d (%s)%n", depth, count, check);
        out.printf("  %.3f s median of %d runs (fastest %.3f s, slowest %.3f s), %,.0f legal actions per second%n",
                timing.medianSeconds(), runs, timing.minNanos() / 1e9, timing.maxNanos() / 1e9,
                count / timing.medianSeconds());
    }

    /**
     * Positions met in random games from random setups: what the API is called on in real play. Each
     * timed run passes over the sample many times, so that the garbage collection its allocations
     * cause is paid in proportion, not as a pause landing in one short run.
     */
    private static void api(PrintStream out, boolean quick) {
        List<Position> positions = samplePositions(2_000, new Random(7));
        int n = positions.size();
        int passes = 100;
        int runs = quick ? 5 : 15;
        Duration warmup = Duration.ofSeconds(quick ? 1 : 3);
        List<Action> firstActions = new ArrayList<>();
        long actions = 0;
        for (Position p : positions) {
            firstActions.add(p.legalActions().get(0));
            actions += p.legalActions().size();
        }
        Benchmark.Timing legal = Benchmark.time(warmup, runs, () -> {
            long total = 0;
            for (int pass = 0; pass < passes; pass++) {
                for (Position p : positions) {
                    total += p.legalActions().size();
                }
            }
            return total;
        });
        Benchmark.Timing count = Benchmark.time(warmup, runs, () -> {
            long total = 0;
            for (int pass = 0; pass < passes; pass++) {
                for (Position p : positions) {
                    total += p.countLegalActions();
                }
            }
            return total;
        });
        Benchmark.Timing apply = Benchmark.time(warmup, runs, () -> {
            long total = 0;
            for (int pass = 0; pass < passes; pass++) {
                for (int i = 0; i < n; i++) {
                    total += positions.get(i).apply(firstActions.get(i)).isOk() ? 1 : 0;
                }
            }
            return total;
        });
        double calls = (double) n * passes;
        out.printf("On %,d positions from random games (%.0f legal actions each on average), median of %d runs:%n",
                n, (double) actions / n, runs);
        out.printf("  legalActions()       %,8.0f ns per position (a list of Action values)%n", legal.medianNanos() / calls);
        out.printf("  countLegalActions()  %,8.0f ns per position%n", count.medianNanos() / calls);
        out.printf("  apply(action)        %,8.0f ns per action (checked, gives a new Position)%n",
                apply.medianNanos() / calls);
    }

    private static List<Position> samplePositions(int wanted, Random random) {
        List<Position> sample = new ArrayList<>(wanted);
        while (sample.size() < wanted) {
            Position position = Setup.random(random.nextLong()).position();
            while (!position.isOver() && sample.size() < wanted) {
                sample.add(position);
                List<Action> actions = position.legalActions();
                position = position.apply(actions.get(random.nextInt(actions.size()))).value();
            }
        }
        return sample;
    }
}
