package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/** Finding the game being played that a command about play means, and the user's side in it. */
final class ActiveGames {
    private ActiveGames() {
    }

    /** A game in play in which the user has a side. */
    static Checked<Game> find(Tools tools, GameRequest request, Instant now) {
        String user = request.user().id();
        return tools.finder().find(request, now,
                        g -> g.status() == GameStatus.ACTIVE && g.sideOf(user).isPresent(),
                        mine -> noGameInPlay(mine, user, "You have no game in progress here. "
                                + "Start one with `/tzaar challenge`."))
                .flatMap(game -> {
                    if (game.status() != GameStatus.ACTIVE) {
                        return Checked.refused(notInPlay(game, user));
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

    /**
     * Why the user has no game in play here: their challenges not yet answered, each saying who has
     * to accept it, or else {@code nothing}.
     *
     * @param mine the user's open games in the channel, none of them in play
     */
    static String noGameInPlay(List<Game> mine, String user, String nothing) {
        List<Game> waiting = mine.stream().filter(g -> g.status() == GameStatus.CHALLENGED).toList();
        if (waiting.isEmpty()) {
            return nothing;
        }
        return waiting.stream().map(g -> notStarted(g, user)).collect(Collectors.joining(" "));
    }

    /** Why a game is not in play, told to the user who asked. */
    static String notInPlay(Game game, String user) {
        if (game.status() == GameStatus.CHALLENGED) {
            return notStarted(game, user);
        }
        if (game.status() == GameStatus.FINISHED) {
            return Wording.gameFirst(game) + " is over: " + game.record().result()
                    .map(r -> Wording.result(game, r)).orElse("");
        }
        return Challenges.notAChallenge(game);
    }

    /** A challenge not yet accepted: the challenger waits, the challenged accepts first. */
    private static String notStarted(Game challenge, String user) {
        String notYet = Wording.gameFirst(challenge) + " has not started: ";
        if (challenge.challenger().id().equals(user)) {
            return notYet + "it waits for " + Wording.name(challenge.opponent()) + " to accept your challenge.";
        }
        if (challenge.opponent().id().equals(user)) {
            return notYet + "accept " + Wording.name(challenge.challenger()) + "'s challenge first, with "
                    + "`/tzaar accept`.";
        }
        return notYet + Wording.name(challenge.opponent()) + " has to accept the challenge first.";
    }
}
