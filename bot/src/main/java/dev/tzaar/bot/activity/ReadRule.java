package dev.tzaar.bot.activity;

import dev.tzaar.api.ChannelGames;
import dev.tzaar.api.GameView;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;

/**
 * Who may read a game on the live board: its players, and the members of the server it is played in
 * unless it is played in a private thread (the function says which server, {@link GameView#openTo()});
 * in a DM or a private thread, its players alone. Anyone else is told there is no such game, as if it
 * did not exist.
 *
 * <p>A poll asks only whether the game's version moved (the function reads the version alone, not
 * where the game is played), so it is answered cheaply only for a viewer this instance let read the
 * game lately, for as long as Discord's word on who they are and which servers they are in is kept
 * ({@link DiscordViewers#KEPT}); any other poll reads the game in full first.
 */
final class ReadRule {
    /** At most so many viewer-and-game pairs are remembered; the oldest go first. */
    static final int MOST_KEPT = 10_000;

    private final Clock clock;
    private final Map<String, Instant> readLately = new RecentlyUsed<>(MOST_KEPT);

    ReadRule(Clock clock) {
        this.clock = clock;
    }

    /**
     * Whether the viewer may read this game; when they may, their polls of it are answered cheaply a while,
     * and when they may not (the game went into a private thread, say), no longer: their next polls read
     * the game in full, and are told it does not exist.
     */
    boolean mayRead(Viewer viewer, GameView game) {
        boolean may = game.viewer() != null || isOpenTo(viewer, game.openTo());
        synchronized (readLately) {
            if (may) {
                readLately.put(key(viewer, game.id()), clock.instant().plus(DiscordViewers.KEPT));
            } else {
                readLately.remove(key(viewer, game.id()));
            }
        }
        return may;
    }

    /** Whether the viewer may see this game listed. */
    static boolean mayList(Viewer viewer, ChannelGames.Listed game) {
        return game.yours() || isOpenTo(viewer, game.openTo());
    }

    /** Whether this instance let the viewer read the game lately, so that a poll need not read it again. */
    boolean readLately(Viewer viewer, String game) {
        synchronized (readLately) {
            Instant until = readLately.get(key(viewer, game));
            return until != null && clock.instant().isBefore(until);
        }
    }

    private static boolean isOpenTo(Viewer viewer, String server) {
        return server != null && viewer.servers().contains(server);
    }

    private static String key(Viewer viewer, String game) {
        return viewer.id() + "/" + game;
    }
}
