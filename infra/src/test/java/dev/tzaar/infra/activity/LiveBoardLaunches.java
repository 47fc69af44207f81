package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;

/** What the suites of the ways into the live board from Discord do and check alike. */
final class LiveBoardLaunches {
    private LiveBoardLaunches() {
    }

    /** A game begun in the channel, Bob accepting Alice's challenge: its first message, with the game's buttons. */
    static DiscordMessage gameMessage(FakeDiscord discord, DiscordUser alice, DiscordUser bob) {
        DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob,
                "setup", "fixed", "colour", "white")).awaitAnswer();
        Interaction accept = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
        return accept.awaitFollowUp();
    }

    /** The app launcher's entry points (type 4) among the commands. */
    static List<JsonNode> entryPoints(JsonNode commands) {
        return StreamSupport.stream(commands.spliterator(), false).filter(c -> c.path("type").asInt() == 4).toList();
    }

    /**
     * The live board's button right after Play your turn, the two ways to play side by side; pressed, it
     * opens (for {@code presser}) the Activity: a type 12 answer Discord took.
     */
    static void theButtonOpensTheLiveBoard(FakeDiscord discord, DiscordUser presser, DiscordMessage game) {
        List<String> ids = game.buttons().stream().map(DiscordMessage.Button::customId).toList();
        String gameId = ids.stream().filter(id -> id.startsWith("tzaar:board:")).findFirst().orElseThrow()
                .substring("tzaar:board:".length());
        assertEquals(List.of("tzaar:panel:" + gameId, "tzaar:activity:" + gameId, "tzaar:board:" + gameId,
                "tzaar:resign:" + gameId), ids);
        assertEquals("Live board", game.button("tzaar:activity:" + gameId).orElseThrow().label());

        Interaction pressed = discord.pressButton(presser, "tzaar:activity:" + gameId, game);
        Callback launched = pressed.awaitAcknowledgement();
        assertEquals(Callback.Type.LAUNCH_ACTIVITY, launched.type());
        assertEquals(List.of(), discord.refusedCalls());
    }
}
