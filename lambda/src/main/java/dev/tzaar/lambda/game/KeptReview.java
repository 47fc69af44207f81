package dev.tzaar.lambda.game;

import java.util.Objects;

/**
 * What a finished game's review has found so far, kept between its steps ({@code /tzaar analyze} reviews
 * a few turns per request, docs/review.md): the engine's {@code ReviewRun} state, and the version it was
 * written at. A review depends on the game alone, so the state is the game's, whoever asked.
 *
 * @param gameId the game reviewed
 * @param state the review's state as the engine wrote it; empty when nothing is kept (or it expired)
 * @param version the version of the item as stored, expired or not (0 when there is none): the next write
 *     is {@code version + 1}, only over this one
 */
public record KeptReview(String gameId, String state, long version) {
    public KeptReview {
        Objects.requireNonNull(gameId);
        Objects.requireNonNull(state);
        if (version < 0) {
            throw new IllegalArgumentException("a version is never negative, not " + version);
        }
    }

    /** Nothing kept yet for the game's review. */
    public static KeptReview none(String gameId) {
        return new KeptReview(gameId, "", 0);
    }

    /** The review's next state, to write over this one. */
    public KeptReview next(String laterState) {
        return new KeptReview(gameId, laterState, version + 1);
    }
}
