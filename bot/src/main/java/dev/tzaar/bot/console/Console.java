package dev.tzaar.bot.console;

import dev.tzaar.api.Capability;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.core.ButtonHandler;
import dev.tzaar.bot.commands.Subcommand;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.threads.GameThreads;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.function.UntilAnswered;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Discord channel in the terminal: people type chat lines ({@link ConsoleLine}), and each becomes
 * the interaction Discord would deliver, through the same {@code /tzaar} subcommand classes and the
 * same {@link FunctionClient} as the bot's; the replies are shown as the channel would show them
 * ({@link ReplyPrinter}). Like the bot, it decides nothing about games: the function does.
 */
public final class Console {
    /**
     * The console's one server and channel; ids shaped like Discord's and unlike any real one. The live
     * board on {@code ./tzaar local} names both to the page, as Discord names them to an Activity.
     */
    public static final String GUILD = "100000000000000001";
    public static final String CHANNEL = "100000000000000002";
    /** The bot's own user in the console: the opponent of {@code /tzaar ai}. */
    static final Player BOT = new Player("100000000000000003", "tzaar", true);
    /** Discord's epoch, for interaction ids shaped like its snowflakes. */
    private static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;
    private static final Logger LOG = LoggerFactory.getLogger(Console.class);

    /**
     * The console's user called {@code name} (like {@code alice}), as a line {@code alice: ...} speaks: the
     * same id in every session, so another frontend of this machine (the live board) can name them.
     *
     * @throws IllegalArgumentException when the name is not one a console user can have
     */
    public static Player user(String name) {
        if (ConsoleUsers.isTheBot(name)) {
            throw new IllegalArgumentException(name + " is the bot");
        }
        return new ConsoleUsers().named(name);
    }

    private final FunctionClient function;
    private final TzaarCommand command = new TzaarCommand(Subcommands.all());
    private final ConsoleUsers users = new ConsoleUsers();
    private final ShownButtons buttons = new ShownButtons();
    private final ReplyPrinter printer;
    private final PrintStream out;
    private final LongSupplier millis;
    private long lastInteraction;
    private final String locale;
    private final LocalNames names;
    /** The live board served on this machine, by the player and game it opens on; null when none is. */
    private BiFunction<Player, String, URI> liveBoard;
    private final ConsoleWords words;

    /**
     * @param files where the board pictures and game records are saved
     * @param millis the clock for interaction ids, which must grow across sessions: the function
     *     answers a repeated id with its first answer
     */
    public Console(FunctionClient function, Path files, PrintStream out, LongSupplier millis) {
        this(function, files, out, millis, null);
    }

    /**
     * @param locale the language the function answers in, as Discord names languages ({@code fr},
     *     {@code en-US}); null for English
     */
    public Console(FunctionClient function, Path files, PrintStream out, LongSupplier millis, String locale) {
        this.locale = locale;
        this.words = ConsoleWords.of(command, locale);
        this.names = words.names();
        this.function = function;
        this.out = out;
        this.millis = millis;
        this.printer = new ReplyPrinter(out, files, id -> users.withId(id).map(Player::name)
                .orElseGet(() -> words.say("someone")), millis, words, CHANNEL);
    }

    /**
     * The console's help, in its language: how lines are typed, with examples, the explanations
     * lined up beside them.
     */
    public List<String> help() {
        List<String> examples = List.of("challenge", "accept", "choices", "move", "game", "press", "panel", "choose",
                "target", "pressGame", "help");
        String press = words.keyword("press");
        String choose = words.keyword("choose");
        int width = examples.stream().mapToInt(key -> words.say("help." + key, press, choose).length()).max()
                .orElse(0) + 4;
        List<String> lines = new java.util.ArrayList<>();
        lines.add(words.say("help.intro"));
        for (String key : examples) {
            String example = "  " + words.say("help." + key, press, choose);
            lines.add(example + " ".repeat(width + 2 - example.length()) + words.say("help." + key + ".what", press));
        }
        lines.add(words.say("help.outro", words.keyword("help"), words.keyword("quit")));
        return lines;
    }

    /** What a person at a terminal reads first: what the console is, where its pictures go, and the help. */
    public List<String> welcome(Path files) {
        List<String> lines = new java.util.ArrayList<>();
        lines.add(words.say("welcome", files));
        lines.addAll(help());
        return lines;
    }

    /** What a script's run says on standard error before it reads the first line. */
    public String readingInput(Path files) {
        return words.say("readingInput", files);
    }

    /**
     * The live board that {@code ./tzaar local} serves beside this console: game messages get its button, and
     * pressing it says where to open it, as the player who pressed, on that game.
     *
     * @param url the page opened as a player on a game
     */
    public Console withLiveBoard(BiFunction<Player, String, URI> url) {
        this.liveBoard = url;
        return this;
    }

    /**
     * Where the console's lines come from: standard input read plainly (a script), or a terminal
     * with line editing and history.
     */
    @FunctionalInterface
    public interface Lines {
        /**
         * The next line, after showing {@code prompt} (empty for none); null when the input ends.
         */
        String next(String prompt) throws IOException;
    }

    /** Lines read plainly from {@code in}, the prompt printed before each. */
    public Lines plain(BufferedReader in) {
        return prompt -> {
            if (!prompt.isEmpty()) {
                out.print(prompt);
                out.flush();
            }
            return in.readLine();
        };
    }

    /**
     * Reads lines until the input ends or someone types {@code quit}.
     *
     * @param echo write each line before its answer, so that a transcript of a script reads like a chat
     * @param prompt what to print before each line is read (empty for none)
     * @return how many lines could not be read, so that a script with a typo fails
     */
    public int run(BufferedReader in, boolean echo, String prompt) throws IOException {
        return run(plain(in), echo, prompt);
    }

    /** As {@link #run(BufferedReader, boolean, String)}, from any source of lines. */
    public int run(Lines in, boolean echo, String prompt) throws IOException {
        int unreadable = 0;
        while (true) {
            String line = in.next(prompt);
            if (line == null) {
                return unreadable;
            }
            if (echo && !line.isBlank()) {
                out.println("> " + line.strip());
            }
            ConsoleLine read = ConsoleLine.parse(line, words);
            if (read instanceof ConsoleLine.Quit) {
                return unreadable;
            }
            if (read instanceof ConsoleLine.Unreadable) {
                unreadable++;
            }
            if (!handledAlone(read)) {
                unreadable++;
            }
            out.flush();
        }
    }

    /**
     * Each line is a boundary: whatever goes wrong with one line (a bug of ours, a reply we cannot
     * show) becomes one line of output, and the console, and whatever runs beside it, goes on.
     *
     * @return false when the line failed
     */
    private synchronized boolean handledAlone(ConsoleLine line) {
        try {
            handle(line);
            return true;
        } catch (RuntimeException | StackOverflowError e) {
            LOG.debug("A console line failed", e);
            String message = e.getMessage() == null || e.getMessage().isBlank() ? ""
                    : ": " + e.getMessage().strip().lines().findFirst().orElse("");
            printer.console(words.say("lineFailed", e.getClass().getSimpleName()
                    + (message.length() > 200 ? message.substring(0, 200) + "…" : message)), null);
            return false;
        }
    }

    private void handle(ConsoleLine line) {
        // (Java 17: no pattern matching in switch yet.)
        if (line instanceof ConsoleLine.Help) {
            help().forEach(text -> printer.console(text, null));
        } else if (line instanceof ConsoleLine.Unreadable unreadable) {
            printer.console(unreadable.reason(), null);
        } else if (line instanceof ConsoleLine.Slash slash) {
            slash(slash);
        } else if (line instanceof ConsoleLine.Suggest suggest) {
            suggest(suggest);
        } else if (line instanceof ConsoleLine.Press press) {
            press(press);
        } else if (line instanceof ConsoleLine.Choose choose) {
            choose(choose);
        }
    }

    private void slash(ConsoleLine.Slash line) {
        Player user = users.named(line.user());
        Optional<Subcommand> found = subcommand(names.subcommand(line.subcommand()), user);
        if (found.isEmpty()) {
            return;
        }
        Subcommand subcommand = found.get();
        TypedOptions options = TypedOptions.read(subcommand.definition(), names.options(subcommand.name(),
                line.options()), line.mentions(), users, true, words);
        if (options.problem().isPresent()) {
            printer.console(options.problem().get(), user.name());
            return;
        }
        ConsoleInput input = input(user, options);
        Optional<String> refusal = subcommand.refusal(input);
        if (refusal.isPresent()) {
            printer.console(refusal.get(), user.name());
            return;
        }
        // One channel in a terminal: the bot starts no thread here, whatever a server's default would say.
        GameRequest request = input.withLanguages(subcommand.request(input)).without(Capability.START_THREADS)
                .without(Capability.START_PRIVATE_THREADS);
        if (GameThreads.asksForAThread(request)) {
            // Nowhere to start a thread, and the game would be lost in none.
            printer.console(Texts.forDiscord(locale).text("bot.noThreadsInConsole"), user.name());
            return;
        }
        if (request.command() == Command.SETTINGS && request.option(Option.THREADS).isPresent()) {
            // Its games are always played here: a default of threads could never apply.
            printer.console(Texts.forDiscord(locale).text("bot.settingsInConsole"), user.name());
            return;
        }
        call(request, user).ifPresent(reply -> show(reply, user));
    }

    private void suggest(ConsoleLine.Suggest line) {
        Player user = users.named(line.user());
        Optional<Subcommand> found = subcommand(names.subcommand(line.subcommand()), user);
        if (found.isEmpty()) {
            return;
        }
        Subcommand subcommand = found.get();
        Optional<OptionData> focused = TypedOptions.option(subcommand.definition(),
                names.option(subcommand.name(), line.focused()));
        if (focused.isEmpty()) {
            printer.console(words.say("noSuchOption", "/tzaar " + words.subcommand(subcommand.name()), line.focused()),
                    user.name());
            return;
        }
        String shown = words.option(subcommand.name(), focused.get().getName());
        if (!focused.get().getChoices().isEmpty()) {
            printer.console(words.say("oneOf", shown, words.choices(subcommand.name(), focused.get().getName())),
                    user.name());
            return;
        }
        if (!focused.get().isAutoComplete()) {
            printer.console(words.say("nothingToOffer", shown), user.name());
            return;
        }
        TypedOptions others = TypedOptions.read(subcommand.definition(), names.options(subcommand.name(),
                line.options()), List.of(), users, false, words);
        if (others.problem().isPresent()) {
            printer.console(others.problem().get(), user.name());
            return;
        }
        // As Discord sends it: every option typed so far, the focused one with its text.
        Map<String, String> typed = new HashMap<>(others.texts());
        typed.put(focused.get().getName(), line.typed());
        GameRequest request = GameRequest.of(nextInteractionId(), GUILD, CHANNEL, user, Command.SUGGEST, typed)
                .withFocused(focused.get().getName()).withLocales(locale, locale);
        call(request, user).ifPresent(reply -> printer.choices(shown, reply.choices(), user.name()));
    }

    private void press(ConsoleLine.Press line) {
        Player user = users.named(line.user());
        Optional<ShownButtons.Pressed> pressed = buttons.find(line.label(), user.id());
        if (pressed.isEmpty()) {
            var labels = buttons.labelsFor(user.id());
            // A console started afresh has shown no buttons yet, though its games go on: the board brings them back.
            printer.console(labels.isEmpty() ? words.say("noButton", line.label(), user.name(), words.subcommand("board"))
                    : words.say("noButtonButThese",
                    line.label(), user.name(), String.join(" ", labels.stream().map(label -> "[" + label + "]")
                            .toList())), user.name());
            return;
        }
        String id = pressed.get().button().id();
        Optional<ControlId> control = ControlId.parse(id);
        if (control.isPresent()) {
            onPanel(control.get(), null, pressed.get().message(), user);
            return;
        }
        ConsoleInput input = input(user, new TypedOptions(Optional.empty(), Map.of(), Map.of()));
        ButtonId button = ButtonId.parse(id).orElseThrow();
        if (button.command() == Command.ACTIVITY && liveBoard != null) {
            // Discord would open the live board here; a terminal says where it is.
            printer.console(words.say("liveBoard", liveBoard.apply(user, button.gameId())), user.name());
            return;
        }
        call(ButtonHandler.request(button, input), user).ifPresent(reply -> {
            if (!reply.ephemeral() && ButtonHandler.retiresItsButtons(button.command())) {
                buttons.retire(pressed.get().message());
            }
            if (reply.panel() == null) {
                show(reply, user);
                return;
            }
            // The pressed message itself changed (a tournament's announcement and its list): shown as it now stands.
            ShownButtons.Message message = pressed.get().message();
            if (message.onlyFor() == null) {
                printer.edited(reply.panel(), user.name());
            } else {
                printer.panel(reply.panel(), user.name());
            }
            if (reply.saysMoreThanItsPanel()) {
                show(reply, user);
            }
            buttons.replace(message, reply.panel().buttons(), reply.panel().menus());
        });
    }

    /** An item chosen from a menu of a player's panel, by its value or label: {@code alice: choose F4}. */
    private void choose(ConsoleLine.Choose line) {
        Player user = users.named(line.user());
        Optional<ShownButtons.Picked> picked = buttons.pick(line.choice(), user.id());
        if (picked.isEmpty()) {
            var choices = buttons.choicesFor(user.id());
            printer.console(choices.isEmpty() ? words.say("noChoice", line.choice()) : words.say("noChoiceButThese",
                    line.choice(), user.name(), String.join(", ", choices)), user.name());
            return;
        }
        onPanel(ControlId.parse(picked.get().menu().id()).orElseThrow(), picked.get().item().value(),
                picked.get().message(), user);
    }

    /**
     * A control of a player's panel used ({@code chosen}: a menu's item), answered as the bot shows it:
     * the panel's next step in the pressed panel's place, then the rest (a move told to the channel, a
     * refusal) as a new message. The panel's controls come last within reach, being what its player
     * looks at: a label both show (Pass) is the panel's.
     */
    private void onPanel(ControlId control, String chosen, ShownButtons.Message panel, Player user) {
        ConsoleInput input = input(user, new TypedOptions(Optional.empty(), Map.of(), Map.of()));
        call(ButtonHandler.request(control, chosen, input), user).ifPresent(reply -> {
            if (reply.panel() != null) {
                printer.panel(reply.panel(), user.name());
            }
            if (reply.saysMoreThanItsPanel()) {
                show(reply, user);
            }
            if (reply.panel() != null) {
                buttons.replace(panel, reply.panel().buttons(), reply.panel().menus());
            }
            recounted(reply);
        });
    }

    private Optional<Subcommand> subcommand(String name, Player user) {
        Optional<Subcommand> found = command.subcommand(name);
        if (found.isEmpty()) {
            printer.console(words.say("noSubcommand", "/tzaar " + name, user.name(), words.subcommand("help")),
                    user.name());
        }
        return found;
    }

    private ConsoleInput input(Player user, TypedOptions options) {
        return new ConsoleInput(nextInteractionId(), GUILD, CHANNEL, user, BOT.id(), options.texts(), options.players(),
                locale);
    }

    /**
     * The function's reply; when it gives none, the player is told, as the bot tells them, and nothing changed.
     * A work under way (a review) prints its progress line at each step, with no time limit: no token runs out here.
     */
    private Optional<GameReply> call(GameRequest request, Player user) {
        try {
            return Optional.of(new UntilAnswered(LiveBoardOffer.around(function, liveBoard != null), Clock.systemUTC())
                    .call(request, line -> printer.reply(line, user.name()), Instant.MAX));
        } catch (FunctionUnavailable e) {
            printer.console(e.toldIn(Texts.forDiscord(request.locale())), user.name());
            return Optional.empty();
        }
    }

    /**
     * A post of this console's channel made elsewhere ({@link ChannelFeed}: a move made on the live board), shown
     * as the channel shows it: the message, its picture, and the ping of the player to act, whose buttons they
     * are.
     */
    public synchronized void shownInTheChannel(GameReply reply) {
        String reader = reply.ping().isEmpty() ? words.say("someone")
                : users.withId(reply.ping().get(0)).map(Player::name).orElseGet(() -> words.say("someone"));
        if (reply.game() != null) {
            users.met(reply.game().challenger());
            if (reply.game().opponent() != null) {
                users.met(reply.game().opponent());
            }
            buttons.turnOver(reply.game().id());
        }
        printer.reply(reply, reader);
        buttons.shown(reply.buttons(), reply.menus(), null);
        out.flush();
    }

    private void show(GameReply reply, Player user) {
        // The players of a game from an earlier session have not spoken in this one: the reply names them.
        if (reply.game() != null) {
            users.met(reply.game().challenger());
            if (reply.game().opponent() != null) {
                users.met(reply.game().opponent());
            }
        }
        printer.reply(reply, user.name());
        recounted(reply);
        if (!reply.ephemeral() && reply.game() != null) {
            buttons.turnOver(reply.game().id());
        }
        buttons.shown(reply.buttons(), reply.menus(), reply.ephemeral() ? user.id() : null);
    }

    /**
     * A solve that changed the count of the daily puzzle's post in this channel ({@link GameReply#recount()}): a
     * terminal cannot edit a line it printed, as Discord edits the post, so the post's new count line is printed.
     */
    private void recounted(GameReply reply) {
        if (reply.recount() == null || !CHANNEL.equals(reply.recount().channelId())) {
            return;
        }
        List<String> lines = reply.recount().text().lines().toList();
        printer.console(words.say("dailyRecounted", lines.isEmpty() ? "" : lines.get(lines.size() - 1)), null);
    }

    /** A snowflake-shaped id from the clock, always above the last one given. */
    private String nextInteractionId() {
        long id = Math.max((millis.getAsLong() - DISCORD_EPOCH_MILLIS) << 22, lastInteraction + 1);
        lastInteraction = id;
        return Long.toString(id);
    }
}
