package dev.tzaar.bench.replay;

import dev.tzaar.bench.probe.FirstReplay;
import dev.tzaar.bench.probe.FreshJvmProbe;
import dev.tzaar.render.RenderPriming;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The first 40-turn replay of a fresh JVM, what a function instance pays after a cold start or a SnapStart
 * restore (docs/replay.md): the {@link FirstReplay} probe in new JVMs, unprimed and primed as the function primes
 * itself before its snapshot ({@link RenderPriming#REPLAYS} replays of {@link RenderPriming#REPLAY_TURNS} turns
 * after the sample boards), one after the other so that a change in the machine's load falls on both alike.
 * Each figure is the median of the processes and their range: one process alone is at the mercy of a
 * garbage collection or a compilation landing in it. The CPU time is the drawing thread's, which waiting for a
 * core does not inflate.
 */
final class ColdFirstReplay {
    /** The probe's columns: {@code priming-ms first-replay-ms first-replay-cpu-ms second-replay-ms gif-bytes}. */
    private static final int PRIMING = 0;
    private static final int FIRST = 1;
    private static final int FIRST_CPU = 2;
    private static final int SECOND = 3;
    private static final int BYTES = 4;

    /** One run of {@link FirstReplay} with these arguments: the numbers it printed, or empty when it failed. */
    @FunctionalInterface
    interface Probe {
        Optional<double[]> run(String... args);
    }

    private ColdFirstReplay() {
    }

    /** The probe in a new JVM each time ({@link FreshJvmProbe}), which tells {@code out} when one fails. */
    static Probe inFreshJvms(PrintStream out) {
        return args -> FreshJvmProbe.run(out, FirstReplay.class, args).map(FreshJvmProbe.Run::printed);
    }

    /** Runs {@code processes} of each kind and prints their figures; nothing more once one fails. */
    static void measure(PrintStream out, int processes, Probe probe) {
        List<double[]> unprimed = new ArrayList<>();
        List<double[]> primed = new ArrayList<>();
        for (int i = 0; i < processes; i++) {
            Optional<double[]> cold = probe.run();
            Optional<double[]> warmed = cold.isEmpty() ? Optional.empty() : probe.run(
                    String.valueOf(RenderPriming.REPLAYS), String.valueOf(RenderPriming.REPLAY_TURNS));
            if (warmed.isEmpty()) {
                return;
            }
            unprimed.add(cold.get());
            primed.add(warmed.get());
        }
        out.printf(Locale.ROOT, "The first 40-turn replay of a fresh JVM (median and range of %d processes each; CPU: "
                + "the drawing thread's):%n", processes);
        out.printf(Locale.ROOT, "  unprimed                   %s; %,.0f bytes%n", figures(unprimed),
                FreshJvmProbe.median(unprimed, BYTES));
        out.printf(Locale.ROOT, "  primed as the function is  %s; %,.0f bytes%n", figures(primed),
                FreshJvmProbe.median(primed, BYTES));
        out.printf(Locale.ROOT, "    (its priming: the sample boards and %d replay(s) of %d turns, %s before the snapshot)%n",
                RenderPriming.REPLAYS, RenderPriming.REPLAY_TURNS, range(primed, PRIMING));
    }

    private static String figures(List<double[]> rows) {
        return "first " + range(rows, FIRST) + ", CPU " + range(rows, FIRST_CPU) + "; second " + range(rows, SECOND);
    }

    /** A column's median and its range: {@code 2,735 ms (2,601–2,911)}. */
    private static String range(List<double[]> rows, int column) {
        double min = rows.stream().mapToDouble(row -> row[column]).min().orElseThrow();
        double max = rows.stream().mapToDouble(row -> row[column]).max().orElseThrow();
        return String.format(Locale.ROOT, "%,.0f ms (%,.0f–%,.0f)", FreshJvmProbe.median(rows, column), min, max);
    }
}
