package dev.tzaar.bench.probe;

import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.RenderRequest;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.SampleBoards;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Run by {@code ./tzaar bench render} in a fresh JVM: how long the first render takes there, as the
 * Lambda function's cold start pays it (loading the classes, the font and Java2D, a cold JIT).
 * Prints one line: {@code jvm-start-ms first-render-ms first-render-cpu-ms second-render-ms png-bytes};
 * the CPU time is this thread's alone (the JIT compiles on other threads), which a busy machine
 * does not inflate.
 */
public final class FirstRender {
    private FirstRender() {
    }

    public static void main(String[] args) {
        long mainStarted = System.currentTimeMillis();
        RenderRequest request = SampleBoards.all().get("midgame");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        RenderedBoard board = new BoardRenderer().render(request);
        long first = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        new BoardRenderer().render(request);
        long second = System.nanoTime();
        long jvmStart = mainStarted - ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.printf("%d %.1f %.1f %.1f %d%n", jvmStart, (first - start) / 1e6, cpu / 1e6, (second - first) / 1e6,
                board.pngSize());
    }
}
