package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
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

    @ParameterizedTest
    @ValueSource(ints = {1, 20, 84})
    void idsStayWithinDiscordsHundredCharacters(int gameIdLength) {
        String id = new ButtonId(Command.CHALLENGE, "g".repeat(gameIdLength)).toString();
        assertTrue(id.length() <= ButtonId.MAX_LENGTH, id);
        assertThrows(IllegalArgumentException.class, () -> new ButtonId(Command.CHALLENGE, "g".repeat(100)));
    }
}
