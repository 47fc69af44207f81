package dev.tzaar.lambda.shared;

import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;

/**
 * Display names as the game keeps and shows them: one line of visible text. Discord names may hold
 * anything, and a name ends up in records, messages and pictures, so it is cleaned where a request
 * enters the function, and again where an older stored name is used.
 */
public final class Names {
    private static final int ZERO_WIDTH_NON_JOINER = 0x200C;
    private static final int ZERO_WIDTH_JOINER = 0x200D;

    private Names() {
    }

    /** The player with a clean name (the same player when it is clean already). */
    public static Player clean(Player player) {
        String name = clean(player.name(), player.id());
        return name.equals(player.name()) ? player : new Player(player.id(), name, player.bot());
    }

    /**
     * The name without control, format (bidi marks included) and unpaired surrogate characters,
     * every run of white space or line breaks one space, stripped, and cut to {@value
     * RequestLimits#NAME} characters. A name left blank becomes "Player " and the id's last four
     * digits, so that it still tells players apart.
     */
    public static String clean(String name, String id) {
        String clean = visibleLine(name, RequestLimits.NAME);
        return clean.isEmpty() ? fallback(id) : clean;
    }

    /**
     * Text as one line of what can be seen: without control, format (bidi marks included), private
     * use and unpaired surrogate characters, every run of white space one space, stripped, and cut to
     * {@code limit} characters (code points). Names and whatever a reply repeats of what was typed go
     * through it, so that nothing typed can reorder, hide or colour the text around it.
     */
    static String visibleLine(String text, int limit) {
        StringBuilder clean = new StringBuilder();
        boolean space = false;
        int kept = 0;
        for (int i = 0; i < text.length() && kept < limit; ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85) {
                space = clean.length() > 0;
            } else if (isVisible(c)) {
                if (space) {
                    clean.append(' ');
                    kept++;
                    space = false;
                }
                if (kept < limit) {
                    clean.appendCodePoint(c);
                    kept++;
                }
            }
        }
        return clean.toString();
    }

    private static boolean isVisible(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.SURROGATE, Character.UNASSIGNED, Character.PRIVATE_USE -> false;
            // Joiners shape emoji sequences and some scripts; bidi and other format marks only disturb.
            case Character.FORMAT -> c == ZERO_WIDTH_JOINER || c == ZERO_WIDTH_NON_JOINER;
            default -> true;
        };
    }

    private static String fallback(String id) {
        String digits = id == null ? "" : id.replaceAll("[^0-9]", "");
        return "Player " + (digits.length() > 4 ? digits.substring(digits.length() - 4) : digits.isEmpty() ? "?"
                : digits);
    }
}
