package dev.tzaar.lambda.shared;

import dev.tzaar.api.Player;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.rating.Rating;
import dev.tzaar.lambda.rating.RatingDecision;
import dev.tzaar.lambda.rating.Standing;

/** How ratings read: "1623 ± 84", a "?" on a provisional one, "**Ada** 1500 → 1516 (+16)". */
public final class RatingWording {
    /** The mark of a provisional rating, explained wherever it is shown. */
    static final String PROVISIONAL = "?";

    private RatingWording() {
    }

    /** "1623 ± 84", or "1623? ± 84" while provisional. */
    public static String rating(Rating rating) {
        return Math.round(rating.rating()) + (rating.isProvisional() ? PROVISIONAL : "") + " ± "
                + Math.round(rating.deviation());
    }

    /** "**Ada** 1500 → 1516 (+16)". */
    public static String change(Standing before, Standing after) {
        long from = Math.round(before.rating().rating());
        long to = Math.round(after.rating().rating());
        return Wording.name(new Player(after.userId(), after.name(), false)) + " " + from + " → " + to + " ("
                + signed(to - from) + ")";
    }

    /** "+16", "−16" (a minus sign, not a hyphen), "±0". */
    public static String signed(long difference) {
        return difference > 0 ? "+" + difference : difference < 0 ? "−" + (-difference) : "±0";
    }

    /** Why the game moved no rating, as the channel reads it after the result. */
    public static String unrated(Wording words, RatingDecision.Reason reason, Player winner, Player loser,
            RatedGamePolicy policy) {
        return switch (reason) {
            case AGAINST_A_BOT -> words.say("rating.unrated.bot");
            case ENDED_BEFORE_BOTH_SIDES_MOVED -> words.say("rating.unrated.early");
            case PAIR_LIMIT_REACHED -> words.say("rating.unrated.pair", Wording.name(winner), Wording.name(loser),
                    String.valueOf(policy.gamesPerPair()), String.valueOf(policy.window().toHours()));
        };
    }
}
