package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
    @Test
    void durationsAreRoundedToTheNearestUnitNotCut() {
        // Seen in the console: a claim deadline 72 hours away, read a few seconds later, said "in 2 days".
        assertEquals("3 days", Durations.humane(Duration.ofHours(72).minusSeconds(5)));
        assertEquals("3 days", Durations.humane(Duration.ofHours(72)));
        assertEquals("15 minutes", Durations.humane(Duration.ofMinutes(15).minusSeconds(2)));
    }

    @Test
    void eachLengthInTheUnitPeopleUseForIt() {
        assertEquals("a few seconds", Durations.humane(Duration.ofSeconds(10)));
        assertEquals("1 minute", Durations.humane(Duration.ofSeconds(60)));
        assertEquals("1 hour", Durations.humane(Duration.ofMinutes(60)));
        assertEquals("5 hours", Durations.humane(Duration.ofHours(5)));
        assertEquals("47 hours", Durations.humane(Duration.ofHours(47)));
        assertEquals("2 days", Durations.humane(Duration.ofHours(48)));
        assertEquals("90 days", Durations.humane(Duration.ofDays(90)));
        assertEquals("3 hours", Durations.humane(Duration.ofHours(-3)), "the sign is the caller's: in, or ago");
    }
}
