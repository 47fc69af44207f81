package dev.tzaar.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class LatencySampleTest {
    private static LatencySample millis(int... values) {
        LatencySample sample = new LatencySample();
        for (int value : values) {
            sample.add(Duration.ofMillis(value));
        }
        return sample;
    }

    @Test
    void percentilesAreNearestRanksOfTheSortedSample() {
        LatencySample sample = new LatencySample();
        for (int ms = 300; ms >= 1; ms--) { // recorded out of order, and past the first array's size
            sample.add(Duration.ofMillis(ms));
        }
        assertEquals(300, sample.count());
        assertEquals(150.0, sample.percentileMillis(0.50));
        assertEquals(297.0, sample.percentileMillis(0.99));
        assertEquals(300.0, sample.maxMillis());
    }

    @Test
    void aSmallSampleGivesMeasuredValuesNotInterpolations() {
        LatencySample sample = millis(40, 10, 30, 20);
        assertEquals(20.0, sample.percentileMillis(0.50));
        assertEquals(40.0, sample.percentileMillis(0.99), "p99 of four is the largest");
        assertEquals(7.0, millis(7).percentileMillis(0.01));
    }

    @Test
    void subMillisecondLatenciesKeepTheirFraction() {
        LatencySample sample = new LatencySample();
        sample.add(Duration.ofNanos(250_000));
        assertEquals(0.25, sample.percentileMillis(0.5));
    }

    @Test
    void anEmptySampleHasNoPercentiles() {
        assertThrows(IllegalStateException.class, () -> new LatencySample().percentileMillis(0.5));
        assertThrows(IllegalArgumentException.class, () -> millis(1).percentileMillis(0));
    }
}
