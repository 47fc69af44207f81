package dev.tzaar.cli;

import dev.tzaar.api.Durations;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Player;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.console.ChannelFeed;
import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.core.BoardRelay;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.DiscordEndpoint;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.interactions.RelayJournal;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.infra.activity.LocalActivity;
import dev.tzaar.infra.activity.LocalBoardRelay;
import dev.tzaar.infra.local.DataDirectoryInUse;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar local}: the whole product on this machine, no AWS account needed: DynamoDB Local
 * with its data under {@code ./data}, the game function behind the Lambda Invoke API on loopback,
 * and the Discord bot relaying to it when {@code DISCORD_TOKEN} is set (otherwise it says how to get
 * one, and offers the console). Runs until Ctrl-C, or with {@code --console} until the console ends.
 */
final class LocalCliCommand implements CliCommand<LocalCliCommand.Options> {
    static final int FUNCTION_PORT = 9001;
    static final int DYNAMODB_PORT = 8000;
    static final int INTERACTIONS_PORT = 9002;
    static final int ACTIVITY_PORT = 9003;
    static final Path DEFAULT_DATA = Path.of("data");
    /** Where {@code --interactions} writes down the relays it acknowledged and has not answered yet. */
    static final String RELAYS = "relays";
    /** How often {@code ./tzaar local} sweeps the clocks: a reminder is at most this late. */
    static final Duration SWEEP_EVERY = ClockTimer.SELF_HOSTED_PERIOD;
    /** The endpoint answers everything without a token; only posts outside an interaction need one. */
    private static final String NO_TOKEN_NEEDED = "The interactions endpoint needs no bot token: Discord signs what "
            + "it sends, and each interaction's own token answers it. Only what is posted outside an interaction needs "
            + "DISCORD_TOKEN: without it, games cannot have threads of their own (thread:), and the clocks' reminders "
            + "wait for the next reply in their channel.";

    @Command(description = "The Discord bot runs when DISCORD_TOKEN is set (docs/hosting.md, \"Settings\").")
    static final class Options {
        @Option(names = "--data", paramLabel = "DIR", converter = Values.Directory.class,
                description = "where the games are kept (default: ${DEFAULT-VALUE})")
        Path data = DEFAULT_DATA;

        // Null when not given: the default, or a free port when the default is taken (PortChoice).
        @Option(names = "--port", paramLabel = "N", converter = Values.Port.class,
                description = "the game function's port (default: " + FUNCTION_PORT + ", or a free one if taken)")
        Integer port;

        @Option(names = "--dynamodb-port", paramLabel = "N", converter = Values.Port.class,
                description = "DynamoDB Local's port (default: " + DYNAMODB_PORT + ", or a free one if taken)")
        Integer dynamoDbPort;

        @Option(names = "--activity-port", paramLabel = "N", converter = Values.Port.class,
                description = "the live board's port on loopback (default: " + ACTIVITY_PORT + ", or a free one if taken)")
        Integer activityPort;

        @Option(names = "--players", paramLabel = "NAMES", converter = PlayerNamesValue.class,
                description = "the names the live board offers at once, separated by commas, the first opened; "
                + "it also plays as any name that plays in the console's channel (default: ${DEFAULT-VALUE})")
        PlayerNames players = new PlayerNames(LocalActivity.DEFAULT_PLAYERS);

        @Option(names = "--console", description = "play in this terminal too, and stop when the console ends")
        boolean console;

        @Option(names = "--interactions", description = "serve Discord's interactions endpoint instead of the "
                + "gateway bot (DISCORD_PUBLIC_KEY, DISCORD_APPLICATION_ID)")
        boolean interactions;

        @Option(names = "--interactions-port", paramLabel = "N", converter = Values.Port.class,
                description = "its port (default: " + INTERACTIONS_PORT + ", or a free one if taken)")
        Integer interactionsPort;
    }

    /** The names of {@code --players}, as the console's users are named (alice,bob,carol). */
    record PlayerNames(List<String> names) {
        @Override
        public String toString() {
            return String.join(",", names);
        }
    }

    static final class PlayerNamesValue extends Values.Kind<PlayerNames> {
        @Override
        String what() {
            return "names like alice,bob,carol";
        }

        @Override
        public PlayerNames convert(String list) {
            List<String> names = List.of(list.split(",")).stream().map(String::strip).filter(n -> !n.isEmpty()).toList();
            for (String name : names) {
                try {
                    Console.user(name);
                } catch (IllegalArgumentException e) {
                    throw Values.Refused.because("\"" + name + "\" is not a name a console user can have (letters, "
                            + "digits, _ . -, at most 32).");
                }
            }
            if (names.isEmpty() || names.stream().map(n -> n.toLowerCase(java.util.Locale.ROOT)).distinct().count()
                    < names.size()) {
                throw new Values.Refused("names one or more different players, like alice,bob,carol.");
            }
            return new PlayerNames(names);
        }
    }

    private final Map<String, String> environment;
    private final DiscordEndpoint discord;

    LocalCliCommand() {
        this(System.getenv(), DiscordEndpoint.discord());
    }

    /** With the given environment and Discord: a test's, and a stand-in Discord on loopback. */
    LocalCliCommand(Map<String, String> environment, DiscordEndpoint discord) {
        this.environment = environment;
        this.discord = discord;
    }

    @Override
    public String name() {
        return "local";
    }

    @Override
    public String summary() {
        return "run it all here: DynamoDB Local, the game function, the live board, the bot (Ctrl-C stops)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        if (options.interactionsPort != null && !options.interactions) {
            throw new WrongUsage("--interactions-port is the port of --interactions, which is not given.");
        }
        Optional<String> token = Optional.ofNullable(environment.get("DISCORD_TOKEN")).filter(t -> !t.isBlank());
        BotSettings bot = token.isPresent() ? botSettings() : null;
        InteractionsSettings interactions = options.interactions ? interactionsSettings() : null;
        PrintStream out = terminal.out();
        LocalGameFunction local = startFunction(options, out);
        try (Running running = new Running(out, "Stopped. The games are kept in " + options.data.toAbsolutePath() + ".")) {
            running.add(local);
            FunctionClient relay = running.add(local.newRelay());
            LocalActivity activity = startActivity(options, local, running, out);
            InteractionsFrontend frontend = interactions == null ? null
                    : startInteractions(interactions, relay, token, options.data, running);
            sweepClocks(frontend, bot, token.isPresent(), relay, running, out);
            if (frontend != null) {
                serveInteractions(frontend, interactions, options, running, out);
                // Discord delivers an application's interactions to its endpoint URL or to the gateway, never both.
                out.println(bot != null ? """
                        DISCORD_TOKEN is set, but with --interactions the application is served over HTTP: the \
                        gateway bot is not started (Discord sends interactions to one or the other).
                        """ : NO_TOKEN_NEEDED);
            } else if (bot != null) {
                Optional<TzaarBot> started = DiscordBot.start(bot, relay, discord, out, terminal.err());
                if (started.isEmpty()) {
                    return REFUSED; // DiscordBot said why
                }
                running.add(started.get());
            } else {
                tellHowToPlayWithoutDiscord(options.data, options.console, out);
            }
            out.println();
            if (options.console) {
                ConsoleCliCommand.chat(relay, ChannelFeed.of(options.data), options.data.resolve("boards"),
                        options.data.resolve(TerminalLines.HISTORY_FILE), terminal, ConsoleCliCommand.systemLanguage(),
                        activity::urlAs);
            } else {
                running.awaitStop();
            }
            return OK;
        }
    }

    private InteractionsSettings interactionsSettings() throws CommandStopped {
        try {
            return InteractionsSettings.forTheEndpoint(environment);
        } catch (IllegalArgumentException e) {
            throw new CommandStopped(USAGE, "tzaar local --interactions: " + e.getMessage());
        }
    }

    private LocalGameFunction startFunction(Options options, PrintStream out) throws CommandStopped {
        out.println("Starting DynamoDB Local (data in " + options.data.toAbsolutePath() + ") and the game function...");
        LocalGameFunction local;
        try {
            // The function's own settings (challenge expiry, claim window...) from the environment, as on AWS.
            local = LocalGameFunction.start(options.data,
                    PortChoice.of("DynamoDB Local", options.dynamoDbPort, DYNAMODB_PORT, out),
                    PortChoice.of("the game function", options.port, FUNCTION_PORT, out), environment);
        } catch (IllegalArgumentException e) {
            throw new CommandStopped(USAGE, "tzaar local: " + e.getMessage());
        } catch (DataDirectoryInUse e) {
            throw new CommandStopped(REFUSED, "tzaar local: " + e.getMessage() + ". Stop it first, or keep these games apart "
                    + "with --data DIR.");
        } catch (IOException e) {
            // A taken port, above all: the function's (BindException) or DynamoDB Local's (wrapped).
            throw new CommandStopped(REFUSED, "tzaar local: " + e.getMessage() + ". If a port is taken, choose others with "
                    + "--port N and --dynamodb-port N, or stop what uses them.");
        }
        out.println("The game function answers on " + local.functionEndpoint() + " (Lambda Invoke API), as "
                + "function \"" + LocalGameFunction.FUNCTION + "\", alias \"" + local.function().alias()
                + "\"; its log is in " + options.data.resolve(LocalGameFunction.LOG) + ".");
        out.println("DynamoDB Local answers on " + local.dynamoDbEndpoint() + " (table " + LocalGameFunction.TABLE
                + ").");
        out.println();
        return local;
    }

    private static LocalActivity startActivity(Options options, LocalGameFunction local, Running running,
            PrintStream out) throws CommandStopped {
        LocalActivity activity;
        int port = PortChoice.of("the live board", options.activityPort, ACTIVITY_PORT, out);
        try {
            // What takes the bot's token goes to a relay function on loopback, as on AWS: the live board holds none.
            ChannelFeed consoles = ChannelFeed.of(options.data);
            LocalBoardRelay relay = running.add(LocalBoardRelay.start(new BoardRelay(
                    reply -> postInTheConsolesChannel(consoles, reply), LocalActivity::consoleChannel)));
            activity = running.add(LocalActivity.start(port, running.add(local.newRelay()),
                    options.players.names(), running.add(relay.client())));
        } catch (IOException e) {
            throw new CommandStopped(REFUSED, "tzaar local: the live board could not listen on port " + port
                    + " (" + e.getMessage() + "); choose another with --activity-port N.");
        }
        Player first = activity.players().get(0);
        List<Player> others = activity.players().subList(1, activity.players().size());
        out.println("Activity (the live board, as Discord shows it): " + activity.urlAs(first));
        out.println("  Open it in a browser: it shows the newest game of the console's channel as " + first.name()
                + (others.isEmpty() ? "" : "; switch to " + String.join(" or ", others.stream().map(Player::name).toList())
                        + " on the page") + ". Loopback only.");
        // Issue 31: a newcomer playing under other names in the console did not learn how the page plays as them.
        out.println("  It plays as any name that plays in the console's channel too (reload the page); to offer more "
                + "at once: ./tzaar local --players " + String.join(",",
                activity.players().stream().map(Player::name).toList()) + ",dana (the first is opened).");
        out.println();
        return activity;
    }

    /**
     * A move made on the live board, handed on by it to the local relay, posted as the relay function posts in
     * a Discord channel: in the console's channel, which every console of the data directory shows (picture,
     * ping). A game of another channel (a Discord game of the same table) is not posted from here.
     */
    private static void postInTheConsolesChannel(ChannelFeed consoles, GameReply reply) {
        if (reply.game() != null && Console.CHANNEL.equals(reply.game().channelId())) {
            consoles.post(reply);
        }
    }

    /**
     * The interactions endpoint's frontend, with DISCORD_TOKEN as the stack's optional secret: games'
     * threads are started with it. Each relay is written down before it is acknowledged, and what a
     * stop left unanswered is answered now.
     */
    private InteractionsFrontend startInteractions(InteractionsSettings interactions, FunctionClient relay,
            Optional<String> token, Path data, Running running) throws IOException {
        return running.add(InteractionsFrontend.start(interactions,
                LiveBoardOffer.around(relay, LiveBoardOffer.enabledIn(environment)), Clock.systemUTC(), null,
                BotToken.of(token.orElse(null)), RelayJournal.in(data.resolve(RELAYS), Clock.systemUTC())));
    }

    /**
     * The stack's schedule, in process: the interactions frontend's own sweep, posting with its token;
     * without a frontend (so without a token) a flag fall still ends its game, and reminders wait for a
     * reply. The gateway bot sweeps the clocks itself, as ./tzaar bot does.
     */
    private static void sweepClocks(InteractionsFrontend frontend, BotSettings bot, boolean token, FunctionClient relay,
            Running running, PrintStream out) {
        if (frontend != null) {
            running.add(ClockTimer.start(frontend.reminders(), SWEEP_EVERY));
        } else if (bot == null) {
            running.add(ClockTimer.start(ClockReminders.of(relay, BotRestClient.none()), SWEEP_EVERY));
        }
        out.println("The correspondence clocks are swept every " + Durations.humane(SWEEP_EVERY) + (token
                ? "; reminders are posted with the bot's token."
                : ". Without DISCORD_TOKEN their reminders are not posted; a flag fall still ends the game."));
        out.println();
    }

    private static void serveInteractions(InteractionsFrontend frontend, InteractionsSettings interactions,
            Options options, Running running, PrintStream out) throws CommandStopped {
        int port = PortChoice.of("the interactions endpoint", options.interactionsPort, INTERACTIONS_PORT, out);
        FunctionUrlServer url;
        try {
            url = running.add(FunctionUrlServer.start(port, frontend::handle));
        } catch (IOException e) {
            throw new CommandStopped(REFUSED, "tzaar local: the interactions endpoint could not listen on port " + port + " ("
                    + e.getMessage() + "); choose another with --interactions-port N.");
        }
        out.println("The interactions endpoint answers on " + url.url() + " (as a function URL would), for "
                + "application " + interactions.applicationId() + "; webhooks go to " + interactions.discordApi()
                + ". Expose it through an HTTPS tunnel and paste that URL into the developer portal (General "
                + "Information → Interactions Endpoint URL); register the commands once with ./tzaar register.");
        out.println();
    }

    /**
     * The commands to copy must find these games: the data directory goes with them. With {@code --console}
     * the console is already here, so it is not advised again.
     */
    private static void tellHowToPlayWithoutDiscord(Path data, boolean console, PrintStream out) {
        String dataArguments = data.equals(DEFAULT_DATA) ? "" : " --data " + shellWord(data.toString());
        out.println("No DISCORD_TOKEN is set, so no Discord bot runs. " + DiscordBot.howToGetAToken(dataArguments));
        out.println();
        out.println(console
                ? "Or play right now without Discord, in the console below (alice: /tzaar help to begin); ./tzaar console"
                        + dataArguments + " in another terminal joins the same games."
                : "Or play right now without Discord: run ./tzaar console" + dataArguments + " in another terminal (it "
                        + "joins this function), or start with ./tzaar local" + dataArguments + " --console.");
    }

    /** A path as a shell word to copy: quoted when it holds anything a shell would split or expand. */
    static String shellWord(String path) {
        return path.matches("[A-Za-z0-9_./+,:@%=-]+") ? path : "'" + path.replace("'", "'\\''") + "'";
    }

    /**
     * The bot's settings from the environment (the token, the development server). The function is
     * this machine's, whatever {@code TZAAR_FUNCTION} names: the relay to it is made here.
     */
    private BotSettings botSettings() throws CommandStopped {
        Map<String, String> settings = new HashMap<>(environment);
        settings.put("TZAAR_FUNCTION", LocalGameFunction.FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
        settings.remove("TZAAR_FUNCTION_ENDPOINT");
        try {
            return BotSettings.fromEnvironment(settings);
        } catch (IllegalArgumentException e) {
            throw new CommandStopped(USAGE, "tzaar local: " + e.getMessage());
        }
    }
}
