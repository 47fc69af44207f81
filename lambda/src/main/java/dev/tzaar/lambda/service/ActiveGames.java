package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;

/** Finding the game being played that a command about play means, and the user's side in it. */
final class ActiveGames {
    private ActiveGames() {
    }

    /** A game in play in which the user has a side. */
    static Checked<Game> find(Tools tools, GameRequest request, Instant now) {
        String user = request.user().id();
        return tools.finder().find(request, now,
                        g -> g.status() == GameStatus.ACTIVE && g.sideOf(user).isPresent(),
                        "You have no game in progress here. Start one with `/tzaar challenge`.")
                .flatMap(game -> {
                    if (game.status() != GameStatus.ACTIVE) {
                        return Checked.refused(notInPlay(game));
                    }
                    if (game.sideOf(user).isEmpty()) {
                        return Checked.refused("You are not playing in " + Wording.game(game) + ": "
                                + Wording.players(game) + ".");
                    }
                    return Checked.ok(game);
                });
    }

    static Side sideOf(Game game, GameRequest request) {
        return game.sideOf(request.user().id()).orElseThrow();
    }

    static String notInPlay(Game game) {
        if (game.status() == GameStatus.CHALLENGED) {
            return Wording.gameFirst(game) + " has not started: " + Wording.name(game.opponent())
                    + " has to accept the challenge first.";
        }
        if (game.status() == GameStatus.FINISHED) {
            return Wording.gameFirst(game) + " is over: " + game.record().result()
                    .map(r -> Wording.result(game, r)).orElse("");
        }
        return Challenges.notAChallenge(game);
    }
}
