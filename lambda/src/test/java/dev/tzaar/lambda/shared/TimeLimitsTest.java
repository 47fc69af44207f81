package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The function's settings come from the environment the stack's parameters fill in. */
class TimeLimitsTest {

    @Test
    void unsetOrBlankVariablesKeepTheDefaults() {
        assertEquals(TimeLimits.defaults(), TimeLimits.fromEnvironment(Map.of()));
        assertEquals(TimeLimits.defaults(), TimeLimits.fromEnvironment(Map.of(TimeLimits.CLAIM_HOURS, " ")));
    }

    @Test
    void eachVariableSetsItsDurationInItsUnit() {
        TimeLimits settings = TimeLimits.fromEnvironment(Map.of(TimeLimits.CHALLENGE_MINUTES, "30",
                TimeLimits.CLAIM_HOURS, "48", TimeLimits.FINISHED_DAYS, "7", TimeLimits.IDLE_DAYS, " 99999 "));

        assertEquals(Duration.ofMinutes(30), settings.challengeLifetime());
        assertEquals(Duration.ofHours(48), settings.claimAfter());
        assertEquals(Duration.ofDays(7), settings.finishedGameKept());
        assertEquals(Duration.ofDays(99999), settings.idleGameKept());
    }

    /**
     * A decimal passed CloudFormation's Number parameters and then failed the function's init, which
     * rolled the stack back: the value is refused, and the message says which variable, what it must
     * be and what it was.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1.5", "0", "-1", "+5", "015", "1e3", "100000", "9223372036854775808", "15 minutes", "½"})
    void anythingButAWholeNumberFrom1To99999IsRefusedWithWhatIsWrong(String value) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> TimeLimits.fromEnvironment(Map.of(TimeLimits.CHALLENGE_MINUTES, value)));

        assertEquals("TZAAR_CHALLENGE_MINUTES must be a whole number from 1 to 99999, not \"" + value + "\"",
                refused.getMessage());
    }
}
