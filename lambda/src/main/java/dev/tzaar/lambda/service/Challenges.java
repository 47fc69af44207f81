package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.function.Predicate;

/** Finding the challenge an answer is about, and saying why a game is no longer one. */
final class Challenges {
    private Challenges() {
    }

    /** The open challenge the user was sent (accept, decline) or sent (cancel). */
    static Checked<Game> find(Tools tools, GameRequest request, Instant now, boolean sentByUser) {
        String user = request.user().id();
        return find(tools, request, now, g -> sentByUser ? g.challenger().id().equals(user) : g.isOpponent(user),
                sentByUser ? "You have no challenge waiting for an answer here."
                        : "Nobody has challenged you here. Start a game with `/tzaar challenge`.");
    }

    /** The challenge the user may accept: one sent to them, or someone else's open challenge. */
    static Checked<Game> findToAccept(Tools tools, GameRequest request, Instant now) {
        String user = request.user().id();
        return find(tools, request, now,
                g -> g.isOpponent(user) || (g.awaitsAnyone() && !g.challenger().id().equals(user)),
                "Nobody has challenged you here, and there is no open challenge to accept. Start a game with "
                        + "`/tzaar challenge`.");
    }

    private static Checked<Game> find(Tools tools, GameRequest request, Instant now, Predicate<Game> forUser,
            String noneHere) {
        Checked<Game> found = tools.finder().find(request, now,
                g -> g.status() == GameStatus.CHALLENGED && forUser.test(g), noneHere);
        return found.flatMap(game -> game.status() == GameStatus.CHALLENGED ? Checked.ok(game)
                : Checked.refused(notAChallenge(game)));
    }

    static String notAChallenge(Game game) {
        return switch (game.status()) {
            case ACTIVE -> Wording.gameFirst(game) + " has already started.";
            case FINISHED -> Wording.gameFirst(game) + " is over.";
            case DECLINED -> Wording.name(game.opponent()) + " declined that challenge.";
            case CANCELLED -> Wording.name(game.challenger()) + " withdrew that challenge.";
            default -> "That challenge has expired.";
        };
    }
}
