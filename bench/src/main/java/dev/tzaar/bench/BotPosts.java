package dev.tzaar.bench;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/**
 * The messages the bot posts with its token, outside any interaction (a round's news in the tournament's channel, a
 * game's first message and ping in its thread), awaited one by one as they arrive and read on the bench's clock
 * then. The fake gives such a post no latency (no interaction of its own to time it from), but its record of them
 * wakes whoever awaits the next the moment it is made, in this JVM, on {@link System#nanoTime()}'s clock, the one
 * the fake times interactions with: a reading is the post's arrival to within a thread's wake-up.
 */
final class BotPosts {
    /** A post, its place among all the bot's posts, and the clock's reading when it was seen to arrive. */
    record Arrived(DiscordMessage message, int index, long nanos) {}

    private final FakeDiscord discord;

    BotPosts(FakeDiscord discord) {
        this.discord = discord;
    }

    /** How many the bot has posted so far: the next one awaited from here is the first after this moment. */
    int mark() {
        return discord.channelPosts().size();
    }

    /**
     * The first post from the {@code from}th on that is {@code wanted}, once it has arrived.
     *
     * @param what what is awaited, for the failure's message
     * @throws IllegalStateException when none has come within {@code timeout}
     */
    Arrived await(int from, Predicate<DiscordMessage> wanted, Duration timeout, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (int next = from; ; next++) {
            List<DiscordMessage> posts;
            try {
                posts = discord.awaitChannelPosts(next + 1, Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            } catch (AssertionError late) {
                List<DiscordMessage> all = discord.channelPosts();
                throw new IllegalStateException("no " + what + " was posted within " + timeout.toMillis() + " ms; since: "
                        + all.subList(Math.min(from, all.size()), all.size()).stream().map(DiscordMessage::content)
                                .toList(), late);
            }
            long seen = System.nanoTime();
            DiscordMessage post = posts.get(next);
            if (wanted.test(post)) {
                return new Arrived(post, next, seen);
            }
        }
    }
}
