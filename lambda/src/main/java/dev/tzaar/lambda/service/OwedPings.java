package dev.tzaar.lambda.service;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.PingOwed;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.shared.CommandServices;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Pings a frontend could not send. The frontend showed a reply but Discord never took its ping (after
 * the frontend's retries), so the player to act was never told: the frontend reports it ({@link
 * UnsentPing}), the game keeps it ({@link Game#pingOwed()}) if it still stands as the reply left it, and
 * the next public reply in the game's channel carries it, once: the game is written without it, on the
 * condition that it is unchanged, before the reply goes out. Any change of the game drops it first.
 *
 * <p>The game is the one state every frontend shares: on AWS the relay that failed is an invocation of
 * its own, gone once it ends.
 */
final class OwedPings {
    private final CommandServices services;

    OwedPings(CommandServices services) {
        this.services = services;
    }

    /**
     * Keeps a reported ping on its game; true when it is kept. Not kept when the game changed since the
     * reply (the player acted, or the game ended), when it is not played where the reply was shown, or
     * when the ping names anyone but its players.
     */
    boolean keep(UnsentPing report, Instant now) {
        if (!report.isWellFormed()) {
            return false;
        }
        Game game = services.store().find(report.gameId(), now).orElse(null);
        if (game == null || game.version() != report.version() || !game.status().isOpen()
                || !game.isHere(report.channelId()) || !report.ping().stream().allMatch(game::involves)) {
            return false;
        }
        Game owing = game.owing(new PingOwed(report.ping(), report.pingText()));
        return write(owing, "ping-unsent-" + game.id() + "-" + game.version(), now);
    }

    /**
     * The public reply with the pings the channel owes added to its own ({@code gamesHere}: the open games
     * of the request's channel), each taken off its game first; a ping another reply took meanwhile, or
     * whose game changed, is left out.
     */
    GameReply carried(GameReply reply, GameRequest request, List<Game> gamesHere, Instant now) {
        List<String> users = new ArrayList<>(reply.ping());
        StringBuilder text = new StringBuilder(reply.pingText() == null ? "" : reply.pingText());
        boolean carried = false;
        for (Game game : gamesHere) {
            PingOwed owed = game.pingOwed();
            if (owed == null || !write(game.owing(null), "ping-carried-" + game.id() + "-" + game.version(), now)) {
                continue;
            }
            Set<String> named = new LinkedHashSet<>(owed.users());
            users.addAll(named);
            if (!text.isEmpty()) {
                text.append('\n');
            }
            // Named in the text itself: each owed ping reads as it would have (the mentions, then its words).
            named.forEach(user -> text.append("<@").append(user).append("> "));
            text.append(owed.text());
            carried = true;
        }
        if (!carried) {
            return reply;
        }
        return reply.withPing(users.stream().distinct().toList(), text.toString());
    }

    private boolean write(Game next, String key, Instant now) {
        KeptAnswer nothing = new KeptAnswer(null, GameReply.privately(""), null, false, false);
        return services.store().write(next, new StoredReply(key, next.id(), ApiJson.write(nothing),
                now.plus(services.limits().replyKept()))) == GameStore.WriteOutcome.WRITTEN;
    }
}
