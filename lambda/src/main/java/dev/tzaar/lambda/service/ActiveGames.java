package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** Finding the game being played that a command about play means, and the user's side in it. */
final class ActiveGames {
    private ActiveGames() {
    }

    /** A game in play in which the user has a side. */
    static Checked<Game> find(Tools tools, GameRequest request, Instant now) {
        String user = request.user().id();
        return tools.finder().find(request, now, inPlayFor(user), noneInPlay(user))
                .flatMap(game -> inPlay(game, user));
    }

    /**
     * A game in play in which the user has a side, for an action in it: among several, the one
     * where it is their turn ({@link dev.tzaar.api.GameToPlay}).
     */
    static Checked<GameFinder.Found> findToPlay(Tools tools, GameRequest request, Instant now) {
        String user = request.user().id();
        return tools.finder().findToPlay(request, now, inPlayFor(user), noneInPlay(user))
                .flatMap(found -> inPlay(found.game(), user).map(game -> found));
    }

    /** How the answer tells that a game was chosen for being the one where it is the user's turn. */
    static String chosenBecauseDue(GameFinder.Found found) {
        return found.passedOver().isEmpty() ? ""
                : " (in " + Wording.game(found.game()) + ", the one of " + (found.passedOver().size() + 1)
                        + " games here where it was their turn)";
    }

    private static Predicate<Game> inPlayFor(String user) {
        return g -> g.status() == GameStatus.ACTIVE && g.sideOf(user).isPresent();
    }

    private static Function<List<Game>, String> noneInPlay(String user) {
        return mine -> noGameInPlay(mine, user, "You have no game in progress here. Start one with `/tzaar challenge`.");
    }

    private static Checked<Game> inPlay(Game game, String user) {
        if (game.status() != GameStatus.ACTIVE) {
            return Checked.refused(notInPlay(game, user));
        }
        if (game.sideOf(user).isEmpty()) {
            return Checked.refused("You are not playing in " + Wording.game(game) + ": " + Wording.players(game) + ".");
        }
        return Checked.ok(game);
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
        if (challenge.awaitsAnyone()) {
            return notYet + (challenge.challenger().id().equals(user) ? "it waits for someone to accept your open "
                    + "challenge." : "it is an open challenge: accept it with `/tzaar accept` to play.");
        }
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
