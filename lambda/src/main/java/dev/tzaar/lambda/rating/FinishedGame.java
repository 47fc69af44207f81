package dev.tzaar.lambda.rating;

import java.time.Instant;
import java.util.Objects;

/**
 * What the rating rules need to know of a game that has just ended, taken from its record.
 *
 * @param winnerId who won, however the game ended
 * @param loserId who lost: beaten on the board, resigned, or claimed against
 * @param againstBot whether one of the two is a bot rather than a person
 * @param bothSidesMoved whether each side had made at least one turn of its own
 * @param ending how it ended
 * @param endedAt when it ended
 */
public record FinishedGame(String winnerId, String loserId, boolean againstBot, boolean bothSidesMoved,
        Ending ending, Instant endedAt) {
    public FinishedGame {
        Objects.requireNonNull(winnerId, "winnerId");
        Objects.requireNonNull(loserId, "loserId");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(endedAt, "endedAt");
        if (winnerId.equals(loserId)) {
            throw new IllegalArgumentException("a game is between two players, not " + winnerId + " and themselves");
        }
    }
}
