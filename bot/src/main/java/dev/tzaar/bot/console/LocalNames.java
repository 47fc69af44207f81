package dev.tzaar.bot.console;

import dev.tzaar.bot.commands.TzaarCommand;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * The names of {@code /tzaar}'s subcommands and options in the console's language (its command
 * localisation, as Discord would show them), read back to the English names Discord sends: so that
 * {@code /tzaar défier adversaire:@bob}, as the French messages write it, works as it would in a
 * French Discord. English names always work too.
 */
final class LocalNames {
    private final Map<String, String> subcommands = new HashMap<>();
    private final Map<String, Map<String, String>> options = new HashMap<>();

    private LocalNames() {
    }

    /** The names in {@code locale} ({@code fr}, {@code fr-FR}); none for null or English. */
    static LocalNames of(TzaarCommand command, String locale) {
        LocalNames names = new LocalNames();
        if (locale == null) {
            return names;
        }
        String language = Locale.forLanguageTag(locale).getLanguage();
        DataObject definition = command.definition().toData();
        DataArray subs = definition.optArray("options").orElseGet(DataArray::empty);
        for (int i = 0; i < subs.length(); i++) {
            DataObject sub = subs.getObject(i);
            String english = sub.getString("name");
            local(sub, language).ifPresent(name -> names.subcommands.put(name, english));
            Map<String, String> subOptions = new HashMap<>();
            DataArray opts = sub.optArray("options").orElseGet(DataArray::empty);
            for (int j = 0; j < opts.length(); j++) {
                DataObject option = opts.getObject(j);
                local(option, language).ifPresent(name -> subOptions.put(name, option.getString("name")));
            }
            names.options.put(english, subOptions);
        }
        return names;
    }

    /** The English name of a subcommand typed in either language. */
    String subcommand(String typed) {
        return subcommands.getOrDefault(typed, typed);
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

    private static java.util.Optional<String> local(DataObject item, String language) {
        DataObject names = item.optObject("name_localizations").orElseGet(DataObject::empty);
        for (String key : names.keys()) {
            if (Locale.forLanguageTag(key).getLanguage().equals(language)) {
                return java.util.Optional.of(names.getString(key));
            }
        }
        return java.util.Optional.empty();
    }
}
