package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The function's settings come from the environment the stack's parameters fill in. */
class SettingsTest {

    @Test
    void unsetOrBlankVariablesKeepTheDefaults() {
        assertEquals(Settings.defaults(), Settings.fromEnvironment(Map.of()));
        assertEquals(Settings.defaults(), Settings.fromEnvironment(Map.of(Settings.CLAIM_HOURS, " ")));
    }

    @Test
    void eachVariableSetsItsDurationInItsUnit() {
        Settings settings = Settings.fromEnvironment(Map.of(Settings.CHALLENGE_MINUTES, "30",
                Settings.CLAIM_HOURS, "48", Settings.FINISHED_DAYS, "7", Settings.IDLE_DAYS, " 99999 "));

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
                () -> Settings.fromEnvironment(Map.of(Settings.CHALLENGE_MINUTES, value)));

        assertEquals("TZAAR_CHALLENGE_MINUTES must be a whole number from 1 to 99999, not \"" + value + "\"",
                refused.getMessage());
    }
}
