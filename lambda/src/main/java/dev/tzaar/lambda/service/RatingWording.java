package dev.tzaar.lambda.service;

import dev.tzaar.api.Player;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.rating.Rating;
import dev.tzaar.lambda.rating.RatingDecision;
import dev.tzaar.lambda.rating.Standing;

/** How ratings read: "1623 ± 84", a "?" on a provisional one, "**Ada** 1500 → 1516 (+16)". */
final class RatingWording {
    /** The mark of a provisional rating, explained wherever it is shown. */
    static final String PROVISIONAL = "?";

    private RatingWording() {
    }

    /** "1623 ± 84", or "1623? ± 84" while provisional. */
    static String rating(Rating rating) {
        return Math.round(rating.rating()) + (rating.isProvisional() ? PROVISIONAL : "") + " ± "
                + Math.round(rating.deviation());
    }

    /** "**Ada** 1500 → 1516 (+16)". */
    static String change(Standing before, Standing after) {
        long from = Math.round(before.rating().rating());
        long to = Math.round(after.rating().rating());
        return Wording.name(new Player(after.userId(), after.name(), false)) + " " + from + " → " + to + " ("
                + signed(to - from) + ")";
    }

    /** "+16", "−16" (a minus sign, not a hyphen), "±0". */
    static String signed(long difference) {
        return difference > 0 ? "+" + difference : difference < 0 ? "−" + (-difference) : "±0";
    }

    /** Why the game moved no rating, as the channel reads it after the result. */
    static String unrated(RatingDecision.Reason reason, Player winner, Player loser, RatedGamePolicy policy) {
        return switch (reason) {
            case AGAINST_A_BOT -> "Not rated: a game against a bot.";
            case ENDED_BEFORE_BOTH_SIDES_MOVED -> "Not rated: it ended before both sides moved.";
            case PAIR_LIMIT_REACHED -> "Not rated: " + Wording.name(winner) + " and " + Wording.name(loser)
                    + " have had their " + policy.gamesPerPair() + " rated games of the last "
                    + policy.window().toHours() + " hours.";
        };
    }
}
