package dev.tzaar.bot.core;

import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What both Discord frontends (the gateway bot and the interactions endpoint) are made of, wired in
 * this one place: {@code /tzaar} and its subcommands, the handlers for commands, buttons, select menus
 * and autocomplete, the relay to the game function with its worker threads, the summary cache, and the
 * correspondence clocks' sweep ({@link ClockReminders}, posting with the same bot token's client as
 * games' threads). A frontend only reads Discord's interactions into {@code CommandInput}s and answers
 * through a {@code Responder}, and says when the sweep runs (the gateway bot: a timer; the interactions
 * function: the stack's schedule). The function client stays the caller's to close.
 */
public final class BotCore implements AutoCloseable {
    /** Enough summaries for every game being played on a busy instance; the stalest go first. */
    static final int CACHED_GAMES = 10_000;
    /** Calls to the function block for up to 12 s each (a cold start takes ~1.5 s): this many at once. */
    static final int WORKERS = 16;
    /**
     * The threads the answers are shown on, one channel's lane at a time ({@link ChannelLanes}): a Discord
     * call may wait (a rate limit, a retry, a call that hangs until its timeout), and it holds only its own
     * channel's lane. As many as channels that may wait at once; idle ones go after a minute.
     */
    static final int LANE_THREADS = 128;
    /**
     * Autocomplete's own few threads, so that suggestions asked of the function (only when nothing is
     * cached) never queue behind slow moves: they are worth nothing after 2.5 s.
     */
    static final int SUGGESTION_WORKERS = 4;

    private final List<ExecutorService> pools;
    private final SummaryCache cache;
    private final TzaarCommand command;
    private final Relay relay;
    private final SlashCommandHandler commands;
    private final ButtonHandler buttons;
    private final MenuHandler menus;
    private final AutocompleteHandler autocomplete;
    /** Made when first swept: an interaction never needs it, and a cold start need not pay for it. */
    private final FirstUse<ClockReminders> clockReminders;

    /** The core answering on worker threads of this process. */
    public BotCore(FunctionClient function, Clock clock) {
        this(function, clock, null);
    }

    /**
     * @param handoff where the relay's work goes after the acknowledgement (another Lambda invocation),
     *     or null for worker threads of this process
     */
    public BotCore(FunctionClient function, Clock clock, Relay.Handoff handoff) {
        this(function, clock, handoff, BotRestClient.none());
    }

    /**
     * @param rest the bot's token and Discord's REST API, for what is posted outside an interaction
     *     (games' threads, the clock's notices); without a token, {@code thread:true} is refused and
     *     the clock's reminders wait for the channel's next reply
     */
    public BotCore(FunctionClient function, Clock clock, Relay.Handoff handoff, BotRestClient rest) {
        this(function, clock, handoff, rest, Relay.Journal.NONE);
    }

    /**
     * @param journal where a relay answered on this process's workers is written down before it is
     *     acknowledged ({@link Relay.Journal}), to be taken up after a restart
     */
    public BotCore(FunctionClient function, Clock clock, Relay.Handoff handoff, BotRestClient rest,
            Relay.Journal journal) {
        ExecutorService workers = Executors.newFixedThreadPool(WORKERS, named("tzaar-worker-"));
        ThreadPoolExecutor lanes = new ThreadPoolExecutor(LANE_THREADS, LANE_THREADS, 60, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), named("tzaar-discord-"));
        lanes.allowCoreThreadTimeOut(true);
        ExecutorService suggestionWorkers = Executors.newFixedThreadPool(SUGGESTION_WORKERS, named("tzaar-suggest-"));
        // The workers stop first: their last answers still go to the lanes.
        pools = List.of(workers, lanes, suggestionWorkers);
        cache = new SummaryCache(CACHED_GAMES);
        command = new TzaarCommand(Subcommands.all());
        relay = handoff == null
                ? Relay.onWorkers(function, cache, workers, lanes, journal, new ReplyMessages(), rest, clock)
                : Relay.handingOff(function, cache, handoff, new ReplyMessages(), rest);
        commands = new SlashCommandHandler(command, relay);
        buttons = new ButtonHandler(relay);
        menus = new MenuHandler(relay);
        autocomplete = new AutocompleteHandler(function, cache, suggestionWorkers, clock);
        clockReminders = FirstUse.of(() -> ClockReminders.of(function, rest));
    }

    public TzaarCommand command() {
        return command;
    }

    public Relay relay() {
        return relay;
    }

    public SlashCommandHandler commands() {
        return commands;
    }

    public ButtonHandler buttons() {
        return buttons;
    }

    public MenuHandler menus() {
        return menus;
    }

    public AutocompleteHandler autocomplete() {
        return autocomplete;
    }

    /**
     * Forgets what autocomplete knows of a channel's games: for a frontend whose relays run in another
     * process, which alone sees how a command there changed them.
     */
    public void forgetGamesIn(String channelId) {
        cache.forgetChannel(channelId);
    }

    /** The correspondence clocks' sweep, for the frontend to run when its schedule says. */
    public ClockReminders clockReminders() {
        return clockReminders.get();
    }

    /** Lets the answers under way be shown (15 s at most), then stops the workers. */
    @Override
    public void close() {
        try {
            for (ExecutorService pool : pools) {
                // One after the other: a worker's last answer is shown on a lane.
                pool.shutdown();
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
}
