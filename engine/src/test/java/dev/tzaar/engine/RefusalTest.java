package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Beside its English reason, the engine names the kind of each refusal of what a player typed, with
 * the details a caller needs to word it in another language; the English reason stays as it was.
 */
class RefusalTest {
    /** Black to make its second action after White's C2xC3 and Black's D4xD3. */
    private static final Position BLACK_SECOND = Position.START.play("C2xC3 D4xD3").orElseThrow();
    private static final Position PLACING = Setup.tournament().position();

    private static Refusal refusal(Position position, String typed) {
        Checked<List<Action>> played = position.parseActions(typed);
        assertTrue(played.refusal().isPresent(), typed + ": " + played.reason());
        return played.refusal().get();
    }

    @Test
    void eachRefusalOfWhatAPlayerTypesHasItsKindAndDetails() {
        assertEquals(Refusal.of(Refusal.Kind.NEEDS_TARGET, "F4"), refusal(BLACK_SECOND, "F4"));
        assertEquals(Refusal.of(Refusal.Kind.UNREADABLE, "hello"), refusal(BLACK_SECOND, "hello"));
        assertEquals(Refusal.of(Refusal.Kind.NO_ACTION), refusal(BLACK_SECOND, " "));
        assertEquals(Refusal.of(Refusal.Kind.CENTRE), refusal(BLACK_SECOND, "E5xE4"));
        assertEquals(Refusal.of(Refusal.Kind.OFF_THE_BOARD, "A6", "A", 5), refusal(BLACK_SECOND, "A6xA5"));
        assertEquals(Refusal.of(Refusal.Kind.NOT_A_CELL, "Q"), Cell.parse("Q").refusal().get());
        assertEquals(Refusal.of(Refusal.Kind.NO_SUCH_COLUMN, "K4"), Cell.parse("K4").refusal().get());
        assertEquals(Refusal.of(Refusal.Kind.SEVERAL_ACTIONS, "F4xE4 C3-D4", 2),
                BLACK_SECOND.parseAction("F4xE4 C3-D4").refusal().get());
        assertEquals(Refusal.of(Refusal.Kind.STILL_PLACING, Side.WHITE), refusal(PLACING, "C2xC3"));
        assertEquals(Refusal.of(Refusal.Kind.NOTHING_TO_PASS), refusal(Position.START, "pass"));
        assertEquals(Refusal.of(Refusal.Kind.PLACING_OVER), refusal(Position.START, "Z@E4"));
        assertEquals(Refusal.of(Refusal.Kind.NO_PIECE, Cell.of("D4")), refusal(BLACK_SECOND, "D4xD5"));
        assertEquals(Refusal.of(Refusal.Kind.NOT_YOUR_STACK, Cell.of("C3"), Side.WHITE, Side.BLACK),
                refusal(BLACK_SECOND, "C3xC4"));
        assertEquals(Refusal.of(Refusal.Kind.GOES_NOWHERE, Cell.of("C4"), Cell.of("C4")),
                refusal(BLACK_SECOND, "C4xC4"));
        assertEquals(Refusal.of(Refusal.Kind.CAPTURE_FIRST, Cell.of("B4")), refusal(Position.START.play("C2xC3")
                .orElseThrow(), "C4-B4"));
        assertEquals(Refusal.of(Refusal.Kind.CELL_TAKEN, Cell.of("E4")), refusal(PLACING.play("Z@E4").orElseThrow(),
                "z@e4"));
    }

    @Test
    void theFailingActionOfSeveralIsNamedWithItsOwnRefusalInside() {
        Refusal refusal = refusal(Position.START, "C2xC3 pass");
        assertEquals(Refusal.of(Refusal.Kind.IN_PART, "pass", Refusal.of(Refusal.Kind.NOTHING_TO_PASS)), refusal);
        assertEquals("pass: A turn begins with a compulsory capture: there is nothing to pass yet.",
                Position.START.parseActions("C2xC3 pass").reason());
    }

    @Test
    void theKindTravelsThroughMapAndFlatMapAndTheOldRefusalsHaveNone() {
        Checked<Cell> refused = Cell.parse("K4");
        assertEquals(refused.refusal(), refused.map(Cell::toString).refusal());
        assertEquals(refused.reason(), refused.flatMap(c -> Checked.ok(1)).reason());
        assertTrue(Checked.refused("no kind").refusal().isEmpty());
    }
}
