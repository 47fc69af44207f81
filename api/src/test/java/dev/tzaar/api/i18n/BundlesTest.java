package dev.tzaar.api.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.RequestLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every language's bundle says everything English says, with the same placeholders, and every
 * message of every language is a pattern that formats: whichever language a reader has, no message
 * is missing, cut short by a stray apostrophe or left with a raw {@code {0}}. The languages are the
 * {@code messages_*.properties} files found beside the English one, so a new language's file is
 * checked without touching this test.
 */
class BundlesTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)(?:,\\s*(\\w+))?");
    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");
    private static final Pattern LEFT_OVER = Pattern.compile("\\{\\d");
    private static final Pattern COMMAND_TRANSLATIONS = Pattern.compile("(command|option|choice)\\.");

    @TestFactory
    Stream<DynamicTest> everyLanguageHasEveryKeyWithTheSamePlaceholders() throws IOException {
        Properties english = load("messages.properties");
        return languages().stream().map(file -> DynamicTest.dynamicTest(file, () -> {
            Properties other = load(file);
            Set<String> missing = new TreeSet<>(english.stringPropertyNames());
            missing.removeAll(other.stringPropertyNames());
            assertEquals(Set.of(), missing, file + " lacks these keys");
            Set<String> extra = new TreeSet<>(other.stringPropertyNames());
            extra.removeAll(english.stringPropertyNames());
            // The command's translations: its English is the bot's definitions, and the bot's
            // CommandLocalizationsTest asks each language for all of them.
            extra.removeIf(key -> COMMAND_TRANSLATIONS.matcher(key).lookingAt());
            // The engine's refusals: its English is the engine's own reason, and the function's
            // RefusalWordingTest asks each language for every kind.
            extra.removeIf(key -> key.startsWith("refusal."));
            assertEquals(Set.of(), extra, file + " has keys English has not (misspelt?)");
            for (String key : english.stringPropertyNames()) {
                assertEquals(placeholders(english.getProperty(key)), placeholders(other.getProperty(key)),
                        file + ": the placeholders of " + key + " differ from English");
            }
        }));
    }

    /**
     * The command's English is the bot's definitions (CommandLocalizations reads only the other
     * languages, Wording.slash falls back to the wire names): an English copy would drift from them.
     */
    @Test
    void theEnglishBundleHoldsNoCopyOfTheCommandsDefinitions() throws IOException {
        Set<String> copies = new TreeSet<>(load("messages.properties").stringPropertyNames());
        copies.removeIf(key -> !COMMAND_TRANSLATIONS.matcher(key).lookingAt());
        assertEquals(Set.of(), copies);
    }

    @TestFactory
    Stream<DynamicTest> everyMessageOfEveryLanguageFormatsWithNothingLeftOver() throws IOException {
        List<String> files = new ArrayList<>(languages());
        files.add(0, "messages.properties");
        return files.stream().map(file -> DynamicTest.dynamicTest(file, () -> {
            Properties messages = load(file);
            Locale locale = localeOf(file);
            for (String key : new TreeSet<>(messages.stringPropertyNames())) {
                String pattern = messages.getProperty(key);
                assertFalse(LONE_APOSTROPHE.matcher(pattern).find(),
                        file + ": " + key + " has a single ASCII apostrophe, which MessageFormat swallows; write '' or ’");
                Object[] arguments = sampleArguments(pattern);
                String text = new MessageFormat(pattern, locale).format(arguments);
                assertFalse(LEFT_OVER.matcher(text).find(), file + ": " + key + " left a placeholder: " + text);
                assertFalse(text.isBlank(), file + ": " + key + " is empty");
            }
        }));
    }

    /**
     * The help and the rules are each one message: longer than Discord takes, they would be cut
     * short (ReplyLimits ends them with "…"), losing their last lines.
     */
    @TestFactory
    Stream<DynamicTest> theHelpAndTheRulesFitOneDiscordMessageInEveryLanguage() throws IOException {
        List<String> files = new ArrayList<>(languages());
        files.add(0, "messages.properties");
        return files.stream().map(file -> DynamicTest.dynamicTest(file, () -> {
            Properties messages = load(file);
            for (String key : List.of("help.text", "rules.text")) {
                String text = new MessageFormat(messages.getProperty(key), localeOf(file)).format(new Object[0]);
                assertTrue(text.length() <= RequestLimits.REPLY_TEXT, file + ": " + key + " is " + text.length()
                        + " characters, more than a message holds (" + RequestLimits.REPLY_TEXT + ")");
            }
        }));
    }

    /** Texts reads a language's own bundle, and falls back to English for one without a bundle. */
    @Test
    void aLanguageWithoutABundleIsEnglishAndFrenchIsFrench() {
        assertEquals(Locale.FRENCH, Texts.forDiscord("fr").locale());
        assertEquals("Blanc", Texts.forDiscord("fr").text("side.white"));
        assertEquals("White", Texts.forDiscord("en-US").text("side.white"));
        assertEquals("White", Texts.forDiscord("de").text("side.white"));
        assertEquals("White", Texts.forDiscord(null).text("side.white"));
        assertEquals("White", Texts.forDiscord("not a language!").text("side.white"));
        assertTrue(Texts.hasOwnBundle(Locale.FRENCH));
        assertFalse(Texts.hasOwnBundle(Locale.GERMAN));
    }

    /** The JVM's own language never leaks in: a machine set to French still answers English by default. */
    @Test
    void theMachinesLanguageIsNotAFallback() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.FRENCH);
            assertEquals("White", Texts.forDiscord("es-ES").text("side.white"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void countsUsePluralForms() {
        assertEquals("1 day", Texts.ENGLISH.text("duration.days", 1));
        assertEquals("3 days", Texts.ENGLISH.text("duration.days", 3));
        assertEquals("1 jour", Texts.forDiscord("fr").text("duration.days", 1));
        assertEquals("3 jours", Texts.forDiscord("fr").text("duration.days", 3));
    }

    /** The placeholders of a pattern: each index with its format type ("3:choice", "0:"). */
    private static Set<String> placeholders(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) {
            found.add(m.group(1) + ":" + (m.group(2) == null ? "" : m.group(2)));
        }
        return found;
    }

    /** Numbers where the pattern formats a number or a choice, words elsewhere. */
    private static Object[] sampleArguments(String pattern) {
        TreeMap<Integer, Object> arguments = new TreeMap<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) {
            int index = Integer.parseInt(m.group(1));
            boolean number = m.group(2) != null && (m.group(2).equals("number") || m.group(2).equals("choice"));
            arguments.merge(index, number ? (Object) 3 : "word", (a, b) -> a instanceof Integer ? a : b);
        }
        Object[] values = new Object[arguments.isEmpty() ? 0 : arguments.lastKey() + 1];
        for (int i = 0; i < values.length; i++) {
            values[i] = arguments.getOrDefault(i, "word");
        }
        return values;
    }

    private static List<String> languages() throws IOException {
        try (Stream<Path> files = Files.list(folder())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.startsWith("messages_") && name.endsWith(".properties"))
                    .sorted().toList();
        }
    }

    private static Locale localeOf(String file) {
        String tag = file.replaceFirst("^messages_?", "").replaceFirst("\\.properties$", "").replace('_', '-');
        return tag.isEmpty() ? Texts.BASE : Locale.forLanguageTag(tag);
    }

    private static Path folder() {
        try {
            return Path.of(BundlesTest.class.getResource("/dev/tzaar/api/i18n/messages.properties").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Properties load(String file) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(folder().resolve(file))) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
