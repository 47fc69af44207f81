package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.infra.stack.LocalStack;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The daily puzzle through the gateway bot ({@code ./tzaar bot}), a real JDA client on the fake Discord's
 * gateway, which sweeps itself with the code the scheduler's invocation runs: the same scenario as {@link
 * DailyPuzzleEndToEndTest}, the bot's own sweep posting.
 */
@Tag("end-to-end")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DailyPuzzleThroughTheGatewayTest {
    private static final DailyPuzzleEndToEndTest.MovableClock clock = new DailyPuzzleEndToEndTest.MovableClock(
            Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().onClock(clock);

    @Test
    @Order(1)
    void aChannelNamedInTheSettingsGetsThePuzzleOfTheDayOnceAndItsCountOfSolvers() {
        DailyPuzzleEndToEndTest.postedOnceAndCounted(stack.discord(), clock, () -> stack.bot().clockReminders().sweep());
    }

    @Test
    @Order(2)
    void aChannelTheBotCannotPostInIsRefusedAtOnceOrSwitchedOffAtItsFirstPost() {
        DailyPuzzleEndToEndTest.refusedOrSwitchedOff(stack.discord(), clock, () -> stack.bot().clockReminders().sweep());
    }

    @AfterEach
    void discordRefusedNothing() {
        assertEquals(List.of(), DailyPuzzleEndToEndTest.unexpectedRefusals(stack.discord()));
    }
}
