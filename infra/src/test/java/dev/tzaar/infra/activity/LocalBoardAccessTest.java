package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.bot.console.Console;
import dev.tzaar.infra.stack.LocalStack;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code ./tzaar local}'s live board (LocalActivity, as the launcher starts it) keeps the same rule as the
 * deployed one: a game is read by its players and by those who may view its channel. Here the one channel
 * is the console's, which every local player is in; a game of any other channel (another of the server's,
 * a Discord game in the same table) is its players' alone.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LocalBoardAccessTest {
    @RegisterExtension
    static final LocalStack STACK = LocalStack.functionAndDiscord();

    private final HttpClient http = HttpClient.newHttpClient();
    private LocalActivity board;
    private TableGames games;
    private final Player alice = Console.user("alice");
    private final Player bob = Console.user("bob");
    private final Player carol = Console.user("carol");

    @BeforeAll
    void start() throws IOException {
        board = LocalActivity.start(0, STACK.relay(), List.of("alice", "bob", "carol"));
        games = new TableGames(STACK.relay(), Console.GUILD, 1_340_000_000_000_000_000L);
    }

    @AfterAll
    void stop() {
        board.close();
    }

    private int read(String game, Player as) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(board.url() + "api/games/" + game))
                .header("Authorization", "Local " + as.id()).build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @Test
    void thePagePlaysAsAnyNameThatPlaysInTheConsolesChannelNotOnlyThoseNamedAtTheStart() throws Exception {
        Player dana = Console.user("dana");
        Player erin = Console.user("erin");
        assertEquals(401, read("zzzzz", dana), "before dana plays here, the page knows no dana");

        String theirs = games.between(dana, erin, Console.CHANNEL);
        assertEquals(200, read(theirs, dana), "dana, once she plays in the console's channel");
        assertEquals(200, read(theirs, erin));
        String config = http.send(HttpRequest.newBuilder(URI.create(board.url() + "api/config")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(config.contains("\"name\":\"dana\"") && config.contains("\"name\":\"erin\""),
                "the page offers them in Play as: " + config);
        assertTrue(config.indexOf("\"alice\"") < config.indexOf("\"dana\""), "after those named at the start");
        assertEquals(401, read(theirs, Console.user("frank")), "a name that never played here is still nobody");
    }

    @Test
    void aLocalPlayerWatchesTheConsolesGamesAndNoOtherChannelsOfTheServer() {
        String here = games.between(alice, bob, Console.CHANNEL);
        String elsewhere = games.between(alice, bob, "100000000000000099");

        assertEquals(200, read(here, carol), "the console's channel is every local player's");
        assertEquals(404, read(elsewhere, carol), "a channel nobody said Carol may view");
        assertEquals(200, read(elsewhere, alice), "its players read it");
    }
}
