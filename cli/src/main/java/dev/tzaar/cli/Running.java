package dev.tzaar.cli;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CountDownLatch;

/**
 * What a long-running command ({@code local}, {@code console}, {@code bot}) has started, stopped
 * once, in the reverse order it started (the bot before the function it calls): when the command
 * ends, or on Ctrl-C, through a shutdown hook. A failure to stop one part does not keep the others
 * running.
 */
final class Running implements AutoCloseable {
    private final Deque<AutoCloseable> started = new ArrayDeque<>();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final PrintStream out;
    private final String afterStopping;
    private final Thread hook;

    /** @param afterStopping what to tell the person once all is stopped, or null for nothing */
    Running(PrintStream out, String afterStopping) {
        this.out = out;
        this.afterStopping = afterStopping;
        this.hook = new Thread(this::stop, "tzaar-stop");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Something started, to stop with the rest. */
    <T extends AutoCloseable> T add(T part) {
        synchronized (started) {
            started.push(part);
        }
        return part;
    }

    /** Blocks until Ctrl-C has stopped everything. */
    void awaitStop() throws InterruptedException {
        out.println("Press Ctrl-C to stop.");
        out.flush();
        stopped.await();
    }

    /** Stops everything now (the command is ending by itself). */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running or about to: it stops everything itself.
            return;
        }
        stop();
    }

    private void stop() {
        synchronized (started) {
            if (stopped.getCount() == 0) {
                return;
            }
            if (afterStopping != null) {
                out.println("Stopping...");
            }
            while (!started.isEmpty()) {
                try {
                    started.pop().close();
                } catch (Exception e) {
                    // Stopping goes on: what is left must still be closed.
                }
            }
            if (afterStopping != null) {
                out.println(afterStopping);
            }
            out.flush();
            stopped.countDown();
        }
    }
}
