package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A button carries its command and game in its Discord custom_id, so it works after a restart. */
class ButtonIdTest {

    @ParameterizedTest
    @EnumSource(Command.class)
    void everyCommandRoundTripsThroughACustomId(Command command) {
        ButtonId id = new ButtonId(command, "k7m2");
        assertEquals("tzaar:" + command.wireName() + ":k7m2", id.toString());
        assertEquals(Optional.of(id), ButtonId.parse(id.toString()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "tzaar:", "tzaar:pass", "tzaar:pass:", "tzaar:fly:k7m2", "other:pass:k7m2",
        "tzaar:pass:k7:m2"})
    void customIdsThatAreNotOursAreIgnored(String customId) {
        assertEquals(Optional.empty(), ButtonId.parse(customId));
    }

    /**
     * The board's Pass is made for one position: {@code @} and the count after the game, which a panel's
     * control ({@code tzaar:pass:k7m2:13}) never is, so neither reads the other's.
     */
    @Test
    void theBoardsPassCarriesTheCountOfActionsItWasShownFor() {
        ButtonId pass = ButtonId.madeFor(Command.PASS, "k7m2", 13);
        assertEquals("tzaar:pass:k7m2@13", pass.toString());
        assertEquals(Optional.of(pass), ButtonId.parse("tzaar:pass:k7m2@13"));
        assertEquals(Map.of(Option.GAME, "k7m2", Option.PLAYED, "13", Option.ON, Option.BOARD), pass.options());
        assertEquals(Optional.empty(), ControlId.parse(pass.toString()), "not a panel's control");
        assertEquals(Optional.empty(), ButtonId.parse("tzaar:pass:k7m2:13"), "a panel's Pass is not the board's");
    }

    @Test
    void aPassOfABoardPostedBeforeItCarriedTheCountIsStillReadAndActsOnTheGameAsItStands() {
        ButtonId old = ButtonId.parse("tzaar:pass:k7m2").orElseThrow();
        assertEquals(new ButtonId(Command.PASS, "k7m2"), old);
        assertEquals(OptionalInt.empty(), old.played());
        assertEquals(Map.of(Option.GAME, "k7m2"), old.options());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tzaar:pass:k7m2@", "tzaar:pass:k7m2@x", "tzaar:pass:k7m2@-1", "tzaar:pass:@3",
        "tzaar:pass:k7m2@3@4", "tzaar:pass:k7m2@1234567"})
    void aCountThatIsNotOneIsNotOurs(String customId) {
        assertEquals(Optional.empty(), ButtonId.parse(customId));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 20, 84})
    void idsStayWithinDiscordsHundredCharacters(int gameIdLength) {
        String id = new ButtonId(Command.CHALLENGE, "g".repeat(gameIdLength)).toString();
        assertTrue(id.length() <= ButtonId.MAX_LENGTH, id);
        assertThrows(IllegalArgumentException.class, () -> new ButtonId(Command.CHALLENGE, "g".repeat(100)));
    }
}
