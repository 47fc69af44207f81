package dev.tzaar.lambda.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Which finished games move ratings. Games between two people are rated by default; a game
 * against a bot, a game that ended before both sides moved, and a pair's games beyond
 * {@code gamesPerPair} in any {@code window} are not. Whatever the ending, the winner wins and the
 * loser loses: a resignation or a claim counts as a loss like any other.
 *
 * <p>The standard limit is three rated games per pair in a rolling 24 hours. A correspondence
 * game takes hours or days, so honest pairs never reach it, and a best-of-three after a quick
 * game still counts whole; beyond that, two friends trading resignations can move each other's
 * rating three games a day at most, each one worth less as the deviations shrink. The window
 * rolls rather than resetting at midnight, which would depend on whose midnight and would let a
 * pair play six games around it.
 *
 * @param gamesPerPair how many rated games a pair may have within the window
 * @param window how far back the pair's rated games count
 */
public record RatedGamePolicy(int gamesPerPair, Duration window) {
    public static final RatedGamePolicy STANDARD = new RatedGamePolicy(3, Duration.ofHours(24));

    public RatedGamePolicy {
        Objects.requireNonNull(window, "window");
        if (gamesPerPair < 1 || window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("a pair may have at least one rated game in a positive window, not "
                    + gamesPerPair + " in " + window);
        }
    }

    /**
     * Whether this game is rated.
     *
     * @param game the game that has just ended
     * @param pairsRatedGameEnds when the same two players' earlier rated games ended (unrated ones
     *     left out, as they moved nothing); those outside the window before this game are ignored
     */
    public RatingDecision decide(FinishedGame game, List<Instant> pairsRatedGameEnds) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(pairsRatedGameEnds, "pairsRatedGameEnds");
        if (game.againstBot()) {
            return new RatingDecision.Unrated(RatingDecision.Reason.AGAINST_A_BOT);
        }
        if (!game.bothSidesMoved()) {
            return new RatingDecision.Unrated(RatingDecision.Reason.ENDED_BEFORE_BOTH_SIDES_MOVED);
        }
        if (ratedWithinWindow(game.endedAt(), pairsRatedGameEnds) >= gamesPerPair) {
            return new RatingDecision.Unrated(RatingDecision.Reason.PAIR_LIMIT_REACHED);
        }
        return new RatingDecision.Rated(game.winnerId(), game.loserId());
    }

    private long ratedWithinWindow(Instant endedAt, List<Instant> ends) {
        Instant windowStart = endedAt.minus(window);
        return ends.stream().filter(end -> end.isAfter(windowStart) && !end.isAfter(endedAt)).count();
    }
}
