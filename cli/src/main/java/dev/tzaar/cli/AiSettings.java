package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.Level;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/** The values ./tzaar ai and ./tzaar match read alike: a level, a time budget and the clock it is counted on. */
final class AiSettings {
    /** Ten minutes: a budget beyond that is a typo, not a wish. */
    static final long MAX_MILLIS = 600_000;

    private AiSettings() {
    }

    /** How strongly the AI plays: easy, medium or hard. */
    static final class LevelValue extends Values.Kind<Level> {
        @Override
        String what() {
            return "easy, medium or hard";
        }

        @Override
        public Level convert(String value) {
            Checked<Level> level = Level.parse(value);
            if (!level.isOk()) {
                throw Values.Refused.because(level.reason());
            }
            return level.value();
        }
    }

    /** The time for a turn, in milliseconds, everything included. */
    static final class Millis extends Values.Kind<Long> {
        @Override
        String what() {
            return "a number of milliseconds";
        }

        @Override
        public Long convert(String text) {
            if (!text.matches("[0-9]{1,9}")) {
                throw new Values.Refused("takes a whole number of milliseconds per turn, like "
                        + Ai.DEFAULT_BUDGET_MILLIS + ", not \"" + text + "\".");
            }
            long millis = Long.parseLong(text);
            if (millis < 1 || millis > MAX_MILLIS) {
                throw new Values.Refused("is from 1 to " + MAX_MILLIS + " milliseconds per turn, not " + millis + ".");
            }
            return millis;
        }
    }

    /** What the budget is counted on: {@code wall} or {@code cpu} ({@link #clock}). */
    static final class ClockValue extends Values.Kind<String> {
        @Override
        String what() {
            return "wall or cpu";
        }

        @Override
        public String convert(String text) {
            if (!text.equals("wall") && !text.equals("cpu")) {
                throw new Values.Refused("takes wall or cpu, not \"" + text + "\".");
            }
            return text;
        }
    }

    /**
     * The clock the budget is counted on: {@code wall} (the default, what a player waits) or
     * {@code cpu}, the searching thread's CPU time, so that a match on a busy machine measures the
     * AI at the strength it has with a core to itself.
     */
    static LongSupplier clock(String kind) {
        if (kind.equals("cpu")) {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            return threads::getCurrentThreadCpuTime;
        }
        return System::nanoTime;
    }
}
