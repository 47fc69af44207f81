package dev.tzaar.lambda.tournament.pairing;

import dev.tzaar.lambda.tournament.Colour;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pairing of one bracket (C.04.3 B): its moved-down players (MDPs) and resident players. The
 * candidates come in the rules' order — the MDPs against the residents, and for each such
 * MDP-pairing the remainder's S1 against the transpositions of S2 (B.2, B.5), then the remainder's
 * other pairings, standing for its exchanges (B.6); last any other pairing of the bracket — and the
 * first candidate with the best quality wins (B.8). Quality is the
 * criteria C.5 to C.21 compared one after the other (a candidate's {@code cost}); a candidate
 * that breaks an absolute criterion or leaves the rest of the round unpairable (C.4) is never
 * taken. The search is branch and bound in that order, stops at a candidate that meets every
 * criterion's lower bound, and gives up after {@link #NODE_BUDGET} steps a phase with the best
 * found (docs/tournaments.md says where that can differ from the rules).
 */
final class BracketSearch {
    static final int NODE_BUDGET = 40_000;

    /** The criteria after the pairing score differences, in the order they are compared. */
    private static final int NEXT_BRACKET = 0;
    private static final int BYE_UNPLAYED = 1;
    private static final int TOPSCORER_IMBALANCE = 2;
    private static final int TOPSCORER_THIRD_COLOUR = 3;
    private static final int COLOUR_PREFERENCE = 4;
    private static final int STRONG_PREFERENCE = 5;
    private static final int DOWNFLOAT_AGAIN = 6;
    private static final int UPFLOAT_AGAIN = 7;
    private static final int DOWNFLOAT_TWO_BACK = 8;
    private static final int UPFLOAT_TWO_BACK = 9;
    private static final int DOWNFLOAT_AGAIN_SCORES = 10;
    private static final int UPFLOAT_AGAIN_SCORES = 11;
    private static final int DOWNFLOAT_TWO_BACK_SCORES = 12;
    private static final int UPFLOAT_TWO_BACK_SCORES = 13;
    private static final int CRITERIA = 14;

    private final List<SwissPlayer> ranked;
    private final Compatibility compatibility;
    private final ColourAllocation colours;
    private final int[] members;
    private final int mdpCount;
    private final int[] nextGroup;
    private final BitSet lower;
    private final boolean last;
    private final int residentScore;
    private final int psdWidth;
    private final Map<BitSet, Integer> nextBracketUnpaired = new HashMap<>();

    private int pairs;
    private int floatsWanted;
    private int[] partner;
    private boolean[] floating;
    private long[] partial;
    private long[] lowerBound;
    private long[] best;
    private int[] bestPartner;
    private long nodes;
    private boolean perfect;
    /** With one player to float: who may be the one (the rest of the round stays pairable, or they may have the bye). */
    private boolean[] mayFloatAlone;
    private int unpairedWhoMayFloat;
    /** Whether the children are tried best first (to learn how good a candidate can be) or in the rules' order. */
    private boolean greedy;
    /** Whether a candidate as good as the best so far is still taken: the first in the rules' order of that quality. */
    private boolean acceptEqual;

    BracketSearch(List<SwissPlayer> ranked, Compatibility compatibility, ColourAllocation colours, int[] members,
            int[] nextGroup, BitSet lower, boolean last) {
        this.ranked = ranked;
        this.compatibility = compatibility;
        this.colours = colours;
        this.members = members;
        this.nextGroup = nextGroup;
        this.lower = lower;
        this.last = last;
        this.residentScore = ranked.get(members[members.length - 1]).score;
        this.mdpCount = (int) Arrays.stream(members).filter(m -> ranked.get(m).score > residentScore).count();
        this.psdWidth = ranked.get(members[0]).score - residentScore + 3;
    }

    /** The bracket's pairs, as rank indices [higher, lower]; the players left unpaired float down (or take the bye). */
    record Result(List<int[]> pairs, int[] floaters) {
    }

    Result run() {
        int size = members.length;
        int most = Math.min(compatibility.maximumPairs(members), size / 2);
        for (int wanted = most; wanted >= 0; wanted--) {
            if (last && wanted < size / 2) {
                break;
            }
            search(wanted);
            if (bestPartner != null) {
                return result(bestPartner);
            }
        }
        if (!last) {
            throw new IllegalStateException("a bracket above the last one can always float all its players");
        }
        int[] any = compatibility.anyCompletePairing(members);
        return result(any);
    }

    private boolean mayFloatAlone(int player) {
        if (last) {
            return ranked.get(player).mayHaveTheBye;
        }
        BitSet rest = (BitSet) lower.clone();
        rest.set(player);
        return compatibility.completable(rest);
    }

    private Result result(int[] partnerOf) {
        List<int[]> chosen = new ArrayList<>();
        List<Integer> floaters = new ArrayList<>();
        for (int i = 0; i < members.length; i++) {
            if (partnerOf[i] < 0) {
                floaters.add(members[i]);
            } else if (i < partnerOf[i]) {
                chosen.add(new int[] {members[i], members[partnerOf[i]]});
            }
        }
        return new Result(chosen, floaters.stream().mapToInt(Integer::intValue).toArray());
    }

    private void search(int wanted) {
        pairs = wanted;
        floatsWanted = members.length - 2 * wanted;
        partner = new int[members.length];
        Arrays.fill(partner, -1);
        floating = new boolean[members.length];
        partial = new long[psdWidth + CRITERIA];
        lowerBound = lowerBound();
        best = null;
        bestPartner = null;
        perfect = false;
        mayFloatAlone = new boolean[members.length];
        unpairedWhoMayFloat = 0;
        for (int i = 0; i < members.length; i++) {
            mayFloatAlone[i] = floatsWanted != 1 || mayFloatAlone(members[i]);
            unpairedWhoMayFloat += mayFloatAlone[i] ? 1 : 0;
        }
        // First how good a candidate can be, trying the cheapest pairs first...
        greedy = true;
        acceptEqual = false;
        nodes = 0;
        pairAnyHow(0, 0);
        if (bestPartner == null) {
            return;
        }
        int[] goodEnough = bestPartner;
        // ...then the first candidate in the rules' order that good (or better): transpositions, then the rest.
        greedy = false;
        acceptEqual = true;
        bestPartner = null;
        perfect = false;
        nodes = 0;
        pairMovedDownPlayers(0, 0);
        if (bestPartner == null) {
            perfect = false;
            nodes = 0;
            pairAnyHow(0, 0);
        }
        if (bestPartner == null) {
            bestPartner = goodEnough;
        }
    }

    /** B.2/B.3: the MDPs first, each against a resident in rank order, or into the limbo (they float on). */
    private void pairMovedDownPlayers(int mdp, int paired) {
        if (stop()) {
            return;
        }
        if (mdp == mdpCount) {
            List<Integer> remainder = new ArrayList<>();
            for (int i = mdpCount; i < members.length; i++) {
                if (partner[i] < 0) {
                    remainder.add(i);
                }
            }
            int remainderPairs = pairs - paired;
            if (remainderPairs >= 0 && 2 * remainderPairs <= remainder.size()) {
                int[] found = bestPartner;
                transpose(remainder.stream().mapToInt(Integer::intValue).toArray(), remainderPairs, 0);
                if (bestPartner == found && !stop()) {
                    // No transposition of this remainder would do: its exchanges, before another MDP-pairing.
                    pairAnyHow(mdpCount, mdp - paired);
                }
            }
            return;
        }
        for (int resident = mdpCount; resident < members.length && !stop(); resident++) {
            if (partner[resident] < 0 && tryLink(mdp, resident, null, 0, 0, floatsWanted - (mdp - paired))) {
                pairMovedDownPlayers(mdp + 1, paired + 1);
                unlink(mdp, resident);
            }
        }
        if (mdp - paired + 1 <= floatsWanted && mayFloatAlone[mdp]) {
            floating[mdp] = true;
            pairMovedDownPlayers(mdp + 1, paired);
            floating[mdp] = false;
        }
    }

    /** B.5: the remainder's S1 (its first {@code s1Size} players) against S2 in the order of S2's transpositions. */
    private void transpose(int[] remainder, int s1Size, int position) {
        if (stop()) {
            return;
        }
        if (position == s1Size) {
            leaf();
            return;
        }
        int player = remainder[position];
        for (int k = s1Size; k < remainder.length && !stop(); k++) {
            int opponent = remainder[k];
            if (partner[opponent] < 0 && tryLink(player, opponent, remainder, s1Size, position + 1, 0)) {
                transpose(remainder, s1Size, position + 1);
                unlink(player, opponent);
            }
        }
    }

    /** Every other pairing of the bracket, the highest unpaired player first (the exchanges of B.6 among them). */
    private void pairAnyHow(int from, int floated) {
        if (stop()) {
            return;
        }
        int player = from;
        while (player < members.length && (partner[player] >= 0 || floating[player])) {
            player++;
        }
        if (player == members.length) {
            if (floated == floatsWanted) {
                leaf();
            }
            return;
        }
        for (int opponent : opponentsInTurn(player)) {
            if (stop()) {
                break;
            }
            if (tryLink(player, opponent, null, 0, 0, floatsWanted - floated)) {
                pairAnyHow(player + 1, floated);
                unlink(player, opponent);
            }
        }
        if (floated < floatsWanted && mayFloatAlone[player]) {
            floating[player] = true;
            pairAnyHow(player + 1, floated + 1);
            floating[player] = false;
        }
    }

    /** The player's possible opponents below them (never another MDP: unpaired MDPs float on), cheapest first when greedy. */
    private List<Integer> opponentsInTurn(int player) {
        List<Integer> opponents = new ArrayList<>();
        for (int opponent = Math.max(player + 1, mdpCount); opponent < members.length; opponent++) {
            if (partner[opponent] < 0 && !floating[opponent]
                    && compatibility.mayMeet(members[player], members[opponent])) {
                opponents.add(opponent);
            }
        }
        if (greedy && opponents.size() > 1) {
            Map<Integer, long[]> after = new HashMap<>();
            for (int opponent : opponents) {
                addPair(player, opponent, 1);
                after.put(opponent, partial.clone());
                addPair(player, opponent, -1);
            }
            opponents.sort((a, b) -> compare(after.get(a), after.get(b)));
        }
        return opponents;
    }

    private boolean stop() {
        return perfect || nodes > NODE_BUDGET;
    }

    /**
     * Pairs the two unless an absolute criterion forbids it or the candidates it leads to cannot beat
     * the best so far. {@code floor} says what the rest must still lose: the remainder's S1 from
     * {@code position} against S2 when {@code remainder} is given, else the unhandled players with
     * {@code floats} of them floating.
     */
    private boolean tryLink(int higher, int lowerPlayer, int[] remainder, int s1Size, int position, int floats) {
        nodes++;
        if (!compatibility.mayMeet(members[higher], members[lowerPlayer])) {
            return false;
        }
        partner[higher] = lowerPlayer;
        partner[lowerPlayer] = higher;
        addPair(higher, lowerPlayer, 1);
        unpairedWhoMayFloat -= (mayFloatAlone[higher] ? 1 : 0) + (mayFloatAlone[lowerPlayer] ? 1 : 0);
        if (floatsWanted > 0 && unpairedWhoMayFloat == 0) {
            unlink(higher, lowerPlayer);
            return false;
        }
        if (best != null) {
            int[] floor = remainder != null ? transpositionFloor(remainder, s1Size, position) : unhandledFloor(floats);
            long[] bound = partial.clone();
            // The score differences still to come: at least the bracket's least possible ones.
            if (Arrays.compare(lowerBound, 0, psdWidth, bound, 0, psdWidth) > 0) {
                System.arraycopy(lowerBound, 0, bound, 0, psdWidth);
            }
            // The criteria only a whole candidate settles: at least their least possible values.
            bound[psdWidth + NEXT_BRACKET] = lowerBound[psdWidth + NEXT_BRACKET];
            bound[psdWidth + BYE_UNPLAYED] = lowerBound[psdWidth + BYE_UNPLAYED];
            bound[psdWidth + COLOUR_PREFERENCE] += floor[0];
            bound[psdWidth + STRONG_PREFERENCE] += floor[1];
            if (!better(bound)) {
                unlink(higher, lowerPlayer);
                return false;
            }
        }
        return true;
    }

    /**
     * The colour preferences, and the strong ones, that S1's unpaired players must lose against S2's
     * unused ones: a player of S1 wanting White keeps it only against one of S2 not wanting White
     * (and a strong wish only against one not wanting White strongly), likewise for Black.
     */
    private int[] transpositionFloor(int[] remainder, int s1Size, int position) {
        int[] first = new int[4];
        int[] second = new int[4];
        for (int i = position; i < s1Size; i++) {
            tally(first, ranked.get(members[remainder[i]]));
        }
        int available = 0;
        for (int i = s1Size; i < remainder.length; i++) {
            if (partner[remainder[i]] < 0) {
                available++;
                tally(second, ranked.get(members[remainder[i]]));
            }
        }
        int white = Math.max(0, first[0] - (available - second[0]));
        int black = Math.max(0, first[1] - (available - second[1]));
        int strongWhite = Math.max(0, first[2] - (available - second[2]));
        int strongBlack = Math.max(0, first[3] - (available - second[3]));
        return new int[] {Math.max(white, black), Math.max(strongWhite, strongBlack)};
    }

    /** Counts of those wanting White, Black, White strongly, Black strongly. */
    private static void tally(int[] counts, SwissPlayer player) {
        Colour wanted = player.preferredColour.orElse(null);
        boolean strong = player.preference.atLeastStrong();
        counts[0] += wanted == Colour.WHITE ? 1 : 0;
        counts[1] += wanted == Colour.BLACK ? 1 : 0;
        counts[2] += wanted == Colour.WHITE && strong ? 1 : 0;
        counts[3] += wanted == Colour.BLACK && strong ? 1 : 0;
    }

    /** The colour preferences the unhandled players must lose among themselves, {@code floats} of them floating. */
    private int[] unhandledFloor(int floats) {
        int[] counts = new int[4];
        int unhandled = 0;
        for (int i = 0; i < members.length; i++) {
            if (partner[i] < 0 && !floating[i]) {
                unhandled++;
                tally(counts, ranked.get(members[i]));
            }
        }
        int restPairs = (unhandled - floats) / 2;
        return new int[] {Math.max(0, Math.max(counts[0], counts[1]) - restPairs - floats),
            Math.max(0, Math.max(counts[2], counts[3]) - restPairs - floats)};
    }

    private void unlink(int higher, int lowerPlayer) {
        addPair(higher, lowerPlayer, -1);
        unpairedWhoMayFloat += (mayFloatAlone[higher] ? 1 : 0) + (mayFloatAlone[lowerPlayer] ? 1 : 0);
        partner[higher] = -1;
        partner[lowerPlayer] = -1;
    }

    private void addPair(int higherIndex, int lowerIndex, int sign) {
        SwissPlayer higher = ranked.get(members[higherIndex]);
        SwissPlayer lowerPlayer = ranked.get(members[lowerIndex]);
        int difference = higher.score - lowerPlayer.score;
        partial[psdWidth - 1 - difference] += sign;
        int c = psdWidth;
        Colour higherColour = colours.ofHigher(higher, lowerPlayer);
        Colour lowerColour = higherColour.opposite();
        if (higher.topscorer || lowerPlayer.topscorer) {
            partial[c + TOPSCORER_IMBALANCE] += sign * (imbalanced(higher, higherColour) + imbalanced(lowerPlayer, lowerColour));
            partial[c + TOPSCORER_THIRD_COLOUR] += sign * ((higher.thirdInARow(higherColour) ? 1 : 0)
                    + (lowerPlayer.thirdInARow(lowerColour) ? 1 : 0));
        }
        boolean samePreference = higher.preferredColour.isPresent()
                && higher.preferredColour.equals(lowerPlayer.preferredColour);
        if (samePreference) {
            partial[c + COLOUR_PREFERENCE] += sign;
            boolean bothAbsolute = higher.preference == Preference.ABSOLUTE
                    && lowerPlayer.preference == Preference.ABSOLUTE;
            if (higher.preference.atLeastStrong() && lowerPlayer.preference.atLeastStrong() && !bothAbsolute) {
                partial[c + STRONG_PREFERENCE] += sign;
            }
        }
        if (difference > 0) {
            addFloat(c, higher.floatLastRound == Float.DOWN, DOWNFLOAT_AGAIN, DOWNFLOAT_AGAIN_SCORES, difference, sign);
            addFloat(c, lowerPlayer.floatLastRound == Float.UP, UPFLOAT_AGAIN, UPFLOAT_AGAIN_SCORES, difference, sign);
            addFloat(c, higher.floatTwoRoundsBefore == Float.DOWN, DOWNFLOAT_TWO_BACK, DOWNFLOAT_TWO_BACK_SCORES,
                    difference, sign);
            addFloat(c, lowerPlayer.floatTwoRoundsBefore == Float.UP, UPFLOAT_TWO_BACK, UPFLOAT_TWO_BACK_SCORES,
                    difference, sign);
        }
    }

    private void addFloat(int c, boolean again, int count, int scores, int difference, int sign) {
        if (again) {
            partial[c + count] += sign;
            partial[c + scores] += (long) sign * difference;
        }
    }

    private static int imbalanced(SwissPlayer player, Colour colour) {
        return Math.abs(player.colourDifferenceWith(colour)) > 2 ? 1 : 0;
    }

    private void leaf() {
        long[] cost = partial.clone();
        int c = psdWidth;
        BitSet floaters = new BitSet();
        for (int i = 0; i < members.length; i++) {
            if (partner[i] < 0) {
                SwissPlayer player = ranked.get(members[i]);
                floaters.set(members[i]);
                cost[psdWidth - 1 - (player.score - residentScore + 2)]++;
                cost[c + DOWNFLOAT_AGAIN] += player.floatLastRound == Float.DOWN ? 1 : 0;
                cost[c + DOWNFLOAT_TWO_BACK] += player.floatTwoRoundsBefore == Float.DOWN ? 1 : 0;
                if (last) {
                    if (!player.mayHaveTheBye) {
                        return; // C.2
                    }
                    cost[c + BYE_UNPLAYED] = player.unplayedRounds;
                }
            }
        }
        if (!last) {
            cost[c + NEXT_BRACKET] = (nextGroup.length + floaters.cardinality()) % 2;
            if (!better(cost)) {
                return;
            }
            cost[c + NEXT_BRACKET] = nextBracketUnpaired(floaters);
        }
        if (!better(cost)) {
            return;
        }
        if (!last) {
            BitSet rest = (BitSet) lower.clone();
            rest.or(floaters);
            if (!compatibility.completable(rest)) {
                return; // C.4
            }
        }
        best = cost;
        bestPartner = partner.clone();
        acceptEqual = false;
        perfect = compare(best, lowerBound) <= 0;
    }

    private boolean better(long[] cost) {
        if (best == null) {
            return true;
        }
        int comparison = compare(cost, best);
        return acceptEqual ? comparison <= 0 : comparison < 0;
    }

    /** C.7: how many of the next bracket (with these floaters moved down into it) would be left unpaired. */
    private int nextBracketUnpaired(BitSet floaters) {
        return nextBracketUnpaired.computeIfAbsent((BitSet) floaters.clone(), set -> {
            int[] next = new int[nextGroup.length + set.cardinality()];
            int i = 0;
            for (int f = set.nextSetBit(0); f >= 0; f = set.nextSetBit(f + 1)) {
                next[i++] = f;
            }
            for (int player : nextGroup) {
                next[i++] = player;
            }
            return next.length - 2 * compatibility.maximumPairs(next);
        });
    }

    /**
     * What no candidate can beat, criterion by criterion: the highest MDPs paired and the rest
     * floating (C.6), the parity of the next bracket (C.7), the fewest unplayed rounds among those
     * who may have the bye (C.9), and the colour preferences the majority colour must lose (C.12).
     */
    private long[] lowerBound() {
        long[] bound = new long[psdWidth + CRITERIA];
        int pairedMdps = Math.min(Math.min(mdpCount, pairs), members.length - mdpCount);
        int residentFloaters = floatsWanted - (mdpCount - pairedMdps);
        for (int i = 0; i < mdpCount; i++) {
            int difference = ranked.get(members[i]).score - residentScore + (i < pairedMdps ? 0 : 2);
            bound[psdWidth - 1 - difference]++;
        }
        bound[psdWidth - 1 - 2] += Math.max(0, residentFloaters);
        bound[psdWidth - 1] += pairs - pairedMdps;
        int c = psdWidth;
        if (!last) {
            bound[c + NEXT_BRACKET] = (nextGroup.length + floatsWanted) % 2;
        } else if (floatsWanted == 1) {
            bound[c + BYE_UNPLAYED] = Arrays.stream(members).mapToObj(ranked::get).filter(p -> p.mayHaveTheBye)
                    .mapToInt(p -> p.unplayedRounds).min().orElse(0);
        }
        long white = Arrays.stream(members).mapToObj(ranked::get)
                .filter(p -> p.preferredColour.orElse(null) == Colour.WHITE).count();
        long black = Arrays.stream(members).mapToObj(ranked::get)
                .filter(p -> p.preferredColour.orElse(null) == Colour.BLACK).count();
        bound[c + COLOUR_PREFERENCE] = Math.max(0, Math.max(white, black) - pairs - floatsWanted);
        return bound;
    }

    private static int compare(long[] a, long[] b) {
        return Arrays.compare(a, b);
    }
}
