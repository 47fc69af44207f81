package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A console in French says everything in French: a whole session through every subcommand, the
 * console's own help, its choices, buttons and refusals, against the real function, holds no word
 * that only the English bundle uses. What may be in any language is left out of the check: what the
 * players typed (the echoed lines), the players' names, game ids, file paths, and cells and notation,
 * which both bundles share. The bot's name is French too ("Bot facile"), and so are true and false.
 */
@Tag("end-to-end")
class FrenchConsoleSessionTest {
    /** Words of three letters or more: shorter ones ("a", "on", "de") are too often both. */
    private static final Pattern WORD = Pattern.compile("\\p{L}{3,}");
    private static final Pattern GAME_ID = Pattern.compile("(?<=partie |parties? )[a-z2-9]{5}\\b");
    private static final Pattern PATH = Pattern.compile("\\S*/\\S*");
    private static final Set<String> PLAYERS = Set.of("luc", "marie", "paul", "rose");

    @TempDir
    Path data;

    @Test
    void aFrenchSessionThroughEveryCommandHoldsNoEnglishWord() throws Exception {
        // Marie's capture after Luc's opening, so that she has the Pass button to press.
        Position afterOpening = Setup.fixed().position().play("C2xC3").value();
        String[] capture = afterOpening.legalActions().stream().map(Action::toString)
                .filter(action -> action.contains("x")).findFirst().orElseThrow().split("x");
        String script = String.join("\n",
                "aide",
                "luc: /tzaar aide",
                "luc: /tzaar règles",
                "luc: /tzaar défier @marie disposition:fixe couleur:blanc",
                "marie: /tzaar refuser",
                "luc: /tzaar défier @marie disposition:fixe couleur:blanc",
                "luc: /tzaar retirer",
                "luc: /tzaar défier @marie disposition:fixe couleur:blanc jours:3",
                "marie: appuyer Accepter",
                "luc: /tzaar jouer de:?",
                "luc: /tzaar jouer de:C2 vers:?",
                "luc: /tzaar jouer de:C2 vers:C3",
                "marie: /tzaar jouer tour:zz",
                "marie: /tzaar jouer de:" + capture[0] + " vers:" + capture[1],
                "marie: appuyer Passer",
                "luc: /tzaar plateau",
                "luc: /tzaar parties",
                "luc: /tzaar parties terminées:vrai",
                "marie: /tzaar historique",
                "marie: /tzaar réglages",
                "marie: /tzaar réglages fils:public",
                "luc: /tzaar défier @paul fil:public",
                "luc: /tzaar indice",
                "luc: /tzaar réclamer",
                "paul: /tzaar défier disposition:tournoi",
                "rose: appuyer Accepter",
                "rose: /tzaar placer type:?",
                "paul: /tzaar placer type:tzaar en:E4",
                "paul: /tzaar passer",
                "luc: /tzaar ia niveau:facile disposition:fixe couleur:blanc",
                "luc: /tzaar jouer de:C2 vers:C3 partie:zzzzz",
                "luc: /tzaar indice partie:?",
                "luc: appuyer Indice",
                "luc: /tzaar abandonner",
                "luc: appuyer Abandonner",
                "luc: appuyer Abandonner",
                "luc: /tzaar analyser",
                "luc: /tzaar classement",
                "luc: /tzaar classement portée:global",
                "luc: /tzaar stats joueur:@marie",
                "luc: appuyer Rien",
                "luc: /tzaar rien",
                "luc /tzaar",
                "luc: /jouer",
                "luc:",
                "luc: appuyer",
                "paul: /tzaar défier adversaire:",
                "paul: /tzaar défier @marie @rose",
                "paul: /tzaar défier disposition:bizarre",
                "paul: /tzaar défier couleur:?",
                "paul: /tzaar parties terminées:peut-être",
                "paul: /tzaar jouer de:? vers:?",
                "paul: /tzaar jouer de:A de:B",
                "paul: /tzaar jouer F4 E4",
                "paul: /tzaar aide foo:1",
                "paul: /tzaar placer",
                "@@@: /tzaar aide",
                "quitter") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString(), "--locale", "fr");

        String out = console.out();
        assertTrue(out.contains("luc défie marie au TZAAR"), out);
        assertTrue(out.contains("Choix pour `de:`"), "the choices: " + out);
        assertTrue(out.contains("(visible par marie seulement)"), out);
        assertTrue(out.contains("ce salon"), "a channel's mention, as the console's own: " + out);
        assertFalse(out.contains("<#"), out);
        assertTrue(out.contains("Bot facile"), "the bot's name: " + out);
        assertFalse(out.lines().filter(line -> !line.startsWith("> ")).anyMatch(line -> line.contains(":true")
                || line.contains(" true ")), "true is vrai: " + out);
        Map<String, List<String>> english = englishIn(console.err() + out);
        assertEquals(Map.of(), english, () -> "English words (and the lines they are in) in a French session: " + english
                + "\nThe session:\n" + out);
    }

    /** Each word only the English bundle uses, with the first line of the session it appears in. */
    static Map<String, List<String>> englishIn(String session) throws IOException {
        Set<String> englishOnly = words(bundle("messages.properties"));
        englishOnly.removeAll(words(bundle("messages_fr.properties")));
        Set<String> ids = new TreeSet<>();
        Matcher id = GAME_ID.matcher(session);
        while (id.find()) {
            ids.add(id.group());
        }
        Map<String, List<String>> found = new TreeMap<>();
        for (String line : session.lines().toList()) {
            if (line.startsWith("> ")) {
                continue; // what the players typed, echoed
            }
            String said = PATH.matcher(line).replaceAll(" ");
            Matcher word = WORD.matcher(said);
            while (word.find()) {
                String lower = word.group().toLowerCase(java.util.Locale.ROOT);
                if (englishOnly.contains(lower) && !PLAYERS.contains(lower) && !ids.contains(lower)) {
                    found.putIfAbsent(lower, List.of(line.strip()));
                }
            }
        }
        return found;
    }

    private static Set<String> words(Properties bundle) {
        Set<String> words = new TreeSet<>();
        for (String key : bundle.stringPropertyNames()) {
            Matcher word = WORD.matcher(bundle.getProperty(key));
            while (word.find()) {
                words.add(word.group().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return words;
    }

    private static Properties bundle(String file) throws IOException {
        Properties bundle = new Properties();
        try (InputStream in = FrenchConsoleSessionTest.class.getResourceAsStream("/dev/tzaar/api/i18n/" + file)) {
            bundle.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return bundle;
    }
}
