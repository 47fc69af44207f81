package dev.tzaar.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.ai.ChosenTurn;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The curve of the chance of winning: its formula, the fit that finds its slope and offset, and the
 * shipped constants recomputed from the turns they were fitted to ({@code curve-samples.tsv}, written by
 * {@code ./tzaar review-curve --games 90 --seed 1 --samples FILE}; docs/review.md).
 */
class WinChanceTest {
    @Test
    void theCurveIsTheFittedLogisticAndAWinSeenIsCertain() {
        assertEquals(1 / (1 + Math.exp(-WinChance.FITTED_OFFSET)), WinChance.of(0), 1e-12);
        assertEquals(1 / (1 + Math.exp(-(WinChance.FITTED_SLOPE * 100 + WinChance.FITTED_OFFSET))), WinChance.of(100),
                1e-12);
        assertEquals(1, WinChance.of(150, 0.004, 0) + WinChance.of(-150, 0.004, 0), 1e-12, "no offset: symmetric");
        assertTrue(WinChance.of(100) > 0.5 && WinChance.of(100) < WinChance.of(300));
        assertEquals(1.0, WinChance.of(ChosenTurn.WON));
        assertEquals(0.0, WinChance.of(-ChosenTurn.WON));
    }

    @Test
    void theFitFindsTheCurveThatMadeTheResults() {
        SplittableRandom random = new SplittableRandom(5);
        List<CurveFit.Sample> samples = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int score = random.nextInt(-600, 601);
            samples.add(new CurveFit.Sample(score, random.nextDouble() < WinChance.of(score, 0.006, 0.4)));
        }

        CurveFit fit = CurveFit.of(samples);

        assertEquals(0.006, fit.slope(), 0.0004);
        assertEquals(0.4, fit.offset(), 0.05);
        assertTrue(fit.logLoss() < CurveFit.measured(samples, 0.006, 0).logLoss());
        assertTrue(fit.logLoss() < CurveFit.measured(samples, 0.012, 0.4).logLoss());
    }

    @Test
    void theShippedCurveIsTheFitOfTheStudysTurns() throws IOException {
        List<CurveStudy.Row> rows = new ArrayList<>();
        try (InputStream in = WinChanceTest.class.getResourceAsStream("curve-samples.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                rows.add(CurveStudy.Row.parse(line));
            }
        }

        CurveFit fit = CurveFit.of(CurveStudy.samples(rows));

        assertEquals(WinChance.FITTED_SLOPE, fit.slope(), 0.000005, "the shipped slope, to the digits it is written with");
        assertEquals(WinChance.FITTED_OFFSET, fit.offset(), 0.0005, "the shipped offset, likewise");
        assertTrue(fit.logLoss() < Math.log(2), "better than a coin: " + fit.logLoss());
    }
}
