package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Instant;
import java.util.List;

/**
 * The change a player's act makes to a game in play: the next version (finished when the record
 * says so) and the reply that tells the channel what happened and who is next.
 */
final class Outcomes {
    private Outcomes() {
    }

    /**
     * @param happened what the actor did, as a sentence after their name ("resigns.")
     */
    static Decision after(Tools tools, Game game, GameRecord record, Player actor, String happened, Instant now) {
        if (game.isTimed() && game.clock().due(game.position().sideToMove(), now) == GameClock.Due.FLAG) {
            // The game ended when the flag fell, whether or not the sweep has been by since: what
            // arrives after that is not played, and the game ends on time (the same way as below).
            return flagFall(tools, game, now);
        }
        return settle(tools, game, record, actor, happened, now);
    }

    /**
     * The game lost on time by the side to move, whose clock ran out: by the clock's sweep, or by
     * the first command that arrives after the flag fell.
     */
    static Decision flagFall(Tools tools, Game game, Instant now) {
        Side due = game.position().sideToMove();
        GameRecord record = game.record().timeOut(due).orElseThrow();
        return settle(tools, game, record, game.player(due), "has run out of time (" + ClockWording.control(
                game.clock()) + ").", now);
    }

    /** Every change to a game in play ends here: a move, a resignation, a claim, a flag fall. */
    private static Decision settle(Tools tools, Game game, GameRecord record, Player actor, String happened,
            Instant now) {
        boolean over = record.isOver();
        Game next = game.next(over ? GameStatus.FINISHED : GameStatus.ACTIVE, game.white(), game.black(), record, now,
                now.plus(over ? tools.settings().finishedGameKept() : tools.settings().idleGameKept()));
        String text = Wording.name(actor) + " " + happened + " ";
        List<String> ping;
        String pingText;
        if (over) {
            Result result = record.result().orElseThrow();
            text += Wording.result(next, result);
            Player other = game.otherThan(actor.id());
            ping = List.of(other.id());
            pingText = Wording.game(next) + " is over: " + Wording.result(next, result);
        } else {
            text += Wording.nextUp(next);
            if (next.isTimed()) {
                text += "\n" + ClockWording.line(next, now);
            }
            Player toAct = next.toAct().orElseThrow();
            boolean turnPassed = !toAct.id().equals(actor.id());
            ping = turnPassed ? List.of(toAct.id()) : List.of();
            pingText = turnPassed ? "your turn in " + Wording.game(next) + ": " + due(next) : null;
        }
        GameReply reply = new GameReply(text, false, null, ping, pingText, Buttons.forGame(next),
                Summaries.of(next), null, null);
        return new Decision.Change(next, reply, true);
    }

    private static String due(Game game) {
        Step step = game.position().step();
        return step == Step.PLACEMENT ? "place a piece." : step == Step.SECOND ? "your second action." : "capture.";
    }
}
