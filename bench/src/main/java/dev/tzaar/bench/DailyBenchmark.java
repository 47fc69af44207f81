package dev.tzaar.bench;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Invocations;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.infra.local.LocalTables;
import dev.tzaar.infra.local.TemplateMemory;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.lambda.puzzles.DailySchedule;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The daily puzzle's sweep over many servers (docs/puzzles.md, "The daily puzzle"): a table of DynamoDB Local
 * holding {@code servers} schedules that are all due, and the game function's sweep as the frontends call it
 * (batches of {@link ClockSweep#DEFAULT_LIMIT}, each one's posts reported posted with the next), through the
 * Lambda Invoke API on loopback. Measured: servers swept a minute by the function, and DynamoDB's units per
 * server and day from the function's log (each request's line carries what DynamoDB reported), priced with
 * the function's time at AWS's list prices. A sample of the servers is swept: the sweep reads the due ones by
 * one query of the index, whatever the table holds, so the rest would cost the same each.
 *
 * <p>Then one scheduled sweep of the frontend as it runs every minute ({@code ClockReminders}, its time budget,
 * its posts side by side) against a loopback Discord that answers each post after {@link CostBenchmark#DISCORD_CALL}:
 * how many servers' puzzles one sweep posts, so how long after midnight UTC the last of 100,000 servers gets its
 * post (docs/puzzles.md, "How many servers a day").
 */
public final class DailyBenchmark implements Benchmark {
    private static final String TABLE = "bench-daily";
    /** The scheduler sweeps every minute (template.yaml's ClockSweepSchedule). */
    private static final int SWEEPS_A_DAY = 24 * 60;

    @Override
    public String name() {
        return "daily";
    }

    @Override
    public String summary() {
        return "the daily puzzle's sweep of 100,000 servers on DynamoDB Local: servers swept a minute, DynamoDB's"
                + " units and Lambda's cost per server and day";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-daily");
        try {
            measure(out, data, quick ? 10_000 : 100_000, quick ? 300 : 2_000);
        } catch (Exception e) {
            throw Benchmark.failed("the daily benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    private void measure(PrintStream out, Path data, int servers, int sample) throws Exception {
        out.printf("  load average %.1f on %d cores before%n", ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage(), Runtime.getRuntime().availableProcessors());
        Path log = data.resolve("function.log");
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            long seeding = System.nanoTime();
            seed(new DynamoDbGameStore(client, TABLE), servers);
            out.printf("  %,d servers' schedules written in %.0f s, all due%n", servers,
                    (System.nanoTime() - seeding) / 1e9);
            GameFunctionHandler handler = new GameFunctionHandler(Map.of(FunctionWiring.TABLE, TABLE,
                    FunctionWiring.DYNAMODB_ENDPOINT, dynamoDb.endpoint().toString(), FunctionWiring.LOG_FILE,
                    log.toString()));
            handler.prime();
            TimedHandler game = new TimedHandler(handler);
            try (LambdaInvokeServer function = LambdaInvokeServer.start(LocalFunction.of("tzaar", () -> game,
                    FunctionLogs.discarding()), 0)) {
                LambdaFunctionClient sweeps = LocalGameFunction.relayTo(function.endpoint());
                sweep(sweeps, ClockSweep.DEFAULT_LIMIT); // warm-up: the JIT, the picture's first drawing
                game.take();
                int logged = FunctionLogUnits.linesIn(log);
                long start = System.nanoTime();
                int swept = sweep(sweeps, sample);
                double minutes = (System.nanoTime() - start) / 60e9;
                Invocations work = game.take();
                FunctionLogUnits units = FunctionLogUnits.after(log, logged);
                print(out, servers, swept, minutes, work, units);
                frontendSweep(out, sweeps, servers - swept);
            }
        }
    }

    /** Writes the servers' schedules, each named for a channel a minute ago, as {@code daily:here} leaves it. */
    private static void seed(DynamoDbGameStore store, int servers) throws Exception {
        Instant named = Instant.now().minus(Duration.ofMinutes(1));
        AtomicLong next = new AtomicLong();
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                writers.add(pool.submit(() -> {
                    for (long i = next.getAndIncrement(); i < servers; i = next.getAndIncrement()) {
                        String guild = Long.toString(900_000_000_000_000_000L + i);
                        if (!store.write(DailySchedule.none(guild).postedIn(Long.toString(800_000_000_000_000_000L + i),
                                "en-US", named))) {
                            throw new IllegalStateException("server " + guild + " was written twice");
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> writer : writers) {
                writer.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Sweeps as the frontend does until {@code servers} were claimed: each batch's posts reported posted with the
     * next request (as if Discord took each), the last batch's with one more.
     */
    private static int sweep(LambdaFunctionClient function, int servers) {
        List<ClockSweep.DailyPosted> reported = List.of();
        int swept = 0;
        long message = 1_400_000_000_000_000_000L;
        while (true) {
            ClockSweep.Notices notices = function.sweepClocks(new ClockSweep(ClockSweep.DEFAULT_LIMIT, true,
                    List.of(), reported));
            List<ClockSweep.DailyPosted> posted = new ArrayList<>();
            for (ClockSweep.DailyPost post : notices.dailies()) {
                posted.add(post.posted(Long.toString(message++)));
            }
            swept += posted.size();
            reported = posted;
            if (posted.isEmpty() || swept >= servers) {
                break;
            }
        }
        if (!reported.isEmpty()) {
            function.sweepClocks(new ClockSweep(1, true, List.of(), reported));
        }
        return swept;
    }

    private static void print(PrintStream out, int servers, int swept, double minutes, Invocations work,
            FunctionLogUnits units) {
        AwsPrices prices = AwsPrices.US_EAST_1;
        double perServerSeconds = work.wall().toNanos() / 1e9 / swept;
        double gbSeconds = perServerSeconds * TemplateMemory.GAME_FUNCTION / 1024.0;
        double reads = units.readUnits() / swept;
        // The log's write units include the index's, which DynamoDB Local doubles in a transaction (ActionCost).
        double writes = units.writeUnits() / swept;
        double undoubled = (units.writeUnits() - units.indexWriteUnits() / 2) / swept;
        double dollars = gbSeconds * prices.gbSecondArm64() + reads * prices.readUnit() + undoubled * prices.writeUnit()
                + (double) work.count() / swept * prices.request();
        out.printf("The daily puzzle's sweep: %,d of %,d due servers swept in %d requests of the game function "
                + "(batches of %d, each reporting the last one's posts)%n", swept, servers, work.count(),
                ClockSweep.DEFAULT_LIMIT);
        out.printf("    %,.0f servers a minute (%.1f ms of the game function's time each, %.1f ms of its CPU); "
                + "100,000 servers in %.0f minutes of the function's time%n", swept / minutes,
                perServerSeconds * 1000, work.cpu().toNanos() / 1e6 / swept, 100_000 * perServerSeconds / 60);
        out.printf("    DynamoDB per server and day: %.2f read units, %.2f write units as DynamoDB Local reports them "
                + "(%.2f of them the index's, doubled in a transaction), %.2f if DynamoDB does not double them; %,d "
                + "requests logged%n", reads, writes, units.indexWriteUnits() / swept, undoubled, units.requests());
        out.printf("    per server and day: $%.8f (Lambda at %d MB: %.6f GB-s; DynamoDB on demand, undoubled); $%.2f a day for "
                + "100,000 servers, besides posting%n", dollars, TemplateMemory.GAME_FUNCTION, gbSeconds,
                dollars * 100_000);
        prices.print(out);
    }

    /**
     * One sweep of the frontend's, as the scheduler's invocation runs it, posting to a loopback Discord that takes
     * {@link CostBenchmark#DISCORD_CALL} a post: the servers it posted, and what that makes of a day.
     */
    private static void frontendSweep(PrintStream out, LambdaFunctionClient function, int due) throws Exception {
        AtomicLong posts = new AtomicLong();
        HttpServer discord = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService answering = Executors.newCachedThreadPool();
        discord.setExecutor(answering);
        discord.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            try {
                Thread.sleep(CostBenchmark.DISCORD_CALL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            byte[] body = ("{\"id\":\"" + (1_500_000_000_000_000_000L + posts.incrementAndGet()) + "\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream answer = exchange.getResponseBody()) {
                answer.write(body);
            }
        });
        discord.start();
        try {
            HttpClient http = HttpClient.newHttpClient();
            BotRestClient rest = new BotRestClient(new DiscordCalls(() -> http),
                    URI.create("http://127.0.0.1:" + discord.getAddress().getPort() + "/api/v10"), BotToken.of("bench"));
            ClockReminders reminders = new ClockReminders(function, rest, new ReplyMessages(), ClockSweep.DEFAULT_LIMIT);
            long start = System.nanoTime();
            int posted = reminders.sweep();
            double seconds = (System.nanoTime() - start) / 1e9;
            long perDay = (long) posted * SWEEPS_A_DAY;
            out.printf("  The frontend's scheduled sweep (ClockReminders, Discord taking %d ms a post): %,d of %,d due "
                    + "servers' puzzles posted in one sweep of %.1f s (%,d posts Discord took)%n",
                    CostBenchmark.DISCORD_CALL.toMillis(), posted, due, seconds, posts.get());
            out.printf("    at a sweep a minute, %,d servers a day; the last of 100,000 servers, all due at midnight UTC, "
                    + "gets its post %.1f hours after it%n", perDay, posted == 0 ? Double.NaN : 100_000.0 / posted / 60);
        } finally {
            discord.stop(0);
            answering.shutdownNow();
        }
    }
}
