package dev.tzaar.lambda.service;

import dev.tzaar.api.Announcement;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.Wording;

/**
 * The one line a channel gets when a game played in a thread of its own ends there: who won and how,
 * with a link to the thread. Added where every ending passes (the service's writes and the clock's
 * flag falls), never by a command.
 */
final class ThreadEndings {
    private ThreadEndings() {
    }

    /** The reply, with the line for the game's channel when {@code game} has just ended in its thread. */
    static GameReply announced(GameReply reply, Game game, Wording channel) {
        if (!game.hasThread() || game.status() != GameStatus.FINISHED || game.record().result().isEmpty()) {
            return reply;
        }
        String line = channel.say("thread.ended", game.id(), "<#" + game.thread().threadId() + ">",
                channel.result(game, game.record().result().get()));
        return reply.withAnnouncement(new Announcement(game.channelId(), line));
    }
}
