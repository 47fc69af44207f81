package dev.tzaar.lambda.puzzles;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * A server's daily puzzle (docs/puzzles.md, "The daily puzzle"): the channel it is posted in, when the sweep
 * next looks at it, and the day last claimed, with its post and its count of solvers. One item per server
 * that ever named a channel; while the daily puzzle is on it is listed by {@link #due}, so that the sweep
 * finds the servers due by one query and never scans.
 *
 * @param channelId where it is posted
 * @param language the channel's language as Discord names it (the server's), which the post speaks
 * @param due when the sweep next looks at it; empty when the daily puzzle is off (it is then in no list)
 * @param day the day last claimed by a sweep, empty before the first
 * @param messageId the post of {@code day}, once Discord took it; empty while claimed and not posted
 * @param solvers how many solved {@code day}'s puzzle from its post
 * @param refused the day Discord refused the post in {@code channelId} (403, 404), which switched the daily
 *     puzzle off; empty while on, and once someone names a channel or turns it off themselves
 * @param version 0 while nothing is stored, then 1, 2...: a change is written only over the version it was made from
 */
public record DailySchedule(String guildId, String channelId, String language, Optional<Instant> due,
        Optional<LocalDate> day, Optional<String> messageId, long solvers, Optional<LocalDate> refused, long version) {
    /** How long a claimed post that was not reported posted waits before a sweep tries it again. */
    public static final java.time.Duration RETRY = java.time.Duration.ofMinutes(10);

    public DailySchedule {
        Objects.requireNonNull(guildId, "guildId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(due, "due");
        Objects.requireNonNull(day, "day");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(refused, "refused");
        if (solvers < 0 || version < 0 || (messageId.isPresent() && day.isEmpty()) || (refused.isPresent() && due.isPresent())) {
            throw new IllegalArgumentException("solvers and a version are 0 or more, a post has its day, and a "
                    + "refused post switched it off");
        }
    }

    /** A server that never named a channel for it. */
    public static DailySchedule none(String guildId) {
        return new DailySchedule(guildId, "0", "en-US", Optional.empty(), Optional.empty(), Optional.empty(), 0, Optional.empty(), 0);
    }

    public boolean isOn() {
        return due.isPresent();
    }

    /** Whether {@code day}'s puzzle was posted. */
    public boolean posted(LocalDate today) {
        return day.filter(today::equals).isPresent() && messageId.isPresent();
    }

    /**
     * Posted in {@code channel} from the sweep after {@code now} on: today's puzzle unless this server's was
     * posted already today (named again, or in another channel), then tomorrow's.
     */
    public DailySchedule postedIn(String channel, String channelLanguage, Instant now) {
        Instant next = posted(DailyPuzzle.dayOf(now)) ? DailyPuzzle.nextDayStart(now) : now;
        return new DailySchedule(guildId, channel, channelLanguage, Optional.of(next), day, messageId, solvers,
                Optional.empty(), version + 1);
    }

    /** Off: in no list, its last day kept (so that naming a channel again the same day posts nothing twice). */
    public DailySchedule off() {
        return new DailySchedule(guildId, channelId, language, Optional.empty(), day, messageId, solvers, Optional.empty(),
                version + 1);
    }

    /**
     * Off because Discord refused {@code today}'s post in its channel (the bot may not post there, or the channel
     * is gone): trying again would be refused again every day, so nothing is tried until someone names a
     * channel; the day is kept for the settings to say why.
     */
    public DailySchedule refusedOn(LocalDate today) {
        return new DailySchedule(guildId, channelId, language, Optional.empty(), day, messageId, solvers,
                Optional.of(today), version + 1);
    }

    /** Whether {@code today}'s post was claimed and is not posted yet: the one a refusal may be about. */
    public boolean awaitingPost(LocalDate today) {
        return isOn() && day.filter(today::equals).isPresent() && messageId.isEmpty();
    }

    /**
     * Claimed for {@code today} by a sweep: not posted yet, and due again a while later, so that a post that
     * fails (or is never reported) is tried again by a later sweep, with the same nonce.
     */
    public DailySchedule claimed(LocalDate today, Instant now) {
        long kept = day.filter(today::equals).isPresent() ? solvers : 0;
        return new DailySchedule(guildId, channelId, language, Optional.of(now.plus(RETRY)), Optional.of(today),
                Optional.empty(), kept, Optional.empty(), version + 1);
    }

    /** Posted: its message kept, and due at the start of the next day (unless turned off meanwhile). */
    public DailySchedule posted(String message, Instant now) {
        return new DailySchedule(guildId, channelId, language,
                due.map(unused -> DailyPuzzle.nextDayStart(now)), day,
                Optional.of(message), solvers, refused, version + 1);
    }

    /** Already posted today (found due all the same): due again at the start of the next day. */
    public DailySchedule tomorrow(Instant now) {
        return new DailySchedule(guildId, channelId, language, Optional.of(DailyPuzzle.nextDayStart(now)), day,
                messageId, solvers, Optional.empty(), version + 1);
    }

    /** One more solver of the day's puzzle. */
    public DailySchedule solvedOnceMore() {
        return new DailySchedule(guildId, channelId, language, due, day, messageId, solvers + 1, refused, version + 1);
    }
}
