package dev.tzaar.lambda.tournament;

/** A player as the tournament ranks them: the pairing number (1 the highest rated), name and rating. */
public record Entrant(int number, String name, int rating) {
    public Entrant {
        if (number < 1) {
            throw new IllegalArgumentException("pairing numbers start at 1");
        }
    }
}
