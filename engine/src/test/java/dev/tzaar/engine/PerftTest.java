package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from the fixed start position. The counts are those of DESIGN.md, agreed by three
 * independent implementations; n = 4 and 5 (11 010 135 and 1 557 472 755) are run by
 * {@code ./tzaar bench}, not here, to keep the test run short.
 */
class PerftTest {

    @ParameterizedTest(name = "perft({0}) from the fixed start = {1}")
    @CsvSource({"0, 1", "1, 42", "2, 1797", "3, 260556"})
    void countsTheSequencesOfLegalActionsFromTheFixedStart(int depth, long expected) {
        assertEquals(expected, Perft.count(Position.START, depth));
    }
}
