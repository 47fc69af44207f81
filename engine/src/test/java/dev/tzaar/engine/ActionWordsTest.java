package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ActionWordsTest {

    @Test
    void twoCellsInARowMakeOneActionHoweverTheyAreSeparated() {
        assertEquals(List.of("f4 e4", "c3 d4"), ActionWords.split("f4 e4 c3 d4"));
        assertEquals(List.of("F4xE4", "C3-D4"), ActionWords.split("F4xE4C3-D4"));
        assertEquals(List.of("G3 x F4", "d4:d2"), ActionWords.split("  G3 x F4, d4:d2 "));
    }

    @Test
    void passAndPlacementsAreActionsOfTheirOwn() {
        assertEquals(List.of("E3xD2", "PASS"), ActionWords.split("E3xD2 PASS"));
        assertEquals(List.of("tott @ a1"), ActionWords.split("tott @ a1"));
        assertEquals(List.of("Z@E4"), ActionWords.split("Z@E4"));
    }

    @Test
    void whatCannotBeRecognisedIsKeptForTheEngineToExplain() {
        assertEquals(List.of("F4"), ActionWords.split("F4"));
        assertEquals(List.of("E4xF4", "hop!"), ActionWords.split("E4xF4 hop!"));
    }

    @Test
    void anEmptyTurnHasNoAction() {
        assertEquals(List.of(), ActionWords.split("  ,; "));
    }
}
