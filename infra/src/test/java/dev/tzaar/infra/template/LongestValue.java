package dev.tzaar.infra.template;

import java.util.ArrayList;
import java.util.List;

/**
 * The longest value a parameter's {@code AllowedPattern} lets through, as one string that matches it:
 * what CloudFormation would pass on to a {@code !Sub} at the worst. Only the small dialect the
 * template's patterns use is understood (anchors, character classes, literals, groups of
 * alternatives, and the quantifiers {@code ?}, {@code {n}} and {@code {m,n}}); anything else, an
 * unbounded {@code *} or {@code +} above all, is refused rather than guessed at.
 */
final class LongestValue {
    private final String pattern;
    private int at;

    private LongestValue(String pattern) {
        this.pattern = pattern;
    }

    static String of(String pattern) {
        LongestValue parser = new LongestValue(pattern);
        String longest = parser.alternatives();
        if (parser.at != pattern.length()) {
            throw new IllegalArgumentException("cannot read \"" + pattern + "\" past " + parser.at);
        }
        return longest;
    }

    /** Alternatives separated by {@code |}: the longest of them. */
    private String alternatives() {
        String longest = sequence();
        while (peek() == '|') {
            at++;
            String other = sequence();
            if (other.length() > longest.length()) {
                longest = other;
            }
        }
        return longest;
    }

    private String sequence() {
        StringBuilder longest = new StringBuilder();
        while (at < pattern.length() && peek() != '|' && peek() != ')') {
            char c = pattern.charAt(at);
            if (c == '^' || c == '$') {
                at++; // CloudFormation matches the whole value anyway
                continue;
            }
            String atom = atom();
            int times = maximumRepeats();
            longest.append(atom.repeat(times));
        }
        return longest.toString();
    }

    private String atom() {
        char c = pattern.charAt(at++);
        if (c == '(') {
            String inside = alternatives();
            expect(')');
            return inside;
        }
        if (c == '[') {
            return String.valueOf(firstOfClass());
        }
        if (c == '\\') {
            char escaped = pattern.charAt(at++);
            if (Character.isLetterOrDigit(escaped)) {
                throw new IllegalArgumentException("escape \\" + escaped + " in \"" + pattern + "\" is not understood");
            }
            return String.valueOf(escaped);
        }
        if (c == '.' || c == '*' || c == '+' || c == '{' || c == '?') {
            throw new IllegalArgumentException("'" + c + "' at " + (at - 1) + " in \"" + pattern + "\" is not understood");
        }
        return String.valueOf(c);
    }

    /** A character the class holds: its first, which for a range is where it starts. */
    private char firstOfClass() {
        if (peek() == '^') {
            throw new IllegalArgumentException("a negated class in \"" + pattern + "\" is not understood");
        }
        char first = pattern.charAt(at);
        int close = pattern.indexOf(']', at + 1);
        if (close < 0) {
            throw new IllegalArgumentException("unclosed class in \"" + pattern + "\"");
        }
        if (pattern.substring(at, close).contains("\\")) {
            throw new IllegalArgumentException("an escape in a class of \"" + pattern + "\" is not understood");
        }
        at = close + 1;
        return first;
    }

    private int maximumRepeats() {
        if (at >= pattern.length()) {
            return 1;
        }
        char c = pattern.charAt(at);
        if (c == '?') {
            at++;
            return 1;
        }
        if (c == '*' || c == '+') {
            throw new IllegalArgumentException("\"" + pattern + "\" allows values of any length");
        }
        if (c != '{') {
            return 1;
        }
        int close = pattern.indexOf('}', at);
        List<String> bounds = new ArrayList<>(List.of(pattern.substring(at + 1, close).split(",", -1)));
        at = close + 1;
        String most = bounds.get(bounds.size() - 1);
        if (most.isEmpty()) {
            throw new IllegalArgumentException("\"" + pattern + "\" allows values of any length");
        }
        return Integer.parseInt(most);
    }

    private char peek() {
        return at < pattern.length() ? pattern.charAt(at) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new IllegalArgumentException("'" + c + "' expected at " + at + " in \"" + pattern + "\"");
        }
        at++;
    }
}
