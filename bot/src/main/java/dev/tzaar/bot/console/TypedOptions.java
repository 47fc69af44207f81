package dev.tzaar.bot.console;

import dev.tzaar.api.Player;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.Command;
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
            ConsoleUsers users, boolean requiredToo) {
        String command = "`/tzaar " + subcommand.getName() + "`";
        Map<String, OptionData> definitions = new LinkedHashMap<>();
        subcommand.getOptions().forEach(option -> definitions.put(option.getName(), option));
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, Player> players = new LinkedHashMap<>();
        Deque<String> unplaced = new ArrayDeque<>(mentions);

        for (Map.Entry<String, String> option : typed.entrySet()) {
            OptionData definition = definitions.get(option.getKey());
            if (definition == null) {
                return refused(definitions.isEmpty() ? command + " takes no options."
                        : command + " has no `" + option.getKey() + ":`; it takes " + names(definitions) + ".");
            }
            String value = option.getValue();
            if (definition.getType() == OptionType.USER) {
                String name = value.startsWith("@") ? value.substring(1) : value;
                if (!ConsoleUsers.NAME.matcher(name).matches()) {
                    return refused("`" + definition.getName() + ":` names a person, like `@bob`.");
                }
                players.put(definition.getName(), users.named(name));
                continue;
            }
            if (definition.getType() == OptionType.BOOLEAN) {
                if (!value.strip().equalsIgnoreCase("true") && !value.strip().equalsIgnoreCase("false")) {
                    return refused("`" + definition.getName() + ":` is true or false.");
                }
                texts.put(definition.getName(), value.strip().toLowerCase(Locale.ROOT));
                continue;
            }
            Optional<String> chosen = choice(definition, value);
            if (chosen.isEmpty()) {
                return refused("`" + definition.getName() + ":` is one of " + choiceNames(definition) + ".");
            }
            Integer maxLength = definition.getMaxLength();
            if (maxLength != null && chosen.get().length() > maxLength) {
                return refused("`" + definition.getName() + ":` is at most " + maxLength + " characters.");
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
            return refused(command + " names " + (players.isEmpty() ? "nobody" : "one person only")
                    + ": what is `@" + unplaced.peekFirst() + "` for?");
        }
        if (requiredToo) {
            for (OptionData definition : definitions.values()) {
                if (definition.isRequired() && !texts.containsKey(definition.getName())
                        && !players.containsKey(definition.getName())) {
                    return refused(command + " needs `" + definition.getName() + ":`"
                            + (definition.getType() == OptionType.USER ? " (like `@bob`)" : "") + ".");
                }
            }
        }
        return new TypedOptions(Optional.empty(), texts, players);
    }

    /** The value for what was typed: itself, or for an option with choices, the choice it names. */
    private static Optional<String> choice(OptionData definition, String typed) {
        if (definition.getChoices().isEmpty()) {
            return Optional.of(typed);
        }
        for (Command.Choice choice : definition.getChoices()) {
            if (choice.getAsString().equalsIgnoreCase(typed) || choice.getName().equalsIgnoreCase(typed)) {
                return Optional.of(choice.getAsString());
            }
        }
        return Optional.empty();
    }

    /** The choices an option offers, like {@code random, fixed or tournament}. */
    static String choiceNames(OptionData definition) {
        List<String> values = definition.getChoices().stream().map(Command.Choice::getAsString).toList();
        return values.size() == 1 ? values.get(0)
                : String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
    }

    private static String names(Map<String, OptionData> definitions) {
        return String.join(" ", definitions.keySet().stream().map(name -> "`" + name + ":`").toList());
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
