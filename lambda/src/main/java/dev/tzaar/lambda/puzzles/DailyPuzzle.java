package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.puzzle.Puzzle;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;

/**
 * The puzzle of the day (docs/puzzles.md, "The daily puzzle"): a function of the UTC date alone over the
 * shipped set, so that every server, every sweep and every press agree on it without storing it. The days
 * step through the set by a stride prime to its size, so no puzzle comes back before every other one has
 * been the puzzle of a day.
 */
public final class DailyPuzzle {
    /** A day as requests and items carry it: {@code 20261202}. */
    public static final DateTimeFormatter DAY = DateTimeFormatter.BASIC_ISO_DATE;
    /** The stride through the set: a prime, so prime to any size of set it does not divide. */
    private static final long STRIDE = 337;

    private DailyPuzzle() {
    }

    /** The UTC day of an instant. */
    public static LocalDate dayOf(Instant now) {
        return LocalDate.ofInstant(now, ZoneOffset.UTC);
    }

    /** The first instant of the next UTC day: when the next day's puzzle is due. */
    public static Instant nextDayStart(Instant now) {
        return dayOf(now).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** The puzzle of {@code day}. */
    public static Puzzle of(LocalDate day) {
        return of(day, ShippedPuzzles.all());
    }

    static Puzzle of(LocalDate day, List<Puzzle> set) {
        long stride = set.size() % STRIDE == 0 ? STRIDE + 2 : STRIDE;
        return set.get((int) Math.floorMod(day.toEpochDay() * stride, (long) set.size()));
    }

    /** A day as written ({@link #DAY}). */
    public static String written(LocalDate day) {
        return day.format(DAY);
    }

    /** A day read back, when it is one. */
    public static Optional<LocalDate> read(String written) {
        try {
            return Optional.of(LocalDate.parse(written, DAY));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The nonce of a server's post of a day (Discord's {@code nonce}, at most 25 characters): the server's id
     * and the day, each in base 36, so that every attempt at that post, by any sweep, sends the same one.
     */
    public static String nonce(String guildId, LocalDate day) {
        String server;
        try {
            server = Long.toUnsignedString(Long.parseUnsignedLong(guildId), 36);
        } catch (NumberFormatException e) {
            server = Integer.toUnsignedString(guildId.hashCode(), 36);
        }
        return server + "-" + Long.toString(day.toEpochDay(), 36);
    }
}
