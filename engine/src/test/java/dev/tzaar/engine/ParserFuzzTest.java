package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Fuzz tests of the notation parsers, seeded so that a failure repeats: thousands of damaged
 * positions, cells, setups and actions. Each parser gives a value that writes back as text reading
 * as the same value, or a reason a person can read; never an exception.
 */
class ParserFuzzTest {
    private static final int TRIES = 4_000;
    private static final List<Position> POSITIONS = List.of(
            Position.START,
            Position.START.play("E4xF4 F3xF4").orElseThrow(),
            Setup.random(7).position(),
            Setup.tournament().position(),
            Position.of("T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1"));

    /** The text of the refusal, checked to be one a person can read. */
    static void assertReadable(Checked<?> refused, String input) {
        String reason = refused.reason();
        assertTrue(reason != null && !reason.isBlank(), () -> "no reason for " + input);
        assertFalse(reason.contains("Exception") || reason.startsWith("null"), () -> reason + " for " + input);
    }

    private static <T> void fuzz(long seed, List<String> valid, Function<String, Checked<T>> parse,
            Function<T, String> write) {
        Mutations mutations = new Mutations(seed);
        int accepted = 0;
        for (int i = 0; i < TRIES; i++) {
            String input = mutations.of(valid.get(i % valid.size()));
            Checked<T> read;
            try {
                read = parse.apply(input);
            } catch (RuntimeException e) {
                throw new AssertionError("threw on " + input.codePoints().mapToObj(c -> String.format("U+%04X", c))
                        .toList(), e);
            }
            if (read.isOk()) {
                accepted++;
                String written = write.apply(read.value());
                Checked<T> again = parse.apply(written);
                assertTrue(again.isOk(), () -> written + " does not read back: " + again.reason());
                assertEquals(read.value(), again.value(), () -> "read from " + input);
            } else {
                assertReadable(read, input);
            }
        }
        // Both ways are taken, or the fuzzing tests nothing: damage that still reads, and damage that does not.
        assertTrue(accepted > 0 && accepted < TRIES, accepted + " of " + TRIES + " read");
    }

    @Test
    void positions() {
        fuzz(1, POSITIONS.stream().map(Position::toString).toList(), Position::parse, Position::toString);
    }

    @Test
    void cells() {
        fuzz(2, List.of("A1", "e4", "I9", "D5", "b 2"), Cell::parse, Cell::toString);
    }

    @Test
    void setups() {
        fuzz(3, List.of("fixed", "random 42", "tournament", "RANDOM -9"), Setup::parse, Setup::toString);
    }

    @Test
    void actionsAgainstEveryPosition() {
        for (Position position : POSITIONS) {
            List<String> valid = position.legalActions().stream().limit(30).map(Action::toString).toList();
            List<String> typed = valid.isEmpty() ? List.of("pass", "A1xB1") : valid;
            fuzz(4, typed.stream().map(a -> a.toLowerCase(java.util.Locale.ROOT).replace('x', ' ')).toList(),
                    position::parseAction, Action::toString);
        }
    }

    @Test
    void wholeTurns() {
        Position position = Position.START.play("E4xF4").orElseThrow();
        fuzz(5, List.of("F3xF4 C3-D4", "f3 f4 pass", "D4xD2  G3xF4", "c2c3, d3d4"), position::parseActions,
                actions -> String.join(" ", actions.stream().map(Action::toString).toList()));
    }
}
