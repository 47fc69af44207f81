package dev.tzaar.bench.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bench.Benchmark;
import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.activity.ActivityApi;
import dev.tzaar.bot.activity.ActivityRequest;
import dev.tzaar.bot.activity.DiscordActivity;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.infra.interactions.InteractionsJarProcess;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The live board's function started as Lambda starts it: the deployment jar alone in a fresh JVM with
 * the template's JVM options, run by AWS's runtime interface client (the {@code java21} runtime's own
 * client) against a Runtime API on loopback, answering its first event: a page's poll of a game
 * ({@code GET /api/games/<id>?after=<its version>}, a Discord access token), which asks the fake Discord
 * who the token is and the real game function (on DynamoDB Local, through the Lambda Invoke API on
 * loopback, where {@code AWS_ENDPOINT_URL_LAMBDA} points the AWS SDK) for the version, and answers 204.
 *
 * <p>Two cases, alternating: <b>unprimed</b>, from the process's start to the answer (a cold start without
 * SnapStart; Lambda's own placing of the environment is not included), with the init alone (until the
 * runtime first asks for work) beside it; <b>primed</b>, with {@code AWS_LAMBDA_INITIALIZATION_TYPE=snap-start},
 * so the client runs the SnapStart hooks (the priming) after the init, as before a snapshot, and only the
 * first event after them is timed: a stand-in for the first poll after a restore (no CRaC JDK here; a real
 * restore also pays for its memory).
 */
public final class ActivityBenchmark implements Benchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CLIENT = "com.amazonaws.services.lambda.runtime.api.client.AWSLambda";

    @Override
    public String name() {
        return "activity";
    }

    @Override
    public String summary() {
        return "the live board's function in a fresh JVM under AWS's runtime interface client: a poll, cold "
                + "unprimed and primed";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        try {
            measure(out, quick ? 2 : 5);
        } catch (IOException e) {
            out.println("  failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void measure(PrintStream out, int tries) throws IOException, InterruptedException {
        Path jar;
        try {
            jar = InteractionsJarProcess.deploymentJar();
        } catch (IllegalStateException stale) {
            out.println("  skipped: " + stale.getMessage());
            return;
        }
        List<String> client = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.contains("aws-lambda-java-runtime-interface-client")
                    || entry.contains("aws-lambda-java-serialization")) {
                client.add(entry);
            }
        }
        if (client.size() != 2) {
            out.println("  skipped: AWS's runtime interface client is not on the class path (bench's pom has it)");
            return;
        }
        Path data = Files.createTempDirectory("tzaar-bench-activity");
        try (LocalGameFunction function = LocalGameFunction.start(data, 0, 0, Map.of());
                LambdaFunctionClient relay = function.newRelay();
                FakeDiscord discord = FakeDiscord.start()) {
            DiscordUser alice = discord.newUser("alice");
            DiscordUser bob = discord.newUser("bob");
            String game = game(relay, discord, alice, bob);
            long version = relay.call(GameRequest.of("1320000000000000009", null, "00000000000000000",
                    player(alice), Command.VIEW, Map.of(Option.GAME, game))).view().version();
            String token = token(discord, alice);
            String event = event(game, version, token);
            Map<String, String> environment = new LinkedHashMap<>();
            environment.put("DISCORD_APPLICATION_ID", discord.applicationId());
            environment.put("TZAAR_DISCORD_API", discord.restBaseUrl());
            environment.put("TZAAR_FUNCTION", LocalGameFunction.FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
            environment.put("AWS_REGION", "us-east-1");
            environment.put("AWS_ACCESS_KEY_ID", "local");
            environment.put("AWS_SECRET_ACCESS_KEY", "local");
            environment.put("AWS_ENDPOINT_URL_LAMBDA", function.functionEndpoint().toString());
            environment.put("JAVA_TOOL_OPTIONS", InteractionsJarProcess.TEMPLATE_JAVA_TOOL_OPTIONS);
            out.printf("  deployment jar %s: %.1f MB; runtime interface client %s; load average %.1f before%n",
                    jar.getFileName(), Files.size(jar) / 1e6, Path.of(client.get(0)).getFileName(), load());
            List<Long> unprimed = new ArrayList<>();
            List<Long> primed = new ArrayList<>();
            for (int i = 1; i <= tries; i++) {
                Run cold = once(jar, client, environment, event, false, data.resolve("unprimed-" + i + ".log"));
                out.printf("  unprimed %d: init %d ms, first poll %d ms, process start to answer %d ms (%s)%n", i,
                        cold.initMillis, cold.requestMillis, cold.totalMillis, cold.status);
                unprimed.add(cold.totalMillis);
                Run warm = once(jar, client, environment, event, true, data.resolve("primed-" + i + ".log"));
                out.printf("  primed %d: init and priming %d ms, then the first poll %d ms (%s)%n", i, warm.initMillis,
                        warm.requestMillis, warm.status);
                primed.add(warm.requestMillis);
            }
            out.printf("  median: unprimed %d ms from the process's start; primed, the first poll %d ms; load "
                    + "average %.1f after%n", median(unprimed), median(primed), load());
            List<String> viewers = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                // Twelve pages' viewers, so the per-viewer limit (6 a second) does not hold a tight loop back.
                viewers.add(token(discord, discord.newUser("viewer" + i)));
            }
            warmPolls(out, relay, discord, game, version, viewers, quick(tries) ? 200 : 1_000);
        }
    }

    private static boolean quick(int tries) {
        return tries < 5;
    }

    /**
     * Warm polls, what an open board costs: the Activity's handler as the function runs it (the token's
     * check kept, the game function asked over the Lambda Invoke API on loopback), and the game function's
     * own answer to the same question (the SDK's invoke over loopback: an upper bound of its handler's time),
     * each after a warm-up.
     */
    private static void warmPolls(PrintStream out, LambdaFunctionClient relay, FakeDiscord discord, String game,
            long version, List<String> tokens, int polls) throws InterruptedException {
        ActivityApi api = DiscordActivity.api(URI.create(discord.restBaseUrl()), discord.applicationId(),
                java.util.Optional::empty, relay, java.util.Optional.empty(), FirstUse.of(HttpClient::newHttpClient),
                java.time.Clock.systemUTC());
        List<ActivityRequest> pollsOf = tokens.stream().map(token -> new ActivityRequest("GET", "/api/games/" + game,
                "after=" + version, Map.of("authorization", "Bearer " + token), null, "198.51.100.7")).toList();
        GameRequest view = GameRequest.of("1320000000000000010", null, "00000000000000000", new Player("1", "x", false),
                Command.VIEW, Map.of(Option.GAME, game, Option.AFTER, Long.toString(version)));
        List<Long> activity = new ArrayList<>();
        List<Long> function = new ArrayList<>();
        for (int i = 0; i < polls + 100; i++) {
            Thread.sleep(10);
            long start = System.nanoTime();
            int status = api.handle(pollsOf.get(i % pollsOf.size())).status();
            long middle = System.nanoTime();
            relay.call(view.withUser(new Player("100000000000000001", "bench", false)));
            long end = System.nanoTime();
            if (status != 204 && status != 429) {
                out.println("  a warm poll answered " + status);
                return;
            }
            if (i >= 100 && status == 204) {
                activity.add(middle - start);
                function.add(end - middle);
            }
        }
        out.printf("  warm polls (%d): the Activity's handler p50 %.1f ms, p90 %.1f ms; the game function's answer "
                + "(invoke round trip on loopback) p50 %.1f ms, p90 %.1f ms%n", activity.size(), percentile(activity, 50),
                percentile(activity, 90), percentile(function, 50), percentile(function, 90));
    }

    private static double percentile(List<Long> nanos, int percent) {
        List<Long> sorted = nanos.stream().sorted().toList();
        return sorted.isEmpty() ? Double.NaN : sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100)) / 1e6;
    }

    private record Run(long initMillis, long requestMillis, long totalMillis, String status) {
    }

    private static Run once(Path jar, List<String> client, Map<String, String> environment, String event,
            boolean prime, Path log) throws IOException, InterruptedException {
        try (LoopbackRuntimeApi api = LoopbackRuntimeApi.start(event)) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString()));
            if (prime) {
                // How the client finds the org.crac hooks without a CRaC JDK, as Lambda's java21 runtime does.
                command.add("-Dorg.crac.Core.Compat=com.amazonaws.services.lambda.crac");
            }
            command.addAll(List.of("-cp", jar + File.pathSeparator + String.join(File.pathSeparator, client), CLIENT,
                    "dev.tzaar.bot.activity.ActivityLambda::handleRequest"));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            builder.environment().putAll(environment);
            builder.environment().put("AWS_LAMBDA_RUNTIME_API", api.address());
            builder.environment().put("AWS_LAMBDA_FUNCTION_NAME", "tzaar-activity");
            builder.environment().put("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "512");
            if (prime) {
                builder.environment().put("AWS_LAMBDA_INITIALIZATION_TYPE", "snap-start");
            }
            long start = System.nanoTime();
            Process process = builder.start();
            try {
                String answer = api.awaitAnswer(120);
                if (answer == null) {
                    return new Run(-1, -1, -1, "no answer in 120 s; see " + log);
                }
                String status = "HTTP " + JSON.readTree(answer.startsWith("ERROR ") ? "{}" : answer)
                        .path("statusCode").asText("?") + (answer.startsWith("ERROR ") ? " " + answer : "");
                return new Run(millis(api.askedNanos() - start), millis(api.answeredNanos() - api.handedNanos()),
                        millis(api.answeredNanos() - start), status);
            } finally {
                process.destroy();
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        }
    }

    /** A game in the fake's channel between two of its users, begun as the bot would have asked. */
    private static String game(LambdaFunctionClient relay, FakeDiscord discord, DiscordUser white, DiscordUser black) {
        GameReply challenge = relay.call(GameRequest.of("1320000000000000001", discord.guildId(), discord.channelId(),
                player(white), Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(), Option.SETUP, "fixed",
                        Option.COLOUR, "white")).withMentioned(Map.of(black.id(), player(black))));
        relay.call(GameRequest.of("1320000000000000002", discord.guildId(), discord.channelId(), player(black),
                Command.ACCEPT, Map.of(Option.GAME, challenge.game().id())));
        return challenge.game().id();
    }

    /** A Discord access token of the user, as the page gets it (its code exchanged with the client secret). */
    private static String token(FakeDiscord discord, DiscordUser user) throws IOException, InterruptedException {
        String form = "client_id=" + discord.applicationId() + "&client_secret="
                + URLEncoder.encode(FakeDiscord.CLIENT_SECRET, StandardCharsets.UTF_8)
                + "&grant_type=authorization_code&code=" + discord.authorizeActivity(user);
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(discord.restBaseUrl() + "oauth2/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        JsonNode token = JSON.readTree(response.body()).path("access_token");
        if (!token.isTextual()) {
            throw new IOException("the fake Discord gave no token: " + response.body());
        }
        return token.asText();
    }

    /** The function URL event of a page's poll. */
    private static String event(String game, long version, String token) throws IOException {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("version", "2.0");
        event.put("routeKey", "$default");
        event.put("rawPath", "/api/games/" + game);
        event.put("rawQueryString", "after=" + version);
        event.put("headers", Map.of("authorization", "Bearer " + token, "accept", "application/json",
                "accept-language", "en-US"));
        event.put("requestContext", Map.of("http", Map.of("method", "GET", "path", "/api/games/" + game,
                "sourceIp", "198.51.100.7", "protocol", "HTTP/1.1", "userAgent", "bench")));
        event.put("isBase64Encoded", false);
        return JSON.writeValueAsString(event);
    }

    private static Player player(DiscordUser user) {
        return new Player(user.id(), user.username(), false);
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.isEmpty() ? -1 : sorted.get(sorted.size() / 2);
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
