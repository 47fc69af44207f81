package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/**
 * The Follow and Unfollow buttons in a game's thread: the bot adds the user to the thread, or takes
 * them off it, so that Discord tells them of every move posted there. Nothing is stored: Discord's
 * thread membership is the list of followers, and adding a member twice (or removing one who is not)
 * changes nothing, so both buttons can be pressed any number of times. Anyone may follow, finished
 * games too (the thread stays).
 */
public final class FollowCommand implements CommandHandler {
    private final CommandServices services;
    private final boolean follow;

    public FollowCommand(CommandServices services, boolean follow) {
        this.services = services;
        this.follow = follow;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = services.finder().named(request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording user = Wording.forUser(request);
        if (!game.hasThread()) {
            return Decision.refuse(user.say("thread.noThread", game.id()));
        }
        GameReply reply = GameReply.privately(user.say(follow ? "thread.following" : "thread.unfollowed", game.id()))
                .withThread(ThreadWork.membership(game.id(), game.thread().threadId(), request.user().id(), follow));
        return new Decision.Answer(reply);
    }
}
