package dev.tzaar.lambda.tournament.pairing;

import dev.tzaar.lambda.tournament.Colour;
import java.util.Optional;

/** Who has White on a board: the colour allocation rules, C.04.3 E.1 to E.5, in order. */
final class ColourAllocation {
    private final Colour initialColour;

    ColourAllocation(Colour initialColour) {
        this.initialColour = initialColour;
    }

    /** The colour of the higher-ranked player of the two. */
    Colour ofHigher(SwissPlayer higher, SwissPlayer lower) {
        Optional<Colour> wanted = higher.preferredColour;
        Optional<Colour> other = lower.preferredColour;
        // E.1: both preferences can be granted (or only one player has one).
        if (wanted.isPresent() && (other.isEmpty() || other.get() != wanted.get())) {
            return wanted.get();
        }
        if (wanted.isEmpty() && other.isPresent()) {
            return other.get().opposite();
        }
        if (wanted.isPresent()) {
            // E.2: the stronger preference wins; two absolute ones, the wider colour difference.
            int strength = higher.preference.compareTo(lower.preference);
            if (strength == 0 && higher.preference == Preference.ABSOLUTE) {
                strength = Integer.compare(Math.abs(higher.colourDifference), Math.abs(lower.colourDifference));
            }
            if (strength != 0) {
                return strength > 0 ? wanted.get() : wanted.get().opposite();
            }
        }
        // E.3: alternate from the latest round in which they had different colours.
        for (int back = 1; back <= Math.min(higher.colours.size(), lower.colours.size()); back++) {
            Colour higherHad = higher.colours.get(higher.colours.size() - back);
            if (higherHad != lower.colours.get(lower.colours.size() - back)) {
                return higherHad.opposite();
            }
        }
        // E.4: the higher-ranked player's preference.
        if (wanted.isPresent()) {
            return wanted.get();
        }
        // E.5: the initial colour to an odd pairing number.
        return higher.number % 2 == 1 ? initialColour : initialColour.opposite();
    }
}
