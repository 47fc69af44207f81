package dev.tzaar.bench.replay;

import dev.tzaar.bench.Benchmark;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.render.AnimatedReplay;
import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.RenderRequest;
import dev.tzaar.render.ReplayRenderer;
import dev.tzaar.render.SampleBoards;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The replay's GIF (docs/replay.md): bytes and milliseconds for whole games of 10, 20 and 40 turns and per
 * turn, warm, beside the same boards drawn one by one as PNGs; against lila-gif's figures for chess (93
 * frames, 348 KiB, about 60 ms) and the budgets (2 MB, 1.5 s for 40 turns in the function); then the
 * first replay of a fresh JVM, unprimed and primed as the function is ({@link ColdFirstReplay}). Wall clock and
 * the thread's CPU time: on a busy machine the wall clock also counts waiting for a core.
 */
public final class ReplayBenchmark implements Benchmark {
    private static final int SIZE_BUDGET_BYTES = 2 * 1024 * 1024;
    private static final double TIME_BUDGET_MS = 1_500;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "the replay's animated GIF: bytes and ms for 10-, 20- and 40-turn games and per turn, warm; the first "
                + "40-turn replay of a fresh JVM, unprimed and primed as the function is";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        ReplayRenderer replays = new ReplayRenderer();
        GameRecord forty = SampleBoards.sampleGame(1, 40);
        int runs = quick ? 3 : 9;
        long warmupEnd = System.nanoTime() + (quick ? 3_000_000_000L : 10_000_000_000L);
        while (System.nanoTime() < warmupEnd) {
            replays.render(forty, SampleBoards.players(), Locale.ENGLISH);
        }
        out.printf("Warm, median of %d runs (budgets: %,d bytes and %.0f ms for 40 turns):%n", runs, SIZE_BUDGET_BYTES,
                TIME_BUDGET_MS);
        for (int turns : List.of(10, 20, 40)) {
            GameRecord game = turns == 40 ? forty : forty.upTo(actionsOf(forty, turns));
            long[] wall = new long[runs];
            long[] cpu = new long[runs];
            AnimatedReplay replay = null;
            for (int i = 0; i < runs; i++) {
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                replay = replays.render(game, SampleBoards.players(), Locale.ENGLISH);
                wall[i] = System.nanoTime() - start;
                cpu[i] = THREADS.getCurrentThreadCpuTime() - cpuStart;
            }
            Arrays.sort(wall);
            Arrays.sort(cpu);
            double ms = wall[runs / 2] / 1e6;
            out.printf("  %2d turns, %2d frames: %,9d bytes (%,6d per turn)  %7.0f ms (CPU %5.0f), %5.1f ms per turn%s%n",
                    turns, replay.frames(), replay.size(), replay.size() / turns, ms, cpu[runs / 2] / 1e6, ms / turns,
                    turns == 40 && (replay.size() > SIZE_BUDGET_BYTES || ms > TIME_BUDGET_MS) ? "  OVER BUDGET" : "");
        }
        // The same 41 boards as PNGs, one by one: what the replay's frames cost the renderer alone.
        BoardRenderer boards = new BoardRenderer();
        List<RenderRequest> frames = ReplayRenderer.frames(forty, SampleBoards.players(), Locale.ENGLISH);
        long[] wall = new long[runs];
        long bytes = 0;
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            bytes = 0;
            for (RenderRequest frame : frames) {
                bytes += boards.render(frame).pngSize();
            }
            wall[i] = System.nanoTime() - start;
        }
        Arrays.sort(wall);
        out.printf("  the same 41 boards as PNGs: %,d bytes, %.0f ms (p50 of %d)%n", bytes, wall[runs / 2] / 1e6, runs);
        out.printf("  lila-gif (chess): 93 frames, 348 KiB, ~60 ms%n");
        printLoad(out);
        ColdFirstReplay.measure(out, quick ? 3 : 5, ColdFirstReplay.inFreshJvms(out));
        printLoad(out);
    }

    private static void printLoad(PrintStream out) {
        out.printf("  load average %.1f on %d cores while measuring%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** How many actions the first {@code turns} turns of the game hold. */
    private static int actionsOf(GameRecord game, int turns) {
        return game.turns().subList(0, turns).stream().mapToInt(t -> t.actions().size()).sum();
    }
}
