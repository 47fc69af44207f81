package dev.tzaar.bot.gateway;

import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.core.BotCore;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
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
    private static final Logger LOG = LoggerFactory.getLogger(TzaarBot.class);

    private final ShardManager shards;
    private final BotCore core;
    private final DiscordListener listener;
    private final ClockTimer clockTimer;

    private TzaarBot(ShardManager shards, BotCore core, DiscordListener listener, ClockTimer clockTimer) {
        this.shards = shards;
        this.core = core;
        this.listener = listener;
        this.clockTimer = clockTimer;
    }

    /** Connects to Discord and answers {@code /tzaar} by asking {@code function}. Returns without waiting. */
    public static TzaarBot start(BotSettings settings, FunctionClient function) {
        return start(settings, function, DiscordEndpoint.discord());
    }

    /** The same against the given Discord, such as a stand-in on loopback. */
    public static TzaarBot start(BotSettings settings, FunctionClient function, DiscordEndpoint discord) {
        return start(settings, function, discord, ClockTimer.SELF_HOSTED_PERIOD);
    }

    /**
     * The same, sweeping the correspondence clocks every {@code sweepEvery} ({@link ClockReminders}, the
     * code the stack's schedule runs), posting the notices with the bot's own token.
     */
    public static TzaarBot start(BotSettings settings, FunctionClient function, DiscordEndpoint discord,
            Duration sweepEvery) {
        // The gateway bot has its token: games' threads and the clock's notices are posted with it,
        // through the same REST client the interactions function uses (one way for both frontends).
        BotRestClient rest = new BotRestClient(new DiscordCalls(BotRestClient.discordHttp()), discord.restBase(),
                BotToken.of(settings.token()));
        BotCore core = new BotCore(function, Clock.systemUTC(), null, rest);
        DiscordListener listener = new DiscordListener(core.commands(), core.buttons(), core.menus(), core.autocomplete(),
                new CommandRegistrar(core.command()), settings.devGuild().orElse(null));

        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder
                .createLight(settings.token(), EnumSet.noneOf(GatewayIntent.class))
                // The interaction as Discord sent it: JDA does not read the bot's permissions from it.
                .setEventPassthrough(true)
                .addEventListeners(listener);
        discord.configure(builder);
        try {
            ShardManager shards = builder.build();
            LOG.info("TZAAR bot connecting to {}; /tzaar belongs {}", discord,
                    settings.devGuild().map(g -> "in server " + g + " only").orElse("everywhere (global)"));
            return new TzaarBot(shards, core, listener, ClockTimer.start(core.clockReminders(), sweepEvery));
        } catch (RuntimeException e) {
            core.close();
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
    public CompletableFuture<Registration.Outcome> commandsRegistered() {
        return listener.registered();
    }

    /** The clock's sweep this bot runs on its timer. */
    public ClockReminders clockReminders() {
        return core.clockReminders();
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
        clockTimer.close();
        shards.shutdown();
        try {
            for (JDA shard : shards.getShards()) {
                shard.awaitShutdown(Duration.ofSeconds(10));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        core.close();
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
