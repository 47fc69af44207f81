package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.DiscordFault;
import dev.tzaar.testkit.discord.FakeDiscord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.GameReply;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.rest.WebhookMessage;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bot's own calls to Discord ({@link DiscordCalls}, here through the bot token's client) against a
 * fake Discord that fails as Discord documents it: rate limits honoured to the millisecond Discord names
 * (the fake refuses a call that comes back early, and every test checks it refused nothing), transient
 * failures tried again only when that cannot do the work twice, and nothing tried past the deadline.
 */
class DiscordCallsTest {
    private static final String POSTS = "POST channels/\\d+/messages";
    private static final String THREADS = "POST channels/\\d+/threads";
    private FakeDiscord discord;

    @BeforeEach
    void start() throws IOException {
        discord = FakeDiscord.start();
    }

    @AfterEach
    void refusedNothingAndStop() {
        try {
            assertEquals(List.of(), discord.refusedCalls(), "a call came back before Discord said it could");
        } finally {
            discord.close();
        }
    }

    private BotRestClient client(Duration patience) {
        return new BotRestClient(new DiscordCalls(DiscordCalls::newHttpClient), URI.create(discord.restBaseUrl()),
                BotToken.of(FakeDiscord.BOT_TOKEN), patience);
    }

    private static WebhookMessage message(String text) {
        return WebhookMessage.create(new ReplyMessages().message(GameReply.publicly(text)), false);
    }

    private static long millisSince(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @Test
    void aRateLimitedPostWaitsWhatDiscordSaysAndIsPostedOnce() {
        discord.failNext(POSTS, DiscordFault.rateLimited(Duration.ofMillis(700)), 1);
        long start = System.nanoTime();

        client(Duration.ofSeconds(10)).postMessage(discord.channelId(), message("hello"));

        assertTrue(millisSince(start) >= 700, millisSince(start) + " ms");
        assertEquals(1, discord.channelPosts().size());
    }

    /** The bucket headers: an answer that says the bucket is empty holds the next call of the bucket until its reset. */
    @Test
    void anEmptyBucketHoldsTheNextCallOfTheSameBucketUntilItsReset() {
        discord.exhaustNext(POSTS, Duration.ofMillis(800));
        BotRestClient rest = client(Duration.ofSeconds(10));
        rest.postMessage(discord.channelId(), message("first"));
        long start = System.nanoTime();

        rest.postMessage(discord.channelId(), message("second"));

        assertTrue(millisSince(start) >= 700, "waited " + millisSince(start) + " ms for the reset");
        assertEquals(2, discord.channelPosts().size());
    }

    /**
     * A global limit holds every call, of any bucket, and only until it is over: the call after it is not held
     * a second time (the limit is long enough for a loaded machine to tell the two apart; the figure printed).
     */
    @Test
    void aGlobalLimitHoldsEveryCall() {
        Duration limit = Duration.ofSeconds(2);
        discord.failNext(POSTS, DiscordFault.globallyRateLimited(limit), 1);
        BotRestClient rest = client(Duration.ofSeconds(10));
        long start = System.nanoTime();
        rest.postMessage(discord.channelId(), message("after the global wait"));
        long threadStart = System.nanoTime();

        rest.startPrivateThread(discord.channelId(), "a thread");

        long threadMillis = millisSince(threadStart);
        System.out.println("after a global limit of " + limit.toMillis() + " ms, a thread started in " + threadMillis
                + " ms");
        assertTrue(millisSince(start) >= limit.toMillis(), millisSince(start) + " ms");
        assertTrue(threadMillis < limit.toMillis(), "the wait is over, yet the thread waited " + threadMillis + " ms");
    }

    /** A post carries a nonce Discord enforces: after 500s it is tried again, and posted once. */
    @Test
    void aPostAnswered500IsTriedAgainWithBackoffAndPostedOnce() {
        discord.failNext(POSTS, DiscordFault.serverError(), 2);
        long start = System.nanoTime();

        client(Duration.ofSeconds(20)).postMessage(discord.channelId(), message("hello"));

        assertTrue(millisSince(start) >= 1000, "0.5 s, then 1 s (less a fifth): " + millisSince(start) + " ms");
        assertEquals(1, discord.channelPosts().size());
        assertEquals(3, discord.calls().stream().filter(c -> c.route().endsWith("/messages")).count());
    }

    /** A thread's start cannot be told apart from a second one: after a 500 Discord may have started it. */
    @Test
    void aThreadStartAnswered500IsNotTriedAgainAndSaidUncertain() {
        discord.failNext(THREADS, DiscordFault.serverError(), 1);

        BotRestClient.PostFailed failed = assertThrows(BotRestClient.PostFailed.class,
                () -> client(Duration.ofSeconds(10)).startPrivateThread(discord.channelId(), "a thread"));

        assertEquals(500, failed.status());
        assertTrue(failed.uncertain(), failed.getMessage());
        assertEquals(1, discord.calls().stream().filter(c -> c.route().endsWith("/threads")).count());
    }

    /** A 502 means no server was reached: even a call that could do its work twice is tried again. */
    @Test
    void aThreadStartAnswered502IsTriedAgain() {
        discord.failNext(THREADS, DiscordFault.badGateway(), 1);

        String thread = client(Duration.ofSeconds(10)).startPrivateThread(discord.channelId(), "a thread");

        assertFalse(thread.isEmpty());
        assertEquals(1, discord.threads().size());
    }

    /** Discord failing on and on: the call stops trying at its deadline, and says how it ended. */
    @Test
    void persistentFailuresEndAtTheDeadline() {
        discord.failNext(POSTS, DiscordFault.serverError(), 1000);
        long start = System.nanoTime();

        BotRestClient.PostFailed failed = assertThrows(BotRestClient.PostFailed.class,
                () -> client(Duration.ofSeconds(3)).postMessage(discord.channelId(), message("hello")));

        // Ended, not tried a thousand times: generous for a loaded machine, printed.
        System.out.println("persistent failures ended after " + millisSince(start) + " ms (deadline 3 s)");
        assertTrue(millisSince(start) < 10_000, millisSince(start) + " ms");
        assertEquals(500, failed.status());
        assertTrue(failed.getMessage().contains("attempts"), failed.getMessage());
        assertFalse(failed.getMessage().contains(FakeDiscord.BOT_TOKEN), "never the token");
    }

    /** A rate limit longer than the call may wait is not waited for: the call fails at once, and says so. */
    @Test
    void aRateLimitLongerThanTheDeadlineFailsAtOnce() {
        discord.failNext(POSTS, DiscordFault.rateLimited(Duration.ofMinutes(5)), 1);
        long start = System.nanoTime();

        BotRestClient.PostFailed failed = assertThrows(BotRestClient.PostFailed.class,
                () -> client(Duration.ofSeconds(3)).postMessage(discord.channelId(), message("hello")));

        // At once: far under the 5 minutes the limit asks for (generous for a loaded machine, printed).
        System.out.println("a 5-minute rate limit refused after " + millisSince(start) + " ms");
        assertTrue(millisSince(start) < 60_000, millisSince(start) + " ms");
        assertEquals(429, failed.status());
        assertFalse(failed.uncertain(), "a 429 means Discord did nothing");
    }

    /** A call that hangs is given up after its attempt's time (10 s at most, less when the deadline is sooner). */
    @Test
    void aHangingCallIsGivenUpAtItsDeadline() {
        discord.failNext(THREADS, DiscordFault.hang(Duration.ofSeconds(5)), 1);
        long start = System.nanoTime();

        BotRestClient.PostFailed failed = assertThrows(BotRestClient.PostFailed.class,
                () -> client(Duration.ofMillis(1500)).startPrivateThread(discord.channelId(), "a thread"));

        // Given up before the 5 s the call hangs for (deadline 1.5 s; printed for a loaded machine).
        System.out.println("a hanging call given up after " + millisSince(start) + " ms (deadline 1.5 s)");
        assertTrue(millisSince(start) < 4_900, millisSince(start) + " ms");
        assertEquals(0, failed.status());
        assertTrue(failed.uncertain(), "sent, never answered: Discord may have started it");
    }
}
