package dev.tzaar.lambda.tournament.pairing;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The next round of a Swiss by FIDE's Dutch system (Handbook C.04.3, the rules of 2017): the players
 * ranked by score and pairing number (A.2), paired score group by score group from the top (each
 * bracket with the players moved down into it, {@link BracketSearch}), the colours allocated by E.1
 * to E.5, the bye to the player the last bracket leaves over. docs/tournaments.md lists the
 * criteria and where this implementation is known to fall short of the rules.
 */
public final class DutchPairer {
    private DutchPairer() {
    }

    /** The next round, leaving out the players given as absent (they take a zero-point bye). */
    public static RoundPairing pair(TournamentRecord record, Set<Integer> absent) {
        List<SwissPlayer> ranked = new ArrayList<>();
        boolean finalRound = record.roundsPlayed() == record.plannedRounds() - 1;
        for (PlayerHistory history : record.players()) {
            if (!absent.contains(history.number())) {
                SwissPlayer player = new SwissPlayer(history, record);
                // A.7: topscorers, in the final round only, have more than half the points possible.
                player.topscorer = finalRound && player.score > record.roundsPlayed();
                ranked.add(player);
            }
        }
        ranked.sort(Comparator.comparingInt((SwissPlayer p) -> -p.score).thenComparingInt(p -> p.number));
        Compatibility compatibility = new Compatibility(ranked);
        BitSet everyone = new BitSet();
        everyone.set(0, ranked.size());
        if (!compatibility.completable(everyone)) {
            throw new NoPairingExists("no pairing of round " + (record.roundsPlayed() + 1)
                    + " avoids a rematch and a second bye");
        }
        ColourAllocation colours = new ColourAllocation(record.initialColour());
        List<int[]> groups = scoreGroups(ranked);
        List<int[]> pairs = new ArrayList<>();
        int[] movedDown = new int[0];
        OptionalInt bye = OptionalInt.empty();
        for (int g = 0; g < groups.size(); g++) {
            boolean last = g == groups.size() - 1;
            int[] members = concat(movedDown, groups.get(g));
            BitSet lower = new BitSet();
            for (int h = g + 1; h < groups.size(); h++) {
                for (int player : groups.get(h)) {
                    lower.set(player);
                }
            }
            int[] next = last ? new int[0] : groups.get(g + 1);
            BracketSearch.Result result = new BracketSearch(ranked, compatibility, colours, members, next, lower, last)
                    .run();
            pairs.addAll(result.pairs());
            movedDown = result.floaters();
            if (last && movedDown.length == 1) {
                bye = OptionalInt.of(ranked.get(movedDown[0]).number);
            }
        }
        return new RoundPairing(boards(pairs, ranked, colours), bye);
    }

    public static RoundPairing pair(TournamentRecord record) {
        return pair(record, Set.of());
    }

    private static List<int[]> scoreGroups(List<SwissPlayer> ranked) {
        List<int[]> groups = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= ranked.size(); i++) {
            if (i == ranked.size() || ranked.get(i).score != ranked.get(start).score) {
                int[] group = new int[i - start];
                for (int j = start; j < i; j++) {
                    group[j - start] = j;
                }
                groups.add(group);
                start = i;
            }
        }
        return groups;
    }

    private static int[] concat(int[] first, int[] second) {
        TreeSet<Integer> all = new TreeSet<>();
        for (int player : first) {
            all.add(player);
        }
        for (int player : second) {
            all.add(player);
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Boards ordered by the higher score on them, then by the higher player's rank (C.04.2 E). */
    private static List<TournamentGame> boards(List<int[]> pairs, List<SwissPlayer> ranked, ColourAllocation colours) {
        pairs.sort(Comparator.comparingInt((int[] pair) -> -Math.max(ranked.get(pair[0]).score, ranked.get(pair[1]).score))
                .thenComparingInt(pair -> Math.min(pair[0], pair[1])));
        List<TournamentGame> games = new ArrayList<>();
        for (int[] pair : pairs) {
            SwissPlayer higher = ranked.get(Math.min(pair[0], pair[1]));
            SwissPlayer lower = ranked.get(Math.max(pair[0], pair[1]));
            Colour higherColour = colours.ofHigher(higher, lower);
            games.add(higherColour == Colour.WHITE ? new TournamentGame(higher.number, lower.number)
                    : new TournamentGame(lower.number, higher.number));
        }
        return games;
    }
}
