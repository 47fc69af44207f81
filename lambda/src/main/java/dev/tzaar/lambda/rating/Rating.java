package dev.tzaar.lambda.rating;

/**
 * A player's Glicko-2 rating on the familiar scale: the rating, its deviation (how uncertain it
 * is; a 95% interval is about two deviations either side) and the volatility (how erratic the
 * player's results have been).
 *
 * @param rating the rating, 1500 for a newcomer
 * @param deviation the rating deviation (RD), more than 0 and at most {@link #MAX_DEVIATION}
 * @param volatility σ, more than 0
 */
public record Rating(double rating, double deviation, double volatility) {
    /** A newcomer's deviation, and the most a deviation may grow to: as uncertain as a newcomer. */
    public static final double MAX_DEVIATION = 350;

    /**
     * Above this deviation a rating is provisional: shown, but marked as not yet telling much.
     * 110 is the threshold lichess uses with per-game Glicko-2 updates; with it a newcomer loses
     * the mark after ten games against established players (ProvisionalRatingTest),
     * and a deviation that grows again with long absence brings the mark back, as it should.
     */
    public static final double PROVISIONAL_DEVIATION = 110;

    /** Glickman's suggested start: 1500, RD 350, σ 0.06 (the paper, step 1). */
    public static final Rating NEWCOMER = new Rating(1500, MAX_DEVIATION, 0.06);

    public Rating {
        if (!Double.isFinite(rating)) {
            throw new IllegalArgumentException("a rating is a finite number, not " + rating);
        }
        if (!(deviation > 0 && deviation <= MAX_DEVIATION)) {
            throw new IllegalArgumentException("a rating deviation is more than 0 and at most "
                    + MAX_DEVIATION + ", not " + deviation);
        }
        if (!(volatility > 0 && Double.isFinite(volatility))) {
            throw new IllegalArgumentException("a volatility is more than 0, not " + volatility);
        }
    }

    /**
     * Whether the rating is provisional: its deviation is above {@link #PROVISIONAL_DEVIATION}.
     * The deviation is the measure of how little is known, so no separate count of games is kept:
     * few games and long absence both show in it.
     */
    public boolean isProvisional() {
        return deviation > PROVISIONAL_DEVIATION;
    }
}
