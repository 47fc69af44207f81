package dev.tzaar.lambda.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tzaar.engine.Side;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The correspondence clock's rule: N days per move and a reserve of two days. A clock holds N + 2
 * days at the start; a completed move takes off the time used and adds N days, never beyond N + 2.
 */
class GameClockTest {
    private static final Instant START = Instant.parse("2026-11-22T12:00:00Z");

    private static Duration days(long days) {
        return Duration.ofDays(days);
    }

    @Test
    void bothPlayersStartWithTheDaysPerMoveAndTheReserve() {
        GameClock clock = GameClock.of(3);

        assertEquals(days(5), clock.left(Side.WHITE));
        assertEquals(days(5), clock.left(Side.BLACK));
        assertFalse(clock.isRunning());
    }

    @Test
    void aQuickMoveRefillsTheClockButNeverBeyondTheCap() {
        GameClock clock = GameClock.of(3).started(START).afterMove(Side.WHITE, START.plus(days(1)));

        assertEquals(days(5), clock.left(Side.WHITE), "5 - 1 + 3 = 7 days, capped at 3 + 2");
        assertEquals(START.plus(days(1)), clock.turnStarted(), "Black's move starts now");
    }

    @Test
    void aSlowMoveEatsIntoTheReserveAndUnusedTimeRefillsIt() {
        GameClock clock = GameClock.of(3).started(START);
        Instant t = START.plus(days(4));
        clock = clock.afterMove(Side.WHITE, t);
        assertEquals(days(4), clock.left(Side.WHITE), "5 - 4 + 3");

        t = t.plus(days(1));
        clock = clock.afterMove(Side.BLACK, t);
        t = t.plus(days(4));
        clock = clock.afterMove(Side.WHITE, t);
        assertEquals(days(3), clock.left(Side.WHITE), "4 - 4 + 3: the reserve is spent");

        t = t.plus(days(1));
        clock = clock.afterMove(Side.BLACK, t);
        t = t.plus(Duration.ofHours(12));
        clock = clock.afterMove(Side.WHITE, t);
        assertEquals(days(5), clock.left(Side.WHITE), "3 - 0.5 + 3 = 5.5, capped at 5");
    }

    @Test
    void onlyTheClockOfThePlayerToMoveRuns() {
        GameClock clock = GameClock.of(2).started(START);
        Instant later = START.plus(Duration.ofHours(30));

        assertEquals(days(4).minus(Duration.ofHours(30)), clock.remaining(Side.WHITE, Side.WHITE, later));
        assertEquals(days(4), clock.remaining(Side.BLACK, Side.WHITE, later));
    }

    @Test
    void remindedWhenADayIsLeftWarnedAtThreeHoursAndTheFlagFallsAtZero() {
        GameClock clock = GameClock.of(3).started(START);
        Instant deadline = START.plus(days(5));

        assertEquals(deadline, clock.deadline(Side.WHITE));
        assertEquals(GameClock.Due.NOTHING, clock.due(Side.WHITE, deadline.minus(days(1)).minusSeconds(1)));
        assertEquals(GameClock.Due.REMINDER, clock.due(Side.WHITE, deadline.minus(days(1))));
        clock = clock.reminded(GameClock.Due.REMINDER, true);
        assertEquals(GameClock.Due.NOTHING, clock.due(Side.WHITE, deadline.minus(Duration.ofHours(4))), "reminded once only");
        assertEquals(GameClock.Due.LAST_WARNING, clock.due(Side.WHITE, deadline.minus(Duration.ofHours(3))));
        clock = clock.reminded(GameClock.Due.LAST_WARNING, true);
        assertEquals(GameClock.Due.NOTHING, clock.due(Side.WHITE, deadline.minusMillis(1)));
        assertEquals(GameClock.Due.FLAG, clock.due(Side.WHITE, deadline));
        assertEquals(deadline, clock.nextEvent(Side.WHITE), "after both warnings only the flag is left");
    }

    @Test
    void withLessThanTwoDaysTheReminderComesAtHalfTime() {
        // One day per move, the reserve spent: a single day for the move.
        GameClock clock = new GameClock(1, Duration.ofDays(1), Duration.ofDays(3), START, 0);

        assertEquals(START.plus(Duration.ofHours(12)), clock.reminderAt(Side.WHITE));
        assertEquals(START.plus(Duration.ofHours(21)), clock.lastWarningAt(Side.WHITE));
    }

    @Test
    void aSweepThatComesLateSendsTheLastWarningAndSkipsTheReminder() {
        GameClock clock = GameClock.of(1).started(START);

        assertEquals(GameClock.Due.LAST_WARNING, clock.due(Side.WHITE, START.plus(days(3)).minus(Duration.ofHours(1))));
    }

    @Test
    void theRemindersStartAgainWithEachMove() {
        GameClock clock = GameClock.of(1).started(START).reminded(GameClock.Due.LAST_WARNING, true)
                .afterMove(Side.WHITE, START.plus(days(2)));

        assertEquals(0, clock.remindersSent());
        assertEquals(START.plus(days(2)).plus(days(2)), clock.reminderAt(Side.BLACK), "3 days less 1");
    }

    @Test
    void aStoppedClockKeepsWhatWasLeftAndRunsNoMore() {
        GameClock clock = GameClock.of(2).started(START).stopped(Side.WHITE, START.plus(days(1)));

        assertEquals(days(3), clock.left(Side.WHITE));
        assertFalse(clock.isRunning());
        assertEquals(GameClock.Due.NOTHING, clock.due(Side.WHITE, START.plus(days(30))));
    }

    @Test
    void daysPerMoveAreFromOneToFourteen() {
        assertThrows(IllegalArgumentException.class, () -> GameClock.of(0));
        assertThrows(IllegalArgumentException.class, () -> GameClock.of(15));
        assertEquals(days(16), GameClock.of(14).cap());
    }
}
