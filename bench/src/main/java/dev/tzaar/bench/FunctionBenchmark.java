package dev.tzaar.bench;

import static dev.tzaar.bench.probe.FreshJvmProbe.median;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bench.probe.FirstRequest;
import dev.tzaar.bench.probe.FreshJvmProbe;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.infra.local.LocalTables;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.lambda.LambdaClient;

/**
 * The game function on DynamoDB Local, through the real handler: a warm move (store + rules +
 * render), a fresh JVM's first answer with and without priming, 50 clients racing one move, an
 * interaction delivered ten times, and a self-play run that checks no game is lost or corrupted.
 */
public final class FunctionBenchmark implements Benchmark {
    private static final String TABLE = "bench-games";
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private final AtomicLong interactions = new AtomicLong(1_300_000_000_000_000_000L);
    private final AtomicLong channels = new AtomicLong();

    @Override
    public String name() {
        return "function";
    }

    @Override
    public String summary() {
        return "moves through the handler on DynamoDB Local: warm, cold, racing, repeated, 1 000 self-play games";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        Path data = Benchmark.dataDirectory("tzaar-bench");
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0);
                DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            Map<String, String> env = Map.of(FunctionWiring.TABLE, TABLE,
                    FunctionWiring.DYNAMODB_ENDPOINT, dynamoDb.endpoint().toString(),
                    FunctionWiring.LOG_FILE, data.resolve("function.log").toString());
            GameFunctionHandler handler = new GameFunctionHandler(env);
            DynamoDbGameStore store = new DynamoDbGameStore(client, TABLE);
            warmMoves(out, handler, quick ? 20 : 60);
            coldStarts(out, handler, dynamoDb.endpoint().toString(), quick ? 2 : 5);
            try (LambdaInvokeServer server = LambdaInvokeServer.start(
                    LocalFunction.of("tzaar", () -> handler, FunctionLogs.discarding()), 0);
                    LambdaClient lambda = LambdaClient.builder().endpointOverride(server.endpoint())
                            .region(LocalDynamoDb.REGION).httpClient(UrlConnectionHttpClient.create())
                            .credentialsProvider(StaticCredentialsProvider.create(LocalDynamoDb.CREDENTIALS))
                            .build()) {
                race(out, handler, lambda, store);
                repeated(out, handler, lambda, store);
            }
            selfPlay(out, handler, store, quick ? 40 : 1000);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deleteQuietly(data);
        }
    }

    /** The benchmark's DynamoDB Local data (about 100 MB after 1 000 games) is of no use afterwards. */
    static void deleteQuietly(Path directory) {
        try (java.util.stream.Stream<Path> files = Files.walk(directory)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            System.err.println("tzaar bench: could not remove " + directory + ": " + e.getMessage());
        }
    }

    // ---- talking to the function ----

    private GameRequest request(String channel, Player user, Command command, String... options) {
        Map<String, String> values = new TreeMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        Map<String, Player> mentioned = values.containsKey(Option.OPPONENT) ? Map.of(BO.id(), BO) : Map.of();
        return GameRequest.of(String.valueOf(interactions.incrementAndGet()), "900000000000000001", channel, user,
                command, values).withMentioned(mentioned);
    }

    private static GameReply call(GameFunctionHandler handler, GameRequest request) {
        try {
            return ApiJson.readReply(new String(FirstRequest.answer(handler, ApiJson.write(request)),
                    StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static GameReply invoke(LambdaClient lambda, GameRequest request) {
        String reply = lambda.invoke(b -> b.functionName("tzaar:live")
                .payload(SdkBytes.fromUtf8String(ApiJson.write(request)))).payload().asUtf8String();
        try {
            return ApiJson.readReply(reply);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A game between Ann (White) and Bo in a channel of its own, from the setup asked; returns the reply to accept. */
    private GameReply newGame(GameFunctionHandler handler, String channel, String setup) {
        call(handler, request(channel, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, setup,
                Option.COLOUR, "white"));
        return call(handler, request(channel, BO, Command.ACCEPT));
    }

    private String channel() {
        // Discord-shaped, as the function requires: 19 digits.
        return String.valueOf(700_000_000_000_000_000L + channels.incrementAndGet());
    }

    // ---- the measurements ----

    private void warmMoves(PrintStream out, GameFunctionHandler handler, int games) {
        Random random = new Random(1);
        List<Long> nanos = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            String channel = channel();
            GameReply reply = newGame(handler, channel, "random");
            boolean measured = g >= games / 3;
            while (reply.game().status() == GameStatus.ACTIVE) {
                List<String> legal = reply.game().legalActions();
                Player player = reply.game().toAct().equals(ANN.id()) ? ANN : BO;
                GameRequest move = request(channel, player, Command.MOVE, Option.TURN,
                        legal.get(random.nextInt(legal.size())));
                long start = System.nanoTime();
                reply = call(handler, move);
                if (measured) {
                    nanos.add(System.nanoTime() - start);
                }
            }
        }
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        out.printf("A warm move through the handler (store read + rules + render + transactional write), %,d moves "
                + "in %d random games after %d games of warm-up:%n", sorted.length, games - games / 3, games / 3);
        out.printf("  p50 %.1f ms   p90 %.1f ms   p99 %.1f ms   max %.1f ms   (budget: p50 40 ms, p99 100 ms)%n",
                at(sorted, 0.50), at(sorted, 0.90), at(sorted, 0.99), sorted[sorted.length - 1] / 1e6);
    }

    private static double at(long[] sorted, double quantile) {
        return LatencySample.nearestRank(sorted, quantile) / 1e6;
    }

    private void coldStarts(PrintStream out, GameFunctionHandler handler, String endpoint, int times) {
        Map<String, List<double[]>> results = new TreeMap<>();
        for (String mode : List.of("cold", "prime")) {
            for (int i = 0; i < times; i++) {
                String channel = channel();
                GameReply accepted = newGame(handler, channel, "fixed");
                String move = ApiJson.write(request(channel, ANN, Command.MOVE, Option.GAME, accepted.game().id(),
                        Option.TURN, "C2xC3"));
                Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(out, FirstRequest.class, endpoint, TABLE, mode,
                        move);
                if (run.isEmpty()) {
                    return;
                }
                double[] row = Arrays.copyOf(run.get().printed(), run.get().printed().length + 1);
                row[row.length - 1] = run.get().wallMillis();
                results.computeIfAbsent(mode, m -> new ArrayList<>()).add(row);
            }
        }
        List<double[]> cold = results.get("cold");
        List<double[]> primed = results.get("prime");
        out.printf("A fresh JVM answering one move (median of %d processes each):%n", times);
        out.printf("  without priming: JVM start to main %.0f ms, handler built %.0f ms, first move %.0f ms;"
                + " JVM start to reply %.0f ms (budget 2 500 ms)%n",
                median(cold, 0), median(cold, 1), median(cold, 3), median(cold, 4));
        out.printf("  with priming:    priming %.0f ms, then the first move %.0f ms. Under SnapStart the priming runs"
                + " before the snapshot, so a restored function saves about %.0f ms on its first move.%n",
                median(primed, 2), median(primed, 3), median(cold, 3) - median(primed, 3));
    }

    private void race(PrintStream out, GameFunctionHandler handler, LambdaClient lambda, DynamoDbGameStore store) {
        String channel = channel();
        String id = newGame(handler, channel, "fixed").game().id();
        long before = store.find(id, Instant.now()).orElseThrow().version();
        int clients = 50;
        List<GameRequest> moves = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            moves.add(request(channel, ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3"));
        }
        Map<String, Integer> answers = concurrently(moves, lambda);
        Game after = store.find(id, Instant.now()).orElseThrow();
        out.printf("%d clients sending the same move at once through the Invoke API: game version %d -> %d, %d action"
                + " recorded; the answers:%n", clients, before, after.version(), after.record().actions().size());
        answers.forEach((answer, count) -> out.printf("  %3d x %s%n", count, answer));
    }

    private void repeated(PrintStream out, GameFunctionHandler handler, LambdaClient lambda, DynamoDbGameStore store) {
        String channel = channel();
        String id = newGame(handler, channel, "fixed").game().id();
        GameRequest once = request(channel, ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3");
        Map<String, Integer> answers = concurrently(java.util.Collections.nCopies(10, once), lambda);
        Game after = store.find(id, Instant.now()).orElseThrow();
        out.printf("One interaction delivered 10 times at once: %d action recorded (version %d), %d distinct answer%s"
                + " (%s)%n", after.record().actions().size(), after.version(), answers.size(),
                answers.size() == 1 ? "" : "s", String.join(" | ", answers.keySet()));
    }

    /** Sends every request at the same moment from its own thread; counts the answers by their first line. */
    private static Map<String, Integer> concurrently(List<GameRequest> requests, LambdaClient lambda) {
        ExecutorService pool = Executors.newFixedThreadPool(requests.size());
        CountDownLatch go = new CountDownLatch(1);
        Map<String, Integer> answers = new ConcurrentHashMap<>();
        try {
            List<Future<?>> sent = new ArrayList<>();
            for (GameRequest request : requests) {
                sent.add(pool.submit(() -> {
                    go.await();
                    GameReply reply = invoke(lambda, request);
                    String key = (reply.ephemeral() ? "private: " : "applied: ") + reply.text().lines().findFirst()
                            .orElse("");
                    answers.merge(key.length() > 110 ? key.substring(0, 110) + "…" : key, 1, Integer::sum);
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> future : sent) {
                future.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a racing client failed", e);
        } finally {
            pool.shutdownNow();
        }
        return answers;
    }

    private void selfPlay(PrintStream out, GameFunctionHandler handler, DynamoDbGameStore store, int games) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicLong requests = new AtomicLong();
        long start = System.nanoTime();
        List<Future<String>> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            int seed = g;
            results.add(pool.submit(() -> playAndCheck(handler, store, seed, requests)));
        }
        Map<String, Integer> problems = new TreeMap<>();
        int lost = 0;
        for (Future<String> result : results) {
            try {
                String problem = result.get();
                if (problem != null) {
                    lost++;
                    problems.merge(problem, 1, Integer::sum);
                }
            } catch (Exception e) {
                lost++;
                problems.merge("crashed: " + e.getCause(), 1, Integer::sum);
            }
        }
        pool.shutdown();
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("Self-play: %,d games (a tenth of them from the tournament setup), %,d requests through the handler"
                + " in %.0f s on 2 threads: %d lost or corrupted%n", games, requests.get(), seconds, lost);
        problems.forEach((problem, count) -> out.printf("  %d x %s%n", count, problem));
    }

    /** Plays one game to its end with random legal actions; checks the stored game against what was played. */
    private String playAndCheck(GameFunctionHandler handler, DynamoDbGameStore store, int seed, AtomicLong requests) {
        Random random = new Random(seed);
        String channel = channel();
        GameReply reply = newGame(handler, channel, seed % 10 == 0 ? "tournament" : "random");
        requests.addAndGet(2);
        String id = reply.game().id();
        List<String> played = new ArrayList<>();
        while (reply.game() != null && reply.game().status() == GameStatus.ACTIVE) {
            List<String> legal = reply.game().legalActions();
            String action = legal.get(random.nextInt(legal.size()));
            Player player = reply.game().toAct().equals(ANN.id()) ? ANN : BO;
            reply = call(handler, request(channel, player, Command.MOVE, Option.TURN, action));
            requests.incrementAndGet();
            if (reply.ephemeral()) {
                return "a legal action was refused: " + action + ": " + reply.text();
            }
            played.add(action);
        }
        Game stored = store.find(id, Instant.now()).orElse(null);
        if (stored == null) {
            return "the game was lost";
        }
        if (stored.status() != GameStatus.FINISHED || !stored.record().isOver()) {
            return "the game is not finished in the store";
        }
        List<String> recorded = stored.record().actions().stream().map(Object::toString).toList();
        if (!recorded.equals(played)) {
            return "the stored actions differ from those played";
        }
        GameRecord reread = RecordText.parse(RecordText.format(stored.record())).orElseThrow();
        if (!reread.finalPosition().equals(stored.position())) {
            return "the stored record does not replay to its position";
        }
        return null;
    }
}
