package dev.tzaar.bot.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BotSettingsTest {
    private static final String TOKEN = "MTAxNDk.secret.token";

    @Test
    void onlyTheTokenIsNeededTheFunctionDefaultsToItsLiveAlias() {
        BotSettings settings = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN, "AWS_REGION", "eu-west-1"));
        assertEquals(TOKEN, settings.token());
        assertEquals("tzaar-game:live", settings.function());
        assertEquals(Optional.empty(), settings.functionEndpoint());
        assertEquals(Optional.of("eu-west-1"), settings.functionRegion());
        assertEquals(Optional.empty(), settings.devGuild());
    }

    @Test
    void everySettingIsReadFromItsVariable() {
        BotSettings settings = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN,
                "TZAAR_FUNCTION", "tzaar-dev:live", "TZAAR_FUNCTION_ENDPOINT", "http://127.0.0.1:9001",
                "TZAAR_DEV_GUILD", "123456789012345678"));
        assertEquals("tzaar-dev:live", settings.function());
        assertEquals(Optional.of(URI.create("http://127.0.0.1:9001")), settings.functionEndpoint());
        assertEquals(Optional.of("123456789012345678"), settings.devGuild());
    }

    @Test
    void withoutAwsRegionTheRegionComesFromTheFunctionsArn() {
        BotSettings settings = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN,
                "TZAAR_FUNCTION", "arn:aws:lambda:eu-central-1:123456789012:function:tzaar:live"));
        assertEquals(Optional.of("eu-central-1"), settings.functionRegion());
        assertEquals(Optional.empty(), BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN)).functionRegion());
    }

    @Test
    void aMissingTokenOrAMalformedServerIdSaysWhatToDo() {
        IllegalArgumentException noToken = assertThrows(IllegalArgumentException.class,
                () -> BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", "  ")));
        assertTrue(noToken.getMessage().contains("DISCORD_TOKEN"));
        IllegalArgumentException badGuild = assertThrows(IllegalArgumentException.class,
                () -> BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN, "TZAAR_DEV_GUILD", "my server")));
        assertTrue(badGuild.getMessage().contains("TZAAR_DEV_GUILD"));
    }

    @Test
    void theTokenIsNeverPrinted() {
        BotSettings settings = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", TOKEN));
        assertFalse(settings.toString().contains("secret"), settings.toString());
        assertTrue(settings.toString().contains("tzaar-game:live"));
    }
}
