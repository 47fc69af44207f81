package dev.tzaar.bot.commands;

import dev.tzaar.api.i18n.Texts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;

/**
 * Discord's command localisation for {@code /tzaar}: the names and descriptions of the command, its
 * subcommands and options, and the names of choices, in every language that has a bundle of its own
 * ({@link Texts}). The English definitions are the subcommand classes'; a language's bundle holds
 * their translations under keys made of the English names:
 *
 * <ul>
 *   <li>{@code command.description}: the command's;
 *   <li>{@code command.SUB.name}, {@code command.SUB.description}: a subcommand's;
 *   <li>{@code option.OPT.name}: an option's name, the same in every subcommand;
 *   <li>{@code command.SUB.OPT.description}, or else {@code option.OPT.description}: its description;
 *   <li>{@code choice.OPT.VALUE}: a choice's name.
 * </ul>
 *
 * Discord still sends the English names in interactions, so nothing that reads them changes.
 * Anything a language lacks is left in English (the registration test asks for all of it).
 */
public final class CommandLocalizations {
    private CommandLocalizations() {
    }

    /** The languages Discord offers that have a bundle of their own, English aside. */
    public static List<DiscordLocale> languages() {
        List<DiscordLocale> languages = new ArrayList<>();
        for (DiscordLocale locale : DiscordLocale.values()) {
            if (locale == DiscordLocale.UNKNOWN) {
                continue;
            }
            Locale language = Locale.forLanguageTag(locale.getLocale());
            if (!language.getLanguage().equals(Texts.BASE.getLanguage()) && Texts.hasOwnBundle(language)) {
                languages.add(locale);
            }
        }
        return languages;
    }

    /** The command with every translation the bundles have. */
    public static SlashCommandData localized(SlashCommandData command) {
        DataObject data = command.toData();
        localize(data, "command.name", "command.description");
        DataArray subcommands = data.optArray("options").orElseGet(DataArray::empty);
        DataArray localizedSubcommands = DataArray.empty();
        for (int i = 0; i < subcommands.length(); i++) {
            DataObject subcommand = subcommands.getObject(i);
            String sub = "command." + subcommand.getString("name");
            localize(subcommand, sub + ".name", sub + ".description");
            DataArray options = subcommand.optArray("options").orElseGet(DataArray::empty);
            DataArray localizedOptions = DataArray.empty();
            for (int j = 0; j < options.length(); j++) {
                DataObject option = options.getObject(j);
                String name = option.getString("name");
                localize(option, "option." + name + ".name", sub + "." + name + ".description",
                        "option." + name + ".description");
                DataArray choices = option.optArray("choices").orElseGet(DataArray::empty);
                DataArray localizedChoices = DataArray.empty();
                for (int k = 0; k < choices.length(); k++) {
                    DataObject choice = choices.getObject(k);
                    localize(choice, "choice." + name + "." + choice.get("value"));
                    localizedChoices.add(choice);
                }
                if (choices.length() > 0) {
                    option.put("choices", localizedChoices);
                }
                localizedOptions.add(option);
            }
            if (options.length() > 0) {
                subcommand.put("options", localizedOptions);
            }
            localizedSubcommands.add(subcommand);
        }
        if (subcommands.length() > 0) {
            data.put("options", localizedSubcommands);
        }
        return SlashCommandData.fromData(data);
    }

    /** Adds {@code name_localizations} and {@code description_localizations} from the first key each language has. */
    private static void localize(DataObject item, String nameKey, String... descriptionKeys) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> descriptions = new LinkedHashMap<>();
        for (DiscordLocale locale : languages()) {
            Texts texts = Texts.of(Locale.forLanguageTag(locale.getLocale()));
            if (texts.has(nameKey)) {
                names.put(locale.getLocale(), texts.text(nameKey));
            }
            for (String key : descriptionKeys) {
                if (texts.has(key)) {
                    descriptions.put(locale.getLocale(), texts.text(key));
                    break;
                }
            }
        }
        if (!names.isEmpty()) {
            DataObject map = DataObject.empty();
            names.forEach(map::put);
            item.put("name_localizations", map);
        }
        if (!descriptions.isEmpty()) {
            DataObject map = DataObject.empty();
            descriptions.forEach(map::put);
            item.put("description_localizations", map);
        }
    }
}
