package dev.tzaar.lambda.shared;

import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Duration;
import java.time.Instant;

/** How the correspondence clock reads, in a reply's language: "**Ann**: 2 d 4 h left". */
public final class ClockWording {
    private ClockWording() {
    }

    /** "3 days per move, 2 in reserve". */
    public static String control(Wording wording, GameClock clock) {
        return wording.say("clock.control", clock.daysPerMove(), GameClock.RESERVE.toDays());
    }

    /** Time left, rounded down (never more than there is): "2 d 4 h", "5 h", "40 min", "0 min". */
    public static String left(Wording wording, Duration left) {
        long days = left.toDays();
        long hours = left.toHoursPart();
        if (days > 0) {
            return wording.say("clock.left.days", String.valueOf(days), String.valueOf(hours));
        }
        if (hours > 0) {
            return wording.say("clock.left.hours", String.valueOf(hours));
        }
        return wording.say("clock.left.minutes", String.valueOf(left.toMinutesPart()));
    }

    /**
     * The clocks of a game in play, the player to move first: "Clock (3 days per move, 2 in reserve):
     * **Ann**: 2 d 4 h left to move (until <t:…:f>) · **Bo**: 5 d 0 h left." Empty for an untimed game.
     */
    public static String line(Wording wording, Game game, Instant now) {
        GameClock clock = game.clock();
        if (clock == null || !clock.isRunning() || !game.isStarted()) {
            return "";
        }
        Side toMove = game.position().sideToMove();
        Side waiting = toMove.opponent();
        return wording.say("clock.line", control(wording, clock), Wording.name(game.player(toMove)),
                left(wording, clock.remaining(toMove, toMove, now)), until(clock.deadline(toMove)),
                Wording.name(game.player(waiting)), left(wording, clock.left(waiting)));
    }

    /** Epoch seconds as text, for Discord's {@code <t:…:f>} (a number would be formatted with separators). */
    public static String until(Instant when) {
        return String.valueOf(when.getEpochSecond());
    }
}
