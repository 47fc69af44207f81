package dev.tzaar.lambda.tournament.pairing;

import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.RoundPairing;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Round robins by the Berger tables (FIDE Handbook C.05, Annex 1). For an even count n the last player
 * stays put and meets, in round r, the player a with 2a ≡ r + 1 (mod n − 1), with White in odd
 * rounds for a and in even rounds for n; the other boards pair a + d with a − d (d = 1 … n/2 − 1,
 * counted 1 … n − 1 around the circle), a + d with White. An odd count plays the table of the next
 * even count, the missing last player's opponent having the bye. A double round robin repeats the
 * cycle with the colours reversed (C.05, "in the second cycle the colours are reversed").
 */
public final class BergerTables {
    private BergerTables() {
    }

    public static int rounds(int players, boolean doubleRound) {
        checkCount(players);
        int cycle = players % 2 == 0 ? players - 1 : players;
        return doubleRound ? 2 * cycle : cycle;
    }

    public static RoundPairing round(int players, int round, boolean doubleRound) {
        int total = rounds(players, doubleRound);
        if (round < 1 || round > total) {
            throw new IllegalArgumentException("round " + round + " is not in 1.." + total);
        }
        int cycle = total / (doubleRound ? 2 : 1);
        boolean reversed = round > cycle;
        int inCycle = reversed ? round - cycle : round;
        int even = players % 2 == 0 ? players : players + 1;
        int circle = even - 1;
        int fixedOpponent = 0;
        for (int a = 1; a <= circle; a++) {
            if ((2 * a) % circle == (inCycle + 1) % circle) {
                fixedOpponent = a;
            }
        }
        List<TournamentGame> boards = new ArrayList<>();
        OptionalInt bye = OptionalInt.empty();
        if (even == players) {
            boolean fixedOpponentWhite = inCycle % 2 == 1;
            boards.add(oriented(fixedOpponentWhite ? fixedOpponent : even,
                    fixedOpponentWhite ? even : fixedOpponent, reversed));
        } else {
            bye = OptionalInt.of(fixedOpponent);
        }
        for (int d = 1; d < even / 2; d++) {
            boards.add(oriented(onCircle(fixedOpponent + d, circle), onCircle(fixedOpponent - d, circle), reversed));
        }
        return new RoundPairing(boards, bye);
    }

    private static TournamentGame oriented(int white, int black, boolean reversed) {
        return reversed ? new TournamentGame(black, white) : new TournamentGame(white, black);
    }

    private static int onCircle(int position, int circle) {
        int wrapped = ((position - 1) % circle + circle) % circle;
        return wrapped + 1;
    }

    private static void checkCount(int players) {
        if (players < 3) {
            throw new IllegalArgumentException("a round robin needs at least 3 players, not " + players);
        }
    }
}
