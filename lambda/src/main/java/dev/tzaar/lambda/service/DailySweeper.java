package dev.tzaar.lambda.service;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.puzzles.DailyPuzzle;
import dev.tzaar.lambda.puzzles.DailySchedule;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.DailyPosts;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The daily puzzles' part of the sweep (docs/puzzles.md, "The daily puzzle"): the servers due, found by one
 * query of their list, each read again and claimed for the day by a write on the version read, so that of
 * sweeps run twice or at once exactly one posts a server's day. The claim leaves it due again a little later
 * ({@link DailySchedule#RETRY}); the caller posts with the nonce of the server and the day and reports the
 * message, which marks it posted and due the next day. A post that failed, or was never reported, is
 * offered again by the sweep after the retry, with the same nonce: Discord then returns the message it
 * took, if it took one.
 */
final class DailySweeper {
    private final CommandServices services;

    DailySweeper(CommandServices services) {
        this.services = services;
    }

    /**
     * The posts this sweep claimed. Without a caller that can post (no bot token), none is claimed: the
     * schedules stay due for a sweep that can.
     */
    List<ClockSweep.DailyPost> sweep(Instant now, int limit, boolean posting) {
        List<ClockSweep.DailyPost> posts = new ArrayList<>();
        if (!posting) {
            return posts;
        }
        LocalDate today = DailyPuzzle.dayOf(now);
        Map<Locale, BoardImage> drawn = new HashMap<>();
        for (DailySchedule listed : services.store().dailiesDue(now, limit)) {
            // The index is eventually consistent: read again, strongly, and judged as it is.
            DailySchedule schedule = services.store().dailySchedule(listed.guildId());
            claim(schedule, today, now, drawn).ifPresent(posts::add);
        }
        return posts;
    }

    private Optional<ClockSweep.DailyPost> claim(DailySchedule schedule, LocalDate today, Instant now,
            Map<Locale, BoardImage> drawn) {
        if (!schedule.isOn() || schedule.due().orElseThrow().isAfter(now)) {
            return Optional.empty();
        }
        if (schedule.posted(today)) {
            // Posted already today (a report that came after the retry was due): due tomorrow.
            services.store().write(schedule.tomorrow(now));
            return Optional.empty();
        }
        DailySchedule claimed = schedule.claimed(today, now);
        if (!services.store().write(claimed)) {
            // Another sweep claimed it, or a channel was named meanwhile: theirs is the write that counts.
            return Optional.empty();
        }
        return Optional.of(new ClockSweep.DailyPost(claimed.guildId(), claimed.channelId(), DailyPuzzle.written(today),
                DailyPuzzle.nonce(claimed.guildId(), today), DailyPosts.post(services, claimed, today, drawn)));
    }

    /**
     * The posts Discord refused (the bot may not post in the channel, or it is gone): the server's daily puzzle
     * is switched off, settings and schedule together, if it is still the day and channel claimed and unposted
     * (a channel named meanwhile is the admins' new choice, and is tried). Offering it again would be refused
     * again at every sweep, for ever; the settings say why it stopped ({@link DailySchedule#refused}).
     */
    void refused(List<ClockSweep.DailyRefused> reports) {
        for (ClockSweep.DailyRefused report : reports) {
            Optional<LocalDate> day = DailyPuzzle.read(report.day());
            if (day.isEmpty()) {
                continue;
            }
            for (int attempt = 0; attempt < 3; attempt++) {
                DailySchedule schedule = services.store().dailySchedule(report.guildId());
                if (!schedule.awaitingPost(day.get()) || !schedule.channelId().equals(report.channelId())) {
                    break;
                }
                ServerSettings settings = services.store().serverSettings(report.guildId());
                DailySchedule off = schedule.refusedOn(day.get());
                // The settings name the channel too (what /tzaar settings shows): both change, or neither.
                boolean written = settings.dailyChannel().isPresent()
                        ? services.store().write(settings.withDailyIn(Optional.empty()), off)
                        : services.store().write(off);
                if (written) {
                    break;
                }
            }
        }
    }

    /** The posts Discord took: each marked posted with its message, if it is still the day claimed and unposted. */
    void posted(List<ClockSweep.DailyPosted> reports, Instant now) {
        for (ClockSweep.DailyPosted report : reports) {
            Optional<LocalDate> day = DailyPuzzle.read(report.day());
            if (day.isEmpty()) {
                continue;
            }
            for (int attempt = 0; attempt < 3; attempt++) {
                DailySchedule schedule = services.store().dailySchedule(report.guildId());
                if (schedule.day().filter(day.get()::equals).isEmpty() || schedule.messageId().isPresent()) {
                    break;
                }
                if (services.store().write(schedule.posted(report.messageId(), now))) {
                    break;
                }
            }
        }
    }
}
