package dev.tzaar.lambda.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A rating is provisional while its deviation is above 110, whatever brought it there. */
class ProvisionalRatingTest {
    private static final Glicko2 GLICKO = Glicko2.STANDARD;
    private static final Rating ESTABLISHED = new Rating(1500, 50, 0.06);

    @Test
    void aNewcomerIsProvisional() {
        assertTrue(Rating.NEWCOMER.isProvisional());
    }

    @Test
    void theMarkIsADeviationAbove110() {
        assertTrue(new Rating(1500, 110.01, 0.06).isProvisional());
        assertFalse(new Rating(1500, 110, 0.06).isProvisional());
    }

    @Test
    void aNewcomerWhoWinsAndLosesInTurnAgainstEstablishedPlayersLosesTheMarkAfterTenGames() {
        Rating newcomer = Rating.NEWCOMER;
        int games = 0;
        while (newcomer.isProvisional()) {
            double score = games % 2 == 0 ? ScoredGame.WIN : ScoredGame.LOSS;
            newcomer = GLICKO.afterGame(newcomer, ESTABLISHED, score).first();
            games++;
        }
        // docs/club.md tells players this figure: ten rated games.
        assertEquals(10, games);
    }

    @Test
    void aPlayerWhoStaysAwayLongEnoughIsProvisionalAgain() {
        Rating settled = new Rating(1650, 100, 0.06);
        Rating away = settled;
        int periods = 0;
        while (!away.isProvisional()) {
            away = GLICKO.sittingOut(away);
            periods++;
        }
        // With σ = 0.06 a deviation of 100 takes twenty idle periods to pass 110 again.
        assertEquals(20, periods);
    }
}
