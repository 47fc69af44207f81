package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.PuzzleSolver;
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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
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
        assertEquals(List.of(), discord.refusedCalls());
    }

    /** The scheduler's invocation, as EventBridge Scheduler sends it (template.yaml's ClockSweepSchedule). */
    private int schedulerInvokes() {
        return (Integer) scheduled.handleRequest(Map.of(InteractionsLambda.CLOCK_SWEEP, Map.of()), null).get("posted");
    }

    @Test
    void aChannelNamedInTheSettingsGetsThePuzzleOfTheDayOnceAndItsCountOfSolvers() {
        postedOnceAndCounted(discord, clock, this::schedulerInvokes);
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
