package dev.tzaar.bench;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The times of one after-game command ({@code /tzaar analyze}, {@code /tzaar replay}) measured a few times through
 * Discord, printed as a line of {@code ./tzaar bench after-game}'s table: the median and the range of the time to
 * the first progress line (when there was one) and to the answer, and of the requests the bot made to the function
 * for it. Medians are nearest ranks ({@link LatencySample#nearestRank}): a time that was measured.
 */
final class AfterGameTimes {
    /** Wide enough for the longest label, so that the figures stand in columns. */
    private static final int LABEL_WIDTH = 46;

    /**
     * One command answered: from the moment the fake Discord sent it, to the first progress line the user saw (none
     * for an answer that came at once) and to the answer; and how many requests the bot sent the function for it.
     */
    record Answer(Optional<Duration> firstLine, Duration answer, int requests) {
    }

    private final String label;
    private final List<Answer> answers = new ArrayList<>();

    AfterGameTimes(String label) {
        this.label = label;
    }

    void add(Answer answer) {
        answers.add(answer);
    }

    int count() {
        return answers.size();
    }

    /** The header of the table, above the lines. */
    static void printHeader(PrintStream out) {
        out.printf(Locale.ROOT, "  %-" + LABEL_WIDTH + "s %-34s %-34s %s%n", "from the slash command to:",
                "the first progress line", "the answer", "requests to the function");
    }

    /** This command's line: the medians, the ranges in brackets, and how many were measured. */
    void print(PrintStream out) {
        if (answers.isEmpty()) {
            throw new IllegalStateException("no " + label + " was measured");
        }
        List<Duration> lines = answers.stream().flatMap(a -> a.firstLine().stream()).toList();
        String firstLine = lines.isEmpty() ? "none: answered at once"
                : times(lines) + (lines.size() < answers.size() ? " (" + lines.size() + " of " + answers.size() + ")" : "");
        List<Long> requests = answers.stream().map(a -> (long) a.requests()).sorted().toList();
        out.printf(Locale.ROOT, "  %-" + LABEL_WIDTH + "s %-34s %-34s %s   (%d measured)%n", label, firstLine,
                times(answers.stream().map(Answer::answer).toList()), range(requests, String::valueOf),
                answers.size());
    }

    private static String times(List<Duration> durations) {
        return range(durations.stream().map(Duration::toNanos).sorted().toList(), AfterGameTimes::millis);
    }

    /** "median (least–most)", or the one value when they are all the same. */
    private static String range(List<Long> sorted, Function<Long, String> shown) {
        long[] values = sorted.stream().mapToLong(Long::longValue).toArray();
        String median = shown.apply(LatencySample.nearestRank(values, 0.5));
        String least = shown.apply(values[0]);
        String most = shown.apply(values[values.length - 1]);
        // Compared as shown: times a few microseconds apart are one figure to the reader.
        return least.equals(most) ? median : median + " (" + least + "–" + most + ")";
    }

    /** Milliseconds below ten seconds (to the millisecond), seconds above (to the tenth). */
    private static String millis(long nanos) {
        return nanos < 10_000_000_000L ? String.format(Locale.ROOT, "%,d ms", Math.round(nanos / 1e6))
                : String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
}
