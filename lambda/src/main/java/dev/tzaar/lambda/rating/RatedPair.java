package dev.tzaar.lambda.rating;

import java.util.Objects;

/** The two players' ratings after one game between them, in the order they were given. */
public record RatedPair(Rating first, Rating second) {
    public RatedPair {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
    }
}
