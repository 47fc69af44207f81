package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameToPlay;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.Seat;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Which game a command is about: the one its {@code game} option names, or else the only game of
 * the channel that fits (a player with one game here need never name it), or, when none of the
 * channel's own fits, the only one of the player's games played in the channel's threads that does.
 */
public final class GameFinder {
    private final GameStore store;

    public GameFinder(GameStore store) {
        this.store = store;
    }

    /**
     * @param fits which of the channel's open games the command could be about, for this user
     * @param noneHere what to say when none fits
     */
    public Checked<Game> find(GameRequest request, Instant now, Predicate<Game> fits, String noneHere) {
        return find(request, now, fits, mine -> noneHere);
    }

    /**
     * @param fits which of the channel's open games the command could be about, for this user
     * @param noneHere what to say when none fits, given the user's open games here (read afresh),
     *     none of which fits: a challenge not yet answered, say
     */
    public Checked<Game> find(GameRequest request, Instant now, Predicate<Game> fits,
            Function<List<Game>, String> noneHere) {
        return find(request, now, fits, null, noneHere).map(Found::game);
    }

    /**
     * A game the user plays, as {@link GameToPlay} chooses among several: the one where it is
     * their turn.
     *
     * @param fits which of the channel's open games the command could be about: the user's games in play
     */
    Checked<Found> findToPlay(GameRequest request, Instant now, Predicate<Game> fits,
            Function<List<Game>, String> noneHere) {
        String user = request.user().id();
        return find(request, now, fits, game -> game.toAct().map(p -> p.id().equals(user)).orElse(false), noneHere);
    }

    /**
     * The game found, and the other games that fitted when it was chosen for being the one where it
     * is the user's turn (none when it was named or the only one), so that the answer can say so.
     */
    public record Found(Game game, List<Game> passedOver) {
    }

    private Checked<Found> find(GameRequest request, Instant now, Predicate<Game> fits, Predicate<Game> theirTurn,
            Function<List<Game>, String> noneHere) {
        if (request.option(Option.GAME).isPresent()) {
            return named(request, now).map(game -> new Found(game, List.of()));
        }
        // Each as it stands: the store reads the games its index names strongly consistent.
        String user = request.user().id();
        List<Game> inChannel = store.openGamesIn(request.channelId(), now).stream()
                .filter(listed -> listed.involves(user) || fits.test(listed))
                .toList();
        List<Game> fresh = inChannel;
        List<Game> candidates = fresh.stream().filter(fits).toList();
        if (candidates.isEmpty()) {
            // Only now the user's games in the channel's threads (one more query): a game of the
            // channel's own that fits always comes first, since a game in a thread can only be
            // looked at from the channel, not acted on.
            fresh = Stream.concat(inChannel.stream(), inThreadsHere(request, now, inChannel).stream()).toList();
            candidates = fresh.stream().filter(fits).toList();
        }
        if (candidates.isEmpty()) {
            return Checked.refused(noneHere.apply(fresh.stream().filter(g -> g.involves(user)).toList()));
        }
        if (candidates.size() == 1) {
            return Checked.ok(new Found(candidates.get(0), List.of()));
        }
        if (theirTurn != null) {
            Optional<Game> due = GameToPlay.among(candidates, theirTurn);
            if (due.isPresent()) {
                return Checked.ok(new Found(due.get(), candidates.stream().filter(g -> g != due.get()).toList()));
            }
        }
        boolean noneDue = theirTurn != null && candidates.stream().noneMatch(theirTurn);
        Wording wording = Wording.forUser(request);
        return Checked.refused(wording.say(noneDue ? "finder.severalNoneDue" : "finder.several", candidates.size(),
                wording.games(candidates, request.user().id())));
    }

    /** The games of these ids, each read strongly consistent; those gone are left out. */
    private List<Game> read(Stream<String> ids, Instant now) {
        return ids.distinct().map(id -> store.find(id, now)).flatMap(Optional::stream).toList();
    }

    /**
     * The channel's open games, as its index lists them, and the user's own open games played in its
     * threads: the games a player here may name.
     */
    public List<Game> openGamesHere(GameRequest request, Instant now) {
        List<Game> inChannel = store.openGamesIn(request.channelId(), now);
        return Stream.concat(inChannel.stream(), inThreadsHere(request, now, inChannel).stream()).toList();
    }

    /**
     * The user's open games played in threads of this channel but for those {@code known} already,
     * each read strongly consistent: the channel's index lists each under its thread, yet a player
     * typing in the channel means them too ({@link ThreadsFromTheChannel} says what each command does
     * with one).
     */
    private List<Game> inThreadsHere(GameRequest request, Instant now, List<Game> known) {
        if (request.guildId() == null) {
            return List.of(); // threads exist only in servers
        }
        return read(store.seatsInThreadsOf(request.user().id(), request.guildId(), request.channelId(), now).stream()
                .map(Seat::gameId)
                .filter(id -> known.stream().noneMatch(game -> game.id().equals(id))), now);
    }

    /** The game named by the {@code game} option, if it exists and belongs to this channel. */
    public Checked<Game> named(GameRequest request, Instant now) {
        String id = request.option(Option.GAME).orElse("").toLowerCase(Locale.ROOT);
        Wording wording = Wording.forUser(request);
        if (!GameIds.isWellFormed(id)) {
            return Checked.refused(wording.say("finder.notAnId", Wording.echo(request.option(Option.GAME).orElse(""))));
        }
        return store.find(id, now)
                .map(game -> game.isHere(request.channelId()) ? Checked.ok(game)
                        : Checked.<Game>refused(wording.say("finder.elsewhere", id, game.channelId())))
                .orElseGet(() -> Checked.refused(wording.say("finder.none", id)));
    }
}
