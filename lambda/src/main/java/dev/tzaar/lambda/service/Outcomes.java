package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
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
     * @param channel the channel's language, in which the reply is written
     * @param happened what the actor did, a whole sentence with their name ("**Ann** resigns.")
     */
    static Decision after(Tools tools, Game game, GameRecord record, Player actor, Wording channel, String happened,
            Instant now) {
        boolean over = record.isOver();
        Game next = game.next(over ? GameStatus.FINISHED : GameStatus.ACTIVE, game.white(), game.black(), record, now,
                now.plus(over ? tools.settings().finishedGameKept() : tools.settings().idleGameKept()));
        String text = happened + " ";
        List<String> ping;
        String pingText;
        if (over) {
            Result result = record.result().orElseThrow();
            text += channel.result(next, result);
            Player other = game.otherThan(actor.id());
            ping = List.of(other.id());
            pingText = channel.say("ping.over", next.id(), channel.result(next, result));
        } else {
            text += channel.nextUp(next);
            Player toAct = next.toAct().orElseThrow();
            boolean turnPassed = !toAct.id().equals(actor.id());
            ping = turnPassed ? List.of(toAct.id()) : List.of();
            pingText = turnPassed ? channel.yourTurn(next) : null;
        }
        GameReply reply = new GameReply(text, false, null, ping, pingText, Buttons.forGame(next, channel),
                Summaries.of(next), null, null);
        return new Decision.Change(next, reply, true);
    }
}
