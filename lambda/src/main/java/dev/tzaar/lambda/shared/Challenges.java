package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/** Finding the challenge an answer is about, and saying why a game is no longer one. */
public final class Challenges {
    private Challenges() {
    }

    /** The open challenge the user was sent (accept, decline) or sent (cancel). */
    public static Checked<Game> find(CommandServices services, GameRequest request, Instant now, boolean sentByUser) {
        String user = request.user().id();
        return find(services, request, now, g -> sentByUser ? g.challenger().id().equals(user) : g.isOpponent(user),
                sentByUser ? "challenges.noneSent" : "challenges.noneReceived");
    }

    /** The challenge the user may accept: one sent to them, or someone else's open challenge. */
    public static Checked<Game> findToAccept(CommandServices services, GameRequest request, Instant now) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        return find(services, request, now,
                g -> g.isOpponent(user) || (g.awaitsAnyone() && !g.challenger().id().equals(user)),
                // Someone trying to accept their own open challenge is told so, as when they name it.
                mine -> mine.stream().anyMatch(g -> g.status() == GameStatus.CHALLENGED && g.awaitsAnyone()
                                && g.challenger().id().equals(user))
                        ? wording.say("accept.ownChallenge", wording.say("open.someone"))
                        : wording.say("challenges.noneToAccept"));
    }

    private static Checked<Game> find(CommandServices services, GameRequest request, Instant now,
            Predicate<Game> forUser, String noneHere) {
        Wording wording = Wording.forUser(request);
        return find(services, request, now, forUser, mine -> wording.say(noneHere));
    }

    private static Checked<Game> find(CommandServices services, GameRequest request, Instant now,
            Predicate<Game> forUser, Function<List<Game>, String> noneHere) {
        Wording wording = Wording.forUser(request);
        Checked<Game> found = services.finder().find(request, now,
                g -> g.status() == GameStatus.CHALLENGED && forUser.test(g), noneHere);
        return found.flatMap(game -> game.status() == GameStatus.CHALLENGED ? Checked.ok(game)
                : Checked.refused(notAChallenge(game, wording)))
                // A rematch challenged in its game's thread is answered there.
                .flatMap(game -> ThreadsFromTheChannel.toActOn(game, request, wording));
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
