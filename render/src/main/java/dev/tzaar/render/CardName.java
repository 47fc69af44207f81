package dev.tzaar.render;

import java.util.List;

/**
 * A player's name as their card sets it: whole on one line at the largest size that fits; a name
 * too long for that (Discord allows 32 characters) goes on two lines; only a name too long for two
 * lines loses characters, as few as the room allows.
 *
 * @param lines one or two
 * @param size the font size of every line
 */
record CardName(List<String> lines, double size) {
    static final double LARGEST = 31;
    /** Below this a name on one line reads worse than the same name on two. */
    static final double SMALLEST_ONE_LINE = 25;
    static final double TWO_LINES = 24;

    static CardName set(Typeface face, String name, double room) {
        for (double size = LARGEST; size >= SMALLEST_ONE_LINE; size--) {
            if (face.width(name, size) <= room) {
                return new CardName(List.of(name), size);
            }
        }
        return new CardName(Text.wrap(face, name, TWO_LINES, room, 2, true), TWO_LINES);
    }

    /** The distance between the baselines of two lines. */
    double leading() {
        return size * 1.15;
    }

    /** How much taller than one line the name stands. */
    double extraHeight() {
        return (lines.size() - 1) * leading();
    }
}
