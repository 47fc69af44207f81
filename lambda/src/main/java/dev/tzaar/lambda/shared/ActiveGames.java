package dev.tzaar.lambda.shared;

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
public final class ActiveGames {
    private ActiveGames() {
    }

    /**
     * A game in play in which the user has a side, to act on it here: refused when it is played in a
     * thread of this channel ({@link ThreadsFromTheChannel}).
     */
    public static Checked<Game> find(CommandServices services, GameRequest request, Instant now) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        return services.finder().find(request, now, inPlayFor(user), noneInPlay(user, wording))
                .flatMap(game -> inPlay(game, user, wording))
                .flatMap(game -> ThreadsFromTheChannel.toActOn(game, request, wording));
    }

    /**
     * A game in play in which the user has a side, for an action in it here: among several, the one
     * where it is their turn ({@link dev.tzaar.api.GameToPlay}); refused when it is played in a thread
     * of this channel.
     */
    public static Checked<GameFinder.Found> findToPlay(CommandServices services, GameRequest request, Instant now) {
        Wording wording = Wording.forUser(request);
        return findToSuggest(services, request, now)
                .flatMap(found -> ThreadsFromTheChannel.toActOn(found.game(), request, wording).map(game -> found));
    }

    /**
     * The game {@link #findToPlay} would choose, wherever it is played: autocomplete offers its
     * actions from its channel too, so that the command the refusal quotes is the one to type.
     */
    public static Checked<GameFinder.Found> findToSuggest(CommandServices services, GameRequest request, Instant now) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        return services.finder().findToPlay(request, now, inPlayFor(user), noneInPlay(user, wording))
                .flatMap(found -> inPlay(found.game(), user, wording).map(game -> found));
    }

    /** How the answer tells that a game was chosen for being the one where it is the user's turn. */
    public static String chosenBecauseDue(GameFinder.Found found, Wording wording) {
        return found.passedOver().isEmpty() ? ""
                : " " + wording.say("play.chosen", found.game().id(), found.passedOver().size() + 1);
    }

    private static Predicate<Game> inPlayFor(String user) {
        return g -> g.status() == GameStatus.ACTIVE && g.sideOf(user).isPresent();
    }

    private static Function<List<Game>, String> noneInPlay(String user, Wording wording) {
        return mine -> noGameInPlay(mine, user, wording.say("active.noGame"), wording);
    }

    private static Checked<Game> inPlay(Game game, String user, Wording wording) {
        if (game.status() != GameStatus.ACTIVE) {
            return Checked.refused(notInPlay(game, user, wording));
        }
        if (game.sideOf(user).isEmpty()) {
            return Checked.refused(wording.say("active.notPlaying", game.id(), wording.players(game)));
        }
        return Checked.ok(game);
    }

    public static Side sideOf(Game game, GameRequest request) {
        return game.sideOf(request.user().id()).orElseThrow();
    }

    /**
     * Why the user has no game in play here: their challenges not yet answered, each saying who has
     * to accept it, or else {@code nothing}.
     *
     * @param mine the user's open games in the channel, none of them in play
     */
    public static String noGameInPlay(List<Game> mine, String user, String nothing, Wording wording) {
        List<Game> waiting = mine.stream().filter(g -> g.status() == GameStatus.CHALLENGED).toList();
        if (waiting.isEmpty()) {
            return nothing;
        }
        return waiting.stream().map(g -> notStarted(g, user, wording)).collect(Collectors.joining(" "));
    }

    /** Why a game is not in play, told to the user who asked. */
    public static String notInPlay(Game game, String user, Wording wording) {
        if (game.status() == GameStatus.CHALLENGED) {
            return notStarted(game, user, wording);
        }
        if (game.status() == GameStatus.FINISHED) {
            return wording.say("active.over", game.id(), game.record().result()
                    .map(r -> wording.result(game, r)).orElse(""));
        }
        return Challenges.notAChallenge(game, wording);
    }

    /** A challenge not yet accepted: the challenger waits, the challenged accepts first. */
    private static String notStarted(Game challenge, String user, Wording wording) {
        if (challenge.awaitsAnyone()) {
            return wording.say(challenge.challenger().id().equals(user) ? "notStarted.openYours" : "notStarted.open",
                    challenge.id());
        }
        if (challenge.challenger().id().equals(user)) {
            return wording.say("notStarted.challenger", challenge.id(), Wording.name(challenge.opponent()));
        }
        if (challenge.opponent().id().equals(user)) {
            return wording.say("notStarted.opponent", challenge.id(), Wording.name(challenge.challenger()));
        }
        return wording.say("notStarted.other", challenge.id(), Wording.name(challenge.opponent()));
    }
}
