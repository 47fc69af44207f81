package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from the fixed start position. The counts are those of docs/rules.md, agreed by three
 * independent implementations; n = 4 and 5 (11 010 135 and 1 557 472 755) are run by
 * {@code ./tzaar bench}, not here, to keep the test run short.
 */
class PerftTest {

    @ParameterizedTest(name = "perft({0}) from the fixed start = {1}")
    @CsvSource({"0, 1", "1, 42", "2, 1797", "3, 260556"})
    void countsTheSequencesOfLegalActionsFromTheFixedStart(int depth, long expected) {
        assertEquals(expected, Perft.count(Position.START, depth));
        assertEquals(expected, Perft.tryCount(Position.START, depth).value());
    }

    @Test
    void aFinishedGameHasNoSequencesAtAnyDepthUpToTheDeepest() {
        Position finished = Position.of("Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1");
        assertEquals(1, Perft.count(finished, 0));
        assertEquals(0, Perft.count(finished, 1));
        assertEquals(0, Perft.count(finished, Perft.MAX_DEPTH));
    }

    @Test
    void aDepthAbove64OrBelow0IsRefusedWithAReasonBeforeAnythingIsAllocated() {
        assertEquals(64, Perft.MAX_DEPTH);
        Checked<Long> absurd = Perft.tryCount(Position.START, 100_000_000);
        assertFalse(absurd.isOk());
        assertEquals("A perft depth goes up to 64, not 100000000: each action multiplies the count, "
                + "so a count that deep would never finish.", absurd.reason());
        assertEquals("A perft depth goes up to 64, not 65: each action multiplies the count, "
                + "so a count that deep would never finish.", Perft.tryCount(Position.START, 65).reason());
        assertEquals("A perft depth is a number of actions, 0 or more, not -1.",
                Perft.tryCount(Position.START, -1).reason());

        // For depths known to be right, count() gives the number; any other is a programming mistake,
        // refused with the same reason (not an OutOfMemoryError).
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> Perft.count(Position.START, Integer.MAX_VALUE));
        assertEquals(Perft.tryCount(Position.START, Integer.MAX_VALUE).reason(), thrown.getMessage());
    }
}
