package dev.tzaar.api.i18n;

import java.text.MessageFormat;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * The words people read, in one language: every sentence the function writes, the help and the
 * rules, the words drawn in the picture and the command descriptions Discord shows. They live in
 * one resource bundle per language ({@code messages.properties} is English, {@code
 * messages_fr.properties} French, UTF-8), so adding a language is adding one file. Each entry is a
 * whole sentence with placeholders, a {@link MessageFormat} pattern: an ASCII apostrophe is written
 * twice ({@code can''t}), counts use {@code choice} forms.
 *
 * <p>A language without a bundle of its own, and no language at all, is English: the bundle is
 * looked up without the JVM's default locale, so a server in Germany does not answer in whatever
 * its machine is set to.
 */
public final class Texts {
    /** The base name of the bundles: {@code dev/tzaar/api/i18n/messages*.properties}. */
    public static final String BUNDLE = "dev.tzaar.api.i18n.messages";
    // Before ENGLISH, which uses it.
    private static final ResourceBundle.Control NO_DEFAULT_LOCALE =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    /** The language of the base bundle, and of anything not translated. */
    public static final Locale BASE = Locale.ENGLISH;
    public static final Texts ENGLISH = new Texts(BASE);

    private final ResourceBundle bundle;
    private final Locale locale;

    private Texts(Locale asked) {
        this.bundle = ResourceBundle.getBundle(BUNDLE, asked, Texts.class.getClassLoader(), NO_DEFAULT_LOCALE);
        this.locale = bundle.getLocale().getLanguage().isEmpty() ? BASE : bundle.getLocale();
    }

    /** The texts in a language, or in English when it has no bundle. */
    public static Texts of(Locale locale) {
        return locale == null ? ENGLISH : new Texts(locale);
    }

    /**
     * The texts for a language as Discord names it ({@code fr}, {@code en-US}, {@code pt-BR}),
     * English when it is absent, malformed or has no bundle.
     */
    public static Texts forDiscord(String discordLocale) {
        if (discordLocale == null || discordLocale.isBlank()) {
            return ENGLISH;
        }
        Locale locale = Locale.forLanguageTag(discordLocale.strip());
        return locale.getLanguage().isEmpty() ? ENGLISH : of(locale);
    }

    /** Whether the language has a bundle of its own, rather than falling back to English. */
    public static boolean hasOwnBundle(Locale locale) {
        return of(locale).locale.getLanguage().equals(locale.getLanguage());
    }

    /** The language these texts are in (English for the base bundle). */
    public Locale locale() {
        return locale;
    }

    /**
     * The message {@code key} with its placeholders filled.
     *
     * @throws MissingResourceException when no bundle has the key: a programming error the bundle
     *     tests catch
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key), locale).format(arguments);
    }

    /** The message {@code key} as written in the bundle, its placeholders unfilled. */
    public String pattern(String key) {
        return bundle.getString(key);
    }

    /** Whether this language, or English under it, has the key. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** Every key of the base (English) bundle, sorted. */
    public static Set<String> keys() {
        return Collections.unmodifiableSet(new TreeSet<>(ENGLISH.bundle.keySet()));
    }

    /** The keys under a prefix, like {@code command.}, sorted. */
    public static List<String> keysUnder(String prefix) {
        return keys().stream().filter(key -> key.startsWith(prefix)).toList();
    }
}
