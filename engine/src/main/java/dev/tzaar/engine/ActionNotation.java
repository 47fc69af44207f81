package dev.tzaar.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads actions the way people type them: any case, {@code F4xE4}, {@code F4 E4}, {@code F4E4},
 * {@code f4-e4} alike; whether two cells mean a capture or a stack is read off the board, not off
 * the separator. {@code pass}; placements as {@code Z@E4} or {@code tzaar@e4}.
 */
final class ActionNotation {
    private static final Pattern SEPARATORS = Pattern.compile(ActionWords.SEPARATORS);
    private static final Pattern PASS = Pattern.compile(ActionWords.PASS);
    private static final Pattern PLACE = Pattern.compile(ActionWords.PLACE);
    private static final Pattern MOVE = Pattern.compile(ActionWords.MOVE);
    private static final Pattern LONE_CELL = Pattern.compile("[a-z]\\d+");

    private static final String HOW_TO_WRITE =
            "write a capture like F4xE4, a stack like C3-D4, pass, or a placement like Z@E4.";

    private ActionNotation() {
    }

    /** Cuts a text into the texts of its actions: "f4xe4 c3-d4" gives "f4xe4" and "c3-d4". */
    static Checked<List<String>> split(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> parts = new ArrayList<>();
        Matcher m = SEPARATORS.matcher(lower);
        int i = 0;
        while (true) {
            m.region(i, lower.length());
            if (m.lookingAt()) {
                i = m.end();
            }
            if (i == lower.length()) {
                break;
            }
            Matcher token = match(lower, i, PASS, PLACE, MOVE);
            if (token == null) {
                Matcher lone = LONE_CELL.matcher(lower).region(i, lower.length());
                if (lone.lookingAt()) {
                    String cell = text.substring(i, lone.end()).toUpperCase(Locale.ROOT);
                    return Checked.refused(cell + " needs a target: write " + cell + "xE4 to capture on E4, or "
                            + cell + "-E4 to stack there.", Refusal.of(Refusal.Kind.NEEDS_TARGET, cell));
                }
                String unread = text.substring(i).strip();
                return Checked.refused("I can't read \"" + unread + "\": " + HOW_TO_WRITE,
                        Refusal.of(Refusal.Kind.UNREADABLE, unread));
            }
            parts.add(text.substring(i, token.end()));
            i = token.end();
        }
        if (parts.isEmpty()) {
            return Checked.refused("No action given: " + HOW_TO_WRITE, Refusal.of(Refusal.Kind.NO_ACTION));
        }
        return Checked.ok(parts);
    }

    private static Matcher match(String text, int from, Pattern... patterns) {
        for (Pattern pattern : patterns) {
            Matcher m = pattern.matcher(text).region(from, text.length());
            if (m.lookingAt()) {
                return m;
            }
        }
        return null;
    }

    static Checked<Action> parseOne(String text, Board board) {
        Checked<List<String>> parts = split(text);
        if (!parts.isOk()) {
            return parts.refusedAs();
        }
        if (parts.value().size() != 1) {
            return Checked.refused("\"" + text.strip() + "\" holds " + parts.value().size()
                    + " actions; give one at a time.", Refusal.of(Refusal.Kind.SEVERAL_ACTIONS, text.strip(),
                    parts.value().size()));
        }
        String lower = parts.value().get(0).toLowerCase(Locale.ROOT).strip();
        if (PASS.matcher(lower).matches()) {
            return Checked.ok(Action.PASS);
        }
        Matcher place = PLACE.matcher(lower);
        if (place.matches()) {
            PieceType type = PieceType.ofLetter(place.group(1).length() == 1 ? place.group(1).charAt(0)
                    : switch (place.group(1)) {
                        case "tzaar" -> 'z';
                        case "tzarra" -> 'a';
                        default -> 't';
                    });
            return Cell.parse(place.group(2)).map(cell -> new Action.Place(type, cell));
        }
        Matcher move = MOVE.matcher(lower);
        if (!move.matches()) {
            return Checked.refused("I can't read \"" + text.strip() + "\": " + HOW_TO_WRITE,
                    Refusal.of(Refusal.Kind.UNREADABLE, text.strip()));
        }
        Checked<Cell> from = Cell.parse(move.group(1));
        if (!from.isOk()) {
            return from.refusedAs();
        }
        Checked<Cell> to = Cell.parse(move.group(2));
        if (!to.isOk()) {
            return to.refusedAs();
        }
        int fromCode = board.code[from.value().index()];
        int toCode = board.code[to.value().index()];
        boolean ontoOwn = fromCode >= 0 && toCode >= 0 && fromCode / 3 == toCode / 3;
        return Checked.ok(ontoOwn ? new Action.Stack(from.value(), to.value())
                : new Action.Capture(from.value(), to.value()));
    }
}
