package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;

/** Finding the challenge an answer is about, and saying why a game is no longer one. */
final class Challenges {
    private Challenges() {
    }

    /** The open challenge the user was sent (accept, decline) or sent (cancel). */
    static Checked<Game> find(Tools tools, GameRequest request, Instant now, boolean sentByUser) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        Checked<Game> found = tools.finder().find(request, now,
                g -> g.status() == GameStatus.CHALLENGED
                        && (sentByUser ? g.challenger().id().equals(user) : g.opponent().id().equals(user)),
                wording.say(sentByUser ? "challenges.noneSent" : "challenges.noneReceived"));
        return found.flatMap(game -> game.status() == GameStatus.CHALLENGED ? Checked.ok(game)
                : Checked.refused(notAChallenge(game, wording)));
    }

    static String notAChallenge(Game game, Wording wording) {
        return switch (game.status()) {
            case ACTIVE -> wording.say("challenges.started", game.id());
            case FINISHED -> wording.say("challenges.over", game.id());
            case DECLINED -> wording.say("challenges.declined", Wording.name(game.opponent()));
            case CANCELLED -> wording.say("challenges.withdrawn", Wording.name(game.challenger()));
            default -> wording.say("challenges.expired");
        };
    }
}
