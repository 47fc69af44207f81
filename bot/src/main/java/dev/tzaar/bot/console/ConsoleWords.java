package dev.tzaar.bot.console;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.commands.TzaarCommand;
import java.util.List;
import java.util.Locale;

/**
 * What the console says in its own words, in its reader's language: its sentences from the bundles
 * ({@code console.*}), and the names of {@code /tzaar}'s subcommands, options and choices as that
 * language's Discord client shows them ({@link LocalNames}).
 */
final class ConsoleWords {
    private final Texts texts;
    private final LocalNames names;

    private ConsoleWords(Texts texts, LocalNames names) {
        this.texts = texts;
        this.names = names;
    }

    /** @param locale as Discord names languages ({@code fr}, {@code en-US}); null for English */
    static ConsoleWords of(TzaarCommand command, String locale) {
        return new ConsoleWords(Texts.forDiscord(locale), LocalNames.of(command, locale));
    }

    /** The console's sentence {@code console.<key>}. */
    String say(String key, Object... arguments) {
        return texts.text("console." + key, arguments);
    }

    Texts texts() {
        return texts;
    }

    LocalNames names() {
        return names;
    }

    /**
     * A word typed at the start of a line ({@code press}, {@code choose}, {@code help}, {@code quit}) in this
     * language.
     */
    String keyword(String english) {
        return texts.text("console.keyword." + english);
    }

    /** Whether {@code typed} is that word, in English or in this language. */
    boolean isKeyword(String typed, String english) {
        String lower = typed.toLowerCase(texts.locale());
        return lower.equals(english) || lower.equals(keyword(english).toLowerCase(texts.locale()));
    }

    /** "a, b or c", in this language. */
    String either(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return say("or", String.join(", ", items.subList(0, items.size() - 1)), items.get(items.size() - 1));
    }

    /** An option's choices as its reader types them: "random, fixed or tournament". */
    String choices(String subcommand, String option) {
        return either(names.choices(subcommand, option).stream().map(LocalNames.LocalChoice::name).toList());
    }

    /** A subcommand as its reader types it. */
    String subcommand(String english) {
        return names.localSubcommand(english);
    }

    /** An option as its reader types it. */
    String option(String subcommand, String english) {
        return names.localOption(subcommand, english);
    }

    Locale locale() {
        return texts.locale();
    }
}
