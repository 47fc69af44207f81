package dev.tzaar.lambda.service;

import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Duration;
import java.time.Instant;

/** How the correspondence clock reads: "**Ann**: 2 d 4 h left". */
final class ClockWording {
    private ClockWording() {
    }

    /** "3 days per move, 2 in reserve". */
    static String control(GameClock clock) {
        return clock.daysPerMove() + (clock.daysPerMove() == 1 ? " day" : " days") + " per move, "
                + GameClock.RESERVE.toDays() + " in reserve";
    }

    /**
     * Time left, to the hour, rounded down (never more than there is): "2 d 4 h", "5 h", "40 min",
     * "0 min".
     */
    static String left(Duration left) {
        long days = left.toDays();
        long hours = left.toHoursPart();
        if (days > 0) {
            return days + " d " + hours + " h";
        }
        if (hours > 0) {
            return hours + " h";
        }
        return left.toMinutesPart() + " min";
    }

    /**
     * The clocks of a game in play, the player to move first: "Clock (3 days per move, 2 in reserve):
     * **Ann**: 2 d 4 h left to move (until <t:…:f>) · **Bo**: 5 d 0 h left." Empty for an untimed game.
     */
    static String line(Game game, Instant now) {
        GameClock clock = game.clock();
        if (clock == null || !clock.isRunning() || !game.isStarted()) {
            return "";
        }
        Side toMove = game.position().sideToMove();
        Side waiting = toMove.opponent();
        return "Clock (" + control(clock) + "): " + Wording.name(game.player(toMove)) + ": "
                + left(clock.remaining(toMove, toMove, now)) + " left to move (until <t:"
                + clock.deadline(toMove).getEpochSecond() + ":f>) · " + Wording.name(game.player(waiting)) + ": "
                + left(clock.left(waiting)) + " left.";
    }
}
