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
    /**
     * Letters that show as nothing, which names made to look blank are written with: Hangul's fillers
     * (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille pattern (U+2800).
     */
    private static final String BLANK_FILLERS = "\u115F\u1160\u3164\uFFA0\u2800";

    private Names() {
    }

    /** The player with a clean name (the same player when it is clean already). */
    public static Player clean(Player player) {
        String name = clean(player.name(), player.id());
        return name.equals(player.name()) ? player : new Player(player.id(), name, player.bot());
    }

    /**
     * The name without control, format (bidi marks included) and unpaired surrogate characters, joiners
     * kept only where they join something visible, every run of white space, line breaks or blank fillers
     * one space, stripped, and cut to {@value RequestLimits#NAME} characters. A name that would show as
     * nothing (blank, or only joiners and marks with nothing to sit on) becomes "Player " and the id's last
     * four digits, so that it still tells players apart.
     */
    public static String clean(String name, String id) {
        String clean = visibleLine(name, RequestLimits.NAME);
        return clean.codePoints().anyMatch(Names::standsAlone) ? clean : fallback(id);
    }

    /**
     * Text as one line of what can be seen: without control, format (bidi marks included), private
     * use and unpaired surrogate characters, every run of white space (and of the blank fillers that only
     * look like letters) one space, stripped, and cut to {@code limit} characters (code points). A
     * zero-width joiner or non-joiner stays only between two characters it can join (an emoji sequence,
     * the letters of a script that needs it), once. Names and whatever a reply repeats of what was typed go
     * through it, so that nothing typed can reorder, hide or colour the text around it.
     */
    static String visibleLine(String text, int limit) {
        StringBuilder clean = new StringBuilder();
        boolean space = false;
        int kept = 0;
        for (int i = 0; i < text.length() && kept < limit; ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (isBlank(c)) {
                space = clean.length() > 0;
            } else if (isJoiner(c)) {
                boolean afterJoinable = clean.length() > 0 && !space && isJoinable(clean.codePointBefore(clean.length()));
                boolean beforeJoinable = i < text.length() && isJoinable(text.codePointAt(i));
                // At the limit a joiner would end the line, joining nothing.
                if (afterJoinable && beforeJoinable && kept + 1 < limit) {
                    clean.appendCodePoint(c);
                    kept++;
                }
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

    /** White space, and the fillers that are letters in name only: each shows as a space, or as nothing. */
    private static boolean isBlank(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == 0x85 || BLANK_FILLERS.indexOf(c) >= 0;
    }

    private static boolean isJoiner(int c) {
        return c == ZERO_WIDTH_JOINER || c == ZERO_WIDTH_NON_JOINER;
    }

    /** What a joiner may stand beside: something kept that is no joiner and no space. */
    private static boolean isJoinable(int c) {
        return !isJoiner(c) && !isBlank(c) && isVisible(c);
    }

    private static boolean isVisible(int c) {
        return switch (Character.getType(c)) {
            // Joiners are kept only between what they join (visibleLine); bidi and other format marks only disturb.
            case Character.CONTROL, Character.SURROGATE, Character.UNASSIGNED, Character.PRIVATE_USE,
                    Character.FORMAT -> false;
            default -> true;
        };
    }

    /** A character that shows by itself: not a mark (an accent, a variation selector) that needs one to sit on. */
    private static boolean standsAlone(int c) {
        int type = Character.getType(c);
        return isJoinable(c) && type != Character.NON_SPACING_MARK && type != Character.ENCLOSING_MARK;
    }

    private static String fallback(String id) {
        String digits = id == null ? "" : id.replaceAll("[^0-9]", "");
        return "Player " + (digits.length() > 4 ? digits.substring(digits.length() - 4) : digits.isEmpty() ? "?"
                : digits);
    }
}
