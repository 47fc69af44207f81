package dev.tzaar.bench;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.bot.core.AutocompleteHandler;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bench.probe.FreshInteractionsJvm;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.ToLongFunction;

/**
 * The Discord bot as players meet it, against the aims: the real bot (JDA) connected to a
 * fake Discord on loopback, relaying through the AWS SDK's LambdaClient to the real function on
 * DynamoDB Local, all in this JVM. Random games are played as people play them ({@link DiscordGame}),
 * one interaction at a time, and timed from the moment the fake sends each interaction: the
 * acknowledgement, the picture after a move, autocomplete from the bot's cache; then autocomplete
 * with nothing warm ({@link ColdAutocomplete}).
 */
public final class DiscordBenchmark implements Benchmark {
    /** Which Discord frontend is measured: the same games, the same figures. */
    public enum Frontend {
        /** The JDA bot on the fake Discord's gateway. */
        GATEWAY,
        /** The interactions endpoint, served as a function URL on loopback, receiving signed POSTs. */
        INTERACTIONS
    }

    private static final BotSettings SETTINGS = BotSettings.fromEnvironment(Map.of("DISCORD_TOKEN", "bench-token"));
    /** Games that go wrong are left and counted; this many means the stack is broken, not noisy. */
    private static final int MOST_PROBLEMS = 10;

    private final Random random = new Random(1);
    private final Frontend frontend;
    private int gamesStarted;

    public DiscordBenchmark() {
        this(Frontend.GATEWAY);
    }

    public DiscordBenchmark(Frontend frontend) {
        this.frontend = frontend;
    }

    @Override
    public String name() {
        return frontend == Frontend.GATEWAY ? "discord" : "interactions";
    }

    @Override
    public String summary() {
        return frontend == Frontend.GATEWAY
                ? "a real JDA bot on a fake Discord, relaying to the function on DynamoDB Local: acknowledgement, "
                        + "picture after a move, autocomplete cached and cold"
                : "the interactions endpoint (function URL on loopback) receiving the fake Discord's signed POSTs: "
                        + "acknowledgement, picture after a move, autocomplete cached; then the deployment jar in fresh "
                        + "JVMs, unprimed and primed";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        // The bot logs a line for every answer (./tzaar local wants them); thousands here would bury
        // the figures. slf4j-simple reads this when the bot's loggers are made, which is after this.
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Duration warmup = Duration.ofSeconds(quick ? 5 : 20);
        int moves = quick ? 40 : 400;
        int coldTries = quick ? 1 : 5;
        Path data = Benchmark.dataDirectory("tzaar-bench-discord");
        try (LocalGameFunction function = LocalGameFunction.start(data, 0, 0);
                FakeDiscord discord = FakeDiscord.start()) {
            DiscordUser coldPlayer = warm(out, discord, function, warmup, moves);
            if (frontend == Frontend.GATEWAY) {
                cold(out, discord, coldPlayer, function.dynamoDbEndpoint(), data.resolve("fresh-function.log"),
                        coldTries);
            } else {
                FreshInteractionsJvm.run(out, discord, function, data, quick ? 2 : 5);
            }
        } catch (Exception e) {
            throw Benchmark.failed("the Discord benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    /** The frontend measured, ready for players: {@code /tzaar} registered, interactions reaching it. */
    static AutoCloseable startFrontend(Frontend frontend, FakeDiscord discord, FunctionClient function)
            throws Exception {
        if (frontend == Frontend.GATEWAY) {
            return startBot(discord, function);
        }
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), "bench-token").register(Optional.empty());
        InteractionsFrontend endpoint = InteractionsFrontend.start(InteractionsSettings.fromEnvironment(Map.of(
                "DISCORD_PUBLIC_KEY", discord.publicKey(), "DISCORD_APPLICATION_ID", discord.applicationId(),
                "TZAAR_DISCORD_API", discord.restBaseUrl())), function, Clock.systemUTC());
        FunctionUrlServer url = FunctionUrlServer.start(0, endpoint::handle);
        discord.deliverInteractionsTo(url.url());
        return () -> {
            url.close();
            endpoint.close();
        };
    }

    /** The bot, connected and with {@code /tzaar} registered: ready for players. */
    static TzaarBot startBot(FakeDiscord discord, FunctionClient function) throws Exception {
        TzaarBot bot = TzaarBot.start(SETTINGS, function,
                discord.endpoint());
        try {
            bot.awaitReady();
            bot.commandsRegistered().get(10, TimeUnit.SECONDS);
            return bot;
        } catch (Exception e) {
            bot.close();
            throw e;
        }
    }

    /**
     * Plays for the warm-up time, then measures {@code moves} moves, and prints the figures. Returns
     * a player whose game has just begun and who is to act, for the cold autocomplete.
     */
    private DiscordUser warm(PrintStream out, FakeDiscord discord, LocalGameFunction function, Duration warmup,
            int moves) throws Exception {
        DiscordFigures figures = DiscordFigures.empty();
        List<String> problems = new ArrayList<>();
        int games;
        long suggestions;
        DiscordUser coldPlayer;
        try (SuggestionCounter relay = new SuggestionCounter(function.newRelay())) {
            AutoCloseable bot = startFrontend(frontend, discord, relay);
            try {
                long warmupEnd = System.nanoTime() + warmup.toNanos();
                play(discord, DiscordFigures.empty(), () -> System.nanoTime() >= warmupEnd, problems);
                long suggestionsBefore = relay.suggestions();
                games = play(discord, figures, () -> figures.moves() >= moves, problems);
                suggestions = relay.suggestions() - suggestionsBefore;
                coldPlayer = DiscordGame.start(discord, random, DiscordFigures.empty(), ++gamesStarted).toAct();
            } finally {
                bot.close();
            }
        }
        LatencySample acknowledgements = figures.acknowledgements();
        LatencySample pictures = figures.pictures();
        LatencySample autocompletes = figures.autocompletes();
        out.printf("%,d moves in %d random game%s after %d s of warm-up: %,d commands and button presses, %,d"
                + " autocompletes (%s)%n", pictures.count(), games, games == 1 ? "" : "s", warmup.toSeconds(),
                acknowledgements.count(),
                autocompletes.count(), suggestions == 0 ? "all from the bot's cache"
                        : suggestions + " asked the function");
        out.printf("  acknowledgement              p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (aim: ≤ 50 ms)%n",
                acknowledgements.percentileMillis(0.5), acknowledgements.percentileMillis(0.99),
                acknowledgements.maxMillis());
        out.printf("  picture after a move         p50 %6.1f ms   p99 %6.1f ms                   (aim: p50 ≤ 300 ms)%n",
                pictures.percentileMillis(0.5), pictures.percentileMillis(0.99));
        out.printf("  autocomplete, game cached    p50 %6.1f ms   p99 %6.1f ms                   (aim: p99 ≤ 100 ms)%n",
                autocompletes.percentileMillis(0.5), autocompletes.percentileMillis(0.99));
        if (!problems.isEmpty()) {
            out.printf("  %d game(s) went wrong and were left; the first: %s%n", problems.size(), problems.get(0));
        }
        return coldPlayer;
    }

    /** Plays games one after another until {@code enough}; returns how many were started. */
    private int play(FakeDiscord discord, DiscordFigures figures, BooleanSupplier enough, List<String> problems) {
        int started = 0;
        while (!enough.getAsBoolean()) {
            try {
                DiscordGame game = DiscordGame.start(discord, random, figures, ++gamesStarted);
                started++;
                while (!game.over() && !enough.getAsBoolean()) {
                    game.playAction();
                }
            } catch (AssertionError | IllegalStateException e) {
                // An answer missing after 5 s, or a legal move refused: the game is left where it is.
                problems.add(e.getMessage().lines().findFirst().orElse(e.toString()));
                if (problems.size() >= MOST_PROBLEMS) {
                    throw new IllegalStateException(MOST_PROBLEMS + " games went wrong; the first: " + problems.get(0),
                            e);
                }
            }
        }
        return started;
    }

    private static void cold(PrintStream out, FakeDiscord discord, DiscordUser player, URI dynamoDb, Path log,
            int tries) throws Exception {
        List<ColdAutocomplete.Try> results = new ArrayList<>();
        for (int i = 0; i < tries; i++) {
            results.add(ColdAutocomplete.once(discord, player, dynamoDb, log));
        }
        ColdAutocomplete.Try worst = results.stream().max(Comparator.comparing(ColdAutocomplete.Try::latency))
                .orElseThrow();
        long answered = results.stream().filter(ColdAutocomplete.Try::answered).count();
        out.printf("  autocomplete, function cold  worst %d ms, %s; %d of %d tries answered in time   (aim: ≤ %d ms)%n",
                worst.latency().toMillis(), worst.answered() ? worst.choices() + " choices came back"
                        : "cut by the deadline: no choices", answered, tries, AutocompleteHandler.DEADLINE.toMillis());
        out.printf("    cold = a bot just started (empty cache) whose call starts the function in a new JVM, unprimed"
                + " (Lambda without SnapStart); that call took %s, the JVM %s to listen%s%n",
                medianMillis(results, ColdAutocomplete.Try::functionAnswerMillis),
                medianMillis(results, ColdAutocomplete.Try::functionListeningMillis), tries > 1 ? " (medians)" : "");
    }

    private static String medianMillis(List<ColdAutocomplete.Try> results,
            ToLongFunction<ColdAutocomplete.Try> figure) {
        long[] known = results.stream().mapToLong(figure).filter(ms -> ms >= 0).sorted().toArray();
        return known.length == 0 ? "(never)" : known[known.length / 2] + " ms";
    }

    /**
     * The function as the bot calls it, counting the autocomplete questions: with every game in the
     * bot's cache there should be none.
     */
    private static final class SuggestionCounter implements FunctionClient {
        private final FunctionClient function;
        private final AtomicLong suggestions = new AtomicLong();

        SuggestionCounter(FunctionClient function) {
            this.function = function;
        }

        long suggestions() {
            return suggestions.get();
        }

        @Override
        public GameReply call(GameRequest request) {
            if (request.command() == Command.SUGGEST) {
                suggestions.incrementAndGet();
            }
            return function.call(request);
        }

        @Override
        public boolean reportUnsentPing(dev.tzaar.api.UnsentPing ping) {
            return function.reportUnsentPing(ping);
        }

        @Override
        public void close() {
            function.close();
        }
    }
}
