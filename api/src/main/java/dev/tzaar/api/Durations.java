package dev.tzaar.api;

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
        long seconds = Math.abs(duration.getSeconds());
        if (seconds < 45) {
            return "a few seconds";
        }
        long minutes = rounded(seconds, MINUTE);
        if (minutes < 60) {
            return plural(minutes, "minute");
        }
        long hours = rounded(seconds, HOUR);
        if (hours < 48) {
            return plural(hours, "hour");
        }
        return plural(rounded(seconds, DAY), "day");
    }

    private static long rounded(long seconds, long unit) {
        return (seconds + unit / 2) / unit;
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
