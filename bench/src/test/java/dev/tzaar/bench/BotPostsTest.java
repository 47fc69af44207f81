package dev.tzaar.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.testkit.discord.FakeDiscord;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * How ./tzaar bench tournament-play reads what the bot posts with its token (a round's news, a game's thread): the
 * first wanted post after a mark, read on the bench's clock once it has arrived, whether it was there already or
 * comes while the bench waits.
 */
class BotPostsTest {
    private final HttpClient http = HttpClient.newHttpClient();
    private FakeDiscord discord;
    private BotPosts posts;

    @BeforeEach
    void start() throws IOException {
        discord = FakeDiscord.start();
        posts = new BotPosts(discord);
    }

    @AfterEach
    void stop() {
        discord.close();
    }

    @Test
    void theFirstWantedPostAfterTheMarkIsFoundAndReadAfterItWasPosted() {
        post("the news, an earlier round's");
        int mark = posts.mark();
        long before = System.nanoTime();
        post("a game's ping");
        post("the news");
        post("the news, again");

        BotPosts.Arrived found = posts.await(mark, m -> m.content().startsWith("the news"), Duration.ofSeconds(10),
                "the news");

        assertEquals("the news", found.message().content());
        assertEquals(mark + 1, found.index());
        assertEquals(discord.channelId(), found.message().channelId());
        assertTrue(found.nanos() > before, "read on the bench's clock after it was posted");
    }

    @Test
    void aPostThatComesWhileTheBenchWaitsIsFound() throws Exception {
        int mark = posts.mark();
        CompletableFuture<Void> later = CompletableFuture.runAsync(() -> {
            pause();
            post("the news");
        });

        BotPosts.Arrived found = posts.await(mark, m -> m.content().equals("the news"), Duration.ofSeconds(10),
                "the news");

        later.get();
        assertEquals(mark, found.index());
    }

    @Test
    void noWantedPostInTimeIsAnErrorSayingWhatWasPostedSinceTheMark() {
        post("before the mark");
        int mark = posts.mark();
        post("a game's ping");

        IllegalStateException none = assertThrows(IllegalStateException.class, () -> posts.await(mark,
                m -> m.content().equals("the news"), Duration.ofMillis(300), "round 2's news"));

        assertEquals("no round 2's news was posted within 300 ms; since: [a game's ping]", none.getMessage());
    }

    /** A message posted in the channel with the bot's token, as the relay posts one outside an interaction. */
    private void post(String content) {
        try {
            HttpResponse<String> posted = http.send(HttpRequest.newBuilder(URI.create(discord.restBaseUrl() + "channels/"
                    + discord.channelId() + "/messages")).header("Authorization", "Bot " + FakeDiscord.BOT_TOKEN)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"content\":\"" + content + "\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, posted.statusCode(), posted.body());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
