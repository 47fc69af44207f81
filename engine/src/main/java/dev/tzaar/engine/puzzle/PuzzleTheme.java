package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Checked;
import java.util.Locale;

/** What a puzzle is about, read off its proof's main line (docs/puzzles.md, "Themes"). */
public enum PuzzleTheme {
    /** The win takes the defender's last stack of a type. */
    LAST_OF_TYPE,
    /** The win leaves the defender, at the start of its turn, without a capture. */
    NO_CAPTURE,
    /** The defender's best reply saves its last stack of a type from capture, and still loses. */
    SAVING_DEFENCE,
    /** A turn of the winner's main line stacks. */
    STACKING,
    /** The win takes two turns or more: a combination, not a single blow. */
    COMBINATION;

    /** The name in listings: lower case, words joined by '-' ({@code last-of-type}). */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Checked<PuzzleTheme> parse(String text) {
        for (PuzzleTheme theme : values()) {
            if (theme.label().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return Checked.ok(theme);
            }
        }
        return Checked.refused("\"" + text.strip() + "\" is not a puzzle theme: write one of last-of-type, no-capture,"
                + " saving-defence, stacking, combination.");
    }
}
