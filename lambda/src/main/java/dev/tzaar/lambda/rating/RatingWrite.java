package dev.tzaar.lambda.rating;

import java.util.List;
import java.util.Objects;

/**
 * What a rated game's ending writes besides the game: the two players' new standings on each
 * ladder (each on the version it was read at) and the pair's history. Nothing for an unrated game.
 *
 * @param standings the new standings, each one version past the one read
 * @param pair the pair's new history, one version past the one read; null when nothing is written
 */
public record RatingWrite(List<Standing> standings, PairHistory pair) {
    public static final RatingWrite NONE = new RatingWrite(List.of(), null);

    public RatingWrite {
        standings = List.copyOf(Objects.requireNonNull(standings, "standings"));
        if (standings.isEmpty() != (pair == null)) {
            throw new IllegalArgumentException("a rated game writes both the standings and the pair, an unrated one neither");
        }
    }

    public boolean isEmpty() {
        return standings.isEmpty();
    }
}
