package dev.tzaar.lambda.tournament.trf;

import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.Map;

/**
 * A Tournament Report File read back: the rounds played, and the next round's entries already
 * fixed in it (a player absent, a half-point bye asked for), whom the next pairing leaves out.
 */
public record TrfFile(TournamentRecord record, Map<Integer, Outcome> nextRoundFixed) {
    public TrfFile {
        nextRoundFixed = Map.copyOf(nextRoundFixed);
    }
}
