package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A panel's control carries its command, its game, the position it was made for and the choices made
 * so far in its custom_id, so that a press needs no memory in the bot, and the function can tell a
 * press made for an earlier position.
 */
class ControlIdTest {

    @Test
    void aTargetButtonCarriesTheChosenPieceAndItsTarget() {
        ControlId target = ControlId.button(Command.MOVE, "k7m2q", 12, ordered("from", "F4", "to", "E4"));
        assertEquals("tzaar:move:k7m2q:12:from=F4:to=E4", target.toString());
        assertEquals(Optional.of(target), ControlId.parse(target.toString()));
        assertFalse(target.isMenu());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "12", Option.FROM, "F4", Option.TO, "E4"),
                target.options(null));
    }

    @Test
    void aMenuNamesTheOptionItsChoiceFillsAndATagTellsTwoMenusApart() {
        ControlId left = ControlId.menu(Command.PANEL, "k7m2q", 12, Map.of(), "from", "A-E");
        ControlId right = ControlId.menu(Command.PANEL, "k7m2q", 12, Map.of(), "from", "F-I");
        assertEquals("tzaar:panel:k7m2q:12:from#A-E", left.toString());
        assertEquals(Optional.of(right), ControlId.parse("tzaar:panel:k7m2q:12:from#F-I"));
        assertTrue(left.isMenu());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "12", Option.FROM, "C3"), left.options("C3"));
        assertEquals(left.options("C3"), right.options("C3"), "the tag is never read");

        ControlId cells = ControlId.menu(Command.PLACE, "k7m2q", 7, Map.of("type", "T"), "at", "A-C");
        assertEquals("tzaar:place:k7m2q:7:type=T:at#A-C", cells.toString());
        assertEquals(Map.of(Option.GAME, "k7m2q", Option.PLAYED, "7", Option.TYPE, "T", Option.AT, "E4"),
                ControlId.parse(cells.toString()).orElseThrow().options("E4"));
    }

    @Test
    void plainButtonsAndPanelControlsNeverReadAsEachOther() {
        String pass = new ButtonId(Command.PASS, "k7m2q").toString();
        String panelPass = ControlId.button(Command.PASS, "k7m2q", 13, Map.of()).toString();
        assertEquals("tzaar:pass:k7m2q:13", panelPass);
        assertEquals(Optional.empty(), ControlId.parse(pass));
        assertEquals(Optional.empty(), ButtonId.parse(panelPass));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "tzaar:", "tzaar:move:k7m2q", "tzaar:move:k7m2q:", "tzaar:move:k7m2q:x",
        "tzaar:move:k7m2q:-1", "tzaar:fly:k7m2q:3", "other:move:k7m2q:3", "tzaar:move:k7m2q:3:from:to",
        "tzaar:move:k7m2q:3:=F4", "tzaar:move:k7m2q:3:from=F4:from=F5", "tzaar:move:k7m2q:3:from=F:4",
        "tzaar:move:k7m2q:3:From=F4", "tzaar:move:k7m2q:3:from=F4#", "tzaar:move:k7m2q:3:from=F4#a#b",
        "tzaar:move:k7m2q:3:from=F4:from", "tzaar:move:k7m2q:1234567"})
    void customIdsThatAreNotAControlsAreIgnored(String customId) {
        assertEquals(Optional.empty(), ControlId.parse(customId));
    }

    @Test
    void idsStayWithinDiscordsHundredCharacters() {
        assertThrows(IllegalArgumentException.class,
                () -> ControlId.button(Command.MOVE, "g".repeat(80), 12, ordered("from", "F4", "to", "E4")));
        String longest = "tzaar:panel:" + "g".repeat(72) + ":123456:from#A-E";
        assertEquals(ButtonId.MAX_LENGTH, longest.length());
        assertTrue(ControlId.parse(longest).isPresent());
        assertEquals(Optional.empty(), ControlId.parse(longest.replace("#A-E", "#A-EF")), "101 characters");
    }

    @Test
    void whatACustomIdCannotHoldIsRefusedWhenMade() {
        assertThrows(IllegalArgumentException.class, () -> ControlId.button(Command.MOVE, "k7:m2", 1, Map.of()));
        assertThrows(IllegalArgumentException.class, () -> ControlId.button(Command.MOVE, "k7m2q", -1, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> ControlId.button(Command.MOVE, "k7m2q", 1, Map.of("from", "F4=E4")));
        assertThrows(IllegalArgumentException.class,
                () -> ControlId.menu(Command.MOVE, "k7m2q", 1, Map.of("to", "E4"), "to", null));
        assertThrows(IllegalArgumentException.class,
                () -> ControlId.menu(Command.MOVE, "k7m2q", 1, Map.of(), "to", "a#b"));
    }

    private static Map<String, String> ordered(String... namesAndValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return map;
    }
}
