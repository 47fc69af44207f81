package dev.tzaar.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The thresholds and the accuracy formula of docs/review.md, as numbers. */
class MarkAndAccuracyTest {
    @Test
    void aDropEarnsTheWorstMarkItReachesLichesssTenthsOfAChance() {
        assertEquals(Optional.empty(), Mark.of(0.0999));
        assertEquals(Optional.of(Mark.INACCURACY), Mark.of(0.10));
        assertEquals(Optional.of(Mark.INACCURACY), Mark.of(0.1999));
        assertEquals(Optional.of(Mark.MISTAKE), Mark.of(0.20));
        assertEquals(Optional.of(Mark.BLUNDER), Mark.of(0.30));
        assertEquals(Optional.of(Mark.BLUNDER), Mark.of(1.0));
    }

    @Test
    void aTurnsAccuracyFallsFromAHundredWithTheChanceItGaveAway() {
        assertEquals(100, Accuracy.ofTurn(0), 0.001);
        assertEquals(100, Accuracy.ofTurn(-0.2), 0.001, "a turn the search found better than its own loses nothing");
        assertEquals(63.6, Accuracy.ofTurn(0.1), 0.1);
        assertEquals(40.0, Accuracy.ofTurn(0.2), 0.1);
        assertEquals(24.8, Accuracy.ofTurn(0.3), 0.1);
        assertEquals(0, Accuracy.ofTurn(1), 0.001);
    }

    @Test
    void aSidesAccuracyIsTheMeanOfItsTurnsArithmeticAndHarmonicMeansSoOneBlunderWeighs() {
        assertEquals(100, Accuracy.ofSide(List.of()), 0.001);
        assertEquals(100, Accuracy.ofSide(List.of(0.0, 0.0, 0.0)), 0.001);
        double oneBlunder = Accuracy.ofSide(List.of(0.0, 0.0, 0.0, 0.3));
        double good = Accuracy.ofTurn(0);
        double arithmetic = (3 * good + Accuracy.ofTurn(0.3)) / 4;
        double harmonic = 4 / (3 / good + 1 / Accuracy.ofTurn(0.3));
        assertEquals((arithmetic + harmonic) / 2, oneBlunder, 1e-9);
        assertEquals(true, oneBlunder < arithmetic, "the harmonic mean makes a blunder weigh more than its share");
    }
}
