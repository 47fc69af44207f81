package dev.tzaar.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts the text of a turn into the texts of its actions, the way people write them: {@code F4xE4},
 * {@code f4-e4}, {@code F4E4} or {@code F4 E4} are one action each, so a space does not always
 * separate two (two cells in a row make one action); {@code pass}; {@code Z@E4} or {@code tott @ a1}.
 * Whatever is not recognisable is kept as a word of its own, for {@link Position#parseAction} to
 * say what is wrong with it.
 */
public final class ActionWords {
    /** The spellings of one action, shared with {@link ActionNotation}, in lower case. */
    static final String PASS = "pass\\b";
    static final String PLACE = "(tzaar|tzarra|tott|[zat])\\s*@\\s*([a-z]\\d+)";
    static final String MOVE = "([a-z]\\d+)\\s*(?:->|[x×:>\\-–—])?\\s*([a-z]\\d+)";
    static final String SEPARATORS = "[\\s,;]+";

    private static final Pattern WORD = Pattern.compile(PASS + "|" + PLACE + "|" + MOVE + "|[^\\s,;]+",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private ActionWords() {
    }

    public static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }
}
