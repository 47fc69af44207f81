package dev.tzaar.bot.clock;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The in-process stand-in for the stack's EventBridge schedule: sweeps the clocks every {@code
 * period} on a thread of its own ({@code ./tzaar local}, a self-hosted bot). Runs the very code the
 * scheduler's invocation runs ({@link ClockReminders}).
 */
public final class ClockTimer implements AutoCloseable {
    /** How often a self-hosted bot ({@code ./tzaar bot}, {@code ./tzaar local}) sweeps: a reminder is at most this late. */
    public static final Duration SELF_HOSTED_PERIOD = Duration.ofMinutes(1);
    private final ScheduledExecutorService timer;

    private ClockTimer(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /** Sweeps now, then every {@code period}. */
    public static ClockTimer start(ClockReminders reminders, Duration period) {
        return start((Runnable) reminders::sweepQuietly, period);
    }

    /** Runs {@code sweep} now, then every {@code period}: a sweep of another frontend's (the console's channel). */
    public static ClockTimer start(Runnable sweep, Duration period) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "tzaar-clock-sweep");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(sweep, 0, period.toMillis(), TimeUnit.MILLISECONDS);
        return new ClockTimer(timer);
    }

    /**
     * How long closing waits for a sweep under way: cut off, it would leave posts made but not reported (posted
     * again after the retry) and log a failure at every quick exit of {@code ./tzaar console}.
     */
    static final Duration CLOSING_PATIENCE = Duration.ofSeconds(15);

    /** No more sweeps; one under way is let finish, up to {@link #CLOSING_PATIENCE}. */
    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(CLOSING_PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
                timer.shutdownNow();
            }
        } catch (InterruptedException e) {
            timer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
