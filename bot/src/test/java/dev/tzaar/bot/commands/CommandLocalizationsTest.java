package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.i18n.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar} as Discord shows it in each language with a bundle: the command, every subcommand,
 * option and choice carries that language's name and description, every name keeps Discord's rule
 * for names, and the messages name the commands as that language's client shows them.
 */
class CommandLocalizationsTest {
    /** Discord's rule for command and option names (developer docs, "Application Command Naming"). */
    private static final Pattern DISCORD_NAME = Pattern.compile("^[-_\\p{L}\\p{N}\\p{IsDevanagari}\\p{IsThai}]{1,32}$");
    private static final Pattern SLASH_COMMAND = Pattern.compile("`/tzaar ([^\\s`]+)([^`]*)`");
    private static final Pattern OPTION_TYPED = Pattern.compile("(?<![\\w-])([\\p{L}_-]+):");

    private final DataObject definition = new TzaarCommand(Subcommands.all()).definition().toData();

    @Test
    void frenchIsOneOfTheLanguagesAndEnglishIsNot() {
        assertTrue(CommandLocalizations.languages().contains(DiscordLocale.FRENCH));
        assertFalse(CommandLocalizations.languages().contains(DiscordLocale.ENGLISH_US));
    }

    @Test
    void theCommandEverySubcommandOptionAndChoiceHasItsFrenchNameAndDescription() {
        List<String> missing = new ArrayList<>();
        for (DiscordLocale language : CommandLocalizations.languages()) {
            String tag = language.getLocale();
            check(definition, "/tzaar", tag, true, missing);
            for (DataObject subcommand : objects(definition, "options")) {
                String where = "/tzaar " + subcommand.getString("name");
                check(subcommand, where, tag, true, missing);
                for (DataObject option : objects(subcommand, "options")) {
                    check(option, where + " " + option.getString("name") + ":", tag, true, missing);
                    for (DataObject choice : objects(option, "choices")) {
                        check(choice, where + " " + option.getString("name") + ":" + choice.get("value"), tag, false,
                                missing);
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "add these to the language's messages_*.properties");
    }

    @Test
    void everyNameInEveryLanguageKeepsDiscordsRule() {
        List<String> names = new ArrayList<>();
        collectNames(definition, names);
        for (DataObject subcommand : objects(definition, "options")) {
            collectNames(subcommand, names);
            objects(subcommand, "options").forEach(option -> collectNames(option, names));
        }
        assertTrue(names.contains("défier"), names.toString());
        for (String name : names) {
            assertTrue(DISCORD_NAME.matcher(name).matches(), "\"" + name + "\" breaks Discord's rule for names");
            assertEquals(name.toLowerCase(Locale.ROOT), name, "Discord wants names in lower case: " + name);
        }
    }

    /** Two subcommands, or two options of one subcommand, with one name would be one too many for Discord. */
    @Test
    void namesStayDistinctInEveryLanguage() {
        for (DiscordLocale language : CommandLocalizations.languages()) {
            Set<String> subcommands = new HashSet<>();
            for (DataObject subcommand : objects(definition, "options")) {
                assertTrue(subcommands.add(localName(subcommand, language)), localName(subcommand, language));
                Set<String> options = new HashSet<>();
                for (DataObject option : objects(subcommand, "options")) {
                    assertTrue(options.add(localName(option, language)), localName(option, language));
                }
            }
        }
    }

    /**
     * What a French message tells a player to type is what the French client shows: {@code /tzaar
     * défier adversaire:@ami}, not the English names.
     */
    @Test
    void messagesNameTheCommandsAsTheirLanguagesClientShowsThem() {
        for (DiscordLocale language : CommandLocalizations.languages()) {
            Texts texts = Texts.of(Locale.forLanguageTag(language.getLocale()));
            Set<String> subcommands = new HashSet<>();
            Set<String> options = new HashSet<>();
            for (DataObject subcommand : objects(definition, "options")) {
                subcommands.add(localName(subcommand, language));
                objects(subcommand, "options").forEach(option -> options.add(localName(option, language)));
            }
            for (String key : Texts.keys()) {
                String message = texts.pattern(key);
                Matcher command = SLASH_COMMAND.matcher(message);
                while (command.find()) {
                    assertTrue(subcommands.contains(command.group(1)), language + " " + key + ": /tzaar "
                            + command.group(1) + " is not a subcommand there");
                    Matcher option = OPTION_TYPED.matcher(command.group(2));
                    while (option.find()) {
                        assertTrue(options.contains(option.group(1)), language + " " + key + ": " + option.group(1)
                                + ": is not an option there");
                    }
                }
            }
        }
    }

    /**
     * {@code /tzaar help} names every other subcommand and every option a player can type, in English and
     * in each language as its client shows them: an option left out of the help (the clock's
     * {@code days:}) is one nobody finds.
     */
    @Test
    void theHelpNamesEverySubcommandAndOptionInEveryLanguage() {
        List<String> missing = new ArrayList<>();
        List<DiscordLocale> languages = new ArrayList<>(CommandLocalizations.languages());
        languages.add(0, DiscordLocale.ENGLISH_US);
        for (DiscordLocale language : languages) {
            String help = Texts.of(Locale.forLanguageTag(language.getLocale())).text("help.text");
            for (DataObject subcommand : objects(definition, "options")) {
                String name = localName(subcommand, language);
                if (!subcommand.getString("name").equals("help") && !Pattern.compile("(/tzaar |`)" + Pattern.quote(name) + "[ `]").matcher(help).find()) {
                    missing.add(language + ": /tzaar " + name);
                }
                for (DataObject option : objects(subcommand, "options")) {
                    if (!Pattern.compile("(?<![\\w-])" + Pattern.quote(localName(option, language)) + ":")
                            .matcher(help).find()) {
                        missing.add(language + ": /tzaar " + name + " " + localName(option, language) + ":");
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "help.text never mentions these");
    }

    private static void check(DataObject item, String where, String tag, boolean described, List<String> missing) {
        if (item.optObject("name_localizations").map(m -> m.getString(tag, "")).orElse("").isBlank()) {
            missing.add(tag + " name of " + where);
        }
        if (described && item.optObject("description_localizations").map(m -> m.getString(tag, "")).orElse("")
                .isBlank()) {
            missing.add(tag + " description of " + where);
        }
    }

    private static void collectNames(DataObject item, List<String> names) {
        names.add(item.getString("name"));
        item.optObject("name_localizations").ifPresent(map -> map.keys().forEach(k -> names.add(map.getString(k))));
    }

    private static String localName(DataObject item, DiscordLocale language) {
        return item.optObject("name_localizations").map(m -> m.getString(language.getLocale(), null))
                .orElse(item.getString("name"));
    }

    private static List<DataObject> objects(DataObject parent, String key) {
        DataArray array = parent.optArray(key).orElseGet(DataArray::empty);
        List<DataObject> objects = new ArrayList<>();
        for (int i = 0; i < array.length(); i++) {
            objects.add(array.getObject(i));
        }
        return objects;
    }
}
