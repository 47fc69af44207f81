package dev.tzaar.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.rest.BotToken;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Executors;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which failed notices the sweep reports to the function as unposted: only those Discord surely did
 * not post (403, 404). A real {@link BotRestClient} posts to a loopback server answering a chosen
 * status; the function is a stand-in that records each sweep's report.
 */
class ClockRemindersTest {
    private static final String CHANNEL = "111111111111111111";

    private HttpServer discord;
    private volatile int status;

    /** The function: hands out the queued notices, one sweep's worth at a time, and records the reports. */
    private final Deque<List<String>> dueGames = new ArrayDeque<>();
    private final List<List<String>> reports = new ArrayList<>();
    private boolean failNextReport;
    /** The daily puzzles the function hands out, a sweep's worth at a time, and the posted ones reported. */
    private final Deque<List<ClockSweep.DailyPost>> dueDailies = new ArrayDeque<>();
    private final List<List<ClockSweep.DailyPosted>> postedReports = new ArrayList<>();
    private final List<List<ClockSweep.DailyRefused>> refusedReports = new ArrayList<>();
    /** What Discord was sent, each request's body. */
    private final List<String> sent = java.util.Collections.synchronizedList(new ArrayList<>());

    private final FunctionClient function = new FunctionClient() {
        @Override
        public GameReply call(GameRequest request) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ClockSweep.Notices sweepClocks(ClockSweep sweep) {
            if (failNextReport && !sweep.unposted().isEmpty()) {
                failNextReport = false;
                throw new FunctionClient.FunctionUnavailable(FunctionClient.FunctionUnavailable.NOT_ANSWERED, null);
            }
            reports.add(sweep.unposted().stream().map(ClockSweep.Unposted::gameId).toList());
            postedReports.add(sweep.posted());
            refusedReports.add(sweep.refused());
            List<String> games = dueGames.isEmpty() ? List.of() : dueGames.poll();
            return new ClockSweep.Notices(games.stream().map(id -> new ClockSweep.Notice(CHANNEL, id,
                    GameReply.publicly("Game **" + id + "**: your move, 2 days left."), 1)).toList(),
                    dueDailies.isEmpty() ? List.of() : dueDailies.poll());
        }
    };

    private ClockReminders reminders(int discordStatus) throws IOException {
        return reminders(discordStatus, Duration.ofSeconds(15));
    }

    /** Requests being answered at this moment, and the most there were at once. */
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger mostInFlight = new AtomicInteger();
    /** When set, each post waits until this many are being answered at once (or a few seconds pass). */
    private volatile CountDownLatch together;

    private ClockReminders reminders(int discordStatus, Duration budget) throws IOException {
        status = discordStatus;
        discord = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        discord.setExecutor(Executors.newCachedThreadPool());
        discord.createContext("/", exchange -> {
            mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            CountDownLatch waitFor = together;
            if (waitFor != null) {
                waitFor.countDown();
                try {
                    waitFor.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            inFlight.decrementAndGet();
            sent.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] body = (status < 300 ? "{\"id\":\"222222222222222222\"}" : "{\"message\":\"no\",\"code\":0}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        discord.start();
        URI api = URI.create("http://127.0.0.1:" + discord.getAddress().getPort() + "/api/v10");
        // A second's patience rather than a sweep's twelve: the 500s are tried again until it runs out,
        // and what is reported after is the same.
        HttpClient http = HttpClient.newHttpClient();
        BotRestClient rest = new BotRestClient(new DiscordCalls(() -> http), api, BotToken.of("test-token"),
                Duration.ofSeconds(1));
        return new ClockReminders(function, rest, new ReplyMessages(), 25, budget);
    }

    @AfterEach
    void stopDiscord() {
        if (discord != null) {
            discord.stop(0);
        }
    }

    @Test
    void aNoticeDiscordRefusedIsReportedAtOnce() throws IOException {
        ClockReminders reminders = reminders(403);
        dueGames.add(List.of("g1"));
        assertEquals(0, reminders.sweep());
        assertEquals(List.of(List.of(), List.of("g1")), reports);
    }

    @Test
    void aNoticeLostToAServerErrorIsNotReportedForDiscordMayHavePostedIt() throws IOException {
        ClockReminders reminders = reminders(500);
        dueGames.add(List.of("g1"));
        reminders.sweep();
        reminders.sweep();
        assertEquals(List.of(List.of(), List.of()), reports, "no report in this sweep nor the next");
    }

    @Test
    void aNewRefusalIsReportedAtOnceEvenWhenTheSweepAlsoReportedAnOldOne() throws IOException {
        ClockReminders reminders = reminders(403);
        dueGames.add(List.of("g1"));
        failNextReport = true;
        assertThrows(FunctionClient.FunctionUnavailable.class, reminders::sweep, "g1's report did not go through");
        dueGames.add(List.of("g2"));
        reminders.sweep();
        // The second sweep reports g1 and meets g2's refusal: g2 goes at once, not a sweep later.
        assertEquals(List.of(List.of(), List.of("g1"), List.of("g2")), reports);
    }

    @Test
    void aDailyPuzzleIsPostedWithItsNonceAndReportedPostedInTheSameSweep() throws IOException {
        ClockReminders reminders = reminders(200);
        dueDailies.add(List.of(new ClockSweep.DailyPost("333333333333333333", CHANNEL, "20261202", "2j1k3-1o2b",
                GameReply.publicly("Puzzle of the day"))));

        assertEquals(1, reminders.sweep());

        assertEquals(List.of(List.of(), List.of(new ClockSweep.DailyPosted("333333333333333333", "20261202",
                "222222222222222222"))), postedReports, "reported at once, with the message Discord made");
        assertEquals(1, sent.size());
        assertEquals(true, sent.get(0).contains("\"nonce\":\"2j1k3-1o2b\"") && sent.get(0).contains("\"enforce_nonce\":true"),
                sent.get(0));
    }

    @Test
    void aDailyPuzzleDiscordDidNotTakeIsNotReportedSoALaterSweepOffersItAgain() throws IOException {
        ClockReminders reminders = reminders(500);
        dueDailies.add(List.of(new ClockSweep.DailyPost("333333333333333333", CHANNEL, "20261202", "2j1k3-1o2b",
                GameReply.publicly("Puzzle of the day"))));

        assertEquals(0, reminders.sweep());
        reminders.sweep();

        assertEquals(List.of(List.of(), List.of()), postedReports);
    }

    @Test
    void aDailyPuzzleDiscordRefusedIsReportedAtOnceSoTheFunctionSwitchesItOff() throws IOException {
        for (int refusal : new int[] {403, 404}) {
            refusedReports.clear();
            ClockReminders reminders = reminders(refusal);
            dueDailies.add(List.of(new ClockSweep.DailyPost("333333333333333333", CHANNEL, "20261202", "2j1k3-1o2b",
                    GameReply.publicly("Puzzle of the day"))));

            assertEquals(0, reminders.sweep());

            assertEquals(List.of(List.of(), List.of(new ClockSweep.DailyRefused("333333333333333333", "20261202",
                    CHANNEL))), refusedReports, refusal + ": reported in the same sweep, once");
            reminders.sweep();
            assertEquals(List.of(), refusedReports.get(2), "and not again");
            discord.stop(0);
        }
    }

    @Test
    void aDailyPuzzleLostToAServerErrorIsNoRefusal() throws IOException {
        ClockReminders reminders = reminders(500);
        dueDailies.add(List.of(new ClockSweep.DailyPost("333333333333333333", CHANNEL, "20261202", "2j1k3-1o2b",
                GameReply.publicly("Puzzle of the day"))));

        reminders.sweep();

        assertEquals(List.of(List.of()), refusedReports, "a later sweep offers it again, with its nonce");
    }

    /** Server {@code i}'s daily puzzle, in a channel of its own. */
    private static ClockSweep.DailyPost daily(int i) {
        return new ClockSweep.DailyPost(String.valueOf(300000000000000000L + i), String.valueOf(400000000000000000L + i),
                "20261202", "nonce-" + i, GameReply.publicly("Puzzle of the day"));
    }

    /** Pages of 25 daily puzzles due, and a last one of {@code rest}: what the function hands out pass after pass. */
    private void dailiesDue(int fullPages, int rest) {
        int next = 0;
        for (int page = 0; page <= fullPages; page++) {
            List<ClockSweep.DailyPost> posts = new ArrayList<>();
            for (int i = 0; i < (page < fullPages ? 25 : rest); i++) {
                posts.add(daily(next++));
            }
            dueDailies.add(posts);
        }
    }

    private int reportedPosted() {
        return postedReports.stream().mapToInt(List::size).sum();
    }

    @Test
    void aSweepPostsEveryPageOfDailyPuzzlesDueAndReportsThemAllNotOnlyFourPagesOfThem() throws IOException {
        // Four passes of 25 were the most a sweep posted: at a sweep every 10 minutes, 14,400 servers a day.
        ClockReminders reminders = reminders(200);
        dailiesDue(7, 3);

        assertEquals(178, reminders.sweep());

        assertEquals(178, sent.size());
        assertEquals(178, reportedPosted(), "each one reported posted within the same sweep");
        assertEquals(178, postedReports.stream().flatMap(List::stream).map(ClockSweep.DailyPosted::guildId)
                .distinct().count());
    }

    @Test
    void aSweepWhoseTimeIsUpClaimsNoMoreAndItsPostsAreReportedByTheNextSweep() throws IOException {
        ClockReminders reminders = reminders(200, Duration.ZERO);
        dailiesDue(3, 0);

        assertEquals(25, reminders.sweep(), "one page, then the time was up");
        assertEquals(0, reportedPosted());

        reminders.sweep();
        assertEquals(25, postedReports.get(1).size(), "reported first thing by the next sweep");
    }

    @Test
    void theDailyPuzzlesOfAPassArePostedSideBySideButNeverMoreThanEightAtOnce() throws IOException {
        ClockReminders reminders = reminders(200);
        together = new CountDownLatch(ClockReminders.POSTS_AT_ONCE);
        dailiesDue(1, 0);

        assertEquals(25, reminders.sweep());

        assertEquals(ClockReminders.POSTS_AT_ONCE, mostInFlight.get(), "eight posts at once, no more");
    }
}
