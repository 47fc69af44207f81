package dev.tzaar.infra.review;

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
 * A finished game's review through the interactions endpoint (the frontend {@code sam deploy} runs) and
 * the real function: refused while the game is played; once it is over, the finished board's Analyze
 * button gives its player the review privately, with the curve as a PNG and its alt text, and another
 * member of the channel who asks by the game's id gets it too (docs/review.md).
 */
@Tag("end-to-end")
class ReviewEndToEndTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();

    @Test
    void aFinishedGameIsReviewedByItsAnalyzeButtonAndForAnyoneInTheChannel() throws IOException {
        FakeDiscord discord = stack.discord();
        DiscordUser alice = discord.newUser("alice");
        DiscordUser bob = discord.newUser("bob");
        DiscordMessage begun = discord.slashCommand(alice, "tzaar", "ai", Map.of("level", "easy", "setup", "fixed",
                "colour", "white")).awaitAnswer();
        String game = begun.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:board:")).findFirst().orElseThrow().substring("tzaar:board:".length());
        discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3", "game", game)).awaitAnswer();

        DiscordMessage tooEarly = discord.slashCommand(bob, "tzaar", "analyze", Map.of("game", game)).awaitAnswer();
        assertTrue(tooEarly.ephemeral() && tooEarly.content().endsWith("is still being played: I analyse a game once it"
                + " is over, so that the analysis helps nobody during it."), tooEarly.toString());

        DiscordMessage confirm = discord.slashCommand(alice, "tzaar", "resign", Map.of("game", game)).awaitAnswer();
        Interaction resign = discord.pressButton(alice, "tzaar:confirm_resign:" + game, confirm);
        resign.awaitAcknowledgement();
        DiscordMessage over = resign.awaitFollowUp();
        String analyze = over.button(id -> id.startsWith("tzaar:analyze:")).orElseThrow().customId();

        // Reviewed in steps (docs/review.md): the placeholder may show "Reviewing game…" lines before the review.
        DiscordMessage review = discord.pressButton(alice, analyze, over).awaitAnswerAfterProgress(
                line -> line.content().startsWith("Reviewing game "), java.time.Duration.ofSeconds(60));

        assertTrue(review.ephemeral(), review.toString());
        assertTrue(review.content().startsWith("Review of game **" + game + "**"), review.content());
        assertTrue(review.content().contains("Accuracy: **alice** "), review.content());
        DiscordMessage.Attachment curve = review.attachments().get(0);
        assertEquals("image/png", curve.uploadedAs(), curve.toString());
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(curve.bytes()));
        assertEquals(800, image.getWidth());
        assertTrue(curve.description().startsWith("Chart of White's chance of winning, turn by turn, alice (White)"),
                curve.description());

        DiscordMessage forBob = discord.slashCommand(bob, "tzaar", "analyze", Map.of("game", game)).awaitAnswerAfterProgress(
                line -> line.content().startsWith("Reviewing game "), java.time.Duration.ofSeconds(60));
        assertTrue(forBob.ephemeral() && forBob.content().startsWith("Review of game **" + game + "**"),
                forBob.toString());
        assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
    }
}
