package dev.tzaar.infra.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.DiscordFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What both Discord frontends must do with {@code /tzaar import}: a real LittleGolem record attached to the
 * command is fetched from Discord's CDN (the fake's), replayed, shown to the channel as an imported, unrated
 * game with its Record, Analyze and Replay buttons, and replayed by its button; an illegal record is refused
 * privately with the action, the turn and the reason.
 */
final class ImportsThroughDiscord {
    /**
     * littlegolem.net's game 2558925 (event tzaar.ld.RANDOM), as the engine's tests keep it: the module's tests
     * run in its own folder, beside the engine's.
     */
    static final Path LITTLE_GOLEM_GAME = Path.of("..", "engine", "src", "test", "resources", "records",
            "littlegolem-2558925.sgf");

    private ImportsThroughDiscord() {
    }

    static String littleGolemRecord() {
        try {
            return Files.readString(LITTLE_GOLEM_GAME);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void aLittleGolemRecordIsImportedAndReplayed(FakeDiscord discord) {
        DiscordUser alice = discord.newUser("alice");
        DiscordMessage imported = discord.slashCommand(alice, "tzaar", "import",
                Map.of("file", DiscordFile.text("2558925.sgf", littleGolemRecord()))).awaitAnswer();

        assertFalse(imported.ephemeral(), imported.toString());
        assertTrue(imported.content().startsWith("**alice** imported a game from LittleGolem: game **"),
                imported.content());
        assertTrue(imported.content().contains("**ivyed\\_seer ?** (White) vs **SlowBrain** (Black)"),
                imported.content());
        assertTrue(imported.content().contains("Imported from LittleGolem, so never rated"), imported.content());
        List<String> buttons = imported.buttons().stream().map(DiscordMessage.Button::customId).toList();
        String game = buttons.get(0).substring("tzaar:history:".length());
        assertEquals(List.of("tzaar:history:" + game, "tzaar:analyze:" + game, "tzaar:replay:" + game), buttons);
        assertEquals("image/png", imported.attachments().get(0).uploadedAs(), imported.toString());

        DiscordMessage replay = discord.pressButton(alice, "tzaar:replay:" + game, imported).awaitAnswer();
        assertTrue(replay.ephemeral(), replay.toString());
        DiscordMessage.Attachment gif = replay.attachment("replay-" + game + ".gif").orElseThrow(() -> new AssertionError(replay.toString()));
        assertEquals("GIF89a", new String(gif.bytes(), 0, 6, java.nio.charset.StandardCharsets.US_ASCII));

        DiscordMessage refused = discord.slashCommand(alice, "tzaar", "import", Map.of("file", DiscordFile.text(
                "bad.sgf", littleGolemRecord().replaceFirst(";W\\[[k-s]{4}\\]", ";W[kkkk]")))).awaitAnswer();
        assertTrue(refused.ephemeral(), refused.toString());
        assertTrue(refused.content().startsWith("That LittleGolem record cannot be replayed with the rules: "),
                refused.content());
        assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
    }
}
