package dev.tzaar.bot.console;

import dev.tzaar.bot.commands.TzaarCommand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * The names of {@code /tzaar}'s subcommands, options and choices in the console's language (its
 * command localisation, as Discord would show them), both ways: read back to the English names and
 * values Discord sends, so that {@code /tzaar défier adversaire:@bob disposition:fixe}, as the French
 * messages write it, works as it would in a French Discord; and shown in that language in what the
 * console says. English names and values always work too.
 */
final class LocalNames {
    /**
     * A choice: the value Discord sends, its English name, and what the console's reader calls it
     * (the value itself in English, the words before the colon of its localised name elsewhere).
     */
    record LocalChoice(String value, String englishName, String name) {
        boolean named(String typed, Locale language) {
            return value.equalsIgnoreCase(typed) || englishName.equalsIgnoreCase(typed)
                    || head(englishName).equals(typed.toLowerCase(Locale.ROOT))
                    || name.toLowerCase(language).equals(typed.toLowerCase(language));
        }
    }

    private final Map<String, String> subcommands = new HashMap<>();
    private final Map<String, String> localSubcommands = new HashMap<>();
    private final Map<String, Map<String, String>> options = new HashMap<>();
    private final Map<String, Map<String, String>> localOptions = new HashMap<>();
    /** Per subcommand and option (English names), the choices in their order. */
    private final Map<String, Map<String, List<LocalChoice>>> choices = new HashMap<>();
    private final Locale language;

    private LocalNames(Locale language) {
        this.language = language;
    }

    /** The names in {@code locale} ({@code fr}, {@code fr-FR}); the English ones for null or English. */
    static LocalNames of(TzaarCommand command, String locale) {
        String language = locale == null ? "en" : Locale.forLanguageTag(locale).getLanguage();
        LocalNames names = new LocalNames(Locale.forLanguageTag(language));
        DataObject definition = command.definition().toData();
        DataArray subs = definition.optArray("options").orElseGet(DataArray::empty);
        for (int i = 0; i < subs.length(); i++) {
            DataObject sub = subs.getObject(i);
            String english = sub.getString("name");
            local(sub, language).ifPresent(name -> {
                names.subcommands.put(name, english);
                names.localSubcommands.put(english, name);
            });
            Map<String, String> subOptions = new HashMap<>();
            Map<String, String> localSubOptions = new HashMap<>();
            Map<String, List<LocalChoice>> subChoices = new HashMap<>();
            DataArray opts = sub.optArray("options").orElseGet(DataArray::empty);
            for (int j = 0; j < opts.length(); j++) {
                DataObject option = opts.getObject(j);
                String optionName = option.getString("name");
                local(option, language).ifPresent(name -> {
                    subOptions.put(name, optionName);
                    localSubOptions.put(optionName, name);
                });
                List<LocalChoice> listed = new ArrayList<>();
                DataArray offered = option.optArray("choices").orElseGet(DataArray::empty);
                for (int k = 0; k < offered.length(); k++) {
                    DataObject choice = offered.getObject(k);
                    String value = String.valueOf(choice.get("value"));
                    listed.add(new LocalChoice(value, choice.getString("name"),
                            local(choice, language).map(LocalNames::head).orElse(value)));
                }
                subChoices.put(optionName, listed);
            }
            names.options.put(english, subOptions);
            names.localOptions.put(english, localSubOptions);
            names.choices.put(english, subChoices);
        }
        return names;
    }

    /** The English name of a subcommand typed in either language. */
    String subcommand(String typed) {
        return subcommands.getOrDefault(typed, typed);
    }

    /** Whether {@code typed} names a subcommand, in English or in the reader's language. */
    boolean isSubcommand(String typed) {
        return options.containsKey(subcommand(typed));
    }

    /** The English name of an option of {@code subcommand} (English) typed in either language. */
    String option(String subcommand, String typed) {
        return options.getOrDefault(subcommand, Map.of()).getOrDefault(typed, typed);
    }

    /** The options typed, under their English names, in the order typed. */
    Map<String, String> options(String subcommand, Map<String, String> typed) {
        Map<String, String> english = new LinkedHashMap<>();
        typed.forEach((name, value) -> english.put(option(subcommand, name), value));
        return english;
    }

    /** A subcommand's name (English) as the reader's client shows it. */
    String localSubcommand(String subcommand) {
        return localSubcommands.getOrDefault(subcommand, subcommand);
    }

    /** An option's name as the reader's client shows it. */
    String localOption(String subcommand, String option) {
        return localOptions.getOrDefault(subcommand, Map.of()).getOrDefault(option, option);
    }

    /** The choices of an option, as the reader calls them; empty for an option without choices. */
    List<LocalChoice> choices(String subcommand, String option) {
        return choices.getOrDefault(subcommand, Map.of()).getOrDefault(option, List.of());
    }

    /**
     * The value of the choice {@code typed} names: its value, or its name in English or in the
     * reader's language, whole or the words before its colon ("fixe" for "Fixe : la position de départ
     * des règles").
     */
    Optional<String> choiceValue(String subcommand, String option, String typed) {
        String wanted = typed.strip();
        for (LocalChoice choice : choices(subcommand, option)) {
            if (choice.named(wanted, language)) {
                return Optional.of(choice.value());
            }
        }
        return Optional.empty();
    }

    /**
     * A localised choice's name as a reader types it: the words before its colon, in lower case
     * ("Fil public : tout le monde peut le lire" is "fil public").
     */
    private static String head(String name) {
        int colon = name.indexOf(':');
        String head = (colon < 0 ? name : name.substring(0, colon)).strip();
        return head.toLowerCase(Locale.ROOT);
    }

    private static Optional<String> local(DataObject item, String language) {
        if (language.equals("en")) {
            return Optional.empty();
        }
        DataObject names = item.optObject("name_localizations").orElseGet(DataObject::empty);
        for (String key : names.keys()) {
            if (Locale.forLanguageTag(key).getLanguage().equals(language)) {
                return Optional.of(names.getString(key));
            }
        }
        return Optional.empty();
    }
}
