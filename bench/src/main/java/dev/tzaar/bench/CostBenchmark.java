package dev.tzaar.bench;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bench.probe.FreshInteractionsJvm;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.RestCall;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Invocations;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Kind;
import dev.tzaar.infra.interactions.InteractionsJarProcess;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.TemplateMemory;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.infra.local.LocalTables;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What an action costs on AWS, measured through whole games as players play them ({@link DiscordGame}:
 * a challenge, its Accept button, then each action a stack and a target picked from autocomplete, a
 * pass now and then) and priced at AWS's list prices ({@link AwsPrices}).
 *
 * <p>The interactions function is its deployment jar run as on Lambda (one event at a time, each relay
 * handed on by a signed POST to a Lambda Invoke API on loopback), so each invocation is timed as Lambda
 * would bill it, with the CPU its JVM used meanwhile. The game function is the real handler on DynamoDB
 * Local behind the Invoke API, each invocation timed with its thread's CPU, and DynamoDB's units come from
 * its log, where each request's line carries what DynamoDB reported. Then the clock's sweep, which an idle
 * instance pays for every hour. What Lambda would do differently is the model's ({@link FunctionWork}):
 * CPU stretched by the share of a vCPU each function's memory buys, Discord's answers assumed.
 */
public final class CostBenchmark implements Benchmark {
    /**
     * How long one call to Discord's API takes from AWS, which this machine cannot measure (the fake
     * Discord answers on loopback at once): Javacord's documentation expects 50 to 500 ms for a REST call
     * ("measureRestLatency"); the middle is taken, and the total is given at both ends too.
     */
    static final Duration DISCORD_CALL = Duration.ofMillis(250);
    private static final List<Duration> DISCORD_CALL_RANGE = List.of(Duration.ofMillis(50), Duration.ofMillis(500));
    /** The scheduler sweeps the clocks every minute (template.yaml's ClockSweepSchedule). */
    private static final int SWEEPS_AN_HOUR = 60;
    /** The idle sweeps measured: each costs the same, so a few stand for the hour's. */
    private static final int SWEEPS_MEASURED = 6;
    private static final double HOURS_A_MONTH = 730;
    private static final String TABLE = "bench-cost";

    private final Random random = new Random(7);
    private int gamesStarted;

    @Override
    public String name() {
        return "cost";
    }

    @Override
    public String summary() {
        return "what an action costs on AWS: each function's GB-seconds and requests and DynamoDB's units, measured"
                + " through whole games (the interactions jar run as on Lambda, the game function on DynamoDB Local),"
                + " at AWS's list prices";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-cost");
        try {
            measure(out, data, quick ? 1 : 3, quick ? 3 : 20, quick ? 2 : SWEEPS_MEASURED);
        } catch (Exception e) {
            throw Benchmark.failed("the cost benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    private void measure(PrintStream out, Path data, int warmupGames, int games, int sweeps) throws Exception {
        out.printf("  load average %.1f on %d cores before%n", ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage(), Runtime.getRuntime().availableProcessors());
        Path log = data.resolve("function.log");
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            GameFunctionHandler handler = new GameFunctionHandler(Map.of(FunctionWiring.TABLE, TABLE,
                    FunctionWiring.DYNAMODB_ENDPOINT, dynamoDb.endpoint().toString(), FunctionWiring.LOG_FILE,
                    log.toString()));
            handler.prime();
            TimedHandler game = new TimedHandler(handler);
            Path jar = FreshInteractionsJvm.deploymentJar(out);
            try (LambdaInvokeServer function = LambdaInvokeServer.start(LocalFunction.of("tzaar", () -> game,
                    FunctionLogs.discarding()), 0);
                    FakeDiscord discord = FakeDiscord.start()) {
                new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                        URI.create(discord.restBaseUrl()), "bench-token").register(Optional.empty());
                Map<String, String> environment = InteractionsJarProcess.environment(discord.publicKey(),
                        discord.applicationId(), discord.restBaseUrl(), function.endpoint(),
                        "tzaar:" + LocalFunction.TEMPLATE_ALIAS);
                try (InteractionsJarProcess interactions = InteractionsJarProcess.startAsLambdaWithRelay(jar, true,
                        environment, data.resolve("interactions.log"));
                        FunctionUrlServer url = FunctionUrlServer.start(0, interactions::handle)) {
                    discord.deliverInteractionsTo(url.url());
                    interactions.awaitReady();
                    InteractionsJarProcess relay = interactions.relay();
                    // The relay function's first relays, in a JVM primed as before a snapshot: what a
                    // relay costs after a SnapStart restore, at most (a restore has no JIT work left to do).
                    DiscordGame.start(discord, random, DiscordFigures.empty(), ++gamesStarted);
                    Invocations firstRelays = relay.takeInvocations().get(Kind.HANDED_ON);
                    play(discord, warmupGames);

                    interactions.takeInvocations();
                    relay.takeInvocations();
                    game.take();
                    int logged = FunctionLogUnits.linesIn(log);
                    int discordCalls = discord.calls().size();
                    play(discord, games);
                    Invocations acknowledging = interactions.takeInvocations().get(Kind.FUNCTION_URL);
                    Invocations relaying = relay.takeInvocations().get(Kind.HANDED_ON);
                    Invocations gameWork = game.take();
                    FunctionLogUnits units = FunctionLogUnits.after(log, logged);
                    int relayCalls = restCalls(discord.calls().subList(discordCalls, discord.calls().size()));

                    ActionCost cost = cost(games, units, acknowledging, relaying, gameWork, relayCalls, DISCORD_CALL);
                    out.printf("What an action costs on AWS: %d games played through the interactions jar run as on"
                            + " Lambda and the game function on DynamoDB Local, after %d game%s of warm-up%n", games,
                            warmupGames, warmupGames == 1 ? "" : "s");
                    cost.print(out);
                    out.printf("    DynamoDB's units for each request of the game function, by command: %s%n",
                            units.perCommand());
                    for (Duration call : DISCORD_CALL_RANGE) {
                        ActionCost other = cost(games, units, acknowledging, relaying, gameWork, relayCalls, call);
                        out.printf("    with Discord answering in %d ms instead: $%.3f per 1,000 games%n",
                                call.toMillis(), other.perThousandGames(other.dollars()));
                    }
                    out.printf("    relaying in the acknowledging function (%d MB), as before 28 November 2026: $%.3f per"
                            + " 1,000 games (autocomplete asked the game function less: the relay filled its cache)%n",
                            TemplateMemory.INTERACTIONS_FUNCTION, perThousandGamesRelayingAt(cost,
                                    TemplateMemory.INTERACTIONS_FUNCTION));

                    FunctionWork cold = work("relay", TemplateMemory.RELAY_FUNCTION, firstRelays, Duration.ZERO);
                    out.printf("  The relay function's first %d relays after it started (primed as before a snapshot)"
                            + " took %.0f ms here, %.0f ms of it CPU: about %.1f s on Lambda at %d MB, without the TLS"
                            + " handshakes to Discord and Lambda that loopback leaves out (%.1f s at %d MB)%n",
                            firstRelays.count(), firstRelays.wall().toNanos() / 1e6, firstRelays.cpu().toNanos() / 1e6,
                            cold.lambdaSeconds(), TemplateMemory.RELAY_FUNCTION,
                            cold.at(TemplateMemory.INTERACTIONS_FUNCTION).lambdaSeconds(),
                            TemplateMemory.INTERACTIONS_FUNCTION);
                    memory(out, interactions, TemplateMemory.INTERACTIONS_FUNCTION);
                    memory(out, relay, TemplateMemory.RELAY_FUNCTION);

                    relay.takeInvocations();
                    game.take();
                    logged = FunctionLogUnits.linesIn(log);
                    for (int i = 0; i < sweeps; i++) {
                        relay.handle(Map.of(InteractionsLambda.CLOCK_SWEEP, Map.of()));
                    }
                    idle(out, sweeps, relay.takeInvocations().get(Kind.CLOCK_SWEEP), game.take(),
                            FunctionLogUnits.after(log, logged));
                    assumptions(out, relayCalls / (double) Math.max(1, relaying.count()));
                    out.printf("  load average %.1f after: figures taken on a busy machine stretch the waits, and the"
                            + " cost with them%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
                }
            }
        }
    }

    /**
     * The calls made to Discord's API (webhook edits and follow-ups, the bot token's posts), not the fake's
     * own deliveries of interactions to the endpoint, which it records beside them.
     */
    static int restCalls(List<RestCall> calls) {
        return (int) calls.stream().filter(call -> !call.route().contains("://")).count();
    }

    /** Plays {@code games} whole games, one after another. */
    private void play(FakeDiscord discord, int games) {
        for (int i = 0; i < games; i++) {
            DiscordGame game = DiscordGame.start(discord, random, DiscordFigures.empty(), ++gamesStarted);
            while (!game.over()) {
                game.playAction();
            }
        }
    }

    private static ActionCost cost(int games, FunctionLogUnits units, Invocations acknowledging, Invocations relaying,
            Invocations game, int discordCalls, Duration discordCall) {
        return new ActionCost(AwsPrices.US_EAST_1, games, units.actions(), List.of(
                work("interactions", TemplateMemory.INTERACTIONS_FUNCTION, acknowledging, Duration.ZERO),
                work("relay", TemplateMemory.RELAY_FUNCTION, relaying, discordCall.multipliedBy(discordCalls)),
                work("game", TemplateMemory.GAME_FUNCTION, game, Duration.ZERO)),
                units.readUnits(), units.writeUnits(), units.indexWriteUnits());
    }

    private static FunctionWork work(String name, int memoryMb, Invocations invocations, Duration waitAdded) {
        return new FunctionWork(name, memoryMb, invocations.count(), invocations.wall(), invocations.cpu(), waitAdded);
    }

    /** The same games with the relay run at another memory size. */
    private static double perThousandGamesRelayingAt(ActionCost cost, int memoryMb) {
        ActionCost other = new ActionCost(cost.prices(), cost.games(), cost.actions(), cost.functions().stream()
                .map(function -> function.name().equals("relay") ? function.at(memoryMb) : function).toList(),
                cost.readUnits(), cost.writeUnits(), cost.indexWriteUnits());
        return other.perThousandGames(other.dollars());
    }

    /** What an instance pays with nobody playing: the scheduler's sweeps, and the bot token's secret. */
    private static void idle(PrintStream out, int sweeps, Invocations relaying, Invocations game,
            FunctionLogUnits units) {
        AwsPrices prices = AwsPrices.US_EAST_1;
        FunctionWork relay = work("relay", TemplateMemory.RELAY_FUNCTION, relaying, Duration.ZERO);
        FunctionWork asked = work("game", TemplateMemory.GAME_FUNCTION, game, Duration.ZERO);
        // DynamoDB bills a query half a unit at least; DynamoDB Local reports none for one that finds nothing.
        double reads = Math.max(units.readUnits(), 0.5 * sweeps);
        double perSweep = (prices.schedulerInvocation() + (relay.invocations() + asked.invocations()) * prices.request()
                + (relay.gbSeconds() + asked.gbSeconds()) * prices.gbSecondArm64()
                + reads * prices.readUnit() + units.writeUnits() * prices.writeUnit()) / sweeps;
        double hour = perSweep * SWEEPS_AN_HOUR;
        out.printf("  Idle: the clocks' sweep (%d an hour, no clock due) took %.1f ms of the relaying function and %.1f ms"
                + " of the game function each here, and %.2f read units (a query is billed half a unit at least):"
                + " $%.7f an hour, $%.4f a month (%.0f hours); with a bot token in Secrets Manager, $%.2f a month"
                + " more (GetSecretValue once per instance started, $%.2f per 10,000)%n", SWEEPS_AN_HOUR, relaying.wall().toNanos() / 1e6 / Math.max(1, sweeps),
                game.wall().toNanos() / 1e6 / Math.max(1, sweeps), reads / Math.max(1, sweeps), hour,
                hour * HOURS_A_MONTH, HOURS_A_MONTH, prices.secretMonth(), prices.secretCall() * 10_000);
    }

    /** The most memory a function's JVM held here, against what the function has on Lambda. */
    private static void memory(PrintStream out, InteractionsJarProcess jvm, int functionMb) {
        jvm.peakResidentBytes().ifPresent(bytes -> out.printf("  %s JVM: at most %d MB resident here, of the"
                + " function's %d MB%n", jvm == null ? "" : functionMb == TemplateMemory.RELAY_FUNCTION ? "the relay"
                        : "the interactions", bytes / (1024 * 1024), functionMb));
    }

    private static void assumptions(PrintStream out, double discordCallsPerRelay) {
        AwsPrices.US_EAST_1.print(out);
        out.printf("  Assumed, not measured here: Lambda's CPU share is its memory / %d MB of one vCPU, and CPU work"
                + " takes 1 / share as long (waiting does not); a Graviton vCPU is as fast as this machine's core;"
                + " each call to Discord takes %d ms from AWS (the relay made %.2f a relay here: edit, ping, follow-up);"
                + " DynamoDB answers as fast as DynamoDB Local here; each invocation is rounded up to the ms (0.5 ms on"
                + " average); free tiers and data transfer left out.%n", FunctionWork.ONE_VCPU_MB,
                DISCORD_CALL.toMillis(), discordCallsPerRelay);
    }
}
