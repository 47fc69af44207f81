package dev.tzaar.lambda.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.tiebreak.TournamentStanding;
import dev.tzaar.lambda.tournament.tiebreak.Standings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Tournament Report File of a small Swiss, pinned by the golden file club-swiss.trf, and read
 * back. Why each field of the golden file is what it is:
 * <ul>
 * <li>{@code 012 Club Swiss}: the tournament's name; {@code 062 5}: the number of players;
 * {@code 092}: the pairing system, in words, as TRF asks.
 * <li>{@code XXR 3} and {@code XXC white1}: TRF(x)'s extension lines (JaVaFo's, read by bbpPairings
 * too) for the rounds planned and the initial colour, which decide topscorers and round 1's colours
 * and which TRF proper has no field for.
 * <li>Each {@code 001} line: the pairing number in columns 5–8, the name from 15, the rating in 49–52,
 * the points in 81–84 ({@code 2.0}), the place in 86–89 (the standings' order: points, Buchholz,
 * Sonneborn-Berger), then from column 92 one ten-column block a round: the opponent, the colour
 * and the result.
 * <li>Round 1 is the Dutch fold of five: 1–3 and 4–2, and Eve (5), last of S2, has the
 * pairing-allocated bye, {@code 0000 - U}. Ada beats Cid ({@code 3 w 1} / {@code 1 b 0}); Dov and
 * Bea draw ({@code =}).
 * <li>Round 2: Ada and Eve lead on a point and meet, Ada taking Black as her White in round 1
 * asks (E.1); Bea and Dov have met, so both move down to Cid's bracket, where Dov, wanting Black,
 * suits Cid, who wants White, and Bea, the one left over, has the bye (the colour criterion before
 * the order of the candidates). Every game of round 2 is won by Black.
 * </ul>
 */
class TrfTest {
    @Test
    void aSmallSwissIsWrittenAsTheGoldenFileSays() throws IOException {
        assertEquals(golden(), TrfWriter.write(clubSwiss(), "Swiss Dutch system (FIDE C.04.3)", places(clubSwiss())));
    }

    @Test
    void theGoldenFileReadsBackAsTheSameTournament() throws IOException {
        TrfFile file = TrfReader.read(golden());
        assertEquals(clubSwiss(), file.record());
        assertEquals(Map.of(), file.nextRoundFixed());
    }

    @Test
    void aLargerTournamentSurvivesTheRoundTrip() {
        TournamentRecord record = TournamentRecord.starting("Open", 7,
                java.util.stream.IntStream.rangeClosed(1, 33).mapToObj(n -> new Entrant(n, "Player " + n, 2300 - n))
                        .toList());
        Random random = new Random(11);
        for (int round = 0; round < 5; round++) {
            RoundPairing pairing = DutchPairer.pair(record);
            record = record.afterRound(pairing, game -> Outcome.values()[random.nextInt(3)]);
        }
        String written = TrfWriter.write(record, "Swiss", places(record));
        assertEquals(record, TrfReader.read(written).record());
    }

    @Test
    void aNextRoundEntryAlreadyInTheFileIsKeptApartFromTheRoundsPlayed() throws IOException {
        String withAbsence = golden().replace("2 w =     3 b 1\n", "2 w =     3 b 1  0000 - Z\n");
        TrfFile file = TrfReader.read(withAbsence);
        assertEquals(2, file.record().roundsPlayed());
        assertEquals(Map.of(4, Outcome.ZERO_POINT_BYE), file.nextRoundFixed());
    }

    /** Without XXC, round 1 tells the initial colour: player 1 had it (C.04.3 E.5). */
    @Test
    void withoutXxcTheInitialColourIsPlayerOnesInRoundOne() throws IOException {
        String noXxc = golden().replace("XXC white1\n", "");
        assertEquals(Colour.WHITE, TrfReader.read(noXxc).record().initialColour());
        String blackFirst = noXxc.replace("     3 w 1", "     3 b 1").replace("     1 b 0", "     1 w 0");
        assertEquals(Colour.BLACK, TrfReader.read(blackFirst).record().initialColour());
    }

    @Test
    void aBadResultIsRefusedWithItsLine() throws IOException {
        String broken = golden().replace("3 w 1", "3 w 7");
        TrfException refusal = assertThrows(TrfException.class, () -> TrfReader.read(broken));
        assertTrue(refusal.getMessage().startsWith("line 6: '7'"), refusal.getMessage());
    }

    static TournamentRecord clubSwiss() {
        TournamentRecord record = TournamentRecord.starting("Club Swiss", 3, List.of(new Entrant(1, "Ada", 1900),
                new Entrant(2, "Bea", 1800), new Entrant(3, "Cid", 1700), new Entrant(4, "Dov", 1600),
                new Entrant(5, "Eve", 1500)));
        record = record.afterRound(DutchPairer.pair(record), game -> game.white() == 1 ? Outcome.WIN : Outcome.DRAW);
        return record.afterRound(DutchPairer.pair(record), game -> Outcome.LOSS);
    }

    static List<Integer> places(TournamentRecord record) {
        List<Integer> places = new ArrayList<>(Collections.nCopies(record.players().size(), 0));
        for (TournamentStanding standing : Standings.swiss(record)) {
            places.set(standing.player() - 1, standing.place());
        }
        return places;
    }

    private static String golden() throws IOException {
        try (InputStream in = TrfTest.class.getResourceAsStream("club-swiss.trf")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
