package dev.tzaar.bench;

import dev.tzaar.bench.probe.FreshInteractionsJvm;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.infra.interactions.InteractionsJarProcess;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Invocations;
import dev.tzaar.infra.interactions.InteractionsJarProcess.Kind;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalTables;
import dev.tzaar.infra.local.PipeHost;
import dev.tzaar.infra.local.TemplateMemory;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.FakeThread;
import dev.tzaar.testkit.discord.RestCall;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What a whole tournament of {@code /tzaar tournament} costs as the deployed stack runs it (issue 32): a Swiss of 8
 * players in 3 rounds, then a round robin of 5, played by scripted players ({@link ScriptedTournament}: a few real
 * placements a game, then a resignation, each game in its own thread) through the interactions endpoint. The stack
 * is {@link CostBenchmark}'s: the interactions function is its deployment jar run as on Lambda (one event at a time,
 * each relay handed on by a signed POST to a Lambda Invoke API on loopback), the game function the real handler on
 * DynamoDB Local behind the Invoke API, each invocation timed with its thread's CPU; DynamoDB's units come from the
 * function's log ({@link FunctionLogUnits}). The relay's work for the threads (each started, its players added, the
 * game function told of it, its first message and ping posted; a round's news posted in the channel) is counted
 * with the rest: in the relay's calls to Discord and the game function's invocations. Priced as {@link
 * CostBenchmark} prices an action: {@link FunctionWork}'s model, each call the relay makes to Discord taken to wait
 * {@link CostBenchmark#DISCORD_CALL}, AWS's list prices.
 */
public final class TournamentPlayBenchmark implements Benchmark {
    private static final String TABLE = "bench-tournament-play";

    private final Random random = new Random(32);
    private int tournamentsStarted;

    @Override
    public String name() {
        return "tournament-play";
    }

    @Override
    public String summary() {
        return "a whole Swiss of 8 players in 3 rounds and a round robin of 5, each game in its thread, played by "
                + "scripted players through the interactions jar run as on Lambda: interactions, invocations, "
                + "DynamoDB's units, time per interaction, cost per tournament";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-tournament-play");
        try {
            measure(out, data, quick ? 1 : 3);
        } catch (Exception e) {
            throw Benchmark.failed("the tournament-play benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    private void measure(PrintStream out, Path data, int each) throws Exception {
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
                Map<String, String> environment = new HashMap<>(InteractionsJarProcess.environment(
                        discord.publicKey(), discord.applicationId(), discord.restBaseUrl(), function.endpoint(),
                        "tzaar:" + LocalFunction.TEMPLATE_ALIAS));
                // The relay starts the games' threads and posts the rounds' news with the bot's token.
                environment.put(PipeHost.BOT_TOKEN, FakeDiscord.BOT_TOKEN);
                try (InteractionsJarProcess interactions = InteractionsJarProcess.startAsLambdaWithRelay(jar, true,
                        environment, data.resolve("interactions.log"));
                        FunctionUrlServer url = FunctionUrlServer.start(0, interactions::handle)) {
                    discord.deliverInteractionsTo(url.url());
                    interactions.awaitReady();
                    Stack stack = new Stack(discord, interactions, interactions.relay(), game, log);
                    // Warm-up, unmeasured: the JIT, the pictures' first drawing, the relay's first calls.
                    play(discord, 1, 8, Map.of("rounds", 3));
                    stack.taken();
                    measured(out, stack, "A Swiss of 8 players in 3 rounds", each, 8, Map.of("rounds", 3));
                    measured(out, stack, "A round robin of 5 players", each, 5, Map.of("format", "round-robin"));
                }
            }
        }
        AwsPrices.US_EAST_1.print(out);
        out.printf("  Assumed, as ./tzaar bench cost: each call the relay makes to Discord waits %d ms from AWS; Lambda's"
                + " CPU share is its memory / %d MB of one vCPU; DynamoDB answers as fast as DynamoDB Local here; the"
                + " tournament's clocks never run out, so no sweep's work is counted.%n",
                CostBenchmark.DISCORD_CALL.toMillis(), FunctionWork.ONE_VCPU_MB);
        out.printf("  load average %.1f after: a busy machine stretches the waits, and the cost with them%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** The stack's parts whose work is read after each batch of tournaments. */
    private record Stack(FakeDiscord discord, InteractionsJarProcess interactions, InteractionsJarProcess relay,
            TimedHandler game, Path log) {
        /** Forgets what was done so far: the next reading starts here (the log's lines, Discord's calls so far). */
        int[] taken() {
            interactions.takeInvocations();
            relay.takeInvocations();
            game.take();
            return new int[] {FunctionLogUnits.linesIn(log), discord.calls().size()};
        }
    }

    /** Plays {@code count} tournaments of {@code entrants}, measured, and prints their figures. */
    private void measured(PrintStream out, Stack stack, String what, int count, int entrants,
            Map<String, Object> created) {
        int[] start = stack.taken();
        ScriptedTournament played = play(stack.discord(), count, entrants, created);
        Invocations acknowledging = stack.interactions().takeInvocations().get(Kind.FUNCTION_URL);
        Invocations relaying = stack.relay().takeInvocations().get(Kind.HANDED_ON);
        Invocations gameWork = stack.game().take();
        FunctionLogUnits units = FunctionLogUnits.after(stack.log(), start[0]);
        List<RestCall> calls = stack.discord().calls();
        List<RestCall> made = calls.subList(start[1], calls.size());
        int discordCalls = CostBenchmark.restCalls(made);
        int threadCalls = threadCalls(stack.discord(), made);
        List<FunctionWork> functions = List.of(
                work("interactions", TemplateMemory.INTERACTIONS_FUNCTION, acknowledging, Duration.ZERO),
                work("relay", TemplateMemory.RELAY_FUNCTION, relaying,
                        CostBenchmark.DISCORD_CALL.multipliedBy(discordCalls)),
                work("game", TemplateMemory.GAME_FUNCTION, gameWork, Duration.ZERO));
        new TournamentCost(AwsPrices.US_EAST_1, what, count, played.games(), played.rounds(), played.interactions(),
                played.placements(), functions, units.readUnits(), units.writeUnits(), units.indexWriteUnits(),
                played.perInteraction(), played.times()).print(out);
        out.printf("    the endpoint received %d interactions (the players sent %d); the relay made %d calls to Discord"
                + " (%d of them for the games' threads: started, players added, posts in them); the game function"
                + " logged %d requests: %s%n", acknowledging.count(), played.interactions(), discordCalls, threadCalls,
                units.requests(), units.perCommand());
        out.println("    a round's news and its threads are timed on the bench's clock, from the press that brought them"
                + " to the post's arrival in the fake (its posts carry no latency of their own)");
    }

    /** The calls that start a thread, add to it or post in it: the threads' share of the relay's calls. */
    private static int threadCalls(FakeDiscord discord, List<RestCall> calls) {
        Set<String> threads = discord.threads().stream().map(FakeThread::id).collect(Collectors.toSet());
        return (int) calls.stream().filter(call -> !call.route().contains("://")).filter(call -> {
            String[] path = call.route().split("[/?]");
            return path.length > 2 && path[0].equals("channels") && (threads.contains(path[1])
                    || path[2].equals("threads"));
        }).count();
    }

    /** Plays {@code count} tournaments, each of {@code entrants} new players, one after another. */
    private ScriptedTournament play(FakeDiscord discord, int count, int entrants, Map<String, Object> created) {
        ScriptedTournament players = new ScriptedTournament(discord, random);
        for (int i = 0; i < count; i++) {
            players.play("Bench Cup " + ++tournamentsStarted, entrants, created);
        }
        return players;
    }

    private static FunctionWork work(String name, int memoryMb, Invocations invocations, Duration waitAdded) {
        return new FunctionWork(name, memoryMb, invocations.count(), invocations.wall(), invocations.cpu(), waitAdded);
    }
}
