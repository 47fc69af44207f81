package dev.tzaar.lambda.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.TournamentRecord;
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
     * The situation of bbpPairings' test case dutch_2025_C9 (BieremaBoyzProgramming/bbpPairings,
     * test/tests/dutch_2025_C9), built here afresh: five players, 1 beats 3 and 2 beats 4 as Black,
     * 5 absent in round 1. Of the three on zero points the bye goes to the one with no unplayed
     * round (C.9: the fewest unplayed games for the bye's assignee), so 3 meets 5 and 4 rests; 2 and
     * 1 meet with the colours they want. The published listing: 2 1 / 3 5 / 4 0.
     */
    @Test
    void theByeGoesToAPlayerWhoHasPlayedEveryRound() {
        RoundPairing round = DutchPairer.pair(fivePlayersOneAbsent());
        assertEquals("3\n2 1\n3 5\n4 0\n", round.asPairingList());
    }

    /** Round 1 of five: 1 beats 3, 4 loses to 2 (Black), 5 absent. */
    static TournamentRecord fivePlayersOneAbsent() {
        return starting(5).withRound(Map.of(
                1, RoundEntry.game(3, Colour.WHITE, Outcome.WIN), 3, RoundEntry.game(1, Colour.BLACK, Outcome.LOSS),
                4, RoundEntry.game(2, Colour.WHITE, Outcome.LOSS), 2, RoundEntry.game(4, Colour.BLACK, Outcome.WIN),
                5, RoundEntry.without(Outcome.ZERO_POINT_BYE)));
    }

    /** C.1 and C.2: with every pairing a rematch, the round cannot be paired, and says so. */
    @Test
    void aRoundThatOnlyRematchesCanPairIsRefused() {
        TournamentRecord record = starting(2).withRound(Map.of(
                1, RoundEntry.game(2, Colour.WHITE, Outcome.DRAW), 2, RoundEntry.game(1, Colour.BLACK, Outcome.DRAW)));
        assertThrows(NoPairingExists.class, () -> DutchPairer.pair(record));
    }

    /**
     * C.04.1 b forbids two players to play each other twice; a forfeit was no game (C.04.2), so after
     * a forfeit the two may meet, and with no game played, E.5 gives the initial colour to player 1.
     */
    @Test
    void aForfeitIsNoGameSoTheTwoMayStillMeet() {
        TournamentRecord record = starting(2).withRound(Map.of(
                1, RoundEntry.game(2, Colour.WHITE, Outcome.FORFEIT_WIN),
                2, RoundEntry.game(1, Colour.BLACK, Outcome.FORFEIT_LOSS)));
        assertEquals("1-2", BergerTablesTest.boards(DutchPairer.pair(record)));
    }

    static TournamentRecord starting(int players) {
        return TournamentRecord.starting("Example", 5, java.util.stream.IntStream.rangeClosed(1, players)
                .mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList());
    }
}
