package dev.tzaar.lambda.shared;

import dev.tzaar.engine.ai.Level;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How long the bot may think, and the clock it thinks by. The function has 10 s (template.yaml's
 * Timeout) for a request: a cold start (about 1.5 s), the store (tens of milliseconds, 4 s at worst
 * before it gives up), the picture (tens of milliseconds) and the bot's turn must fit in it, and
 * a lost write race decides the turn a second time. So one turn at hard gets {@code hardMillis}
 * ({@code TZAAR_AI_MILLIS}, 1 500 by default, at most {@value #MAX_MILLIS}); medium two thirds of
 * it and easy a fifth (they stop at a shallow depth anyway). {@code /tzaar analyze} counts nodes, not
 * time (engine's {@code ReviewBudget}).
 *
 * @param hardMillis a hard turn's budget, which also sets the others
 * @param nanoClock the clock the AI reads: {@code System::nanoTime} on AWS, a counter in tests
 */
public record AiTime(long hardMillis, LongSupplier nanoClock) {
    public static final String MILLIS = "TZAAR_AI_MILLIS";
    public static final long DEFAULT_MILLIS = 1_500;
    static final long MAX_MILLIS = 3_000;

    public AiTime {
        if (hardMillis < 1 || hardMillis > MAX_MILLIS) {
            throw new IllegalArgumentException(MILLIS + " must be from 1 to " + MAX_MILLIS + " (ms), not " + hardMillis);
        }
    }

    /** The default budget on the system's clock. */
    public static AiTime defaults() {
        return new AiTime(DEFAULT_MILLIS, System::nanoTime);
    }

    /** {@code TZAAR_AI_MILLIS} when set, else the default, on the system's clock. */
    public static AiTime fromEnvironment(Map<String, String> env) {
        String value = env.get(MILLIS);
        if (value == null || value.isBlank()) {
            return defaults();
        }
        if (!TimeLimits.VALUE.matcher(value.strip()).matches()) {
            throw new IllegalArgumentException(MILLIS + " must be " + TimeLimits.VALUE_IN_WORDS + " (ms), not \""
                    + value + "\"");
        }
        return new AiTime(Long.parseLong(value.strip()), System::nanoTime);
    }

    /** A turn's budget at a level. */
    public long budget(Level level) {
        return switch (level) {
            case EASY -> Math.max(1, hardMillis / 5);
            case MEDIUM -> Math.max(1, hardMillis * 2 / 3);
            case HARD -> hardMillis;
        };
    }
}
