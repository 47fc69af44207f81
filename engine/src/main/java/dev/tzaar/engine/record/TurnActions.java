package dev.tzaar.engine.record;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts the text of a turn into the texts of its actions, which {@code Position.parseAction} then
 * reads. People write an action as {@code F4xE4}, {@code f4-e4}, {@code F4E4} or {@code F4 E4},
 * so a space does not always separate two actions: two cells in a row make one action. Whatever
 * is not recognisable is kept as a piece of its own, for the engine to say what is wrong with it.
 */
final class TurnActions {
    private static final Pattern ACTION = Pattern.compile(
            "pass\\b"
                    + "|(?:tzaar|tzarra|tott|[zat])\\s*@\\s*[a-z]\\d+"
                    + "|[a-z]\\d+\\s*(?:->|[x×:>\\-–—])?\\s*[a-z]\\d+"
                    + "|[^\\s,;]+",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private TurnActions() {
    }

    static List<String> split(String text) {
        List<String> actions = new ArrayList<>();
        Matcher m = ACTION.matcher(text);
        while (m.find()) {
            actions.add(m.group());
        }
        return actions;
    }
}
