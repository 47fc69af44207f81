package dev.tzaar.lambda.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.RoundPairing;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Round robins follow the Berger tables printed in FIDE's Handbook, C.05 Annex 1 ("Berger Tables
 * for Round-Robin Tournaments"): the boards of each round in the printed order, White first.
 */
class BergerTablesTest {
    /** C.05 Annex 1, the table for 3 or 4 players. */
    @Test
    void fourPlayersPlayTheTableForThreeOrFour() {
        assertRounds(4, List.of("1-4 2-3", "4-3 1-2", "2-4 3-1"));
    }

    /** C.05 Annex 1, the table for 5 or 6 players. */
    @Test
    void sixPlayersPlayTheTableForFiveOrSix() {
        assertRounds(6, List.of("1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"));
    }

    /** C.05 Annex 1, the table for 7 or 8 players. */
    @Test
    void eightPlayersPlayTheTableForSevenOrEight() {
        assertRounds(8, List.of("1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
                "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"));
    }

    /** C.05 Annex 1, the table for 9 or 10 players, its first three rounds. */
    @Test
    void tenPlayersOpenWithTheTableForNineOrTen() {
        assertEquals("1-10 2-9 3-8 4-7 5-6", boards(BergerTables.round(10, 1, false)));
        assertEquals("10-6 7-5 8-4 9-3 1-2", boards(BergerTables.round(10, 2, false)));
        assertEquals("2-10 3-1 4-9 5-8 6-7", boards(BergerTables.round(10, 3, false)));
    }

    /** An odd count plays the next even table, the missing player's opponent resting. */
    @Test
    void fivePlayersRestInTurnWhereTheSixthWouldPlay() {
        RoundPairing first = BergerTables.round(5, 1, false);
        assertEquals("2-5 3-4", boards(first));
        assertEquals(OptionalInt.of(1), first.bye());
        assertEquals(OptionalInt.of(4), BergerTables.round(5, 2, false).bye());
    }

    @Test
    void theSecondCycleOfADoubleRoundRobinReversesTheColours() {
        assertEquals(6, BergerTables.rounds(4, true));
        assertEquals("4-1 3-2", boards(BergerTables.round(4, 4, true)));
        assertEquals("3-4 2-1", boards(BergerTables.round(4, 5, true)));
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 7, 10, 11, 16, 21})
    void everyoneMeetsEveryoneOnceAndRestsAtMostOnce(int players) {
        Set<Set<Integer>> met = new HashSet<>();
        Map<Integer, Integer> byes = new HashMap<>();
        Map<Integer, Integer> whites = new HashMap<>();
        for (int round = 1; round <= BergerTables.rounds(players, false); round++) {
            RoundPairing pairing = BergerTables.round(players, round, false);
            for (TournamentGame game : pairing.games()) {
                assertTrue(met.add(Set.of(game.white(), game.black())), "met twice: " + game);
                whites.merge(game.white(), 1, Integer::sum);
            }
            pairing.bye().ifPresent(player -> byes.merge(player, 1, Integer::sum));
        }
        assertEquals(players * (players - 1) / 2, met.size());
        assertTrue(byes.values().stream().allMatch(count -> count == 1));
        assertEquals(players % 2 == 1 ? players : 0, byes.size());
        int games = players % 2 == 0 ? players - 1 : players - 1;
        whites.values().forEach(white -> assertTrue(Math.abs(2 * white - games) <= 1, "whites " + whites));
    }

    @Test
    void fewerThanThreePlayersOrARoundOutsideTheTableAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> BergerTables.rounds(2, false));
        assertThrows(IllegalArgumentException.class, () -> BergerTables.round(6, 6, false));
    }

    private static void assertRounds(int players, List<String> rounds) {
        assertEquals(rounds.size(), BergerTables.rounds(players, false));
        for (int round = 1; round <= rounds.size(); round++) {
            assertEquals(rounds.get(round - 1), boards(BergerTables.round(players, round, false)), "round " + round);
        }
    }

    static String boards(RoundPairing pairing) {
        return pairing.games().stream().map(TournamentGame::toString).collect(Collectors.joining(" "));
    }
}
