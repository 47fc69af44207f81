package dev.tzaar.lambda.game;

import dev.tzaar.engine.Side;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A correspondence clock in the LittleGolem style: so many days per move, and a small reserve.
 *
 * <p>The rule. Each player's clock holds their time for the next move; at the start it holds the
 * days per move plus the {@linkplain #RESERVE reserve} (two days). Only the clock of the player to
 * move runs. When a player completes their move (the turn passes to the other side), the time they
 * used is taken off their clock and one move's allowance is added back, up to the same cap: time
 * left unused refills the reserve, and a move that takes longer than the allowance eats into it.
 * A player whose clock reaches zero loses on time (the flag falls), without anyone claiming it.
 * A turn of TZAAR (a capture and a second action) is one move; so is each piece placed in the
 * tournament setup.
 *
 * <p>Before the flag falls the player to move is reminded twice: once when a day is left (or half of
 * their time, if the move had less than two days), and a last warning when three hours are left (or
 * an eighth of their time). {@link #remindersSent} counts the ones sent for the current move, so that
 * each is sent once however often the sweep runs.
 *
 * @param daysPerMove the allowance per move, from {@value #MIN_DAYS} to {@value #MAX_DAYS} days
 * @param whiteLeft White's time for their next (or current) move
 * @param blackLeft Black's time for their next (or current) move
 * @param turnStarted when the current move began; null before the game starts and after it ends
 * @param remindersSent 0, 1 (reminded) or 2 (last warning sent) for the current move
 * @param reminderUnposted the last reminder could not be posted (no bot token): the channel's next
 *     public reply carries it instead, until the game changes
 * @param language the channel's language as Discord names it (the server's, or the challenger's
 *     outside a server) when the game was challenged, for the notices the sweep posts, which answer no
 *     request; null for English
 */
public record GameClock(int daysPerMove, Duration whiteLeft, Duration blackLeft, Instant turnStarted,
        int remindersSent, boolean reminderUnposted, String language) {
    public static final int MIN_DAYS = 1;
    public static final int MAX_DAYS = 14;
    /** What a player may bank beyond one move's allowance: small, so a game keeps moving. */
    public static final Duration RESERVE = Duration.ofDays(2);
    static final Duration REMINDER_BEFORE = Duration.ofDays(1);
    static final Duration LAST_WARNING_BEFORE = Duration.ofHours(3);

    /** A clock whose reminders, if any, were posted. */
    public GameClock(int daysPerMove, Duration whiteLeft, Duration blackLeft, Instant turnStarted, int remindersSent) {
        this(daysPerMove, whiteLeft, blackLeft, turnStarted, remindersSent, false, null);
    }

    /** The same clock, its notices in {@code discordLocale} (null: English). */
    public GameClock speaking(String discordLocale) {
        return new GameClock(daysPerMove, whiteLeft, blackLeft, turnStarted, remindersSent, reminderUnposted,
                discordLocale);
    }

    public GameClock {
        if (daysPerMove < MIN_DAYS || daysPerMove > MAX_DAYS) {
            throw new IllegalArgumentException("days per move must be from " + MIN_DAYS + " to " + MAX_DAYS
                    + ", not " + daysPerMove);
        }
        Objects.requireNonNull(whiteLeft, "whiteLeft");
        Objects.requireNonNull(blackLeft, "blackLeft");
        if (remindersSent < 0 || remindersSent > 2) {
            throw new IllegalArgumentException("reminders sent must be 0, 1 or 2, not " + remindersSent);
        }
    }

    /** A clock for a new game: both players hold the allowance and the reserve; nothing runs yet. */
    public static GameClock of(int daysPerMove) {
        Duration full = Duration.ofDays(daysPerMove).plus(RESERVE);
        return new GameClock(daysPerMove, full, full, null, 0);
    }

    public Duration perMove() {
        return Duration.ofDays(daysPerMove);
    }

    /** The most a clock holds: one move's allowance and the reserve. */
    public Duration cap() {
        return perMove().plus(RESERVE);
    }

    /** The time on a side's clock, as it stood when its current move (or the last change) began. */
    public Duration left(Side side) {
        return side == Side.WHITE ? whiteLeft : blackLeft;
    }

    public boolean isRunning() {
        return turnStarted != null;
    }

    /** The time a side has left at {@code now}: its clock, less the time its current move has taken if it is to move. */
    public Duration remaining(Side side, Side toMove, Instant now) {
        if (!isRunning() || side != toMove) {
            return left(side);
        }
        Duration left = left(side).minus(Duration.between(turnStarted, now));
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** When the flag of the side to move falls. */
    public Instant deadline(Side toMove) {
        return running().plus(left(toMove));
    }

    public Instant reminderAt(Side toMove) {
        return deadline(toMove).minus(min(REMINDER_BEFORE, left(toMove).dividedBy(2)));
    }

    public Instant lastWarningAt(Side toMove) {
        return deadline(toMove).minus(min(LAST_WARNING_BEFORE, left(toMove).dividedBy(8)));
    }

    /** When something is next due for the side to move: a reminder, the last warning, or the flag. */
    public Instant nextEvent(Side toMove) {
        return switch (remindersSent) {
            case 0 -> reminderAt(toMove);
            case 1 -> lastWarningAt(toMove);
            default -> deadline(toMove);
        };
    }

    /** What is due at {@code now} for the side to move; a reminder is skipped when the last warning is due already. */
    public Due due(Side toMove, Instant now) {
        if (!isRunning()) {
            return Due.NOTHING;
        }
        if (!now.isBefore(deadline(toMove))) {
            return Due.FLAG;
        }
        if (remindersSent < 2 && !now.isBefore(lastWarningAt(toMove))) {
            return Due.LAST_WARNING;
        }
        if (remindersSent < 1 && !now.isBefore(reminderAt(toMove))) {
            return Due.REMINDER;
        }
        return Due.NOTHING;
    }

    /** The clock once the game begins: the first side's move starts now. */
    public GameClock started(Instant now) {
        return new GameClock(daysPerMove, whiteLeft, blackLeft, now, 0, false, language);
    }

    /** The clock once {@code mover} completed a move at {@code now}: the other side's move starts. */
    public GameClock afterMove(Side mover, Instant now) {
        Duration used = Duration.between(running(), now);
        Duration left = min(cap(), left(mover).minus(used).plus(perMove()));
        return new GameClock(daysPerMove, mover == Side.WHITE ? left : whiteLeft,
                mover == Side.BLACK ? left : blackLeft, now, 0, false, language);
    }

    /** The clock once the game ended at {@code now} with {@code toMove} to move: their time is taken off, and it stops. */
    public GameClock stopped(Side toMove, Instant now) {
        Duration left = remaining(toMove, toMove, now);
        return new GameClock(daysPerMove, toMove == Side.WHITE ? left : whiteLeft,
                toMove == Side.BLACK ? left : blackLeft, null, remindersSent, false, language);
    }

    /**
     * The clock once the reminder (or last warning) was sent; {@code posted} false when it could
     * not be posted, so that the channel's next reply carries it.
     */
    public GameClock reminded(Due sent, boolean posted) {
        if (sent != Due.REMINDER && sent != Due.LAST_WARNING) {
            throw new IllegalArgumentException("only a reminder or a last warning is sent, not " + sent);
        }
        return new GameClock(daysPerMove, whiteLeft, blackLeft, turnStarted, sent == Due.REMINDER ? 1 : 2, !posted,
                language);
    }

    /** The same clock, once the game changed: a reminder not posted has been overtaken by the change's own reply. */
    public GameClock overtaken() {
        return reminderUnposted
                ? new GameClock(daysPerMove, whiteLeft, blackLeft, turnStarted, remindersSent, false, language) : this;
    }

    private Instant running() {
        if (turnStarted == null) {
            throw new IllegalStateException("the clock is not running");
        }
        return turnStarted;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** What the clock asks for at a moment. */
    public enum Due {
        NOTHING,
        REMINDER,
        LAST_WARNING,
        FLAG
    }
}
