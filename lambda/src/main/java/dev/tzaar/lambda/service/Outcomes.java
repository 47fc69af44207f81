package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Step;
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
     * @param happened what the actor did, as a sentence after their name ("resigns.")
     */
    static Decision after(Tools tools, Game game, GameRecord actorsRecord, Player actor, String happened,
            Instant now) {
        // In a game against the bot, its answer is played at once and told in the same reply.
        BotPlayer.Played bot = tools.bot().play(game, actorsRecord);
        GameRecord record = bot.record();
        boolean over = record.isOver();
        Game next = game.next(over ? GameStatus.FINISHED : GameStatus.ACTIVE, game.white(), game.black(), record, now,
                now.plus(over ? tools.settings().finishedGameKept() : tools.settings().idleGameKept()));
        String text = Wording.name(actor) + " " + happened + " " + (bot.sentence().isEmpty() ? "" : bot.sentence() + " ");
        List<String> ping;
        String pingText;
        if (over) {
            Result result = record.result().orElseThrow();
            text += Wording.result(next, result);
            Player other = game.otherThan(actor.id());
            // The bot reads no pings.
            ping = other.bot() ? List.of() : List.of(other.id());
            pingText = other.bot() ? null : Wording.game(next) + " is over: " + Wording.result(next, result);
        } else {
            text += Wording.nextUp(next);
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
