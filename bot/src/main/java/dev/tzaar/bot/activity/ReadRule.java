package dev.tzaar.bot.activity;

import dev.tzaar.api.ChannelGames;
import dev.tzaar.api.GameView;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.access.ChannelAccess.Sight;
import dev.tzaar.bot.access.DiscordChannelAccess;
import dev.tzaar.bot.access.RelayedChannelAccess;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * Who may read a game on the live board: its players, and those who may view the channel it is played
 * in, as Discord's permissions say ({@link ChannelAccess}): the channel's overwrites and the member's
 * roles, a thread's parent's, and for a private thread its members alone (and those who manage the
 * parent's threads). A game the function keeps to its players ({@link GameView#openTo()} null) is read
 * by others only once it is in its private thread; in a DM, or while its private thread is still to come,
 * by its players alone. Anyone else is told there is no such game, as if it did not exist.
 *
 * <p>A poll asks only whether the game's version moved (the function reads the version alone, not
 * where the game is played), so it is answered cheaply only for a viewer this instance let read the
 * game within the time Discord's answers are kept, by the relay and then here ({@link #CHEAP_POLLS}); any other poll reads the game in
 * full and asks again who may view its channel. So a viewer who loses access loses the game within twice
 * that time: an answer kept its whole time, then the cheap polls it let in.
 */
final class ReadRule {
    /** At most so many viewer-and-game pairs are remembered; the oldest go first. */
    static final int MOST_KEPT = 10_000;
    /** How long a read lets polls be cheap: no longer than what it was decided on is kept. */
    static final Duration CHEAP_POLLS = shorter(DiscordChannelAccess.KEPT.plus(RelayedChannelAccess.KEPT),
            DiscordViewers.KEPT);

    private final Clock clock;
    private final ChannelAccess access;
    private final Map<String, Instant> readLately = new RecentlyUsed<>(MOST_KEPT);

    ReadRule(Clock clock, ChannelAccess access) {
        this.clock = clock;
        this.access = access;
    }

    /**
     * Whether the viewer may read this game; when they may, their polls of it are answered cheaply a while,
     * and when they may not (the game went into a private thread, say), no longer: their next polls read
     * the game in full, and are told it does not exist.
     *
     * @throws ChannelAccess.Unknown when Discord could not say who may view the game's channel
     */
    boolean mayRead(Viewer viewer, GameView game) {
        boolean may = game.viewer() != null || maySee(viewer, game.openTo(), game.channel());
        synchronized (readLately) {
            if (may) {
                readLately.put(key(viewer, game.id()), clock.instant().plus(CHEAP_POLLS));
            } else {
                readLately.remove(key(viewer, game.id()));
            }
        }
        return may;
    }

    /**
     * Whether the viewer may see this game listed among the games of {@code channel}, the channel the
     * function listed.
     */
    boolean mayList(Viewer viewer, ChannelGames.Listed game, String channel) {
        return game.yours() || game.openTo() != null && maySee(viewer, game.openTo(), channel);
    }

    /** Whether the viewer may view {@code channel} of {@code server}, a member there: where a board opened there may begin their game. */
    boolean maySeeChannel(Viewer viewer, String server, String channel) {
        return maySee(viewer, server, channel);
    }

    /** Whether this instance let the viewer read the game lately, so that a poll need not read it again. */
    boolean readLately(Viewer viewer, String game) {
        synchronized (readLately) {
            Instant until = readLately.get(key(viewer, game));
            return until != null && clock.instant().isBefore(until);
        }
    }

    /**
     * @param server the server whose members the function would let watch; null for a game kept to its
     *     players until it is in its private thread
     */
    private boolean maySee(Viewer viewer, String server, String channel) {
        if (server != null && !viewer.servers().contains(server)) {
            // Discord said they are no member there: its bot need not be asked.
            return false;
        }
        Sight sight = access.sight(viewer.id(), channel);
        return sight.visible() && viewer.servers().contains(sight.guild())
                && (server != null ? server.equals(sight.guild()) : sight.privateThread());
    }

    private static String key(Viewer viewer, String game) {
        return viewer.id() + "/" + game;
    }

    private static Duration shorter(Duration one, Duration other) {
        return one.compareTo(other) < 0 ? one : other;
    }
}
