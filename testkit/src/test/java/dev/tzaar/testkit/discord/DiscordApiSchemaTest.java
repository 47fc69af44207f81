package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import java.io.IOException;
import java.util.List;
import net.dv8tion.jda.api.utils.data.DataArray;
import org.junit.jupiter.api.Test;

/**
 * The requests our frontends send, checked against Discord's own OpenAPI description (the test kit's resource
 * {@code discord-api/openapi.json}, pinned in its README): for each kind, a body Discord accepts conforms,
 * and a body it would refuse does not, with the place of the fault named.
 */
class DiscordApiSchemaTest {
    private static final DiscordApiSchema DISCORD = DiscordApiSchema.fromClassPath();
    private static final String CALLBACK = "interactions/1234/aW50ZXJhY3Rpb24/callback?with_response=true";
    private static final String ORIGINAL = "webhooks/42/aW50ZXJhY3Rpb24/messages/@original";
    private static final String FOLLOW_UP = "webhooks/42/aW50ZXJhY3Rpb24";
    private static final String COMMANDS = "applications/42/guilds/7/commands";

    private static final String BOARD_MESSAGE = """
            {"type": 4, "data": {"content": "**alice** to move", "flags": 0,
             "allowed_mentions": {"parse": [], "users": ["80351110224678912"]},
             "components": [{"type": 1, "components": [
               {"type": 2, "style": 1, "label": "Resign", "custom_id": "resign:g1"}]}]}}""";

    @Test
    void withoutTheDescriptionOnTheClassPathTheFakeRefusesToCheckNothing() {
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> DiscordApiSchema.fromClassPath("/discord-api/no-such-description.json"));
        assertTrue(missing.getMessage().contains("/discord-api/no-such-description.json is not on the class path"),
                missing::getMessage);
    }

    @Test
    void aDeferredReplyAndAMessageWithButtonsAreInteractionCallbacks() {
        assertConforms("POST", CALLBACK, "{\"type\": 5, \"data\": {\"flags\": 64}}");
        assertConforms("POST", CALLBACK, "{\"type\": 6}");
        assertConforms("POST", CALLBACK, BOARD_MESSAGE);
    }

    @Test
    void aCallbackWithAComponentOfNoKnownTypeIsRefused() {
        assertRefused("POST", CALLBACK, BOARD_MESSAGE.replace("\"type\": 2,", "\"type\": 99,"), "$.data");
    }

    @Test
    void aCallbackWithoutItsTypeIsRefused() {
        assertRefused("POST", CALLBACK, "{\"data\": {\"content\": \"hi\"}}", "'type'");
    }

    @Test
    void aContentThatIsANumberIsRefused() {
        assertRefused("POST", CALLBACK, "{\"type\": 4, \"data\": {\"content\": 42}}", "$.data");
        assertRefused("PATCH", ORIGINAL, "{\"content\": 42}", "$.content");
    }

    @Test
    void anEditOfTheOriginalWithTheBoardAttachedConforms() {
        assertConforms("PATCH", ORIGINAL, """
                {"content": "**bob** to move", "attachments": [{"id": "0", "description": "The board", "filename": "board.png"}],
                 "components": []}""");
        assertConforms("PATCH", ORIGINAL, "{\"attachments\": [{\"id\": 0, \"description\": \"The board\"}]}");
    }

    @Test
    void aMessageLongerThanDiscordAllowsIsRefused() {
        assertRefused("PATCH", ORIGINAL, "{\"content\": \"" + "x".repeat(2001) + "\"}", "$.content");
    }

    @Test
    void aFollowUpMentionsUsersBySnowflakeStrings() {
        assertConforms("POST", FOLLOW_UP, "{\"content\": \"<@80351110224678912>, your turn\","
                + " \"allowed_mentions\": {\"users\": [\"80351110224678912\"]}}");
        assertRefused("POST", FOLLOW_UP, "{\"content\": \"hi\", \"allowed_mentions\": {\"users\": [\"@bob\"]}}",
                "users[0]");
    }

    @Test
    void aCommandRegistrationNeedsANamePerCommand() {
        assertConforms("PUT", COMMANDS, """
                [{"name": "tzaar", "description": "Play TZAAR", "type": 1, "options": [
                  {"type": 1, "name": "challenge", "description": "Challenge someone", "options": [
                    {"type": 6, "name": "opponent", "description": "Who", "required": true}]}]}]""");
        assertRefused("PUT", COMMANDS, "[{\"description\": \"Play TZAAR\"}]", "'name'");
        // As JDA sends them; Discord's server parses the numeric strings.
        assertConforms("PUT", COMMANDS, "[{\"name\": \"tzaar\", \"description\": \"Play\", \"contexts\": [\"0\"],"
                + " \"integration_types\": [\"0\"]}]");
        assertRefused("PUT", COMMANDS, "[{\"name\": \"tzaar\", \"description\": \"Play\", \"contexts\": [\"guild\"]}]",
                "contexts[0]");
    }

    /**
     * What {@code ./tzaar register} and JDA send for {@code /tzaar}: the one definition, with its
     * French names and descriptions, conforms; a French name longer than Discord's 32 characters
     * would not.
     */
    @Test
    void ourCommandRegistrationWithItsTranslationsConforms() {
        String body = DataArray.empty().add(new TzaarCommand(Subcommands.all()).definition().toData()).toString();
        assertTrue(body.contains("\"fr\":\"défier\""), body);
        assertConforms("PUT", COMMANDS, body);
        assertRefused("PUT", COMMANDS, body.replace("\"fr\":\"défier\"", "\"fr\":\"" + "d".repeat(33) + "\""),
                "name_localizations");
    }

    @Test
    void anAutocompleteAnswerHasAtMostTwentyFiveChoices() {
        StringBuilder choices = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            choices.append(i == 0 ? "" : ",").append("{\"name\": \"g").append(i).append("\", \"value\": \"g")
                    .append(i).append("\"}");
        }
        String answer = "{\"type\": 8, \"data\": {\"choices\": [" + choices + "]}}";
        assertEquals(List.of(), DISCORD.interactionResponseViolations(
                json(answer.replaceFirst(",\\{\"name\": \"g25\".*?}", ""))));
        assertTrue(!DISCORD.interactionResponseViolations(json(answer)).isEmpty());
    }

    @Test
    void aRouteDiscordDoesNotHaveIsNoOperation() {
        assertThrows(IllegalArgumentException.class,
                () -> DISCORD.requestViolations("POST", "interactions/1/t/answer", json("{}")));
    }

    private static void assertConforms(String method, String route, String body) {
        assertEquals(List.of(), DISCORD.requestViolations(method, route, json(body)), body);
    }

    private static void assertRefused(String method, String route, String body, String where) {
        List<String> violations = DISCORD.requestViolations(method, route, json(body));
        assertTrue(violations.stream().anyMatch(v -> v.contains(where)),
                () -> "expected a violation at " + where + ", got " + violations);
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
