package dev.tzaar.lambda.tournament;

import java.util.Objects;
import java.util.Optional;

/**
 * One player's round: the opponent's pairing number (0 for none), the colour (none for a bye) and
 * the outcome.
 */
public record RoundEntry(int opponent, Optional<Colour> colour, Outcome outcome) {
    public RoundEntry {
        Objects.requireNonNull(colour);
        Objects.requireNonNull(outcome);
        if ((opponent == 0) != colour.isEmpty()) {
            throw new IllegalArgumentException("a round has a colour exactly when it has an opponent");
        }
    }

    public static RoundEntry game(int opponent, Colour colour, Outcome outcome) {
        return new RoundEntry(opponent, Optional.of(colour), outcome);
    }

    public static RoundEntry without(Outcome outcome) {
        return new RoundEntry(0, Optional.empty(), outcome);
    }

    /** Whether the two met over the board (a forfeit is a pairing but not a game: C.04.2.D). */
    public boolean playedGame() {
        return opponent != 0 && outcome.played();
    }
}
