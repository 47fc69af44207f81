package dev.tzaar.lambda.tournament.tiebreak;

import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The order of the standings: points, then for a Swiss Buchholz and Sonneborn-Berger, for a round
 * robin direct encounter and Sonneborn-Berger, then the pairing number.
 */
public final class Standings {
    private Standings() {
    }

    public static List<TournamentStanding> swiss(TournamentRecord record) {
        Tiebreaks tiebreaks = new Tiebreaks(record);
        return ordered(record, player -> new double[] {tiebreaks.points(player), tiebreaks.buchholz(player),
            tiebreaks.sonnebornBerger(player)});
    }

    public static List<TournamentStanding> roundRobin(TournamentRecord record) {
        Tiebreaks tiebreaks = new Tiebreaks(record);
        return ordered(record, player -> {
            int half = record.player(player).halfPoints();
            Set<Integer> tied = record.players().stream().filter(p -> p.halfPoints() == half)
                    .map(PlayerHistory::number).collect(Collectors.toSet());
            return new double[] {tiebreaks.points(player), tiebreaks.directEncounter(player, tied),
                tiebreaks.sonnebornBerger(player)};
        });
    }

    private static List<TournamentStanding> ordered(TournamentRecord record, java.util.function.IntFunction<double[]> keys) {
        List<double[]> rows = new ArrayList<>();
        for (PlayerHistory player : record.players()) {
            double[] key = keys.apply(player.number());
            rows.add(new double[] {key[0], key[1], key[2], player.number()});
        }
        rows.sort(Comparator.comparingDouble((double[] row) -> -row[0]).thenComparingDouble(row -> -row[1])
                .thenComparingDouble(row -> -row[2]).thenComparingDouble(row -> row[3]));
        List<TournamentStanding> standings = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            double[] row = rows.get(i);
            standings.add(new TournamentStanding(i + 1, (int) row[3], row[0], row[1], row[2]));
        }
        return standings;
    }
}
