package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.discord.ClockEndToEndTest.MovableClock;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.FakeDiscord.Place;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The gateway bot ({@code ./tzaar bot}) sweeps the correspondence clocks itself, with the code the
 * stack's schedule runs: a real JDA client on the fake Discord's gateway, the game function on
 * DynamoDB Local on a clock the test moves by days, the notices posted with the bot's token. A
 * channel where Discord refuses the post (403, the bot is no member) gets the reminder on its next
 * public reply instead, and a flag fall there ends the game all the same.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GatewayClockEndToEndTest {
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final MovableClock clock = new MovableClock(Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway().onClock(clock).sweepingClocksEvery(Duration.ofMillis(200));
    private FakeDiscord discord;
    private int players;

    @BeforeAll
    void warmUp() {
        discord = stack.discord();
        answer(discord.slashCommand(discord.newUser("warm"), "tzaar", "help", Map.of()));
    }

    private static DiscordMessage answer(Interaction slash) {
        return ClockEndToEndTest.answer(slash);
    }

    /** Ada (White) against Bo at one day per move in {@code where}: Ada's clock holds 3 days. */
    private String startTimedGame(Place where, DiscordUser ada, DiscordUser bo) {
        DiscordMessage challenge = answer(discord.slashCommand(where, ada, "tzaar", "challenge",
                Map.of("opponent", bo, "setup", "fixed", "colour", "white", "days", 1)));
        String game = challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
        DiscordMessage started = answer(discord.slashCommand(where, bo, "tzaar", "accept", Map.of("game", game)));
        assertTrue(started.content().contains("Clock (1 day per move, 2 in reserve)"), started.content());
        return game;
    }

    @Test
    void theGatewayBotPostsTheReminderOnItsOwnTimer() {
        players++;
        DiscordUser ada = discord.newUser("ada" + players);
        DiscordUser bo = discord.newUser("bo" + players);
        Instant started = clock.instant();
        String game = startTimedGame(discord.channel(), ada, bo);
        int before = discord.channelPosts().size();

        clock.set(started.plus(Duration.ofDays(2)));
        List<DiscordMessage> reminder = discord.awaitChannelPosts(before + 2, PATIENCE).subList(before, before + 2);
        assertTrue(reminder.get(0).content().startsWith("Reminder, **" + ada.username() + "**: it is your move in "
                + "game **" + game + "**, with 1 d 0 h left"), reminder.get(0).content());
        assertEquals(Set.of(ada.id()), reminder.get(1).pinged(), "the player to move, and only them");
        assertTrue(discord.calls().stream().filter(c -> c.route().startsWith("channels/"))
                .allMatch(c -> ("Bot " + FakeDiscord.BOT_TOKEN).equals(c.authorization())), "with the bot's token");
    }

    /** A timed game in a channel the bot may not post in (403 Missing Access). */
    private record Unreachable(DiscordUser ada, DiscordUser bo, Place channel, Instant started, String game) {}

    private Unreachable timedGameWhereTheBotCannotPost() {
        players++;
        DiscordUser ada = discord.newUser("ada" + players);
        DiscordUser bo = discord.newUser("bo" + players);
        Place channel = discord.newChannel();
        discord.removeBotFrom(channel);
        Instant started = clock.instant();
        return new Unreachable(ada, bo, channel, started, startTimedGame(channel, ada, bo));
    }

    @Test
    void aReminderDiscordRefusesWithMissingAccessRidesOnTheChannelsNextPublicReply() {
        Unreachable timed = timedGameWhereTheBotCannotPost();

        clock.set(timed.started().plus(Duration.ofDays(2)));
        stack.bot().clockReminders().sweep(); // whatever the timer did before, the reminder is acted on once this returns
        assertTrue(discord.refusedCalls().stream().anyMatch(c -> c.route().equals("channels/"
                + timed.channel().channelId() + "/messages") && c.status() == 403),
                "Discord refused the post: " + discord.refusedCalls());

        DiscordMessage next = answer(discord.slashCommand(timed.channel(), discord.newUser("cy" + players), "tzaar",
                "challenge", Map.of("opponent", discord.newUser("di" + players))));
        assertTrue(next.content().contains("⏰ Reminder, **" + timed.ada().username() + "**: it is your move in game **"
                + timed.game() + "**"), next.content());
    }

    @Test
    void aFlagFallEndsTheGameEvenWhereItsNoticeCannotBePosted() {
        Unreachable timed = timedGameWhereTheBotCannotPost();

        clock.set(timed.started().plus(Duration.ofDays(3)));
        stack.bot().clockReminders().sweep();

        DiscordMessage late = answer(discord.slashCommand(timed.channel(), timed.ada(), "tzaar", "move",
                Map.of("game", timed.game(), "turn", "C2xC3")));
        assertFalse(late.content().contains("captures"), "the game is over: " + late.content());
        DiscordMessage board = answer(discord.slashCommand(timed.channel(), timed.bo(), "tzaar", "board",
                Map.of("game", timed.game())));
        assertTrue(board.content().contains("ran out of time"), board.content());
    }
}
