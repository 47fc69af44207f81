package dev.tzaar.bench.probe;

import dev.tzaar.render.AnimatedReplay;
import dev.tzaar.render.RenderPriming;
import dev.tzaar.render.ReplayRenderer;
import dev.tzaar.render.SampleBoards;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * Run by {@code ./tzaar bench replay} in a fresh JVM: how long the first 40-turn replay takes there, as a
 * function instance pays it after a cold start or a SnapStart restore, primed as asked first. Arguments:
 * none for no priming at all, or {@code replays turns} for {@link RenderPriming#prime(int, int)} (0 replays:
 * the sample boards alone, as the function primed before it drew replays). Prints one line:
 * {@code priming-ms first-replay-ms first-replay-cpu-ms second-replay-ms gif-bytes}; the CPU time is this
 * thread's (the JIT compiles on others), which a busy machine does not inflate.
 */
public final class FirstReplay {
    private FirstReplay() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        var game = SampleBoards.sampleGame(1, 40);
        long primingStart = System.nanoTime();
        if (args.length == 2) {
            RenderPriming.prime(Integer.parseInt(args[0]), Integer.parseInt(args[1]));
        }
        long primed = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        AnimatedReplay replay = new ReplayRenderer().render(game, SampleBoards.players(), Locale.ENGLISH);
        long first = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        new ReplayRenderer().render(game, SampleBoards.players(), Locale.ENGLISH);
        long second = System.nanoTime();
        System.out.printf(Locale.ROOT, "%.1f %.1f %.1f %.1f %d%n", (primed - primingStart) / 1e6, (first - primed) / 1e6,
                cpu / 1e6, (second - first) / 1e6, replay.size());
    }
}
