package dev.tzaar.bot;

import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.discord.AutocompleteHandler;
import dev.tzaar.bot.discord.ButtonHandler;
import dev.tzaar.bot.discord.CommandRegistrar;
import dev.tzaar.bot.discord.DiscordEndpoint;
import dev.tzaar.bot.discord.DiscordListener;
import dev.tzaar.bot.discord.Relay;
import dev.tzaar.bot.discord.ReplyMessages;
import dev.tzaar.bot.discord.SlashCommandHandler;
import dev.tzaar.bot.discord.TzaarCommand;
import dev.tzaar.bot.discord.commands.Subcommands;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.regions.Region;

/**
 * The Discord bot, wired in this one place: the {@code /tzaar} command and its handlers, the relay to
 * the game function, the summary cache for autocomplete, and the shard manager that connects them to
 * Discord. Slash commands and buttons need no gateway intents, so none is asked for (JDA always
 * receives the servers the bot is in, which is all the development server's registration needs).
 *
 * <p>Start with {@link #start(BotSettings, FunctionClient)} (the real Discord) or
 * {@link #start(BotSettings, FunctionClient, DiscordEndpoint)} (a stand-in), stop with {@link #close}.
 * The function client stays the caller's to close.
 */
public final class TzaarBot implements AutoCloseable {
    /** Enough summaries for every game being played on a busy instance; the stalest go first. */
    static final int CACHED_GAMES = 10_000;
    /** Calls to the function block for up to 12 s each (a cold start takes ~1.5 s): this many at once. */
    static final int WORKERS = 16;
    /**
     * Autocomplete's own few threads, so that suggestions asked of the function (only when nothing is
     * cached) never queue behind slow moves: they are worth nothing after 2.5 s.
     */
    static final int SUGGESTION_WORKERS = 4;

    private static final Logger LOG = LoggerFactory.getLogger(TzaarBot.class);

    private final ShardManager shards;
    private final List<ExecutorService> pools;
    private final DiscordListener listener;

    private TzaarBot(ShardManager shards, List<ExecutorService> pools, DiscordListener listener) {
        this.shards = shards;
        this.pools = pools;
        this.listener = listener;
    }

    /** Connects to Discord and answers {@code /tzaar} by asking {@code function}. Returns without waiting. */
    public static TzaarBot start(BotSettings settings, FunctionClient function) {
        return start(settings, function, DiscordEndpoint.discord());
    }

    /** The same against the given Discord, such as a stand-in on loopback. */
    public static TzaarBot start(BotSettings settings, FunctionClient function, DiscordEndpoint discord) {
        ExecutorService workers = Executors.newFixedThreadPool(WORKERS, named("tzaar-worker-"));
        ExecutorService suggestionWorkers = Executors.newFixedThreadPool(SUGGESTION_WORKERS, named("tzaar-suggest-"));
        List<ExecutorService> pools = List.of(workers, suggestionWorkers);
        SummaryCache cache = new SummaryCache(CACHED_GAMES);
        TzaarCommand command = new TzaarCommand(Subcommands.all());
        Relay relay = new Relay(function, cache, workers, new ReplyMessages());
        DiscordListener listener = new DiscordListener(
                new SlashCommandHandler(command, relay),
                new ButtonHandler(relay),
                new AutocompleteHandler(function, cache, suggestionWorkers, Clock.systemUTC()),
                new CommandRegistrar(command),
                settings.devGuild().orElse(null));

        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder
                .createLight(settings.token(), EnumSet.noneOf(GatewayIntent.class))
                .addEventListeners(listener);
        discord.configure(builder);
        try {
            ShardManager shards = builder.build();
            LOG.info("TZAAR bot connecting to {}; /tzaar belongs {}", discord,
                    settings.devGuild().map(g -> "in server " + g + " only").orElse("everywhere (global)"));
            return new TzaarBot(shards, pools, listener);
        } catch (RuntimeException e) {
            pools.forEach(ExecutorService::shutdownNow);
            throw e;
        }
    }

    /** Waits until every shard is connected and ready for interactions. */
    public TzaarBot awaitReady() throws InterruptedException {
        for (JDA shard : shards.getShards()) {
            shard.awaitReady();
        }
        return this;
    }

    /** Completes when {@code /tzaar} is registered with Discord, or found already up to date. */
    public CompletableFuture<CommandRegistrar.Outcome> commandsRegistered() {
        return listener.registered();
    }

    public ShardManager shards() {
        return shards;
    }

    /**
     * Disconnects from Discord and waits (a few seconds at most) until every shard is closed and the
     * answers under way are shown, so that a test can start the next bot at once.
     */
    @Override
    public void close() {
        shards.shutdown();
        pools.forEach(ExecutorService::shutdown);
        try {
            for (JDA shard : shards.getShards()) {
                shard.awaitShutdown(Duration.ofSeconds(10));
            }
            for (ExecutorService pool : pools) {
                if (!pool.awaitTermination(15, TimeUnit.SECONDS)) {
                    pool.shutdownNow();
                }
            }
        } catch (InterruptedException e) {
            pools.forEach(ExecutorService::shutdownNow);
            Thread.currentThread().interrupt();
        }
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** The function client the settings name: the loopback endpoint when given, else the Lambda on AWS. */
    public static FunctionClient functionClient(BotSettings settings) {
        if (settings.functionEndpoint().isPresent()) {
            return LambdaFunctionClient.local(settings.functionEndpoint().get(), settings.function());
        }
        String region = settings.functionRegion().orElseThrow(() -> new IllegalArgumentException(
                "AWS_REGION is not set, and TZAAR_FUNCTION (" + settings.function() + ") is not an ARN that names one."));
        return LambdaFunctionClient.onAws(settings.function(), Region.of(region));
    }

    /** Runs the bot until the process is stopped, with settings from the environment. */
    public static void main(String[] args) {
        BotSettings settings;
        try {
            settings = BotSettings.fromEnvironment(System.getenv());
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        FunctionClient function = functionClient(settings);
        Optional<String> problem = function.whyNotInvokable();
        if (problem.isPresent()) {
            System.err.println(problem.get());
            function.close();
            System.exit(1);
            return;
        }
        TzaarBot bot = start(settings, function);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            bot.close();
            function.close();
        }, "tzaar-shutdown"));
    }
}
