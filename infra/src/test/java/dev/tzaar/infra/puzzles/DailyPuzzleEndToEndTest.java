package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.PuzzleSolver;
import dev.tzaar.testkit.discord.RestCall;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The daily puzzle the whole way through the interactions endpoint (docs/puzzles.md, "The daily puzzle"):
 * someone who manages the server names the channel with {@code /tzaar settings daily:here}; the scheduler's
 * invocation of the interactions function ({@code {"tzaarClockSweep": {}}}) on the next day, on the game
 * function's clock, posts the puzzle of the day there once, with the bot's token and a nonce; a second
 * invocation posts nothing; the post's button opens the puzzle privately, a solve by taps edits the post's
 * count, and the same solver solving again does not.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DailyPuzzleEndToEndTest {
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final MovableClock clock = new MovableClock(Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions().onClock(clock);
    private FakeDiscord discord;
    private InteractionsLambda scheduled;

    @BeforeAll
    void start() {
        discord = stack.discord();
        // The function the scheduler invokes: the same handler, with the token its secret holds.
        scheduled = new InteractionsLambda(stack.interactionsSettings(), stack.relay(), null,
                BotToken.of(FakeDiscord.BOT_TOKEN));
    }

    @AfterEach
    void discordRefusedNothing() {
        assertEquals(List.of(), unexpectedRefusals(discord));
    }

    /** What Discord refused, but the daily puzzle's post in a channel the bot was removed from (the test's doing). */
    static List<RestCall> unexpectedRefusals(FakeDiscord discord) {
        return discord.refusedCalls().stream().filter(call -> !(call.status() == 403 && call.method().equals("POST")
                && call.route().startsWith("channels/") && call.route().endsWith("/messages")
                && !call.route().startsWith("channels/" + discord.channelId() + "/"))).toList();
    }

    /** The scheduler's invocation, as EventBridge Scheduler sends it (template.yaml's ClockSweepSchedule). */
    private int schedulerInvokes() {
        return (Integer) scheduled.handleRequest(Map.of(InteractionsLambda.CLOCK_SWEEP, Map.of()), null).get("posted");
    }

    @Test
    @Order(1)
    void aChannelNamedInTheSettingsGetsThePuzzleOfTheDayOnceAndItsCountOfSolvers() {
        postedOnceAndCounted(discord, clock, this::schedulerInvokes);
    }

    @Test
    @Order(2)
    void aChannelTheBotCannotPostInIsRefusedAtOnceOrSwitchedOffAtItsFirstPost() {
        refusedOrSwitchedOff(discord, clock, this::schedulerInvokes);
    }

    /**
     * The second scenario both frontends play: {@code daily:here} where Discord says the bot lacks what the post
     * needs is refused, naming it; named in a channel the bot is then removed from, the day's post is refused
     * (403) once, the daily puzzle is switched off, the settings say why, and no later sweep tries it again.
     */
    static void refusedOrSwitchedOff(FakeDiscord discord, MovableClock clock, IntSupplier sweep) {
        DiscordUser admin = discord.newUser("daily-admin-2");
        discord.grantManageServer(admin, true);
        FakeDiscord.Place elsewhere = discord.newChannel();
        discord.denyBot(ATTACH_FILES);
        // Refused by the frontend at once, in the interaction's own callback: nothing was asked of the function.
        Callback refused = discord.slashCommand(elsewhere, admin, "tzaar", "settings", Map.of("daily", "here"))
                .awaitAcknowledgement();
        discord.denyBot(0);
        assertTrue(refused.ephemeral());
        assertEquals("I cannot post the daily puzzle in this channel: the TZAAR bot lacks the permission **Attach "
                + "Files** here. Grant it to the bot in this channel, or type `daily:here` in a channel where it may "
                + "post. Nothing changed.", refused.data().path("content").asText());

        DiscordMessage named = discord.slashCommand(elsewhere, admin, "tzaar", "settings", Map.of("daily", "here"))
                .awaitAnswer();
        assertTrue(named.content().startsWith("Done: from now on, the daily puzzle is posted in <#"
                + elsewhere.channelId() + ">"), named.content());
        discord.removeBotFrom(elsewhere);
        clock.set(LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(1).atStartOfDay(ZoneOffset.UTC)
                .toInstant().plus(Duration.ofMinutes(5)));
        int posts = discord.channelPosts().size();
        assertEquals(0, sweep.getAsInt(), "refused");
        assertEquals(1, triesIn(discord, elsewhere), "tried once");
        clock.set(clock.instant().plus(Duration.ofMinutes(30)));
        assertEquals(0, sweep.getAsInt());
        clock.set(clock.instant().plus(Duration.ofDays(1)));
        assertEquals(0, sweep.getAsInt());
        assertEquals(1, triesIn(discord, elsewhere), "switched off: not after the retry's wait, nor the next day");
        assertEquals(posts, discord.channelPosts().size());

        String shown = discord.slashCommand(elsewhere, admin, "tzaar", "settings", Map.of()).awaitAnswer().content();
        assertTrue(shown.contains("\nno daily puzzle is posted: Discord refused its post in <#" + elsewhere.channelId()
                + "> on "), shown);
    }

    /** Discord's permission Attach Files, which the post's picture needs. */
    private static final long ATTACH_FILES = 1L << 15;

    private static long triesIn(FakeDiscord discord, FakeDiscord.Place channel) {
        return discord.calls().stream().filter(call -> call.method().equals("POST")
                && call.route().startsWith("channels/" + channel.channelId() + "/messages")).count();
    }

    /**
     * The scenario both frontends play: {@code sweep} is their sweep (the scheduler's invocation, the gateway
     * bot's own), each time how many messages it posted.
     */
    static void postedOnceAndCounted(FakeDiscord discord, MovableClock clock, IntSupplier sweep) {
        DiscordUser admin = discord.newUser("daily-admin");
        discord.grantManageServer(admin, true);
        DiscordMessage named = discord.slashCommand(admin, "tzaar", "settings", Map.of("daily", "here")).awaitAnswer();
        assertTrue(named.ephemeral());
        assertEquals("Done: from now on, the daily puzzle is posted in <#" + discord.channelId()
                + "> every day (a new one at midnight UTC).", named.content());

        Instant tomorrow = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(1)
                .atStartOfDay(ZoneOffset.UTC).toInstant();
        clock.set(tomorrow.plus(Duration.ofMinutes(5)));
        int before = discord.channelPosts().size();
        assertEquals(1, sweep.getAsInt(), "the day's puzzle, posted once");
        DiscordMessage post = discord.awaitChannelPosts(before + 1, PATIENCE).get(before);
        assertEquals(discord.channelId(), post.channelId());
        assertTrue(post.content().startsWith("🧩 **Puzzle of the day**, "), post.content());
        assertTrue(post.content().endsWith("Press **Solve it** to try it, privately.\nNobody has solved it here yet."),
                post.content());
        assertTrue(post.attachment("board.png").isPresent(), "the puzzle's picture");
        assertEquals(List.of("Solve it"), post.buttons().stream().map(DiscordMessage.Button::label).toList());

        assertEquals(0, sweep.getAsInt(), "a second sweep posts nothing");
        clock.set(clock.instant().plus(Duration.ofMinutes(30)));
        assertEquals(0, sweep.getAsInt(), "nor one after the retry's wait: the post was reported");
        assertEquals(before + 1, discord.channelPosts().size());

        DiscordUser solver = discord.newUser("daily-solver");
        PuzzleSolver solving = new PuzzleSolver(discord, solver);
        DiscordMessage panel = solving.openFrom(post);
        assertEquals(PuzzleSolver.puzzleOn(post), PuzzleSolver.puzzleOn(panel), "the post's puzzle");
        DiscordMessage solved = solving.solve(panel);
        assertTrue(solved.content().startsWith("**Solved!**"), solved.content());
        DiscordMessage counted = discord.awaitChannelEdits(1, PATIENCE).get(0);
        assertEquals(post.id(), counted.id());
        assertTrue(counted.content().endsWith("\nSolved here by one member so far."), counted.content());
        DiscordMessage now = discord.message(post.id()).orElseThrow();
        assertTrue(now.attachment("board.png").isPresent() && !now.buttons().isEmpty(),
                "the edit keeps the picture and the button");

        solving.solve(solving.openFrom(post));
        assertEquals(1, discord.channelEdits().size(), "a solver counts once");
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
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
