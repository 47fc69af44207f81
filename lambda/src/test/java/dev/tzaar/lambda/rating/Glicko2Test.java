package dev.tzaar.lambda.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How ratings move in the product: one game at a time, a period sat out, the deviation's ceiling. */
class Glicko2Test {
    private static final Glicko2 GLICKO = Glicko2.STANDARD;

    @Test
    void aPlayerWhoSitsOutKeepsRatingAndVolatilityAndOnlyTheDeviationGrowsByStepSix() {
        Rating before = new Rating(1500, 200, 0.06);
        Rating after = GLICKO.sittingOut(before);
        // φ' = √(φ² + σ²) on the Glicko-2 scale: √(200² + (0.06 · 173.7178)²) = 200.2714 on the familiar one.
        assertEquals(200.27141669877065, after.deviation(), 1e-9);
        assertEquals(1500, after.rating());
        assertEquals(0.06, after.volatility());
    }

    /**
     * Glickman's step 6 for a player who does not compete, with the paper's own figures: φ = 1.1513,
     * σ' = 0.05999 give φ* = √(1.1513² + 0.05999²) = 1.152862. The week of the last game was played
     * and the week now falls in is not over: the first week sat out is the one that ends two weeks on.
     */
    @Test
    void theFirstWeekSatOutIsTheWholeWeekAfterTheWeekOfTheLastGameWithThePapersFigures() {
        Rating paper = new Rating(1500, 1.1513 * 173.7178, 0.05999);
        Instant last = Instant.parse("2026-01-01T00:00:00Z");

        Rating twoWeeksLater = GLICKO.afterTimeAway(paper, last, last.plus(Duration.ofDays(14)));
        assertEquals(1.152862, twoWeeksLater.deviation() / 173.7178, 0.0000005);
        assertEquals(1500, twoWeeksLater.rating());
        assertEquals(0.05999, twoWeeksLater.volatility());
        assertEquals(paper, GLICKO.afterTimeAway(paper, last, last.plus(Duration.ofDays(14)).minusSeconds(1)),
                "less than a whole week sat out changes nothing");
        assertEquals(paper, GLICKO.afterTimeAway(paper, null, last), "a newcomer has not been away");
    }

    /**
     * A player who plays once a week sits no week out: each game's own period grows the deviation
     * once (step 6 inside {@link Glicko2#afterGame}), and the time since the last game adds nothing,
     * so the rating a game starts from is the one the last game left.
     */
    @Test
    void aPlayerWhoPlaysEveryWeekIsAgedOnlyByEachGamesOwnPeriod() {
        Rating weekly = new Rating(1650, 70, 0.06);
        Instant last = Instant.parse("2026-01-01T00:00:00Z");
        for (Duration since : List.of(Duration.ofDays(7), Duration.ofDays(10), Duration.ofDays(14).minusSeconds(1))) {
            Rating atTheGame = GLICKO.afterTimeAway(weekly, last, last.plus(since));
            assertEquals(weekly, atTheGame, "a game " + since + " after the last one: no week sat out between them");
        }
    }

    @Test
    void periodsAwayComposeAsSittingOutOnceForEachAndStopAtANewcomersDeviation() {
        Rating regular = new Rating(1720, 60, 0.06);
        Instant last = Instant.parse("2026-01-01T00:00:00Z");
        Rating byHand = regular;
        for (int week = 0; week < 30; week++) {
            byHand = GLICKO.sittingOut(byHand);
        }
        // 31 whole weeks and 3 days since the last game: the week it was in, 30 sat out, the current one.
        assertEquals(byHand.deviation(), GLICKO.afterTimeAway(regular, last, last.plus(Duration.ofDays(7 * 31 + 3)))
                .deviation(), 1e-9);
        assertEquals(350, GLICKO.afterTimeAway(regular, last, last.plus(Duration.ofDays(365 * 40))).deviation());
    }

    @Test
    void aPeriodWithNoGamesIsSittingOut() {
        Rating before = new Rating(1620, 80, 0.07);
        assertEquals(GLICKO.sittingOut(before), GLICKO.afterPeriod(before, List.of()));
    }

    @Test
    void theDeviationNeverGrowsBeyondANewcomers350() {
        // √(349.9² + (0.09 · 173.7178)²) = 350.25 without the ceiling.
        Rating almostUnknown = new Rating(1700, 349.9, 0.09);
        assertEquals(350, GLICKO.sittingOut(almostUnknown).deviation());
        assertEquals(Rating.NEWCOMER, GLICKO.sittingOut(Rating.NEWCOMER));
    }

    @Test
    void aNewcomerBeatingAnUnknownOpponentStaysWithinTheCeilingToo() {
        // Step 7 shrinks the deviation whenever a game is played, so the ceiling binds only on sitting out;
        // this pins that a game never lifts it past 350 either.
        RatedPair after = GLICKO.afterGame(Rating.NEWCOMER, Rating.NEWCOMER, ScoredGame.WIN);
        assertTrue(after.first().deviation() < 350);
        assertTrue(after.second().deviation() < 350);
    }

    @Test
    void theWinnerGainsAndTheLoserLosesTheSameBetweenEqualPlayers() {
        Rating equal = new Rating(1500, 120, 0.06);
        RatedPair after = GLICKO.afterGame(equal, equal, ScoredGame.WIN);
        assertTrue(after.first().rating() > 1500);
        assertEquals(1500 - after.first().rating(), after.second().rating() - 1500, 1e-9);
    }

    @Test
    void eachPlayerIsRatedAgainstTheOthersRatingFromBeforeTheGame() {
        Rating alice = new Rating(1580, 90, 0.06);
        Rating bob = new Rating(1430, 180, 0.065);
        RatedPair after = GLICKO.afterGame(alice, bob, ScoredGame.LOSS);
        assertEquals(GLICKO.afterPeriod(alice, List.of(ScoredGame.lossAgainst(bob))), after.first());
        assertEquals(GLICKO.afterPeriod(bob, List.of(ScoredGame.winAgainst(alice))), after.second());
    }

    @Test
    void whichPlayerComesFirstDoesNotChangeEitherNewRating() {
        Rating alice = new Rating(1580, 90, 0.06);
        Rating bob = new Rating(1430, 180, 0.065);
        RatedPair aliceFirst = GLICKO.afterGame(alice, bob, ScoredGame.WIN);
        RatedPair bobFirst = GLICKO.afterGame(bob, alice, ScoredGame.LOSS);
        assertEquals(aliceFirst.first(), bobFirst.second());
        assertEquals(aliceFirst.second(), bobFirst.first());
    }

    @Test
    void anUpsetMovesRatingsMoreThanTheExpectedResult() {
        Rating strong = new Rating(1800, 60, 0.06);
        Rating weak = new Rating(1400, 60, 0.06);
        double expectedGain = GLICKO.afterGame(strong, weak, ScoredGame.WIN).first().rating() - 1800;
        double upsetGain = GLICKO.afterGame(weak, strong, ScoredGame.WIN).first().rating() - 1400;
        assertTrue(upsetGain > 5 * expectedGain, () -> "upset " + upsetGain + ", expected " + expectedGain);
    }

    @Test
    void aRatingOutsideItsRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 351, 0.06));
        assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 0, 0.06));
        assertThrows(IllegalArgumentException.class, () -> new Rating(Double.NaN, 100, 0.06));
        assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 100, 0));
        assertThrows(IllegalArgumentException.class, () -> new ScoredGame(Rating.NEWCOMER, 1.5));
        assertThrows(IllegalArgumentException.class, () -> new Glicko2(0));
    }
}
