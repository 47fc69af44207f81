package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.ai.Level;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The bot's time: a hard turn's budget is the setting, the other levels a share of it, and an
 * analysis shares three hard turns (at most 6 s) among its positions, so that every search fits in
 * the function's 10 s with the store, the picture and a cold start around it.
 */
class AiTimeTest {
    @Test
    void byDefaultAHardTurnGetsOneAndAHalfSecondsMediumOneSecondAndEasyThreeTenths() {
        AiTime time = AiTime.fromEnvironment(Map.of());
        assertEquals(1_500, time.budget(Level.HARD));
        assertEquals(1_000, time.budget(Level.MEDIUM));
        assertEquals(300, time.budget(Level.EASY));
    }

    @Test
    void theSettingSetsEveryLevelAndNoneGetsLessThanAMillisecond() {
        AiTime time = AiTime.fromEnvironment(Map.of(AiTime.MILLIS, "3"));
        assertEquals(3, time.budget(Level.HARD));
        assertEquals(2, time.budget(Level.MEDIUM));
        assertEquals(1, time.budget(Level.EASY));
    }

    @Test
    void aValueThatIsNotAWholeNumberOfMillisecondsFromOneTo3000IsRefusedNamingTheVariable() {
        for (String wrong : new String[] {"0", "1.5", "-1", "fast", "3001"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> AiTime.fromEnvironment(Map.of(AiTime.MILLIS, wrong)));
            assertTrue(e.getMessage().startsWith(AiTime.MILLIS + " must be"), e.getMessage());
        }
    }
}
