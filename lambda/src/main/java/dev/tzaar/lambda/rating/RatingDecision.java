package dev.tzaar.lambda.rating;

import java.util.Objects;

/** Whether a finished game moves ratings: rated with a winner and a loser, or unrated and why. */
public sealed interface RatingDecision {

    /** The game moves both ratings: a win for one, a loss for the other. */
    record Rated(String winnerId, String loserId) implements RatingDecision {
        public Rated {
            Objects.requireNonNull(winnerId, "winnerId");
            Objects.requireNonNull(loserId, "loserId");
        }
    }

    /** The game stands in the history but moves no rating. */
    record Unrated(Reason reason) implements RatingDecision {
        public Unrated {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** Why a game is not rated, in the order the rules check them. */
    enum Reason {
        /** A bot's strength is not a person's, and beating it again and again would farm points. */
        AGAINST_A_BOT,
        /** Nothing was played: a resignation or a claim before both moved says nothing of strength. */
        ENDED_BEFORE_BOTH_SIDES_MOVED,
        /** The pair has had its rated games for the last 24 hours: more would let two friends farm. */
        PAIR_LIMIT_REACHED
    }
}
