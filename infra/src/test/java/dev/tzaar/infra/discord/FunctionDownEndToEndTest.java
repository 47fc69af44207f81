package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The game function is down: a real JDA bot on the fake Discord, relaying to an endpoint where
 * nothing answers. The player is told so privately, with no stack trace, and Discord sees every
 * interaction acknowledged in time. A French player is told in French.
 */
@Tag("end-to-end")
class FunctionDownEndToEndTest {

    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().withFunctionUnreachable();

    @Test
    void whenTheFunctionDoesNotAnswerThePlayerIsToldPrivatelyThatNothingChanged() {
        FakeDiscord discord = stack.discord();
        DiscordUser alice = discord.newUser("alice");
        DiscordUser bob = discord.newUser("bob");

        Interaction move = discord.slashCommand(alice, "tzaar", "move", Map.of("from", "C2", "to", "C3"));
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, move.awaitAcknowledgement().type());
        DiscordMessage answer = move.awaitAnswer();
        assertTrue(answer.ephemeral(), "only the player sees it: " + answer);
        assertEquals("The game service did not answer. Nothing was changed; try again in a moment.",
                answer.content());

        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));
        assertTrue(challenge.awaitAnswer().content().startsWith("The game service did not answer."));

        DiscordUser chloe = discord.newUser("chloe");
        discord.setLocale(chloe, "fr");
        Interaction frenchMove = discord.slashCommand(chloe, "tzaar", "move", Map.of("from", "C2", "to", "C3"));
        DiscordMessage toldInFrench = frenchMove.awaitAnswer();
        assertTrue(toldInFrench.ephemeral(), "only the player sees it: " + toldInFrench);
        assertEquals("Le service de jeu n’a pas répondu. Rien n’a été changé ; réessayez dans un instant.",
                toldInFrench.content());
        assertEquals(List.of(), discord.refusedCalls());
    }
}
