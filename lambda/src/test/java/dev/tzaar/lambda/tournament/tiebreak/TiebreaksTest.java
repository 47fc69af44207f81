package dev.tzaar.lambda.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.BergerTables;
import dev.tzaar.lambda.tournament.TournamentGame;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The tiebreaks by C.07's definitions, worked by hand on two small tournaments: a Swiss of five
 * with a bye, and a round robin of four.
 */
class TiebreaksTest {
    /**
     * Round 1: 1 beats 3, 4 draws 2, 5 has the bye. Round 2: 5 beats 1, 4 beats 3, 2 has the bye.
     * Final scores: 1 = 1, 2 = 1.5, 3 = 0, 4 = 1.5, 5 = 2.
     */
    private static final TournamentRecord SWISS = TournamentRecord.starting("Swiss", 2, entrants(5))
            .withRound(Map.of(1, RoundEntry.game(3, Colour.WHITE, Outcome.WIN),
                    3, RoundEntry.game(1, Colour.BLACK, Outcome.LOSS),
                    4, RoundEntry.game(2, Colour.WHITE, Outcome.DRAW), 2, RoundEntry.game(4, Colour.BLACK, Outcome.DRAW),
                    5, RoundEntry.without(Outcome.PAIRING_BYE)))
            .withRound(Map.of(5, RoundEntry.game(1, Colour.WHITE, Outcome.WIN),
                    1, RoundEntry.game(5, Colour.BLACK, Outcome.LOSS),
                    4, RoundEntry.game(3, Colour.BLACK, Outcome.WIN), 3, RoundEntry.game(4, Colour.WHITE, Outcome.LOSS),
                    2, RoundEntry.without(Outcome.PAIRING_BYE)));

    @Test
    void buchholzAddsTheOpponentsScoresAndCountsAByeAsTheOwnScore() {
        Tiebreaks tiebreaks = new Tiebreaks(SWISS);
        assertEquals(0 + 2, tiebreaks.buchholz(1)); // Cid 0, Eve 2
        assertEquals(1.5 + 1.5, tiebreaks.buchholz(2)); // Dov 1.5, the bye at Bea's own 1.5
        assertEquals(2 + 1, tiebreaks.buchholz(5)); // the bye at her own 2, Ada 1
        assertEquals(2, tiebreaks.buchholzCutOne(1)); // without Cid's 0
    }

    @Test
    void sonnebornBergerWeighsEachResultByTheOpponentsScore() {
        Tiebreaks tiebreaks = new Tiebreaks(SWISS);
        assertEquals(0.0, tiebreaks.sonnebornBerger(1)); // beat Cid (0), lost to Eve
        assertEquals(0.5 * 1.5 + 1 * 1.5, tiebreaks.sonnebornBerger(2)); // drew Dov, the bye as a win at 1.5
        assertEquals(0.5 * 1.5 + 1 * 0, tiebreaks.sonnebornBerger(4)); // drew Bea, beat Cid
    }

    @Test
    void aSwissIsOrderedByPointsThenBuchholzThenSonnebornBerger() {
        List<Integer> order = Standings.swiss(SWISS).stream().map(TournamentStanding::player).toList();
        // Bea and Dov tie on 1.5: Buchholz 3 against 2 (Bea 1.5 + 1.5, Dov 1.5 + 0).
        assertEquals(List.of(5, 2, 4, 1, 3), order);
    }

    /**
     * A round robin of four by the Berger table, White winning rounds 1 and 2 and round 3 drawn:
     * 1 beats 4 and 2 (2.5); 2 beats 3, draws 4 (1.5); 4 beats 3, draws 2 (1.5); 3 draws 1 (0.5).
     * 2 and 4 drew each other (direct encounter 0.5 each) and have the same Sonneborn-Berger
     * (3's 0.5 + half of 1.5), so the pairing number orders them.
     */
    @Test
    void aTieThatNoTiebreakSeparatesKeepsThePairingNumbersOrder() {
        TournamentRecord record = roundRobin(round -> round == 3 ? game -> Outcome.DRAW : game -> Outcome.WIN);
        Tiebreaks tiebreaks = new Tiebreaks(record);
        assertEquals(0.5, tiebreaks.directEncounter(2, List.of(2, 4)));
        assertEquals(0.5, tiebreaks.directEncounter(4, List.of(2, 4)));
        assertEquals(1.25, tiebreaks.sonnebornBerger(2));
        assertEquals(1.25, tiebreaks.sonnebornBerger(4));
        assertEquals(List.of(1, 2, 4, 3), Standings.roundRobin(record).stream().map(TournamentStanding::player).toList());
    }

    /**
     * Round 1 won by Black (4 beats 1, 3 beats 2), round 2 by White (4 beats 3, 1 beats 2), round 3
     * 2 beats 4 and 1 beats 3. 1 and 4 tie on 2, 4 having beaten 1; 2 and 3 tie on 1, 3 having
     * beaten 2 though 2's Sonneborn-Berger is higher (4's 2 against 2's 1): direct encounter comes first.
     */
    @Test
    void directEncounterDecidesBeforeSonnebornBerger() {
        TournamentRecord record = roundRobin(round -> switch (round) {
            case 1 -> game -> Outcome.LOSS;
            case 2 -> game -> Outcome.WIN;
            default -> game -> game.white() == 2 ? Outcome.WIN : Outcome.LOSS;
        });
        Tiebreaks tiebreaks = new Tiebreaks(record);
        assertEquals(1.0, tiebreaks.directEncounter(3, List.of(2, 3)));
        assertEquals(2.0, tiebreaks.sonnebornBerger(2));
        assertEquals(1.0, tiebreaks.sonnebornBerger(3));
        assertEquals(List.of(4, 1, 3, 2), Standings.roundRobin(record).stream().map(TournamentStanding::player).toList());
    }

    private static TournamentRecord roundRobin(
IntFunction<Function<TournamentGame, Outcome>> results) {
        TournamentRecord record = TournamentRecord.starting("League", 3, entrants(4));
        for (int round = 1; round <= 3; round++) {
            record = record.afterRound(BergerTables.round(4, round, false), results.apply(round));
        }
        return record;
    }

    private static List<Entrant> entrants(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(n -> new Entrant(n, "Player " + n, 2000 - n)).toList();
    }
}
