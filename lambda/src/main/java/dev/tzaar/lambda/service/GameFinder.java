package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Which game a command is about: the one its {@code game} option names, or else the only game of
 * the channel that fits (a player with one game here need never name it).
 */
final class GameFinder {
    private final GameStore store;

    GameFinder(GameStore store) {
        this.store = store;
    }

    /**
     * @param fits which of the channel's open games the command could be about, for this user
     * @param noneHere what to say when none fits
     */
    Checked<Game> find(GameRequest request, Instant now, Predicate<Game> fits, String noneHere) {
        return find(request, now, fits, mine -> noneHere);
    }

    /**
     * @param fits which of the channel's open games the command could be about, for this user
     * @param noneHere what to say when none fits, given the user's open games here (read afresh),
     *     none of which fits: a challenge not yet answered, say
     */
    Checked<Game> find(GameRequest request, Instant now, Predicate<Game> fits,
            Function<List<Game>, String> noneHere) {
        if (request.option(Option.GAME).isPresent()) {
            return named(request, now);
        }
        // The channel's index is eventually consistent on DynamoDB (a game accepted a moment ago may
        // still read as a challenge there), so it only names the user's games; each is then read
        // strongly consistent, and that fresh copy decides whether the command fits it.
        String user = request.user().id();
        List<Game> fresh = store.openGamesIn(request.channelId(), now).stream()
                .filter(listed -> listed.involves(user) || fits.test(listed))
                .map(listed -> store.find(listed.id(), now))
                .flatMap(java.util.Optional::stream)
                .toList();
        List<Game> candidates = fresh.stream().filter(fits).toList();
        if (candidates.isEmpty()) {
            return Checked.refused(noneHere.apply(fresh.stream().filter(g -> g.involves(user)).toList()));
        }
        if (candidates.size() > 1) {
            return Checked.refused("You have " + candidates.size() + " games here: "
                    + Wording.games(candidates, request.user().id()) + ". Say which with `game:`.");
        }
        return Checked.ok(candidates.get(0));
    }

    /** The game named by the {@code game} option, if it exists and belongs to this channel. */
    Checked<Game> named(GameRequest request, Instant now) {
        String id = request.option(Option.GAME).orElse("").toLowerCase(Locale.ROOT);
        if (!GameIds.isWellFormed(id)) {
            return Checked.refused("\"" + Wording.echo(request.option(Option.GAME).orElse(""))
                    + "\" is not a game id: ids look like `k7m2q`. See yours with `/tzaar games`.");
        }
        return store.find(id, now)
                .map(game -> game.channelId().equals(request.channelId()) ? Checked.ok(game)
                        : Checked.<Game>refused("Game **" + id + "** is played in <#" + game.channelId()
                                + ">: act there."))
                .orElseGet(() -> Checked.refused("There is no game **" + id + "** (finished games are kept "
                        + "for a while, challenges only until they expire). See yours with `/tzaar games`."));
    }
}
