package dev.tzaar.cli;

import dev.tzaar.api.Durations;
import dev.tzaar.api.Player;
import dev.tzaar.bot.clock.ClockReminders;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.console.Console;
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

/**
 * {@code ./tzaar local}: the whole product on this machine, no AWS account needed: DynamoDB Local
 * with its data under {@code ./data}, the game function behind the Lambda Invoke API on loopback,
 * and the Discord bot relaying to it when {@code DISCORD_TOKEN} is set (otherwise it says how to get
 * one, and offers the console). Runs until Ctrl-C, or with {@code --console} until the console ends.
 */
final class LocalCliCommand implements CliCommand {
    static final int FUNCTION_PORT = 9001;
    static final int DYNAMODB_PORT = 8000;
    static final int INTERACTIONS_PORT = 9002;
    static final int ACTIVITY_PORT = 9003;
    static final Path DEFAULT_DATA = Path.of("data");
    /** Where {@code --interactions} writes down the relays it acknowledged and has not answered yet. */
    static final String RELAYS = "relays";
    /** How often {@code ./tzaar local} sweeps the clocks: a reminder is at most this late. */
    static final Duration SWEEP_EVERY = ClockTimer.SELF_HOSTED_PERIOD;
    private static final String USAGE_LINE = "usage: ./tzaar local [--data DIR] [--port N] [--dynamodb-port N] "
            + "[--activity-port N] [--players NAME,NAME...] [--console] [--interactions [--interactions-port N]]";

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
    public String arguments() {
        return "[--data DIR] [--console] [--port N] [--dynamodb-port N] [--activity-port N] [--players NAME,NAME...] "
                + "[--interactions [--interactions-port N]]";
    }

    @Override
    public String help() {
        return USAGE_LINE + """

                Runs it all on this machine until Ctrl-C: DynamoDB Local, the game function behind the Lambda
                Invoke API, the live board (the Activity) on loopback, and the Discord bot when DISCORD_TOKEN is
                set (docs/hosting.md, "Settings").
                  --data DIR               where the games are kept (default: data)
                  --port N                 the game function's port (default: %d)
                  --dynamodb-port N        DynamoDB Local's port (default: %d)
                  --activity-port N        the live board's port on loopback (default: %d)
                  --players NAME,NAME...   who the live board lets you play as, the first opened
                                           (default: %s)
                  --console                play in this terminal too, and stop when the console ends
                  --interactions           serve Discord's interactions endpoint instead of the gateway bot
                                           (DISCORD_PUBLIC_KEY, DISCORD_APPLICATION_ID)
                  --interactions-port N    its port (default: %d)
                """.formatted(FUNCTION_PORT, DYNAMODB_PORT, ACTIVITY_PORT, String.join(",", LocalActivity.DEFAULT_PLAYERS),
                INTERACTIONS_PORT);
    }

    @Override
    public String summary() {
        return "run it all here: DynamoDB Local, the game function, the live board, the bot (Ctrl-C stops)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        Path chosenData = DEFAULT_DATA;
        int port = FUNCTION_PORT;
        int dynamoDbPort = DYNAMODB_PORT;
        boolean console = false;
        boolean interactionsWanted = false;
        Integer interactionsPort = null;
        int activityPort = ACTIVITY_PORT;
        List<String> players = LocalActivity.DEFAULT_PLAYERS;
        Arguments arguments = new Arguments(args);
        try {
            while (arguments.hasMore()) {
                String option = arguments.option();
                switch (option) {
                    case "--data" -> chosenData = arguments.directory(option);
                    case "--port" -> port = arguments.port(option);
                    case "--dynamodb-port" -> dynamoDbPort = arguments.port(option);
                    case "--console" -> console = true;
                    case "--interactions" -> interactionsWanted = true;
                    case "--interactions-port" -> interactionsPort = arguments.port(option);
                    case "--activity-port" -> activityPort = arguments.port(option);
                    case "--players" -> players = playerNames(arguments.value(option, "names like alice,bob,carol"));
                    default -> throw new Arguments.Wrong("there is no option \"" + option + "\".");
                }
            }
            if (interactionsPort != null && !interactionsWanted) {
                throw new Arguments.Wrong("--interactions-port is the port of --interactions, which is not given.");
            }
        } catch (Arguments.Wrong e) {
            terminal.err().println("tzaar local: " + e.getMessage());
            terminal.err().println(USAGE_LINE);
            return USAGE;
        }
        Path data = chosenData;
        PrintStream out = terminal.out();
        Optional<String> token = Optional.ofNullable(environment.get("DISCORD_TOKEN")).filter(t -> !t.isBlank());
        BotSettings settings = null;
        if (token.isPresent()) {
            try {
                settings = botSettings();
            } catch (IllegalArgumentException e) {
                terminal.err().println("tzaar local: " + e.getMessage());
                return USAGE;
            }
        }

        InteractionsSettings interactions = null;
        if (interactionsWanted) {
            interactionsPort = interactionsPort == null ? INTERACTIONS_PORT : interactionsPort;
            try {
                interactions = InteractionsSettings.fromEnvironment(environment);
            } catch (IllegalArgumentException e) {
                terminal.err().println("tzaar local --interactions: " + e.getMessage());
                return USAGE;
            }
        }

        out.println("Starting DynamoDB Local (data in " + data.toAbsolutePath() + ") and the game function...");
        LocalGameFunction local;
        try {
            // The function's own settings (challenge expiry, claim window...) from the environment, as on AWS.
            local = LocalGameFunction.start(data, dynamoDbPort, port, environment);
        } catch (IllegalArgumentException e) {
            terminal.err().println("tzaar local: " + e.getMessage());
            return USAGE;
        } catch (DataDirectoryInUse e) {
            terminal.err().println("tzaar local: " + e.getMessage() + ". Stop it first, or keep these games apart "
                    + "with --data DIR.");
            return REFUSED;
        } catch (IOException e) {
            // A taken port, above all: the function's (BindException) or DynamoDB Local's (wrapped).
            terminal.err().println("tzaar local: " + e.getMessage() + ". If a port is taken, choose others with "
                    + "--port N and --dynamodb-port N, or stop what uses them.");
            return REFUSED;
        }
        try (Running running = new Running(out, "Stopped. The games are kept in " + data.toAbsolutePath() + ".")) {
            running.add(local);
            out.println("The game function answers on " + local.functionEndpoint() + " (Lambda Invoke API), as "
                    + "function \"" + LocalGameFunction.FUNCTION + "\", alias \"" + local.function().alias()
                    + "\"; its log is in " + data.resolve(LocalGameFunction.LOG) + ".");
            out.println("DynamoDB Local answers on " + local.dynamoDbEndpoint() + " (table " + LocalGameFunction.TABLE
                    + ").");
            out.println();

            FunctionClient relay = running.add(local.newRelay());
            LocalActivity activity;
            try {
                activity = running.add(LocalActivity.start(activityPort, running.add(local.newRelay()), players));
            } catch (IOException e) {
                terminal.err().println("tzaar local: the live board could not listen on port " + activityPort + " ("
                        + e.getMessage() + "); choose another with --activity-port N.");
                return REFUSED;
            }
            Player first = activity.players().get(0);
            out.println("Activity (the live board, as Discord shows it): " + activity.urlAs(first));
            out.println("  Open it in a browser: it shows the newest game of the console's channel as "
                    + first.name() + (activity.players().size() > 1 ? "; switch to "
                    + String.join(" or ", activity.players().subList(1, activity.players().size()).stream()
                            .map(Player::name).toList()) + " on the page" : "") + ". Loopback only.");
            out.println();
            InteractionsFrontend frontend = null;
            if (interactions != null) {
                // With DISCORD_TOKEN, as the stack's optional secret: games' threads are started with it. Each
                // relay is written down before it is acknowledged, and what a stop left unanswered is answered now.
                frontend = running.add(InteractionsFrontend.start(interactions,
                        LiveBoardOffer.around(relay, LiveBoardOffer.enabledIn(environment)), Clock.systemUTC(), null,
                        BotToken.of(token.orElse(null)), RelayJournal.in(data.resolve(RELAYS), Clock.systemUTC())));
                // The stack's schedule, in process: the frontend's own sweep, posting with its token.
                running.add(ClockTimer.start(frontend.reminders(), SWEEP_EVERY));
            } else if (settings == null) {
                // No frontend, so no token: a flag fall still ends its game, and reminders wait for a reply.
                running.add(ClockTimer.start(ClockReminders.of(relay, BotRestClient.none()), SWEEP_EVERY));
            }
            // Otherwise the gateway bot sweeps the clocks itself, as ./tzaar bot does.
            out.println("The correspondence clocks are swept every " + Durations.humane(SWEEP_EVERY) + (token.isPresent()
                    ? "; reminders are posted with the bot's token."
                    : ". Without DISCORD_TOKEN their reminders are not posted; a flag fall still ends the game."));
            out.println();
            if (frontend != null) {
                FunctionUrlServer url;
                try {
                    url = running.add(FunctionUrlServer.start(interactionsPort, frontend::handle));
                } catch (IOException e) {
                    terminal.err().println("tzaar local: the interactions endpoint could not listen on port "
                            + interactionsPort + " (" + e.getMessage() + "); choose another with --interactions-port N.");
                    return REFUSED;
                }
                out.println("The interactions endpoint answers on " + url.url() + " (as a function URL would), for "
                        + "application " + interactions.applicationId() + "; webhooks go to "
                        + interactions.discordApi() + ". Expose it through an HTTPS tunnel and paste that URL into "
                        + "the developer portal (General Information → Interactions Endpoint URL); register the "
                        + "commands once with ./tzaar register.");
                out.println();
            }
            if (settings != null && interactions != null) {
                // Discord delivers an application's interactions to its endpoint URL or to the gateway, never both.
                out.println("DISCORD_TOKEN is set, but with --interactions the application is served over HTTP: the "
                        + "gateway bot is not started (Discord sends interactions to one or the other).");
                out.println();
            } else if (interactions != null) {
                // The endpoint answers everything without a token; only posts outside an interaction need one.
                out.println("The interactions endpoint needs no bot token: Discord signs what it sends, and each "
                        + "interaction's own token answers it. Only what is posted outside an interaction needs "
                        + "DISCORD_TOKEN: without it, games cannot have threads of their own (thread:), and the "
                        + "clocks' reminders wait for the next reply in their channel.");
            } else if (settings != null) {
                Optional<TzaarBot> bot = DiscordBot.start(settings, relay, discord, out, terminal.err());
                if (bot.isEmpty()) {
                    return REFUSED;
                }
                running.add(bot.get());
            } else {
                // The commands to copy must find these games: the data directory goes with them.
                String dataArguments = data.equals(DEFAULT_DATA) ? "" : " --data " + shellWord(data.toString());
                out.println("No DISCORD_TOKEN is set, so no Discord bot runs. "
                        + DiscordBot.howToGetAToken(dataArguments));
                out.println();
                out.println("Or play right now without Discord: run ./tzaar console" + dataArguments + " in another "
                        + "terminal (it joins this function), or start with ./tzaar local" + dataArguments
                        + " --console.");
            }
            out.println();
            if (console) {
                ConsoleCliCommand.chat(relay, data.resolve("boards"), data.resolve(TerminalLines.HISTORY_FILE), terminal,
                        ConsoleCliCommand.systemLanguage(), activity::urlAs);
            } else {
                running.awaitStop();
            }
            return OK;
        }
    }

    /** The names of {@code --players}, as the console's users are named (alice,bob,carol). */
    private static List<String> playerNames(String list) throws Arguments.Wrong {
        List<String> names = List.of(list.split(",")).stream().map(String::strip).filter(n -> !n.isEmpty()).toList();
        for (String name : names) {
            try {
                Console.user(name);
            } catch (IllegalArgumentException e) {
                throw new Arguments.Wrong("--players: \"" + name + "\" is not a name a console user can have (letters, "
                        + "digits, _ . -, at most 32).");
            }
        }
        if (names.isEmpty() || names.stream().map(n -> n.toLowerCase(java.util.Locale.ROOT)).distinct().count()
                < names.size()) {
            throw new Arguments.Wrong("--players names one or more different players, like alice,bob,carol.");
        }
        return names;
    }

    /** A path as a shell word to copy: quoted when it holds anything a shell would split or expand. */
    static String shellWord(String path) {
        return path.matches("[A-Za-z0-9_./+,:@%=-]+") ? path : "'" + path.replace("'", "'\\''") + "'";
    }

    /**
     * The bot's settings from the environment (the token, the development server). The function is
     * this machine's, whatever {@code TZAAR_FUNCTION} names: the relay to it is made here.
     */
    private BotSettings botSettings() {
        Map<String, String> settings = new HashMap<>(environment);
        settings.put("TZAAR_FUNCTION", LocalGameFunction.FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
        settings.remove("TZAAR_FUNCTION_ENDPOINT");
        return BotSettings.fromEnvironment(settings);
    }
}
