package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A tap on the live board sent again, as after a connection that dropped before its answer came: the
 * Activity function wired as deployed, the real game function. The page names each tap; the same tap
 * again is answered with its own result, and nothing is played or posted twice.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RepeatedTapEndToEndTest {
    @RegisterExtension
    static final LocalStack STACK = LocalStack.functionAndDiscord();

    private FakeDiscord discord;
    private ActivityCalls page;
    private TableGames games;

    @BeforeAll
    void start() throws java.io.IOException {
        discord = STACK.discord();
        page = ActivityCalls.start(STACK, Clock.systemUTC());
        games = new TableGames(STACK.relay(), discord.guildId(), 1_330_000_000_000_000_000L);
    }

    @AfterAll
    void stop() {
        page.close();
    }

    private static String tap(String action, long version, String tap) {
        return "{\"action\":\"" + action + "\",\"version\":" + version + ",\"tap\":\"" + tap + "\"}";
    }

    @Test
    void theSameTapSentAgainIsAnsweredWithItsOwnResultAndPlaysNothingMore() {
        DiscordUser alice = discord.newUser("alice");
        DiscordUser bob = discord.newUser("bob");
        String game = games.between(alice, bob, discord.channelId());
        String asAlice = page.signIn(alice);
        long version = games.version(game, alice);
        String actions = "/api/games/" + game + "/actions";
        int postsBefore = discord.channelPosts().size();

        HttpResponse<String> first = page.send("POST", actions, asAlice, tap("C2xC3", version,
                "3b241101-e2bb-4255-8caf-4136c566a962"));
        assertEquals(200, first.statusCode(), first.body());
        int postsAfter = discord.awaitChannelPosts(postsBefore + 2, Duration.ofSeconds(5)).size();

        HttpResponse<String> again = page.send("POST", actions, asAlice, tap("C2xC3", version,
                "3b241101-e2bb-4255-8caf-4136c566a962"));
        assertEquals(200, again.statusCode(), "its own result, not that the game changed: " + again.body());
        JsonNode answered = ActivityCalls.json(again);
        assertEquals(version + 1, answered.path("version").asLong());
        assertEquals("C2xC3", answered.path("lastTurn").path("actions").get(0).asText());
        assertEquals(version + 1, games.version(game, alice), "played once");
        assertEquals(postsAfter, discord.channelPosts().size(), "shown in the channel once");

        HttpResponse<String> another = page.send("POST", actions, asAlice, tap("C2xC3", version,
                "9c5b94b1-35ad-49bb-b118-8e8fc24abf80"));
        assertEquals(409, another.statusCode(), "another tap on the old version: the game did change");
        HttpResponse<String> borrowed = page.send("POST", actions, page.signIn(bob), tap("C2xC3", version,
                "3b241101-e2bb-4255-8caf-4136c566a962"));
        assertEquals(409, borrowed.statusCode(), "Alice's tap id is not Bob's: " + borrowed.body());
        assertEquals(version + 1, games.version(game, alice));
    }

    @Test
    void aTapNamedByAnythingButAShortWordIsABadRequest() {
        DiscordUser dave = discord.newUser("dave");
        DiscordUser erin = discord.newUser("erin");
        String game = games.between(dave, erin, discord.channelId());
        String asDave = page.signIn(dave);
        long version = games.version(game, dave);
        for (String body : new String[] {tap("C2xC3", version, "short"), tap("C2xC3", version, "a tap with spaces"),
                "{\"action\":\"C2xC3\",\"version\":" + version + ",\"tap\":7}"}) {
            assertEquals(400, page.send("POST", "/api/games/" + game + "/actions", asDave, body).statusCode(), body);
        }
        assertEquals(version, games.version(game, dave), "nothing played");
    }
}
