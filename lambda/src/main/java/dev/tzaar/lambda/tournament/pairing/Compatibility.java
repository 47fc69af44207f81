package dev.tzaar.lambda.tournament.pairing;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who may meet whom in the round (the absolute criteria, C.04.3 C.1 and C.3), and whether a set of
 * players can still all be paired, one of them taking the bye if they are odd (C.2, and the
 * completion criterion C.4). Players are indexed by rank.
 */
final class Compatibility {
    private final List<SwissPlayer> ranked;
    private final boolean[][] mayMeet;
    private final Map<BitSet, Boolean> completable = new HashMap<>();

    Compatibility(List<SwissPlayer> ranked) {
        this.ranked = ranked;
        int n = ranked.size();
        this.mayMeet = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                boolean allowed = allowed(ranked.get(a), ranked.get(b));
                mayMeet[a][b] = allowed;
                mayMeet[b][a] = allowed;
            }
        }
    }

    private static boolean allowed(SwissPlayer a, SwissPlayer b) {
        if (a.opponents.contains(b.number)) {
            return false; // C.1: no rematch
        }
        boolean sameAbsolute = a.preference == Preference.ABSOLUTE && b.preference == Preference.ABSOLUTE
                && a.preferredColour.equals(b.preferredColour);
        return !sameAbsolute || a.topscorer || b.topscorer; // C.3, topscorers excepted
    }

    boolean mayMeet(int a, int b) {
        return mayMeet[a][b];
    }

    /** The largest number of pairs among these players (by rank index). */
    int maximumPairs(int[] players) {
        return MaximumMatching.size(graph(players, false));
    }

    /** Whether all these players can be paired, one of them eligible for the bye taking it if they are odd. */
    boolean completable(BitSet players) {
        return completable.computeIfAbsent((BitSet) players.clone(), set -> {
            int[] members = set.stream().toArray();
            boolean odd = members.length % 2 == 1;
            int[] mates = MaximumMatching.of(graph(members, odd));
            for (int mate : mates) {
                if (mate < 0) {
                    return false;
                }
            }
            return true;
        });
    }

    /** The rank indices of a round's pairs and bye from any complete pairing, ignoring quality. */
    int[] anyCompletePairing(int[] players) {
        boolean odd = players.length % 2 == 1;
        int[] mates = MaximumMatching.of(graph(players, odd));
        int[] partner = new int[players.length];
        for (int i = 0; i < players.length; i++) {
            partner[i] = mates[i] < 0 || mates[i] == players.length ? -1 : mates[i];
        }
        return partner;
    }

    private boolean[][] graph(int[] players, boolean withBye) {
        int n = players.length + (withBye ? 1 : 0);
        boolean[][] edge = new boolean[n][n];
        for (int i = 0; i < players.length; i++) {
            for (int j = i + 1; j < players.length; j++) {
                edge[i][j] = mayMeet[players[i]][players[j]];
                edge[j][i] = edge[i][j];
            }
            if (withBye && ranked.get(players[i]).mayHaveTheBye) {
                edge[i][n - 1] = true;
                edge[n - 1][i] = true;
            }
        }
        return edge;
    }
}
