package dev.tzaar.bot.console;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.Choice;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Picture;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.api.TextFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.tzaar.api.Durations;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shows the function's replies in a terminal as a channel would show them: who sees a message, its
 * text (mentions as {@code @name}, bold marks dropped), the board drawn as text, the picture (and any
 * other pictures, each drawn as text too) and the
 * files saved where a person can open them, the buttons to press and the menus' items to choose, and
 * the ping that follows.
 */
final class ReplyPrinter {
    static final String BOT = "tzaar › ";
    static final String INDENT = "        ";
    /** How wide a line of a menu's items grows before the next item goes on a line of its own. */
    static final int WIDTH = 100;
    private static final String ITEM_GAP = "   ";
    private static final Pattern MENTION = Pattern.compile("<@!?(\\d+)>");
    private static final Pattern CHANNEL_MENTION = Pattern.compile("<#(\\d+)>");
    /** Discord's timestamps, {@code <t:seconds:style>}, which its app shows in the reader's own time. */
    private static final Pattern TIMESTAMP = Pattern.compile("<t:(-?\\d{1,12})(?::([tTdDfFR]))?>");
    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);
    private static final Pattern UNSAFE_FILE_CHARACTERS = Pattern.compile("[^A-Za-z0-9._-]");

    private final PrintStream out;
    private final Path files;
    private final Function<String, String> nameOfUser;
    private final LongSupplier millis;
    private final ConsoleWords words;
    private final String channelId;
    private int pictures;
    /** The pictures' names this console has saved, so that none is written over by another. */
    private final Set<String> picturesSaved = new HashSet<>();
    private boolean toldHowToPress;
    /** The last board drawn as text, which a reply of the same position does not draw again. */
    private String lastBoard;
    /** The menus of the last reply that had any, which a reply with the same menus names in a line each. */
    private List<SelectMenu> lastMenus = List.of();
    private boolean toldHowToChoose;

    /**
     * @param files where pictures and records are saved (made when the first one is)
     * @param nameOfUser a user's name from their id, for mentions
     * @param millis the clock, for times written as "in 15 minutes"
     * @param words the console's own words, in its reader's language
     * @param channelId the console's channel, which a mention of shows as "this channel"
     */
    ReplyPrinter(PrintStream out, Path files, Function<String, String> nameOfUser, LongSupplier millis,
            ConsoleWords words, String channelId) {
        this.out = out;
        this.files = files;
        this.nameOfUser = nameOfUser;
        this.millis = millis;
        this.words = words;
        this.channelId = channelId;
    }

    /** A reply to {@code reader}'s line; a private one says that only they see it. */
    void reply(GameReply reply, String reader) {
        print(reply, reader, reply.ephemeral() ? BOT + words.say("onlyFor", reader) + " " : BOT);
    }

    /** A message everyone sees, edited in place by a press of its button (a tournament's announcement). */
    void edited(GameReply message, String reader) {
        print(message, reader, BOT + words.say("editedInPlace") + " ");
    }

    /** A player's private panel, moved on: it takes the place of the panel whose control they pressed. */
    void panel(GameReply panel, String reader) {
        print(panel, reader, BOT + words.say("onlyForInPlace", reader) + " ");
    }

    private void print(GameReply reply, String reader, String prefix) {
        List<String> lines = readable(reply.text().isBlank() ? words.say("done") : reply.text()).lines().toList();
        out.println(prefix + lines.get(0));
        lines.subList(1, lines.size()).forEach(line -> out.println(INDENT + line));
        BoardImage image = reply.image();
        if (image != null) {
            String saved = save(pictureName(reply, reader), image.png());
            // A panel's step, a hint, a private board: the same position as the board just above says nothing new.
            if (image.diagram().equals(lastBoard)) {
                out.println(INDENT + words.say("boardAsAbove", saved));
            } else {
                image.diagram().lines().forEach(line -> out.println(INDENT + "  " + line));
                out.println(INDENT + words.say("picture", saved));
                lastBoard = image.diagram();
            }
        }
        // The reply's other pictures are the same for everyone (the rules' examples): saved under their own names.
        for (Picture picture : reply.pictures()) {
            picture.image().diagram().lines().forEach(line -> out.println(INDENT + "  " + line));
            out.println(INDENT + words.say("picture", save(picture.fileName(), picture.image().png())));
        }
        for (TextFile file : reply.files()) {
            out.println(INDENT + words.say("file", save(file.name(), file.content().getBytes(StandardCharsets.UTF_8))));
        }
        if (!reply.buttons().isEmpty()) {
            out.println(INDENT + words.say("buttons", String.join(" ", reply.buttons().stream()
                    .map(ActionButton::label).map(label -> "[" + label + "]").toList()))
                    + (toldHowToPress ? "" : "   " + words.say("howToPress", reader, words.keyword("press"),
                            reply.buttons().get(0).label())));
            toldHowToPress = true;
        }
        List<SelectMenu> shownBefore = lastMenus;
        for (SelectMenu menu : reply.menus()) {
            menu(menu, reader, shownBefore.stream().anyMatch(before -> sameItems(before, menu)));
        }
        if (!reply.menus().isEmpty()) {
            lastMenus = reply.menus();
        }
        if (!reply.ephemeral() && !reply.ping().isEmpty()) {
            StringBuilder ping = new StringBuilder();
            reply.ping().forEach(id -> ping.append('@').append(nameOfUser.apply(id)).append(' '));
            if (reply.pingText() != null) {
                ping.append(readable(reply.pingText()));
            }
            out.println(BOT + ping.toString().strip());
        }
    }

    /**
     * A menu in a few lines: its placeholder, then its items' labels side by side, wrapped at {@link #WIDTH}
     * (a label begins with the value to type); the chosen one marked. A menu as the last one shown, a piece
     * chosen from it, is told in one line.
     */
    private void menu(SelectMenu menu, String reader, boolean asAbove) {
        String placeholder = readable(menu.placeholder());
        List<String> chosen = menu.items().stream().filter(SelectMenu.Item::chosen).map(SelectMenu.Item::value).toList();
        if (asAbove) {
            out.println(INDENT + words.say("menuAsAbove", placeholder) + (chosen.isEmpty() ? ""
                    : "   " + chosen.get(0) + " " + words.say("chosen")));
            return;
        }
        out.println(INDENT + words.say("menu", placeholder) + (toldHowToChoose ? ""
                : "   " + words.say("howToChoose", reader, words.keyword("choose"), menu.items().get(0).value())));
        toldHowToChoose = true;
        StringBuilder line = new StringBuilder(INDENT + "  ");
        for (SelectMenu.Item item : menu.items()) {
            String shown = readable(item.label()) + (item.chosen() ? " " + words.say("chosen") : "");
            if (line.length() > INDENT.length() + 2 && line.length() + ITEM_GAP.length() + shown.length() > WIDTH) {
                out.println(line);
                line = new StringBuilder(INDENT + "  ");
            } else if (line.length() > INDENT.length() + 2) {
                line.append(ITEM_GAP);
            }
            line.append(shown);
        }
        out.println(line);
    }

    /** Whether two menus offer the same items, whichever is chosen. */
    private static boolean sameItems(SelectMenu one, SelectMenu other) {
        return one.placeholder().equals(other.placeholder()) && one.items().stream()
                .map(item -> List.of(item.value(), item.label(), item.description())).toList()
                .equals(other.items().stream().map(item -> List.of(item.value(), item.label(), item.description()))
                        .toList());
    }

    /** Autocomplete choices, as Discord lists them above the message box; {@code option} as the reader names it. */
    void choices(String option, List<Choice> choices, String reader) {
        String onlyFor = BOT + words.say("onlyFor", reader) + " ";
        if (choices.isEmpty()) {
            out.println(onlyFor + words.say("noChoices", option));
            return;
        }
        out.println(onlyFor + (choices.size() == Choice.MAX_CHOICES ? words.say("choicesFirst", option,
                Choice.MAX_CHOICES) : words.say("choices", option)));
        // A choice's name usually begins with its value ("F4 · 2 captures"); otherwise both are shown.
        choices.forEach(choice -> out.println(INDENT + (choice.name().startsWith(choice.value())
                ? readable(choice.name()) : choice.value() + "   " + readable(choice.name()))));
    }

    /** A message of the console's own (a line it cannot read, say), only for the one who typed it. */
    void console(String text, String reader) {
        out.println(BOT + (reader == null ? "" : words.say("onlyFor", reader) + " ") + readable(text));
    }

    /**
     * Discord markdown as a terminal shows it: mentions and timestamps written out (a channel's
     * mention as "this channel", the console's one), the marks that only style a text gone ({@link TerminalMarkdown}).
     */
    String readable(String markdown) {
        String text = replace(MENTION, markdown, mention -> "@" + nameOfUser.apply(mention.group(1)));
        text = replace(CHANNEL_MENTION, text, mention -> words.say(mention.group(1).equals(channelId) ? "thisChannel"
                : "otherChannel"));
        text = replace(TIMESTAMP, text, timestamp -> when(Long.parseLong(timestamp.group(1)), timestamp.group(2)));
        return TerminalMarkdown.plain(text);
    }

    private static String replace(Pattern pattern, String text, Function<Matcher, String> replacement) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder replaced = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(replaced, Matcher.quoteReplacement(replacement.apply(matcher)));
        }
        matcher.appendTail(replaced);
        return replaced.toString();
    }

    /** A Discord timestamp: "in 15 minutes", "3 hours ago" for the relative style, else the local date and time. */
    private String when(long epochSecond, String style) {
        if (!"R".equals(style)) {
            return LOCAL_TIME.format(Instant.ofEpochSecond(epochSecond).atZone(ZoneId.systemDefault()));
        }
        long seconds = epochSecond - Math.floorDiv(millis.getAsLong(), 1000);
        String amount = Durations.humane(Duration.ofSeconds(seconds), words.texts());
        // The same second is the past: what a reply dates "now" has just happened.
        return words.say(seconds > 0 ? "in" : "ago", amount);
    }

    /**
     * One file per version of a game, so the pictures of a game sort in the order they were played;
     * a private one (a player's own {@code /tzaar board}, turned to their side) under a name of its
     * own, so that it never replaces the channel's picture of that version. A second picture of one
     * version for one reader (a hint, then a panel) is another picture, not the same one again: it is
     * saved beside the first ({@code -2}, {@code -3}), never over it. Pictures of no game are numbered on
     * from those already in the directory, so a new console never writes over an earlier one's.
     */
    private String pictureName(GameReply reply, String reader) {
        String onlyFor = reply.ephemeral() ? "-for-" + reader : "";
        if (reply.game() == null) {
            String name;
            do {
                pictures++;
                name = "board-" + pictures + onlyFor + ".png";
            } while (Files.exists(fileFor(name)) || !picturesSaved.add(name));
            return name;
        }
        String version = reply.game().id() + "-" + String.format(Locale.ROOT, "%04d", reply.game().version()) + onlyFor;
        String name = version + ".png";
        for (int copy = 2; !picturesSaved.add(name); copy++) {
            name = version + "-" + copy + ".png";
        }
        return name;
    }

    /** Where a file of that name is saved: a name of ours, but a file name all the same, kept in the directory. */
    private Path fileFor(String name) {
        String safe = UNSAFE_FILE_CHARACTERS.matcher(name).replaceAll("_");
        return files.resolve(safe.startsWith(".") ? "_" + safe : safe);
    }

    private String save(String name, byte[] content) {
        Path file = fileFor(name);
        try {
            Files.createDirectories(files);
            Files.write(file, content);
            return file.toString();
        } catch (IOException e) {
            return words.say("notSaved", e.getMessage());
        }
    }
}
