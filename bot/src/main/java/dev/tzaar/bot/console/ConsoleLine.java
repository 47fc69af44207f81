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
 * bob: choose F4                               chooses an item of a select menu, by its value or label
 * help, quit, # a comment, or nothing
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

    String EXAMPLE = "alice: /tzaar challenge @bob";
    String NAME_RULE = "a name is letters, digits, _ . or - (at most " + ConsoleUsers.LONGEST_NAME + ")";

    Pattern SPEAKER = Pattern.compile("\\s*([^:\\s]+)\\s*:(.*)");
    Pattern OPTION_NAME = Pattern.compile("(?<=^|\\s)([A-Za-z_]+):");
    Pattern MENTION = Pattern.compile("(?<=^|\\s)@([^\\s@:]+)");

    static ConsoleLine parse(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return new Nothing();
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (List.of("help", "?", "/help").contains(lower)) {
            return new Help();
        }
        if (List.of("quit", "exit", "/quit", "/exit").contains(lower)) {
            return new Quit();
        }
        Matcher speaker = SPEAKER.matcher(text);
        if (!speaker.matches()) {
            return new Unreadable("Start with who speaks, then a colon: `" + EXAMPLE + "`. `help` shows more.");
        }
        String user = speaker.group(1);
        if (!ConsoleUsers.NAME.matcher(user).matches()) {
            return new Unreadable("\"" + user + "\" can't be a name: " + NAME_RULE + ".");
        }
        String said = speaker.group(2).strip();
        String[] words = said.split("\\s+", 2);
        if (words[0].equalsIgnoreCase("press")) {
            String label = words.length > 1 ? unquote(words[1].strip()) : "";
            return label.isEmpty() ? new Unreadable("Press which button? Like `" + user + ": press Accept`.")
                    : new Press(user, label);
        }
        if (words[0].equalsIgnoreCase("choose")) {
            String choice = words.length > 1 ? unquote(words[1].strip()) : "";
            return choice.isEmpty() ? new Unreadable("Choose what? Like `" + user + ": choose F4`.")
                    : new Choose(user, choice);
        }
        if (words[0].equalsIgnoreCase("/tzaar") || words[0].equalsIgnoreCase("tzaar")) {
            said = words.length > 1 ? words[1].strip() : "";
        } else if (words[0].startsWith("/")) {
            return new Unreadable("The command here is /tzaar, as on Discord: `" + user + ": /tzaar help`.");
        }
        if (said.isEmpty()) {
            return new Unreadable("Say what to do: `" + user + ": /tzaar help` lists the commands.");
        }
        String[] command = said.split("\\s+", 2);
        return slash(user, command[0].toLowerCase(Locale.ROOT), command.length > 1 ? command[1] : "");
    }

    private static ConsoleLine slash(String user, String subcommand, String rest) {
        List<String> mentions = new ArrayList<>();
        Matcher mention = MENTION.matcher(rest);
        StringBuilder withoutMentions = new StringBuilder();
        while (mention.find()) {
            // A mention is of a name as people are named here; "@bob!" or "@🦄" names nobody.
            if (!ConsoleUsers.NAME.matcher(mention.group(1)).matches()) {
                return new Unreadable("\"@" + mention.group(1) + "\" can't name anyone: " + NAME_RULE + ".");
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
                    return new Unreadable("\"" + stray + "\" is not an option: write options as `name:value`, "
                            + "like `from:F4`.");
                }
            } else {
                String value = unquote(options.substring(valueStart, valueEnd).strip());
                if (values.containsKey(current) || current.equals(focused)) {
                    return new Unreadable("`" + current + ":` is given twice.");
                }
                if (value.endsWith("?")) {
                    if (focused != null) {
                        return new Unreadable("Ask for one option's choices at a time (one `?`).");
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

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1).strip();
        }
        return value;
    }
}
