package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;
import java.util.Objects;

/**
 * The clock's sweep, the function's one request that comes from no interaction: a scheduler (on AWS,
 * EventBridge Scheduler through the interactions function; locally, a timer of {@code ./tzaar local})
 * asks the function to act on the correspondence clocks that are due, and posts what it answers.
 * In JSON the request is {@code {"clockSweep": {"limit": 25, "posting": true, "unposted": []}}}, an
 * unposted notice {@code {"gameId": "k3v9q", "version": 7}} (a bare game id, as callers sent before
 * versions were reported, is read as one of unknown version).
 *
 * @param limit how many due games to act on at most in one sweep (the next sweep takes the rest)
 * @param posting whether the caller can post the notices (it has the bot's token); when it cannot,
 *     the function keeps each reminder for the channel's next public reply instead
 * @param unposted the games whose notice of an earlier sweep Discord refused (the bot is no member of
 *     the channel, or the channel is gone): their reminder is kept for the channel's next public
 *     reply, as if there had been no token
 * @param posted the daily puzzles an earlier sweep asked to post ({@link DailyPost}) that Discord took,
 *     each with its message's id: the function marks them posted, so that no later sweep posts them again
 * @param refused the daily puzzles Discord refused (403: the bot may not post in the channel; 404: the channel
 *     is gone): the function switches the server's daily puzzle off rather than offer it again every ten
 *     minutes, and its settings say why
 */
public record ClockSweep(int limit, boolean posting, List<Unposted> unposted, List<DailyPosted> posted,
        List<DailyRefused> refused) {
    /** The key of the request's JSON that tells it from a {@link GameRequest}. */
    public static final String KEY = "clockSweep";
    public static final int DEFAULT_LIMIT = 25;
    /** The most unposted notices one sweep reports (a sweep posts at most 100). */
    public static final int MAX_UNPOSTED = 100;

    public ClockSweep {
        if (limit < 1 || limit > 100) {
            throw new IllegalArgumentException("a sweep acts on 1 to 100 games, not " + limit);
        }
        unposted = unposted == null ? List.of() : List.copyOf(unposted);
        if (unposted.size() > MAX_UNPOSTED) {
            throw new IllegalArgumentException("a sweep reports at most " + MAX_UNPOSTED + " unposted notices");
        }
        posted = posted == null ? List.of() : List.copyOf(posted);
        if (posted.size() > MAX_UNPOSTED) {
            throw new IllegalArgumentException("a sweep reports at most " + MAX_UNPOSTED + " posted daily puzzles");
        }
        refused = refused == null ? List.of() : List.copyOf(refused);
        if (refused.size() > MAX_UNPOSTED) {
            throw new IllegalArgumentException("a sweep reports at most " + MAX_UNPOSTED + " refused daily puzzles");
        }
    }

    /** A sweep that reports no daily puzzle refused. */
    public ClockSweep(int limit, boolean posting, List<Unposted> unposted, List<DailyPosted> posted) {
        this(limit, posting, unposted, posted, List.of());
    }

    /** A sweep with nothing to report of the last one. */
    public ClockSweep(int limit, boolean posting) {
        this(limit, posting, List.of(), List.of());
    }

    /** A sweep that reports the notices Discord refused, and no daily puzzle posted. */
    public ClockSweep(int limit, boolean posting, List<Unposted> unposted) {
        this(limit, posting, unposted, List.of());
    }

    /**
     * A notice Discord refused: its game, and the game's version the notice was written at, so that a
     * newer notice (another sweep's, posted meanwhile) is never taken for the refused one.
     *
     * @param version the notice's {@link Notice#version()}, or {@link #UNKNOWN_VERSION}
     */
    public record Unposted(String gameId, long version) {
        /** The version of a report that names the game only (a caller older than versions). */
        public static final long UNKNOWN_VERSION = -1;

        public Unposted {
            Objects.requireNonNull(gameId, "gameId");
        }

        /** A bare game id, as callers reported before versions were. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Unposted ofGame(String gameId) {
            return new Unposted(gameId, UNKNOWN_VERSION);
        }
    }

    /**
     * What one sweep did that the channel must be told: a reminder, a last warning, a flag fall.
     *
     * @param channelId the game's channel
     * @param reply the message to post there (never ephemeral; it pings the player concerned)
     * @param version the game's version the sweep wrote with this notice (reported back if refused)
     */
    public record Notice(String channelId, String gameId, GameReply reply, long version) {
        public Notice {
            Objects.requireNonNull(channelId, "channelId");
            Objects.requireNonNull(gameId, "gameId");
            Objects.requireNonNull(reply, "reply");
        }

        /** What the caller reports when Discord refuses this notice. */
        public Unposted unposted() {
            return new Unposted(gameId, version);
        }
    }

    /**
     * A server's daily puzzle, claimed for the day by this sweep and to be posted in its channel. The
     * caller posts it with {@code nonce} and {@code enforce_nonce}, so that a post tried again (by the
     * caller, or by a later sweep after a failure) is the same message, and reports its message's id
     * with the next sweep ({@link DailyPosted}); until then the function offers it again to later sweeps.
     *
     * @param day the UTC day it is the puzzle of, like {@code 20261202}
     * @param nonce made of the server and the day alone (at most 25 characters, as Discord takes them)
     * @param reply the message: the puzzle's picture, its task, the count of solvers and the button that
     *     opens it privately
     */
    public record DailyPost(String guildId, String channelId, String day, String nonce, GameReply reply) {
        public DailyPost {
            Objects.requireNonNull(guildId, "guildId");
            Objects.requireNonNull(channelId, "channelId");
            Objects.requireNonNull(day, "day");
            Objects.requireNonNull(nonce, "nonce");
            Objects.requireNonNull(reply, "reply");
            if (nonce.isEmpty() || nonce.length() > 25) {
                throw new IllegalArgumentException("Discord takes a nonce of 1 to 25 characters, not " + nonce);
            }
        }

        /** What the caller reports once Discord took it. */
        public DailyPosted posted(String messageId) {
            return new DailyPosted(guildId, day, messageId);
        }

        /** What the caller reports when Discord surely did not take it (403, 404). */
        public DailyRefused refused() {
            return new DailyRefused(guildId, day, channelId);
        }
    }

    /** A daily puzzle Discord refused to post: the server, its day, the channel that refused it. */
    public record DailyRefused(String guildId, String day, String channelId) {
        public DailyRefused {
            Objects.requireNonNull(guildId, "guildId");
            Objects.requireNonNull(day, "day");
            Objects.requireNonNull(channelId, "channelId");
        }
    }

    /** A daily puzzle Discord took: the server, its day, the message. */
    public record DailyPosted(String guildId, String day, String messageId) {
        public DailyPosted {
            Objects.requireNonNull(guildId, "guildId");
            Objects.requireNonNull(day, "day");
            Objects.requireNonNull(messageId, "messageId");
        }
    }

    /** The sweep's answer: the notices to post, in the order they happened, and the daily puzzles to post. */
    public record Notices(List<Notice> notices, List<DailyPost> dailies) {
        public Notices {
            notices = notices == null ? List.of() : List.copyOf(notices);
            dailies = dailies == null ? List.of() : List.copyOf(dailies);
        }

        /** The clocks' notices alone. */
        public Notices(List<Notice> notices) {
            this(notices, List.of());
        }
    }
}
