package dev.tzaar.bot.console;

import dev.tzaar.api.Player;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * Options typed in the console, checked against the subcommand's Discord definition the way
 * Discord's own client checks them before it sends anything: known names, a person for a user
 * option, one of the choices where there are choices, within the length, nothing required missing.
 * So the console refuses what Discord would never let through, and sends what it would.
 *
 * @param problem what is wrong, as the user reads it; empty when the options are fine
 * @param texts the text options, a choice given by its name turned into its value
 * @param players the user options
 */
record TypedOptions(Optional<String> problem, Map<String, String> texts, Map<String, Player> players) {

    static TypedOptions read(SubcommandData subcommand, Map<String, String> typed, List<String> mentions,
            ConsoleUsers users, boolean requiredToo, ConsoleWords words) {
        String command = subcommand.getName();
        String shownCommand = "/tzaar " + words.subcommand(command);
        Map<String, OptionData> definitions = new LinkedHashMap<>();
        subcommand.getOptions().forEach(option -> definitions.put(option.getName(), option));
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, Player> players = new LinkedHashMap<>();
        Deque<String> unplaced = new ArrayDeque<>(mentions);

        for (Map.Entry<String, String> option : typed.entrySet()) {
            OptionData definition = definitions.get(option.getKey());
            if (definition == null) {
                return refused(definitions.isEmpty() ? words.say("takesNoOptions", shownCommand)
                        : words.say("noOption", shownCommand, option.getKey(), String.join(" ", definitions.keySet()
                                .stream().map(name -> "`" + words.option(command, name) + ":`").toList())));
            }
            String name = words.option(command, definition.getName());
            String value = option.getValue();
            if (definition.getType() == OptionType.USER) {
                String person = value.startsWith("@") ? value.substring(1) : value;
                if (!ConsoleUsers.NAME.matcher(person).matches()) {
                    return refused(words.say("namesAPerson", name));
                }
                players.put(definition.getName(), users.named(person));
                continue;
            }
            if (definition.getType() == OptionType.BOOLEAN) {
                // As a Discord client offers them, in its language: true or false, vrai or faux.
                boolean yes = words.isKeyword(value.strip(), "true");
                if (!yes && !words.isKeyword(value.strip(), "false")) {
                    return refused(words.say("trueOrFalse", name));
                }
                texts.put(definition.getName(), Boolean.toString(yes));
                continue;
            }
            Optional<String> chosen = definition.getChoices().isEmpty() ? Optional.of(value)
                    : words.names().choiceValue(command, definition.getName(), value);
            if (chosen.isEmpty()) {
                return refused(words.say("oneOf", name, words.choices(command, definition.getName())));
            }
            Integer maxLength = definition.getMaxLength();
            if (maxLength != null && chosen.get().length() > maxLength) {
                return refused(words.say("atMost", name, maxLength));
            }
            texts.put(definition.getName(), chosen.get());
        }
        for (OptionData definition : definitions.values()) {
            if (definition.getType() == OptionType.USER && !players.containsKey(definition.getName())
                    && !unplaced.isEmpty()) {
                players.put(definition.getName(), users.named(unplaced.removeFirst()));
            }
        }
        if (!unplaced.isEmpty()) {
            return refused(words.say(players.isEmpty() ? "namesNobody" : "namesOne", shownCommand, unplaced.peekFirst()));
        }
        if (requiredToo) {
            for (OptionData definition : definitions.values()) {
                if (definition.isRequired() && !texts.containsKey(definition.getName())
                        && !players.containsKey(definition.getName())) {
                    return refused(words.say(definition.getType() == OptionType.USER ? "needsPerson" : "needs",
                            shownCommand, words.option(command, definition.getName())));
                }
            }
        }
        return new TypedOptions(Optional.empty(), texts, players);
    }

    private static TypedOptions refused(String problem) {
        return new TypedOptions(Optional.of(problem), Map.of(), Map.of());
    }

    /** The definition of one option, by name (lower case, as Discord's are). */
    static Optional<OptionData> option(SubcommandData subcommand, String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return subcommand.getOptions().stream().filter(option -> option.getName().equals(wanted)).findFirst();
    }
}
