package dev.tzaar.lambda.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked example of Mark Glickman, "Example of the Glicko-2 system" (Boston University,
 * November 30, 2013; glicko.net/glicko/glicko2.pdf): a player rated 1500, RD 200, σ 0.06 plays
 * three games in a period with τ = 0.5, beating a 1400/30 and losing to a 1550/100 and a 1700/300.
 * The paper prints r' = 1464.06, RD' = 151.52, σ' = 0.05999.
 *
 * <p>The paper works with its intermediate values rounded (E to three decimals, g, v and Δ to
 * four), and the rounding reaches its last printed digits: at full precision v = 1.77898 (paper
 * 1.7785), Δ = −0.48393 (paper −0.4834) and r' = 1464.0507 (paper 1464.06). So each figure is
 * checked at the precision the paper's rounding allows, the rounding-free ones digit for digit,
 * and step 5 alone is fed the paper's own rounded v and Δ. The full-precision results are also
 * pinned: they are the figures independent implementations print for the same example (e.g.
 * Prillan/haskell-glicko, test/Paper.hs: 1464.0506705393013, 151.51652412385727,
 * 0.059995984286488495), which catches an approximation the paper's rounding would hide.
 */
class Glicko2PaperExampleTest {
    private static final Rating PLAYER = new Rating(1500, 200, 0.06);
    private static final Rating FIRST = new Rating(1400, 30, 0.06);
    private static final Rating SECOND = new Rating(1550, 100, 0.06);
    private static final Rating THIRD = new Rating(1700, 300, 0.06);
    private static final List<ScoredGame> PERIOD = List.of(
            ScoredGame.winAgainst(FIRST), ScoredGame.lossAgainst(SECOND), ScoredGame.lossAgainst(THIRD));

    @Test
    void stepTwoPutsThePlayerAtMuZeroAndPhiOnePointOneFiveOneThree() {
        assertEquals(0, Glicko2.mu(PLAYER), 0.00005);
        assertEquals(1.1513, Glicko2.phi(PLAYER), 0.00005);
    }

    @Test
    void stepTwoPutsTheOpponentsWhereThePaperDoes() {
        assertEquals(-0.5756, Glicko2.mu(FIRST), 0.00005);
        assertEquals(0.1727, Glicko2.phi(FIRST), 0.00005);
        assertEquals(0.2878, Glicko2.mu(SECOND), 0.00005);
        assertEquals(0.5756, Glicko2.phi(SECOND), 0.00005);
        assertEquals(1.1513, Glicko2.mu(THIRD), 0.00005);
        assertEquals(1.7269, Glicko2.phi(THIRD), 0.00005);
    }

    @Test
    void stepThreeDiscountsAndExpectsAsThePaperTabulates() {
        assertEquals(0.9955, Glicko2.g(Glicko2.phi(FIRST)), 0.00005);
        assertEquals(0.9531, Glicko2.g(Glicko2.phi(SECOND)), 0.00005);
        assertEquals(0.7242, Glicko2.g(Glicko2.phi(THIRD)), 0.00005);
        assertEquals(0.639, Glicko2.expectedScore(0, FIRST), 0.0005);
        assertEquals(0.432, Glicko2.expectedScore(0, SECOND), 0.0005);
        assertEquals(0.303, Glicko2.expectedScore(0, THIRD), 0.0005);
    }

    @Test
    void stepsThreeAndFourGiveTheVarianceAndImprovementOfThePaperUpToItsRoundingOfE() {
        Glicko2.PeriodSums sums = Glicko2.sums(PLAYER, PERIOD);
        // E rounded to three decimals moves v and Δ in their fourth decimal.
        assertEquals(1.7785, sums.variance(), 0.001);
        assertEquals(-0.4834, sums.delta(), 0.001);
    }

    @Test
    void stepFiveFedThePapersOwnVarianceAndImprovementFindsItsVolatility() {
        Glicko2.PeriodSums papers = new Glicko2.PeriodSums(1.7785, -0.4834 / 1.7785);
        double sigma = Glicko2.STANDARD.newVolatility(Glicko2.phi(PLAYER), PLAYER.volatility(), papers);
        // The paper's 0.05999 is 0.059996 cut, not rounded, after five decimals.
        assertEquals(0.059995, sigma, 0.000005);
    }

    @Test
    void thePeriodEndsAtThePapersRatingDeviationAndVolatility() {
        Rating after = Glicko2.STANDARD.afterPeriod(PLAYER, PERIOD);
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.005);
        assertEquals(0.059995, after.volatility(), 0.000005);
    }

    @Test
    void thePeriodEndsAtTheFullPrecisionFiguresOfIndependentImplementations() {
        Rating after = Glicko2.STANDARD.afterPeriod(PLAYER, PERIOD);
        assertEquals(1464.0506705393013, after.rating(), 1e-7);
        assertEquals(151.51652412385727, after.deviation(), 1e-7);
        assertEquals(0.059995984286488495, after.volatility(), 1e-9);
    }

    @Test
    void stepEightsFiguresOnTheGlicko2ScaleAreThePapers() {
        Rating after = Glicko2.STANDARD.afterPeriod(PLAYER, PERIOD);
        assertEquals(-0.2069, Glicko2.mu(after), 0.00005);
        assertEquals(0.8722, Glicko2.phi(after), 0.00005);
    }
}
