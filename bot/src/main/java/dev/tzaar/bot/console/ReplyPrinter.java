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
    private static final Pattern MENTION = Pattern.compile("<@!?(\\d+)>");
    private static final Pattern CHANNEL_MENTION = Pattern.compile("<#(\\d+)>");
    /** Discord's timestamps, {@code <t:seconds:style>}, which its app shows in the reader's own time. */
    private static final Pattern TIMESTAMP = Pattern.compile("<t:(-?\\d{1,12})(?::([tTdDfFR]))?>");
    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);
    private static final Pattern MARKDOWN_ESCAPE = Pattern.compile("\\\\([\\\\*_~`|>#\\[\\]()])");
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
            image.diagram().lines().forEach(line -> out.println(INDENT + "  " + line));
            out.println(INDENT + words.say("picture", save(pictureName(reply, reader), image.png())));
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
        for (SelectMenu menu : reply.menus()) {
            out.println(INDENT + words.say("menu", readable(menu.placeholder())) + (toldHowToChoose ? ""
                    : "   " + words.say("howToChoose", reader, words.keyword("choose"),
                            menu.items().get(0).value())));
            toldHowToChoose = true;
            for (SelectMenu.Item item : menu.items()) {
                out.println(INDENT + "  " + readable(item.label()) + (item.description().isEmpty() ? ""
                        : " (" + readable(item.description()) + ")") + (item.chosen() ? "   " + words.say("chosen") : ""));
            }
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
     * mention as "this channel", the console's one), bold marks dropped.
     */
    String readable(String markdown) {
        String text = replace(MENTION, markdown.replace("**", ""), mention -> "@" + nameOfUser.apply(mention.group(1)));
        text = replace(CHANNEL_MENTION, text, mention -> words.say(mention.group(1).equals(channelId) ? "thisChannel"
                : "otherChannel"));
        // Names come with Discord's markdown escaped ("bob\_2"); a terminal shows them as typed.
        text = MARKDOWN_ESCAPE.matcher(text).replaceAll("$1");
        return replace(TIMESTAMP, text, timestamp -> when(Long.parseLong(timestamp.group(1)), timestamp.group(2)));
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
