package dev.tzaar.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TurnActionsTest {

    @Test
    void twoCellsInARowMakeOneActionHoweverTheyAreSeparated() {
        assertEquals(List.of("f4 e4", "c3 d4"), TurnActions.split("f4 e4 c3 d4"));
        assertEquals(List.of("F4xE4", "C3-D4"), TurnActions.split("F4xE4C3-D4"));
        assertEquals(List.of("G3 x F4", "d4:d2"), TurnActions.split("  G3 x F4, d4:d2 "));
    }

    @Test
    void passAndPlacementsAreActionsOfTheirOwn() {
        assertEquals(List.of("E3xD2", "PASS"), TurnActions.split("E3xD2 PASS"));
        assertEquals(List.of("tott @ a1"), TurnActions.split("tott @ a1"));
        assertEquals(List.of("Z@E4"), TurnActions.split("Z@E4"));
    }

    @Test
    void whatCannotBeRecognisedIsKeptForTheEngineToExplain() {
        assertEquals(List.of("F4"), TurnActions.split("F4"));
        assertEquals(List.of("E4xF4", "hop!"), TurnActions.split("E4xF4 hop!"));
    }

    @Test
    void anEmptyTurnHasNoAction() {
        assertEquals(List.of(), TurnActions.split("  ,; "));
    }
}
