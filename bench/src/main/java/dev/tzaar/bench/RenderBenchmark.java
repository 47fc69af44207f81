package dev.tzaar.bench;

import static dev.tzaar.bench.probe.FreshJvmProbe.median;

import dev.tzaar.bench.probe.FirstRender;
import dev.tzaar.bench.probe.FreshJvmProbe;
import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.RenderRequest;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.SampleBoards;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The renderer's speed and sizes: warm render + encode per sample board (median and 99th
 * percentile), the PNG sizes, and the first render in a fresh JVM, which the function's cold start
 * pays. Times are wall clock and, beside them, the rendering thread's CPU time: on a shared,
 * busy machine the wall clock also counts waiting for a core, the CPU time only the work.
 */
public final class RenderBenchmark implements Benchmark {
    /** The budgets. */
    private static final double WARM_BUDGET_MS = 30;
    private static final int SIZE_BUDGET_BYTES = 80 * 1024;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String summary() {
        return "render + PNG encode of the sample boards, warm and in a fresh JVM; PNG sizes";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        BoardRenderer renderer = new BoardRenderer();
        Map<String, RenderRequest> boards = SampleBoards.all();
        long warmupEnd = System.nanoTime() + (quick ? 2_000_000_000L : 6_000_000_000L);
        while (System.nanoTime() < warmupEnd) {
            for (RenderRequest request : boards.values()) {
                Blackhole.sink = renderer.render(request).pngSize();
            }
        }
        int runs = quick ? 30 : 200;
        List<Long> all = new ArrayList<>();
        List<Long> allCpu = new ArrayList<>();
        out.printf("Warm render + encode, %d runs per board (budget %.0f ms, %,d bytes):%n", runs, WARM_BUDGET_MS,
                SIZE_BUDGET_BYTES);
        for (Map.Entry<String, RenderRequest> board : boards.entrySet()) {
            long[] nanos = new long[runs];
            long[] cpu = new long[runs];
            RenderedBoard last = null;
            for (int i = 0; i < runs; i++) {
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                last = renderer.render(board.getValue());
                nanos[i] = System.nanoTime() - start;
                cpu[i] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                all.add(nanos[i]);
                allCpu.add(cpu[i]);
            }
            Arrays.sort(nanos);
            Arrays.sort(cpu);
            out.printf("  %-11s median %5.1f ms  p99 %5.1f ms  (CPU %5.1f / %5.1f)  %4d x %4d px  %,7d bytes%s%n",
                    board.getKey(), nanos[runs / 2] / 1e6, LatencySample.nearestRank(nanos, 0.99) / 1e6,
                    cpu[runs / 2] / 1e6, LatencySample.nearestRank(cpu, 0.99) / 1e6, last.width(), last.height(),
                    last.pngSize(), last.pngSize() > SIZE_BUDGET_BYTES ? "  OVER BUDGET" : "");
        }
        long[] every = all.stream().mapToLong(Long::longValue).sorted().toArray();
        long[] everyCpu = allCpu.stream().mapToLong(Long::longValue).sorted().toArray();
        double p99 = LatencySample.nearestRank(every, 0.99) / 1e6;
        out.printf("  all boards  median %5.1f ms  p99 %5.1f ms  (CPU %5.1f / %5.1f)%s%n", every[every.length / 2] / 1e6,
                p99, everyCpu[everyCpu.length / 2] / 1e6, LatencySample.nearestRank(everyCpu, 0.99) / 1e6,
                p99 > WARM_BUDGET_MS ? "  OVER BUDGET (wall clock)" : "");
        out.printf("  load average %.1f on %d cores while measuring%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        freshJvm(out, quick ? 3 : 7);
    }

    /** Starts {@link FirstRender} in new JVMs with this one's java and class path. */
    private static void freshJvm(PrintStream out, int times) {
        List<double[]> results = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(out, FirstRender.class);
            if (run.isEmpty()) {
                return;
            }
            double[] f = run.get().printed();
            results.add(new double[] {f[0], f[1], f[2], f[3], run.get().wallMillis()});
        }
        out.printf("In a fresh JVM (median of %d processes, the midgame board):%n", times);
        out.printf("  first render + encode %6.0f ms, CPU %4.0f ms  (classes, font, Java2D, cold code)%n",
                median(results, 1), median(results, 2));
        out.printf("  second render         %6.0f ms%n", median(results, 3));
        out.printf("  JVM start to main     %6.0f ms;  whole process %4.0f ms%n", median(results, 0), median(results, 4));
    }
}
