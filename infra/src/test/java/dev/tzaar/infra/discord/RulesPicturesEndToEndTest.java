package dev.tzaar.infra.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /tzaar rules} as Discord gets it through the interactions endpoint (the frontend {@code sam
 * deploy} runs) from the real function: one private message carrying the four pictures, each a PNG
 * uploaded as one with its alt text, in the order the text tells them, within Discord's limits.
 */
@Tag("end-to-end")
class RulesPicturesEndToEndTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();

    @Test
    void theRulesArriveAsFourPicturesWithTheirAltTextInTheReadersLanguage() throws IOException {
        FakeDiscord discord = stack.discord();
        DiscordUser reader = discord.newUser("newcomer");

        DiscordMessage rules = answer(discord.slashCommand(reader, "tzaar", "rules", Map.of()));

        assertTrue(rules.ephemeral(), rules.toString());
        assertTrue(rules.content().endsWith("New to TZAAR? Learn in five minutes: `/tzaar learn`."), rules.content());
        assertEquals(List.of("rules-pieces.png", "rules-capture.png", "rules-stack.png", "rules-lost.png"),
                rules.attachments().stream().map(DiscordMessage.Attachment::filename).toList());
        for (DiscordMessage.Attachment picture : rules.attachments()) {
            assertEquals("image/png", picture.uploadedAs(), picture.filename());
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(picture.bytes()));
            assertTrue(image.getWidth() >= 800, picture.filename() + ": " + image.getWidth() + " px");
            assertTrue(picture.description() != null && picture.description().contains("TZAAR board."),
                    picture.toString());
        }
        assertTrue(rules.attachments().get(3).description().startsWith("A lost game:"),
                rules.attachments().get(3).description());

        discord.setLocale(reader, "fr");
        DiscordMessage regles = answer(discord.slashCommand(reader, "tzaar", "rules", Map.of()));
        assertTrue(regles.attachments().get(3).description().startsWith("Une partie perdue :"),
                regles.attachments().get(3).description());
        assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
    }

    private static DiscordMessage answer(Interaction slash) {
        slash.awaitAcknowledgement();
        return slash.awaitAnswer();
    }
}
