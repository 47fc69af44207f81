package dev.tzaar.lambda.puzzles;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * Where the servers' daily puzzles live ({@link DailySchedule}): one item per server that named a channel,
 * listed by when it is next due while it is on, and one small item per solver and day.
 */
public interface DailyStore {

    /** The server's daily puzzle, or {@link DailySchedule#none} when it never named a channel; strongly consistent. */
    DailySchedule dailySchedule(String guildId);

    /**
     * The daily puzzles due at {@code now}, the longest due first, at most {@code limit}: one query of the
     * list, never a scan. Read from an index, so whoever acts on one reads it again first.
     */
    List<DailySchedule> dailiesDue(Instant now, int limit);

    /**
     * Writes the schedule only over the version before it (for version 1: if none is stored): of two
     * sweeps that claim the same day, one writes.
     *
     * @return false when it changed since it was read: nothing was written
     */
    boolean write(DailySchedule schedule);

    enum Counted {
        /** The solver is counted, and the schedule's count written. */
        COUNTED,
        /** The solver was counted for that day already: nothing was written. */
        ALREADY,
        /** The schedule changed since it was read (another solver, a sweep): nothing was written. */
        CHANGED
    }

    /**
     * Counts {@code userId} as a solver of {@code day}'s post, once: {@code counted} (the schedule read, with
     * one more solver) written together with the solver's mark for the day, which is written only if there
     * is none; it expires at {@code expires}.
     */
    Counted countSolver(DailySchedule counted, LocalDate day, String userId, Instant expires);
}
