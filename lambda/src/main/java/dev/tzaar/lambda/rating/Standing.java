package dev.tzaar.lambda.rating;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A player on one ladder: their rating there and the record of their rated games on it, as
 * {@code /tzaar stats} shows them.
 *
 * @param ladder the ladder
 * @param userId the player's Discord id
 * @param name their name as last seen in a rated game
 * @param rating the rating, deviation and volatility
 * @param lastRated when their last rated game ended
 * @param won rated games won, by colour ({@code white}, {@code black}) and by setup ({@code fixed}, ...)
 * @param lost rated games lost, the same way
 * @param streak the current streak: 3 for three wins in a row, -2 for two losses
 * @param recent the latest rated games, newest first, at most {@link #RECENT}
 * @param version 0 for a newcomer never stored, one more with every write: writes are conditional on it
 */
public record Standing(Ladder ladder, String userId, String name, Rating rating, Instant lastRated,
        Map<String, Integer> won, Map<String, Integer> lost, int streak, List<RecentGame> recent, long version) {
    /** How many recent games a standing keeps. */
    public static final int RECENT = 5;

    public Standing {
        Objects.requireNonNull(ladder, "ladder");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rating, "rating");
        won = Map.copyOf(won);
        lost = Map.copyOf(lost);
        recent = List.copyOf(recent);
    }

    /** Someone who has not played a rated game on this ladder. */
    public static Standing newcomer(Ladder ladder, String userId, String name) {
        return new Standing(ladder, userId, name, Rating.NEWCOMER, null, Map.of(), Map.of(), 0, List.of(), 0);
    }

    /**
     * The standing as it reads at {@code now}: the deviation grown by the rating periods sat out since
     * the last rated game ({@link Glicko2#afterTimeAway}). What is stored is the deviation as of
     * {@link #lastRated}; every read that shows or uses a rating ages it first, and the next rated
     * game stores it aged and updated.
     */
    public Standing asOf(Instant now, Glicko2 glicko) {
        Rating aged = glicko.afterTimeAway(rating, lastRated, now);
        return aged.equals(rating) ? this
                : new Standing(ladder, userId, name, aged, lastRated, won, lost, streak, recent, version);
    }

    /**
     * One rated game on the ladder.
     *
     * @param gameId the game
     * @param opponentName who it was against
     * @param won whether this player won it
     * @param ratingBefore the rating before it
     * @param ratingAfter the rating after it
     * @param endedAt when it ended
     */
    public record RecentGame(String gameId, String opponentName, boolean won, double ratingBefore,
            double ratingAfter, Instant endedAt) {
        public RecentGame {
            Objects.requireNonNull(gameId, "gameId");
            Objects.requireNonNull(opponentName, "opponentName");
            Objects.requireNonNull(endedAt, "endedAt");
        }
    }

    /**
     * The standing after one more rated game: the new rating, one more win or loss under the colour
     * played and the setup, the streak, the game first among the recent ones, the next version.
     *
     * @param colour {@code white} or {@code black}
     * @param setup {@code fixed}, {@code random} or {@code tournament}
     */
    public Standing after(String gameId, String playerName, String opponentName, boolean didWin, String colour,
            String setup, Rating newRating, Instant endedAt) {
        Map<String, Integer> tally = new LinkedHashMap<>(didWin ? won : lost);
        tally.merge(colour, 1, Integer::sum);
        tally.merge(setup, 1, Integer::sum);
        int newStreak = didWin ? Math.max(streak, 0) + 1 : Math.min(streak, 0) - 1;
        List<RecentGame> games = new ArrayList<>();
        games.add(new RecentGame(gameId, opponentName, didWin, rating.rating(), newRating.rating(), endedAt));
        games.addAll(recent.subList(0, Math.min(recent.size(), RECENT - 1)));
        return new Standing(ladder, userId, playerName, newRating, endedAt, didWin ? tally : won, didWin ? lost : tally,
                newStreak, games, version + 1);
    }

    /** Games won under a colour or a setup. */
    public int wins(String key) {
        return won.getOrDefault(key, 0);
    }

    /** Games lost under a colour or a setup. */
    public int losses(String key) {
        return lost.getOrDefault(key, 0);
    }

    /** Rated games played on this ladder. */
    public int games() {
        return wins("white") + wins("black") + losses("white") + losses("black");
    }
}
