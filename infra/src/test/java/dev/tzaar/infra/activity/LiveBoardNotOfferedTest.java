package dev.tzaar.infra.activity;

import static dev.tzaar.infra.activity.LiveBoardLaunches.entryPoints;
import static dev.tzaar.infra.activity.LiveBoardLaunches.gameMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A host who did not enable the live board, on an application whose Activities are on in Discord (which made
 * its own entry point): the gateway bot offers no button and keeps Discord's entry point.
 */
@Tag("end-to-end")
class LiveBoardNotOfferedTest {

    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().withDiscordActivitiesOn();

    @Test
    void withoutTheLiveBoardNoButtonIsOfferedAndAnEntryPointDiscordMadeIsKept() {
        FakeDiscord discord = stack.discord();
        List<JsonNode> kept = entryPoints(discord.registeredCommands());
        assertEquals(1, kept.size(), "Discord refuses a bulk overwrite that drops it");
        assertEquals("", kept.get(0).path("description").asText(), "Discord's own, as it was");

        DiscordMessage game = gameMessage(discord, discord.newUser("alice"), discord.newUser("bob"));
        assertFalse(game.buttons().stream().anyMatch(b -> b.customId().startsWith("tzaar:activity:")),
                game.buttons().toString());
        assertTrue(game.buttons().stream().anyMatch(b -> b.customId().startsWith("tzaar:board:")));
    }
}
