package dev.tzaar.bot.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line typed into the console, read as a chat line is: who speaks, then what they type.
 *
 * <pre>
 * alice: /tzaar challenge @bob setup:fixed     a slash command (the "/tzaar" may be left out)
 * alice: /tzaar move turn:F4xE4 C3-D4          an option's value runs to the next "name:"
 * alice: /tzaar move from:?                    "?" at the end of a value: the choices for it
 * bob: press Accept                            presses a button shown under a message
 * bob: press Play your turn k7m2q             the button of game k7m2q, when another game's board is newer
 * bob: choose F4                               chooses an item of a select menu, by its value or label
 * help, quit, # a comment, or nothing (press, choose, help and quit also in the console's language)
 * </pre>
 */
sealed interface ConsoleLine {

    /** A slash command: {@code options} as typed, {@code mentions} the {@code @names} outside them. */
    record Slash(String user, String subcommand, Map<String, String> options, List<String> mentions)
            implements ConsoleLine {
    }

    /** Autocomplete: the choices for {@code focused}, given what is typed in it and the other options. */
    record Suggest(String user, String subcommand, Map<String, String> options, String focused, String typed)
            implements ConsoleLine {
    }

    /** A button pressed, by its label. */
    record Press(String user, String label) implements ConsoleLine {
    }

    /** An item chosen from a select menu, by its value or label. */
    record Choose(String user, String choice) implements ConsoleLine {
    }

    /** The console's own help. */
    record Help() implements ConsoleLine {
    }

    record Quit() implements ConsoleLine {
    }

    /** A blank line or a comment. */
    record Nothing() implements ConsoleLine {
    }

    /** A line the console cannot read, and how to write it. */
    record Unreadable(String reason) implements ConsoleLine {
    }


    Pattern SPEAKER = Pattern.compile("\\s*([^:\\s]+)\\s*:(.*)");
    /** Words before the colon, as a full name is typed ({@code Bob Smith: /tzaar help}). */
    Pattern SPACED_SPEAKER = Pattern.compile("\\s*([\\p{L}\\p{N}_.-]+(?:\\s+[\\p{L}\\p{N}_.-]+)+)\\s*:(.*)");
    /** An option's name, in any language's letters ({@code terminées:}), before its colon. */
    // Hyphens inside too: a language's option names have them (French problème-du-jour), as Discord allows.
    Pattern OPTION_NAME = Pattern.compile("(?<=^|\\s)([\\p{L}_](?:[\\p{L}_-]*[\\p{L}_])?):");
    Pattern MENTION = Pattern.compile("(?<=^|\\s)@([^\\s@:]+)");

    /** The line read, its problems said and its words ({@code press}, {@code help}...) taken in {@code words}' language. */
    static ConsoleLine parse(String line, ConsoleWords words) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return new Nothing();
        }
        String lower = text.toLowerCase(Locale.ROOT);
        String bare = lower.startsWith("/") ? lower.substring(1) : lower;
        if (lower.equals("?") || words.isKeyword(bare, "help")) {
            return new Help();
        }
        if (bare.equals("exit") || words.isKeyword(bare, "quit")) {
            return new Quit();
        }
        Matcher speaker = SPEAKER.matcher(text);
        if (!speaker.matches()) {
            Matcher spaced = SPACED_SPEAKER.matcher(text);
            if (spaced.matches() && startsACommand(spaced.group(2).strip(), words)) {
                String name = spaced.group(1).strip();
                return new Unreadable(words.say("line.nameWithSpaces", name, name.replaceAll("\\s+", "_")));
            }
            return new Unreadable(words.say("line.whoSpeaks", "alice: /tzaar " + words.subcommand("challenge") + " @bob",
                    words.keyword("help")));
        }
        String user = speaker.group(1);
        if (!ConsoleUsers.NAME.matcher(user).matches()) {
            return new Unreadable(words.say("line.notAName", user, nameRule(words)));
        }
        if (ConsoleUsers.isTheBot(user)) {
            return new Unreadable(words.say("line.botSpeaks", user));
        }
        String said = speaker.group(2).strip();
        String[] typed = said.split("\\s+", 2);
        if (words.isKeyword(typed[0], "press")) {
            String label = typed.length > 1 ? unquote(typed[1].strip()) : "";
            return label.isEmpty() ? new Unreadable(words.say("line.pressWhich", user, words.keyword("press"),
                    words.texts().text("button.accept"))) : new Press(user, label);
        }
        if (words.isKeyword(typed[0], "choose")) {
            String choice = typed.length > 1 ? unquote(typed[1].strip()) : "";
            return choice.isEmpty() ? new Unreadable(words.say("line.chooseWhich", user, words.keyword("choose")))
                    : new Choose(user, choice);
        }
        boolean slashed = typed[0].equalsIgnoreCase("/tzaar") || typed[0].equalsIgnoreCase("tzaar");
        if (slashed) {
            said = typed.length > 1 ? typed[1].strip() : "";
        } else if (typed[0].startsWith("/")) {
            return new Unreadable(words.say("line.onlyTzaar", user, words.subcommand("help")));
        }
        if (said.isEmpty()) {
            return new Unreadable(words.say("line.sayWhat", user, words.subcommand("help")));
        }
        String[] command = said.split("\\s+", 2);
        String subcommand = command[0].toLowerCase(Locale.ROOT);
        if (!words.names().isSubcommand(subcommand)) {
            // Without /tzaar, words that name no command are someone chatting, which the console does not carry.
            return new Unreadable(slashed
                    ? words.say("noSubcommand", "/tzaar " + subcommand, user, words.subcommand("help"))
                    : words.say("line.chat", user, words.subcommand("help")));
        }
        return slash(user, subcommand, command.length > 1 ? command[1] : "", words);
    }

    /** Whether what follows a colon reads as a line of the console: a command, a press or a choice. */
    private static boolean startsACommand(String said, ConsoleWords words) {
        String first = said.split("\\s+", 2)[0];
        return first.startsWith("/") || first.equalsIgnoreCase("tzaar") || words.isKeyword(first, "press")
                || words.isKeyword(first, "choose");
    }

    private static ConsoleLine slash(String user, String subcommand, String rest, ConsoleWords words) {
        List<String> mentions = new ArrayList<>();
        Matcher mention = MENTION.matcher(rest);
        StringBuilder withoutMentions = new StringBuilder();
        while (mention.find()) {
            // A mention is of a name as people are named here; "@bob!" or "@🦄" names nobody.
            if (!ConsoleUsers.NAME.matcher(mention.group(1)).matches()) {
                return new Unreadable(words.say("line.cannotName", mention.group(1), nameRule(words)));
            }
            mentions.add(mention.group(1));
            mention.appendReplacement(withoutMentions, "");
        }
        mention.appendTail(withoutMentions);
        String options = withoutMentions.toString();

        Map<String, String> values = new LinkedHashMap<>();
        Matcher name = OPTION_NAME.matcher(options);
        int valueStart = -1;
        String current = null;
        String focused = null;
        String typed = null;
        while (true) {
            boolean found = name.find();
            int valueEnd = found ? name.start() : options.length();
            if (current == null) {
                String stray = options.substring(0, valueEnd).strip();
                if (!stray.isEmpty()) {
                    return new Unreadable(words.say("line.notAnOption", stray,
                            words.option("move", "from") + ":F4"));
                }
            } else {
                String value = unquote(options.substring(valueStart, valueEnd).strip());
                if (values.containsKey(current) || current.equals(focused)) {
                    return new Unreadable(words.say("line.twice", current));
                }
                if (value.endsWith("?")) {
                    if (focused != null) {
                        return new Unreadable(words.say("line.oneQuestion"));
                    }
                    focused = current;
                    typed = value.substring(0, value.length() - 1).strip();
                } else {
                    values.put(current, value);
                }
            }
            if (!found) {
                break;
            }
            current = name.group(1).toLowerCase(Locale.ROOT);
            valueStart = name.end();
        }
        return focused == null ? new Slash(user, subcommand, values, mentions)
                : new Suggest(user, subcommand, values, focused, typed);
    }

    private static String nameRule(ConsoleWords words) {
        return words.say("line.nameRule", ConsoleUsers.LONGEST_NAME);
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1).strip();
        }
        return value;
    }
}
