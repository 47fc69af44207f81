package dev.tzaar.lambda.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What every Dutch pairing keeps, over tournaments played out with random results: each round
 * pairs everybody once (one bye when the count is odd), nobody meets an opponent twice or has two
 * byes, and nobody's colours run three the same or drift past ±2 — the absolute criteria C.1 to C.3,
 * which bind everyone but the final round's topscorers.
 */
class DutchPropertiesTest {
    @ParameterizedTest(name = "{0} players, {1} rounds, seed {2}")
    @CsvSource({"5, 4, 1", "8, 5, 2", "9, 7, 3", "16, 7, 4", "33, 9, 5", "64, 9, 6", "101, 9, 7", "256, 9, 8"})
    void everyRoundIsAPerfectPairingWithoutRematchOrSecondByeOrColourRunaway(int players, int rounds, long seed) {
        TournamentRecord record = starting(players, rounds);
        Random random = new Random(seed);
        for (int round = 1; round <= rounds; round++) {
            RoundPairing pairing = DutchPairer.pair(record);
            checkPerfect(pairing, players);
            checkNoRematchNorSecondBye(pairing, record);
            record = record.afterRound(pairing, game -> randomOutcome(random));
            if (round < rounds) {
                checkColours(record);
            }
        }
    }

    static TournamentRecord starting(int players, int rounds) {
        List<Entrant> entrants = new ArrayList<>();
        for (int number = 1; number <= players; number++) {
            entrants.add(new Entrant(number, "Player " + number, 2400 - number));
        }
        return TournamentRecord.starting("Random", rounds, entrants);
    }

    static Outcome randomOutcome(Random random) {
        return switch (random.nextInt(3)) {
            case 0 -> Outcome.WIN;
            case 1 -> Outcome.DRAW;
            default -> Outcome.LOSS;
        };
    }

    private static void checkPerfect(RoundPairing pairing, int players) {
        Set<Integer> seen = new HashSet<>();
        for (TournamentGame game : pairing.games()) {
            assertTrue(seen.add(game.white()), "paired twice: " + game.white());
            assertTrue(seen.add(game.black()), "paired twice: " + game.black());
        }
        pairing.bye().ifPresent(player -> assertTrue(seen.add(player), "bye and a game: " + player));
        assertEquals(players, seen.size());
        assertEquals(players % 2 == 1, pairing.bye().isPresent());
    }

    private static void checkNoRematchNorSecondBye(RoundPairing pairing, TournamentRecord record) {
        for (TournamentGame game : pairing.games()) {
            boolean met = record.player(game.white()).rounds().stream().anyMatch(r -> r.playedGame() && r.opponent() == game.black());
            assertFalse(met, "rematch " + game);
        }
        pairing.bye().ifPresent(player -> assertFalse(record.player(player).rounds().stream()
                .anyMatch(r -> r.outcome().barsAPairingBye()), "second bye for " + player));
    }

    private static void checkColours(TournamentRecord record) {
        for (PlayerHistory player : record.players()) {
            List<Colour> colours = player.rounds().stream().filter(RoundEntry::playedGame)
                    .map(r -> r.colour().orElseThrow()).toList();
            long white = colours.stream().filter(c -> c == Colour.WHITE).count();
            long difference = white - (colours.size() - white);
            assertTrue(Math.abs(difference) <= 2, player.number() + " has colour difference " + difference);
            for (int i = 2; i < colours.size(); i++) {
                assertFalse(colours.get(i) == colours.get(i - 1) && colours.get(i) == colours.get(i - 2),
                        player.number() + " had " + colours.get(i) + " three times running");
            }
        }
    }
}
