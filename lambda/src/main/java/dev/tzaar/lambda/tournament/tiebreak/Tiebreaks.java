package dev.tzaar.lambda.tournament.tiebreak;

import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The tiebreaks of FIDE's C.07, in points (a win 1): Buchholz, Buchholz cut-1 and Sonneborn-Berger
 * for a Swiss, direct encounter and Sonneborn-Berger for a round robin. A round without a game over
 * the board (a bye, a forfeit, an absence) counts, for the player's own tiebreaks, as a game against
 * a virtual opponent with the player's own final score (C.07's rule for unplayed rounds); the
 * opponents' scores are their final scores as they stand.
 */
public final class Tiebreaks {
    private final TournamentRecord record;

    public Tiebreaks(TournamentRecord record) {
        this.record = record;
    }

    public double points(int player) {
        return record.player(player).halfPoints() / 2.0;
    }

    /** The sum of the opponents' scores. */
    public double buchholz(int player) {
        return contributions(player).stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Buchholz without its least contribution (C.07 "Cut-1"), so one weak or missing opponent weighs less. */
    public double buchholzCutOne(int player) {
        List<Double> contributions = contributions(player);
        double least = contributions.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        return buchholz(player) - least;
    }

    /** The sum of the scores of the opponents beaten and half those of the opponents drawn. */
    public double sonnebornBerger(int player) {
        PlayerHistory own = record.player(player);
        double total = 0;
        for (RoundEntry round : own.rounds()) {
            double result = round.outcome().halfPoints() / 2.0;
            total += result * (round.playedGame() ? points(round.opponent()) : points(player));
        }
        return total;
    }

    /**
     * The points scored in the games among the given players (those tied on points), or 0 for all
     * when some two of them have not met (C.07: the tiebreak then does not apply).
     */
    public double directEncounter(int player, Collection<Integer> tied) {
        for (int a : tied) {
            for (int b : tied) {
                if (a < b && record.player(a).rounds().stream().noneMatch(r -> r.playedGame() && r.opponent() == b)) {
                    return 0;
                }
            }
        }
        return record.player(player).rounds().stream()
                .filter(r -> r.playedGame() && tied.contains(r.opponent()))
                .mapToDouble(r -> r.outcome().halfPoints() / 2.0).sum();
    }

    private List<Double> contributions(int player) {
        List<Double> contributions = new ArrayList<>();
        for (RoundEntry round : record.player(player).rounds()) {
            contributions.add(round.playedGame() ? points(round.opponent()) : points(player));
        }
        return contributions;
    }
}
