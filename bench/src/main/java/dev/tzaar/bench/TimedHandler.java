package dev.tzaar.bench;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Invocations;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

/**
 * A function's handler timed as Lambda bills it: each invocation's wall time, and the CPU time of the
 * thread that ran it (what the work computed; the JIT compiler's and the collector's threads are not
 * counted).
 */
final class TimedHandler implements RequestStreamHandler {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final RequestStreamHandler handler;
    private Invocations invocations = Invocations.NONE; // guarded by this

    TimedHandler(RequestStreamHandler handler) {
        this.handler = handler;
    }

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        long wall = System.nanoTime();
        long cpu = THREADS.getCurrentThreadCpuTime();
        try {
            handler.handleRequest(input, output, context);
        } finally {
            Duration used = Duration.ofNanos(THREADS.getCurrentThreadCpuTime() - cpu);
            Duration took = Duration.ofNanos(System.nanoTime() - wall);
            synchronized (this) {
                invocations = invocations.plus(took, used);
            }
        }
    }

    /** The invocations since the last time they were taken. */
    synchronized Invocations take() {
        Invocations taken = invocations;
        invocations = Invocations.NONE;
        return taken;
    }
}
