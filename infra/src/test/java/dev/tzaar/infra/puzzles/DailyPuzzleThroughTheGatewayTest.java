package dev.tzaar.infra.puzzles;

import dev.tzaar.infra.stack.LocalStack;
import java.time.Instant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The daily puzzle through the gateway bot ({@code ./tzaar bot}), a real JDA client on the fake Discord's
 * gateway, which sweeps itself with the code the scheduler's invocation runs: the same scenario as {@link
 * DailyPuzzleEndToEndTest}, the bot's own sweep posting.
 */
@Tag("end-to-end")
class DailyPuzzleThroughTheGatewayTest {
    private static final DailyPuzzleEndToEndTest.MovableClock clock = new DailyPuzzleEndToEndTest.MovableClock(
            Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().onClock(clock);

    @Test
    void aChannelNamedInTheSettingsGetsThePuzzleOfTheDayOnceAndItsCountOfSolvers() {
        DailyPuzzleEndToEndTest.postedOnceAndCounted(stack.discord(), clock, () -> stack.bot().clockReminders().sweep());
    }
}
