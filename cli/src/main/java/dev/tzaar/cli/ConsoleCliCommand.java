package dev.tzaar.cli;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.clock.ClockTimer;
import dev.tzaar.bot.console.ChannelFeed;
import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.console.ConsoleSweep;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.infra.local.DataDirectoryInUse;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar console}: TZAAR without Discord, as a chat in the terminal with the same commands,
 * relayed the same way (the AWS SDK's Lambda client, to the function on loopback). It runs the
 * function and DynamoDB Local itself, or joins the {@code ./tzaar local} that already keeps its
 * games in the data directory. It reads standard input, so scripts drive it too.
 */
final class ConsoleCliCommand implements CliCommand<ConsoleCliCommand.Options> {

    /** How long a local stack still starting in the data directory is waited for: DynamoDB Local on a busy machine. */
    static final Duration PATIENCE = Duration.ofMinutes(2);
    private static final Duration WAIT_STEP = Duration.ofMillis(200);

    private final Map<String, String> environment;
    private final Duration patience;

    ConsoleCliCommand() {
        this(System.getenv(), PATIENCE);
    }

    /**
     * @param environment where the function it starts finds its settings ({@code TZAAR_CLAIM_HOURS}...)
     * @param patience how long to wait for a local stack still starting in the data directory
     */
    ConsoleCliCommand(Map<String, String> environment, Duration patience) {
        this.environment = environment;
        this.patience = patience;
    }

    @Command(description = {
        "The bot's commands are typed as chat lines (/tzaar help lists them; quit, Ctrl-D or Ctrl-C leaves), and "
                + "the buttons and menus under its answers pressed and chosen as Discord's are: \"alice: press Play "
                + "your turn\", then \"alice: choose F4\" (a menu's option by its label or value). Without --endpoint "
                + "it joins the ./tzaar local that keeps its games in the data directory, or starts the game function "
                + "and DynamoDB Local."})
    static final class Options {
        @Option(names = "--data", paramLabel = "DIR", converter = Values.Directory.class,
                description = "where the games are kept (default: ${DEFAULT-VALUE})")
        Path data = LocalCliCommand.DEFAULT_DATA;

        @Option(names = "--endpoint", paramLabel = "URL", converter = Values.Endpoint.class,
                description = "the game function of a ./tzaar local elsewhere, like http://127.0.0.1:9001")
        URI endpoint;

        @Option(names = "--files", paramLabel = "DIR", converter = Values.Directory.class,
                description = "where pictures and game records are saved (default: DIR/boards of --data)")
        Path files;

        @Option(names = "--locale", paramLabel = "TAG", converter = Values.Language.class,
                description = "the language of the answers and of the words typed, like en or fr (in French: "
                + "appuyer, choisir, aide, quitter); default: this machine's")
        String locale = systemLanguage();
    }

    @Override
    public String name() {
        return "console";
    }

    @Override
    public String summary() {
        return "play in the terminal, no Discord needed: the bot's commands as chat lines";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        Path saved = options.files == null ? options.data.resolve("boards") : options.files;
        try (Running running = new Running(terminal.out(), null)) {
            URI endpoint = options.endpoint != null ? options.endpoint : functionEndpoint(options, running, terminal.err());
            FunctionClient relay = running.add(LocalGameFunction.relayTo(endpoint));
            return chat(relay, ChannelFeed.of(options.data), saved, options.data.resolve(TerminalLines.HISTORY_FILE),
                    terminal, options.locale, null) == 0 ? OK : REFUSED;
        }
    }

    /** Where the function on the data directory answers: started here, or joined. */
    private URI functionEndpoint(Options options, Running running, PrintStream err) throws CommandStopped {
        Texts texts = Texts.forDiscord(options.locale);
        try {
            return startOrJoin(options.data, running, err, texts);
        } catch (DataDirectoryInUse e) {
            throw new CommandStopped(REFUSED, "tzaar console: " + e.getMessage() + ", and has not said where its function "
                    + "answers for " + patience.toSeconds() + " s. Stop it, or choose other data with --data DIR.");
        } catch (IOException | IllegalArgumentException e) {
            throw new CommandStopped(REFUSED, "tzaar console: the game function could not start: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandStopped(REFUSED, "tzaar console: stopped while the game function was starting.");
        }
    }

    /**
     * The function on the data directory: started here, or the one of the {@code ./tzaar local} (or
     * console) that holds the directory. A holder that has not yet said where its function answers
     * is still starting (DynamoDB Local takes seconds): it is waited for, up to {@link #patience}; if
     * it gives the directory up instead, the function is started here after all.
     */
    private URI startOrJoin(Path data, Running running, PrintStream err, Texts texts)
            throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + patience.toNanos();
        boolean toldWaiting = false;
        while (true) {
            try {
                // Said only once the directory is ours: a console that joins another's stack starts nothing.
                return running.add(LocalGameFunction.start(data, 0, 0, environment,
                        () -> err.println(texts.text("console.starting", data.toAbsolutePath())))).functionEndpoint();
            } catch (DataDirectoryInUse e) {
                if (e.endpoint().isPresent()) {
                    err.println(texts.text("console.joining", data, e.endpoint().get()));
                    return e.endpoint().get();
                }
                if (System.nanoTime() - giveUp > 0) {
                    throw e;
                }
                if (!toldWaiting) {
                    err.println(texts.text("console.waiting", data));
                    toldWaiting = true;
                }
                Thread.sleep(WAIT_STEP.toMillis());
            }
        }
    }

    /**
     * The console on standard input until it ends: at a terminal, with a prompt, the help, line
     * editing and history (kept in {@code history}); from a script, read plainly, each line echoed
     * before its answer.
     *
     * @return how many lines could not be read
     */
    static int chat(FunctionClient relay, Path files, Path history, Terminal terminal) throws IOException {
        return chat(relay, files, history, terminal, null);
    }

    /**
     * @param locale the language the function answers in ({@code fr}, {@code en-US}; the system's
     *     unless {@code --locale} names one); null for English
     */
    static int chat(FunctionClient relay, Path files, Path history, Terminal terminal, String locale)
            throws IOException {
        return chat(relay, files, history, terminal, locale, null);
    }

    /** @param liveBoard the live board served beside the console (its page as a player on a game), or null */
    static int chat(FunctionClient relay, Path files, Path history, Terminal terminal, String locale,
            java.util.function.BiFunction<dev.tzaar.api.Player, String, URI> liveBoard) throws IOException {
        return chat(relay, null, files, history, terminal, locale, liveBoard);
    }

    /**
     * @param channel what is posted in the console's channel from elsewhere (the live board's moves), shown as
     *     it comes; null for nothing
     */
    static int chat(FunctionClient relay, ChannelFeed channel, Path files, Path history, Terminal terminal,
            String locale, java.util.function.BiFunction<dev.tzaar.api.Player, String, URI> liveBoard)
            throws IOException {
        boolean interactive = System.console() != null;
        PrintStream out = terminal.out();
        Console console = new Console(relay, files, out, System::currentTimeMillis, locale);
        if (liveBoard != null) {
            console.withLiveBoard(liveBoard);
        }
        ChannelFeed.Following following = channel == null ? () -> { } : channel.follow(console::shownInTheChannel);
        // Issue 29: the daily puzzle (and a clock's reminder) of the console's channel is posted in its feed, which
        // every console of the data directory shows; the function's claim has exactly one of their sweeps post it.
        ClockTimer sweeping = channel == null ? null
                : ClockTimer.start(new ConsoleSweep(relay, channel::post)::sweepQuietly, ClockTimer.SELF_HOSTED_PERIOD);
        try {
            return chatIn(console, files, history, terminal, interactive, out);
        } finally {
            if (sweeping != null) {
                sweeping.close();
            }
            following.close();
        }
    }

    private static int chatIn(Console console, Path files, Path history, Terminal terminal, boolean interactive,
            PrintStream out) throws IOException {
        int unreadable;
        if (interactive) {
            console.welcome(files).forEach(out::println);
            out.flush();
            try (TerminalLines lines = TerminalLines.system(history)) {
                unreadable = console.run(lines, false, "» ");
            }
        } else {
            terminal.err().println(console.readingInput(files));
            unreadable = console.run(terminal.in(), true, "");
        }
        out.flush();
        return unreadable;
    }

    /**
     * The machine's language as Discord names languages ({@code fr}, {@code en-US}): the language and
     * region only, since a full tag's extensions ({@code -u-ca-japanese}) are no Discord locale and
     * the function would refuse the request.
     */
    static String systemLanguage() {
        Locale system = Locale.getDefault();
        return system.getCountry().isEmpty() ? system.getLanguage() : system.getLanguage() + "-" + system.getCountry();
    }
}
