package dev.tzaar.bench;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * The AI's search at the default budget: nodes per second and the depth reached (whole turns) on
 * positions from random games, opening, middle game and end alike. Run it with
 * TZAAR_JAVA_OPTS="-XX:TieredStopAtLevel=1" (C1 only, the interactions function's flags) and
 * without (C2, the game function's), to see what limiting the JIT to C1 costs the search. The
 * budget and the rate are counted on the searching thread's CPU time ({@code --clock cpu}), so
 * that 1.5 s means 1.5 s of one core however busy the machine is.
 */
public final class AiBenchmark implements Benchmark {
    @Override
    public String name() {
        return "ai";
    }

    @Override
    public String summary() {
        return "the hard AI at 1.5 s per turn: nodes per second and depth reached, on positions from random games";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        long millis = quick ? 300 : Ai.DEFAULT_BUDGET_MILLIS;
        List<Position> positions = sample(quick ? 8 : 24, new Random(12));
        List<String> flags = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(flag -> flag.startsWith("-XX:")).toList();
        out.printf("JVM flags: %s%n", flags.isEmpty() ? "(defaults)" : String.join(" ", flags));
        LongSupplier cpu = ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime;
        // Warm-up: the JIT compiles the search as it will stay.
        Ai warm = new Ai(Level.HARD, millis, 0, cpu);
        for (Position position : positions.subList(0, Math.min(4, positions.size()))) {
            warm.choose(position);
        }
        double[] rates = new double[positions.size()];
        int[] depths = new int[positions.size()];
        long slowest = 0;
        for (int i = 0; i < positions.size(); i++) {
            ChosenTurn choice = new Ai(Level.HARD, millis, i, cpu).choose(positions.get(i));
            rates[i] = choice.nodes() / (choice.nanos() / 1e9);
            depths[i] = choice.turnsDeep();
            slowest = Math.max(slowest, choice.nanos());
        }
        double[] sortedRates = rates.clone();
        Arrays.sort(sortedRates);
        int[] sortedDepths = depths.clone();
        Arrays.sort(sortedDepths);
        out.printf("%d positions, %d ms of CPU time per turn, a fresh AI each (no table carried over):%n", positions.size(), millis);
        out.printf("  nodes per CPU second median %,.0f (lowest %,.0f, highest %,.0f)%n", sortedRates[rates.length / 2],
                sortedRates[0], sortedRates[rates.length - 1]);
        out.printf("  depth reached      median %d turns (least %d, most %d); by position: %s%n",
                sortedDepths[depths.length / 2], sortedDepths[0], sortedDepths[depths.length - 1], Arrays.toString(depths));
        out.printf("  longest turn       %.1f ms of CPU time of the %d ms budget%n", slowest / 1e6, millis);
    }

    /** Positions at the start of a turn, every few turns of random games from random setups. */
    private static List<Position> sample(int wanted, Random random) {
        List<Position> sample = new ArrayList<>();
        while (sample.size() < wanted) {
            Position position = Setup.random(random.nextLong()).position();
            int action = 0;
            while (!position.isOver() && sample.size() < wanted) {
                if (action % 12 == 5) {
                    sample.add(position);
                }
                List<Action> actions = position.legalActions();
                position = position.apply(actions.get(random.nextInt(actions.size()))).value();
                action++;
            }
        }
        return sample;
    }
}
