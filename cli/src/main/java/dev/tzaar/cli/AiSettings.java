package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.ai.Ai;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/** The values ./tzaar ai and ./tzaar match read alike: a time budget, a seed and the clock. */
final class AiSettings {
    /** Ten minutes: a budget beyond that is a typo, not a wish. */
    static final long MAX_MILLIS = 600_000;

    private AiSettings() {
    }

    static Checked<Long> millis(String text) {
        if (!text.matches("[0-9]{1,9}")) {
            return Checked.refused("--ms takes a whole number of milliseconds per turn, like " + Ai.DEFAULT_BUDGET_MILLIS
                    + ", not \"" + text + "\".");
        }
        long millis = Long.parseLong(text);
        if (millis < 1 || millis > MAX_MILLIS) {
            return Checked.refused("--ms is from 1 to " + MAX_MILLIS + " milliseconds per turn, not " + millis + ".");
        }
        return Checked.ok(millis);
    }

    static Checked<Long> seed(String text) {
        try {
            return Checked.ok(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return Checked.refused("--seed takes a whole number, not \"" + text + "\".");
        }
    }

    /**
     * The clock the budget is counted on: {@code wall} (the default, what a player waits) or
     * {@code cpu}, the searching thread's CPU time, so that a match on a busy machine measures the
     * AI at the strength it has with a core to itself.
     */
    static Checked<LongSupplier> clock(String text) {
        return switch (text) {
            case "wall" -> Checked.ok(System::nanoTime);
            case "cpu" -> {
                ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                yield Checked.ok(threads::getCurrentThreadCpuTime);
            }
            default -> Checked.refused("--clock takes wall or cpu, not \"" + text + "\".");
        };
    }
}
