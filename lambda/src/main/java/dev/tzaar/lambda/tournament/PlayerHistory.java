package dev.tzaar.lambda.tournament;

import java.util.List;

/** A player and their rounds so far, round 1 first. */
public record PlayerHistory(Entrant entrant, List<RoundEntry> rounds) {
    public PlayerHistory {
        rounds = List.copyOf(rounds);
    }

    public int number() {
        return entrant.number();
    }

    /** The score in half points. */
    public int halfPoints() {
        return halfPointsAfter(rounds.size());
    }

    public int halfPointsAfter(int roundCount) {
        return rounds.subList(0, roundCount).stream().mapToInt(round -> round.outcome().halfPoints()).sum();
    }

    public PlayerHistory with(RoundEntry round) {
        List<RoundEntry> longer = new java.util.ArrayList<>(rounds);
        longer.add(round);
        return new PlayerHistory(entrant, longer);
    }
}
