package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Choice;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.SelectMenu;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The limits the function's replies are made to fit (the api's constants, which its tests of every panel
 * in every language check against) are Discord's own, as its OpenAPI description states them: a
 * change there fails here, not in a player's Discord. Five rows of classic components is Discord's
 * documented rule for messages without its newer layout (the description only caps all components of
 * a message at 40); the fake Discord enforces it (Messages).
 */
class DiscordLimitsTest {
    private static JsonNode schemas;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = DiscordLimitsTest.class.getResourceAsStream(DiscordApiSchema.RESOURCE)) {
            assertNotNull(in, "the description is a test resource");
            schemas = JSON.readTree(in).path("components").path("schemas");
        }
    }

    private static JsonNode property(String schema, String property) {
        JsonNode node = schemas.path(schema).path("properties").path(property);
        assertNotNull(node.isMissingNode() ? null : node, schema + "." + property);
        return node;
    }

    @Test
    void buttonsIdsAndLabels() {
        assertEquals(ButtonId.MAX_LENGTH, property("ButtonComponentForMessageRequest", "custom_id")
                .path("maxLength").asInt());
        assertEquals(ActionButton.MAX_LABEL, property("ButtonComponentForMessageRequest", "label")
                .path("maxLength").asInt());
        assertEquals(GameReply.BUTTONS_PER_ROW, property("ActionRowComponentForMessageRequest", "components")
                .path("maxItems").asInt());
    }

    @Test
    void selectMenusAndTheirItems() {
        assertEquals(ButtonId.MAX_LENGTH, property("StringSelectComponentForMessageRequest", "custom_id")
                .path("maxLength").asInt());
        assertEquals(SelectMenu.MAX_PLACEHOLDER, property("StringSelectComponentForMessageRequest", "placeholder")
                .path("maxLength").asInt());
        assertEquals(SelectMenu.MAX_ITEMS, property("StringSelectComponentForMessageRequest", "options")
                .path("maxItems").asInt());
        assertEquals(SelectMenu.Item.MAX_LABEL, property("StringSelectOptionForRequest", "label")
                .path("maxLength").asInt());
        assertEquals(SelectMenu.Item.MAX_VALUE, property("StringSelectOptionForRequest", "value")
                .path("maxLength").asInt());
        assertEquals(SelectMenu.Item.MAX_DESCRIPTION, property("StringSelectOptionForRequest", "description")
                .path("maxLength").asInt());
    }

    @Test
    void autocompleteChoices() {
        assertEquals(Choice.MAX_LENGTH, property("ApplicationCommandOptionStringChoice", "name")
                .path("maxLength").asInt());
    }
}
