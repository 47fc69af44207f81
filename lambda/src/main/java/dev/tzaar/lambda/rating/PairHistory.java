package dev.tzaar.lambda.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * When a pair of players' recent rated games ended, across every server: what {@link
 * RatedGamePolicy} counts against its limit. One per pair, whichever of the two won.
 *
 * @param firstId the lower of the two user ids (as a string: ids are compared as text, always the same way)
 * @param secondId the higher
 * @param ratedEnds when their rated games within the policy's window ended, oldest first
 * @param version 0 while never stored, one more with every write: writes are conditional on it
 */
public record PairHistory(String firstId, String secondId, List<Instant> ratedEnds, long version) {
    public PairHistory {
        Objects.requireNonNull(firstId, "firstId");
        Objects.requireNonNull(secondId, "secondId");
        ratedEnds = List.copyOf(ratedEnds);
        if (firstId.compareTo(secondId) >= 0) {
            throw new IllegalArgumentException("a pair is two players, the lower id first: " + firstId + ", " + secondId);
        }
    }

    /** The pair of these two players, in either order, with no rated game yet. */
    public static PairHistory none(String oneId, String otherId) {
        return oneId.compareTo(otherId) < 0
                ? new PairHistory(oneId, otherId, List.of(), 0)
                : new PairHistory(otherId, oneId, List.of(), 0);
    }

    /** The history with one more rated game, forgetting those that no longer count at that time. */
    public PairHistory withRatedGame(Instant endedAt, Duration window) {
        List<Instant> kept = new ArrayList<>();
        for (Instant end : ratedEnds) {
            if (end.isAfter(endedAt.minus(window))) {
                kept.add(end);
            }
        }
        kept.add(endedAt);
        return new PairHistory(firstId, secondId, kept, version + 1);
    }
}
