package dev.tzaar.api;

import dev.tzaar.api.i18n.Texts;
import java.time.Duration;

/**
 * Lengths of time as people say them, the same in the function's sentences and the console's:
 * "a few seconds", "15 minutes", "5 hours", "3 days". Rounded to the nearest unit, not cut: 72 hours
 * less a few seconds is "3 days", never "2 days".
 */
public final class Durations {
    private static final long MINUTE = 60;
    private static final long HOUR = 60 * MINUTE;
    private static final long DAY = 24 * HOUR;

    private Durations() {
    }

    public static String humane(Duration duration) {
        return humane(duration, Texts.ENGLISH);
    }

    /** The length in the given language ({@code duration.*} in the bundles). */
    public static String humane(Duration duration, Texts texts) {
        long seconds = Math.abs(duration.getSeconds());
        if (seconds < 45) {
            return texts.text("duration.seconds");
        }
        long minutes = rounded(seconds, MINUTE);
        if (minutes < 60) {
            return texts.text("duration.minutes", minutes);
        }
        long hours = rounded(seconds, HOUR);
        if (hours < 48) {
            return texts.text("duration.hours", hours);
        }
        return texts.text("duration.days", rounded(seconds, DAY));
    }

    private static long rounded(long seconds, long unit) {
        return (seconds + unit / 2) / unit;
    }
}
