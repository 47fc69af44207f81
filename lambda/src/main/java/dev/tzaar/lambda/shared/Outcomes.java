package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Instant;
import java.util.List;

/**
 * The change a player's act makes to a game in play: the next version (finished when the record
 * says so) and the reply that tells the channel what happened and who is next.
 */
public final class Outcomes {
    private Outcomes() {
    }

    /**
     * @param channel the channel's language, in which the reply is written
     * @param happened what the actor did, a whole sentence with their name ("**Ann** resigns.")
     */
    public static Decision after(CommandServices services, Game game, GameRecord record, Player actor, Wording channel,
            String happened, Instant now) {
        if (game.isTimed() && game.clock().due(game.position().sideToMove(), now) == GameClock.Due.FLAG) {
            // The game ended when the flag fell, whether or not the sweep has been by since: what
            // arrives after that is not played, and the game ends on time (the same way as below).
            return flagFall(services, game, channel, now);
        }
        return settle(services, game, record, actor, channel, happened, now);
    }

    /**
     * The game lost on time by the side to move, whose clock ran out: by the clock's sweep, or by
     * the first command that arrives after the flag fell.
     */
    public static Decision flagFall(CommandServices services, Game game, Wording channel, Instant now) {
        Side due = game.position().sideToMove();
        GameRecord record = game.record().timeOut(due).orElseThrow();
        Player loser = game.player(due);
        return settle(services, game, record, loser, channel, channel.say("clock.flag", Wording.name(loser),
                ClockWording.control(channel, game.clock())), now);
    }

    /** Every change to a game in play ends here: a move, a resignation, a claim, a flag fall. */
    private static Decision settle(CommandServices services, Game game, GameRecord actorsRecord, Player actor,
            Wording channel, String happened, Instant now) {
        // In a game against the bot, its answer is played at once and told in the same reply.
        BotPlayer.Played bot = services.bot().play(game, actorsRecord, channel);
        GameRecord record = bot.record();
        boolean over = record.isOver();
        Game next = game.played(record, now,
                now.plus(over ? services.limits().finishedGameKept() : services.limits().idleGameKept()));
        String text = happened + " " + (bot.sentence().isEmpty() ? "" : bot.sentence() + " ");
        List<String> ping;
        String pingText;
        if (over) {
            Result result = record.result().orElseThrow();
            text += channel.result(next, result);
            Player other = game.otherThan(actor.id());
            // The bot reads no pings.
            ping = other.bot() ? List.of() : List.of(other.id());
            pingText = other.bot() ? null : channel.say("ping.over", next.id(), channel.result(next, result));
        } else {
            text += channel.nextUp(next);
            if (next.isTimed()) {
                text += "\n" + ClockWording.line(channel, next, now);
            }
            Player toAct = next.toAct().orElseThrow();
            boolean turnPassed = !toAct.id().equals(actor.id());
            ping = turnPassed ? List.of(toAct.id()) : List.of();
            pingText = turnPassed ? channel.yourTurn(next) : null;
        }
        GameReply reply = GameReply.publicly(text).withPing(ping, pingText).withButtons(Buttons.forGame(next, channel))
                .withGame(Summaries.of(next));
        return new Decision.Change(next, reply, true);
    }
}
