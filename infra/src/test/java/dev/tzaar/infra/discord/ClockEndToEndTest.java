package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.GameReply;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.WebhookMessage;
import dev.tzaar.infra.stack.LocalStack;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Correspondence clocks, the whole way: a timed challenge through the interactions endpoint, the
 * game function on DynamoDB Local on a clock the test moves on by days, and the scheduler's
 * invocation of the interactions function ({@code {"tzaarClockSweep": {}}}) posting the reminder,
 * the last warning and the flag fall in the channel with the bot's token ({@code POST
 * /channels/{id}/messages}, checked by the fake against Discord's OpenAPI description).
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClockEndToEndTest {
    private static final String WRONG_TOKEN = "not-the-token";
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final MovableClock clock = new MovableClock(Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions().onClock(clock).withoutBotToken();
    private FakeDiscord discord;
    private LambdaFunctionClient relay;
    private InteractionsLambda scheduled;
    private int players;

    @BeforeAll
    void start() {
        discord = stack.discord();
        relay = stack.relay();
        // The function the scheduler invokes: the same handler, with the token its secret holds.
        scheduled = new InteractionsLambda(stack.interactionsSettings(), relay, null, BotToken.of(FakeDiscord.BOT_TOKEN));
        // The function's first answer in a fresh JVM can take seconds on a busy machine: not what is tested here.
        answer(discord.slashCommand(discord.newUser("warm"), "tzaar", "help", Map.of()));
    }

    /**
     * What a slash command shows, waited for as long as the fake's awaits wait ({@link Interaction#DEFAULT_WAIT}):
     * this suite runs the whole stack, and a machine shared by many builds can take a while to draw a board.
     */
    static DiscordMessage answer(Interaction slash) {
        return slash.awaitAnswer();
    }

    /** Discord refused nothing the bot sent (the one post made with a wrong token on purpose aside). */
    @AfterEach
    void discordRefusedNothing() {
        assertEquals(List.of(), discord.refusedCalls().stream()
                .filter(c -> !("Bot " + WRONG_TOKEN).equals(c.authorization())).toList());
    }

    /** The scheduler's invocation, as EventBridge Scheduler sends it (template.yaml's ClockSweepSchedule). */
    private int schedulerInvokes() {
        return (Integer) scheduled.handleRequest(Map.of(InteractionsLambda.CLOCK_SWEEP, Map.of()), null).get("posted");
    }

    private String startTimedGame(DiscordUser alice, DiscordUser bob) {
        Interaction challenging = discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "days", 1));
        DiscordMessage challenge = answer(challenging);
        assertTrue(challenge.content().contains("with a clock: 1 day per move, 2 in reserve"), challenge.content());
        Interaction accepting = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
        DiscordMessage start = accepting.awaitFollowUps(1, PATIENCE).get(0);
        assertTrue(start.content().contains("Clock (1 day per move, 2 in reserve): **" + alice.username()
                + "**: 3 d 0 h left to move"), start.content());
        return challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
    }

    @Test
    void theSchedulerRemindsThenWarnsThenTheFlagFallsAndEndsTheGame() {
        players++;
        DiscordUser alice = discord.newUser("ada" + players);
        DiscordUser bob = discord.newUser("bo" + players);
        Instant started = clock.instant();
        String game = startTimedGame(alice, bob);
        int before = discord.channelPosts().size();

        assertEquals(0, schedulerInvokes(), "nothing is due yet");

        clock.set(started.plus(Duration.ofDays(2)));
        assertEquals(1, schedulerInvokes());
        List<DiscordMessage> reminder = discord.awaitChannelPosts(before + 2, PATIENCE)
                .subList(before, before + 2);
        assertTrue(reminder.get(0).content().startsWith("Reminder, **" + alice.username() + "**: it is your move in "
                + "game **" + game + "**, with 1 d 0 h left"), reminder.get(0).content());
        assertEquals(Set.of(alice.id()), reminder.get(1).pinged(), "the player to move, and only them");
        assertEquals(0, schedulerInvokes(), "reminded once");

        clock.set(started.plus(Duration.ofDays(3)).minus(Duration.ofHours(2)));
        assertEquals(1, schedulerInvokes());
        DiscordMessage warning = discord.awaitChannelPosts(before + 4, PATIENCE).get(before + 2);
        assertTrue(warning.content().startsWith("Last warning, **" + alice.username() + "**: 2 h left"),
                warning.content());

        clock.set(started.plus(Duration.ofDays(3)));
        assertEquals(1, schedulerInvokes());
        List<DiscordMessage> flag = discord.awaitChannelPosts(before + 6, PATIENCE)
                .subList(before + 4, before + 6);
        assertTrue(flag.get(0).content().startsWith("**" + alice.username() + "** has run out of time (1 day per move, "
                + "2 in reserve). **" + bob.username() + "** (Black) wins: White ran out of time."), flag.get(0).content());
        assertTrue(flag.get(0).attachment("board.png").isPresent(), "the final board");
        assertEquals(Set.of(bob.id()), flag.get(1).pinged());
        assertEquals(0, schedulerInvokes());

        DiscordMessage late = answer(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        assertFalse(late.content().contains("captures"), "the game is over: " + late.content());
        assertTrue(discord.calls().stream().filter(c -> c.route().startsWith("channels/"))
                .allMatch(c -> ("Bot " + FakeDiscord.BOT_TOKEN).equals(c.authorization())));
    }

    @Test
    void localRunsSweepOnATimerWithTheSameCode() {
        players++;
        DiscordUser alice = discord.newUser("ada" + players);
        DiscordUser bob = discord.newUser("bo" + players);
        Instant started = clock.instant();
        startTimedGame(alice, bob);
        clock.set(started.plus(Duration.ofDays(2)));
        int before = discord.channelPosts().size();

        BotRestClient rest = new BotRestClient(HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()),
                BotToken.of(FakeDiscord.BOT_TOKEN));
        ClockTimer timer = ClockTimer.start(new ClockReminders(relay, rest, new ReplyMessages(), 25),
                Duration.ofMillis(200));
        try {
            DiscordMessage reminder = discord.awaitChannelPosts(before + 1, PATIENCE).get(before);
            assertTrue(reminder.content().startsWith("Reminder, **" + alice.username() + "**"), reminder.content());
        } finally {
            timer.close();
        }
    }

    @Test
    void aPostWithAWrongTokenIsRefusedAndTheRefusalNeverRepeatsTheToken() {
        BotRestClient wrong = new BotRestClient(HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()),
                BotToken.of(WRONG_TOKEN));
        BotRestClient.PostFailed refused = assertThrows(BotRestClient.PostFailed.class,
                () -> wrong.postMessage(discord.channelId(), WebhookMessage.create(
                        new ReplyMessages().message(GameReply.privately("hello")), false)));
        assertTrue(refused.getMessage().contains("401"), refused.getMessage());
        assertFalse(refused.getMessage().contains(WRONG_TOKEN), "the token is never in a message");
    }

    /** A clock the test sets: the function's notion of now, days ahead of the real one. */
    static final class MovableClock extends Clock {
        private final AtomicReference<Instant> now;

        MovableClock(Instant start) {
            this.now = new AtomicReference<>(start);
        }

        void set(Instant instant) {
            now.set(instant);
        }

        @Override
        public Instant instant() {
            return now.get();
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
