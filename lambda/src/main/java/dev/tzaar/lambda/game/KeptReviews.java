package dev.tzaar.lambda.game;

import java.time.Instant;

/** Where the reviews of finished games are kept between their steps: one small item per game reviewed, for a while. */
public interface KeptReviews {

    /**
     * What is kept of the game's review at {@code now}; an empty state when nothing is, or what was has
     * expired (its version still the stored one, so that the next write goes over it). Strongly consistent.
     */
    KeptReview keptReview(String gameId, Instant now);

    /**
     * Writes the review's state, forgotten after {@code expiresAt}, only if the stored one has the version
     * before it (for version 1: if none is stored).
     *
     * @return false when another step wrote first: nothing was written (that step's state is as good, the
     *     searches being the same wherever they run)
     */
    boolean write(KeptReview review, Instant expiresAt);
}
