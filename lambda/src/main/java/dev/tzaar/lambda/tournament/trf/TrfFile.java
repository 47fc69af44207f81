package dev.tzaar.lambda.tournament.trf;

import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A Tournament Report File read back: the rounds played, the next round's entries already fixed in
 * it (a player absent, a half-point bye asked for), whom the next pairing leaves out, and the
 * pairing system its 092 line names, in words.
 */
public record TrfFile(TournamentRecord record, Map<Integer, Outcome> nextRoundFixed, String system) {
    public TrfFile {
        nextRoundFixed = Map.copyOf(nextRoundFixed);
        Objects.requireNonNull(system, "system");
    }

    public TrfFile(TournamentRecord record, Map<Integer, Outcome> nextRoundFixed) {
        this(record, nextRoundFixed, "");
    }

    /**
     * Whether the 092 line names a round robin ("Round robin", "Berger", "all-play-all", FIDE's
     * "Individual: Round-Robin"): its standings then break ties by direct encounter, a Swiss's by Buchholz.
     */
    public boolean isRoundRobin() {
        String words = system.toLowerCase(Locale.ROOT);
        return words.contains("robin") || words.contains("berger") || words.contains("all-play-all")
                || words.contains("toutes rondes");
    }
}
