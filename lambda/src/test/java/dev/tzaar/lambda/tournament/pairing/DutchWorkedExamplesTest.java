package dev.tzaar.lambda.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.trf.TrfFile;
import dev.tzaar.lambda.tournament.trf.TrfReader;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Dutch pairings checked against the rules' own examples and other programs' published cases. */
class DutchWorkedExamplesTest {
    /**
     * C.04.3 B.2 and E.5: round 1 is one bracket, its top half (S1) against its bottom half (S2) in
     * order, the higher player of each board with the initial colour when their pairing number is odd.
     */
    @Test
    void roundOneFoldsTheListInHalfAndAlternatesTheInitialColour() {
        RoundPairing round = DutchPairer.pair(starting(8));
        assertEquals("1-5 6-2 3-7 8-4", BergerTablesTest.boards(round));
        assertEquals(OptionalInt.empty(), round.bye());
    }

    /** C.04.3 A.5 and B.2: of an odd count the last of S2 has no opponent and takes the bye. */
    @Test
    void anOddRoundOneGivesTheByeToTheLowestPlayer() {
        RoundPairing round = DutchPairer.pair(starting(7));
        assertEquals("1-4 5-2 3-6", BergerTablesTest.boards(round));
        assertEquals(OptionalInt.of(7), round.bye());
    }

    /** C.04.3 E.5 with TRF(x)'s "XXC black1": the first board's higher player starts with Black. */
    @Test
    void theInitialColourCanBeBlack() {
        TournamentRecord record = starting(4);
        TournamentRecord blackFirst = new TournamentRecord(record.name(), record.plannedRounds(), Colour.BLACK,
                record.players());
        assertEquals("3-1 2-4", BergerTablesTest.boards(DutchPairer.pair(blackFirst)));
    }

    /**
     * Round 2 after 1-3 (1-0) and 4-2 (0-1): the winners meet, the one who had White gets Black
     * (E.1, both preferences granted), and so do the losers.
     */
    @Test
    void roundTwoPairsEachScoreGroupAndGrantsBothColourPreferences() {
        TournamentRecord record = starting(4).withRound(Map.of(
                1, RoundEntry.game(3, Colour.WHITE, Outcome.WIN), 3, RoundEntry.game(1, Colour.BLACK, Outcome.LOSS),
                4, RoundEntry.game(2, Colour.WHITE, Outcome.LOSS), 2, RoundEntry.game(4, Colour.BLACK, Outcome.WIN)));
        assertEquals("2-1 3-4", BergerTablesTest.boards(DutchPairer.pair(record)));
    }

    /**
     * bbpPairings' test case dutch_2025_C9 (BieremaBoyzProgramming/bbpPairings,
     * test/tests/dutch_2025_C9.input and .output.expected): five players, player 5 absent in round 1.
     * Of the three on zero points the bye goes to the one with no unplayed round (C.9 of the
     * criteria: the fewest unplayed games for the bye's assignee), so 3 meets 5 and 4 rests; 2 and 1
     * meet with the colours they want. Expected listing: 2 1 / 3 5 / 4 0.
     */
    @Test
    void theByeGoesToAPlayerWhoHasPlayedEveryRound() {
        String trf = String.join("\n",
                "012 Dutch 2025 C9 test",
                "001    1      Test0001 Player0001               2720                             1.0    1     3 w 1",
                "001    2      Test0002 Player0002               2701                             1.0    2     4 b 1",
                "001    3      Test0003 Player0003               2697                             0.0    3     1 b 0",
                "001    4      Test0004 Player0004               2689                             0.0    4     2 w 0",
                "001    5      Test0005 Player0005               2673                             0.0    5  0000 - Z",
                "XXR 3");
        TrfFile file = TrfReader.read(trf);
        RoundPairing round = DutchPairer.pair(file.record());
        assertEquals("3\n2 1\n3 5\n4 0\n", round.asPairingList());
    }

    /** C.1 and C.2: with every pairing a rematch, the round cannot be paired, and says so. */
    @Test
    void aRoundThatOnlyRematchesCanPairIsRefused() {
        TournamentRecord record = starting(2).withRound(Map.of(
                1, RoundEntry.game(2, Colour.WHITE, Outcome.DRAW), 2, RoundEntry.game(1, Colour.BLACK, Outcome.DRAW)));
        assertThrows(NoPairingExists.class, () -> DutchPairer.pair(record));
    }

    static TournamentRecord starting(int players) {
        return TournamentRecord.starting("Example", 5, java.util.stream.IntStream.rangeClosed(1, players)
                .mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList());
    }
}
