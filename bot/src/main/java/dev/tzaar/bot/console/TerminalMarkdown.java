package dev.tzaar.bot.console;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Discord's markdown as a terminal shows it, where every character is plain and of one width: the marks
 * that only style a text go, the text stays. A line's {@code -# } (Discord's small grey subtext) and
 * {@code #}, {@code ##}, {@code ###} (its headings) go; {@code **bold**} loses its stars; a masked link
 * {@code [words](https://…)} reads "words (https://…)"; a number that Discord keeps from starting a list
 * by a code span ({@code `1.` alice}, a ranking's line) loses its backticks. Other code spans keep theirs:
 * in a terminal they are the quotes around what to type ({@code `/tzaar board`}, {@code `from:`}) or copy (a
 * puzzle's id). A character escaped for Discord ({@code bob\_2}) is
 * shown as typed. Mentions and timestamps are the {@link ReplyPrinter}'s, which knows the names and the clock.
 */
final class TerminalMarkdown {
    private static final Pattern LINE_MARK = Pattern.compile("(?m)^(?:-#|#{1,3}) +");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]\\n]+)]\\((https?://[^)\\s]+)\\)");
    private static final Pattern LISTED_NUMBER = Pattern.compile("(?m)^`(\\d+[.)])`");
    /** Discord's escapes, as {@code Wording} writes them into names. */
    private static final Pattern ESCAPED = Pattern.compile("\\\\([\\\\*_~`|>#\\[\\]()])");
    /** A placeholder for an escaped character while the marks are read, so that {@code \`} starts no code span. */
    private static final char HELD = '\uE000';

    private TerminalMarkdown() {
    }

    static String plain(String markdown) {
        StringBuilder held = new StringBuilder();
        Matcher escaped = ESCAPED.matcher(markdown);
        StringBuilder text = new StringBuilder();
        while (escaped.find()) {
            held.append(escaped.group(1));
            escaped.appendReplacement(text, String.valueOf(HELD));
        }
        escaped.appendTail(text);
        String shown = LINE_MARK.matcher(text.toString()).replaceAll("").replace("**", "");
        shown = LINK.matcher(shown).replaceAll("$1 ($2)");
        String unquoted = LISTED_NUMBER.matcher(shown).replaceAll("$1");
        StringBuilder restored = new StringBuilder();
        int next = 0;
        for (char c : unquoted.toCharArray()) {
            restored.append(c == HELD ? held.charAt(next++) : c);
        }
        return restored.toString();
    }
}
