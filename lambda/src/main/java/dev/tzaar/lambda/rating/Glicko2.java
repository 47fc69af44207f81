package dev.tzaar.lambda.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The Glicko-2 rating system, written from Mark Glickman's "Example of the Glicko-2 system"
 * (Boston University, 2013; glicko.net/glicko/glicko2.pdf), whose steps 1 to 8 the methods follow
 * and name. Pure arithmetic on values: no clock, no store.
 *
 * <p>The product rates after every game, treating each game as a rating period of its own
 * ({@link #afterGame}). Glickman suggests periods of 10–15 games, but a club on Discord has no
 * natural period (games last days, players come and go), a leaderboard that waits for a batch
 * looks broken, and a batch job would need a scheduler and a second pass over the games. Lichess
 * and most online servers make the same choice. The cost: the volatility moves a little after
 * every game instead of once per period, which the small τ keeps gentle.
 *
 * @param tau τ, how much the volatility may change in a period; Glickman suggests 0.3 to 1.2,
 *     smaller for games whose results surprise less
 */
public record Glicko2(double tau) {
    /** τ = 0.5: the middle of Glickman's range, and the value of his worked example. */
    public static final Glicko2 STANDARD = new Glicko2(0.5);
    /**
     * The rating period of a player who is away: a week. Each game is a period of its own for the
     * two who play it ({@link #afterGame}); each whole week sat out between a player's rated games
     * (not the week of the last one, nor the week the next one is in) ages their deviation as a
     * period without games ({@link #afterTimeAway}). A month would take a regular player six years
     * away to be provisional again; a week takes about a year and a half (± 60 to 110: 79 weeks sat out).
     */
    public static final Duration RATING_PERIOD = Duration.ofDays(7);

    /** The paper's factor between the Glicko scale and the Glicko-2 scale (400 / ln 10, rounded as in step 2). */
    static final double SCALE = 173.7178;
    /** The paper's convergence tolerance for the volatility iteration (step 5). */
    private static final double EPSILON = 0.000001;
    private static final double CENTRE = 1500;

    public Glicko2 {
        if (!(tau > 0 && Double.isFinite(tau))) {
            throw new IllegalArgumentException("τ is more than 0, not " + tau);
        }
    }

    /**
     * The rating after one rating period in which the player played these games (steps 2 to 8);
     * with no games, the rating of a player who sat the period out (step 6 alone).
     */
    public Rating afterPeriod(Rating player, List<ScoredGame> results) {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(results, "results");
        if (results.isEmpty()) {
            return sittingOut(player);
        }
        double mu = mu(player);
        double phi = phi(player);
        PeriodSums sums = sums(player, results);
        double sigma = newVolatility(phi, player.volatility(), sums);
        double phiStar = preRatingPeriodPhi(phi, sigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / sums.variance());
        double newMu = mu + newPhi * newPhi * sums.improvement();
        return new Rating(SCALE * newMu + CENTRE, deviation(newPhi), sigma);
    }

    /**
     * A player who does not play in a period: rating and volatility unchanged, the deviation grown
     * by step 6 alone, φ' = √(φ² + σ²), and never beyond a newcomer's.
     */
    public Rating sittingOut(Rating player) {
        double phi = preRatingPeriodPhi(phi(player), player.volatility());
        return new Rating(player.rating(), deviation(phi), player.volatility());
    }

    /**
     * The rating at {@code now} of a player last rated at {@code lastRated}: each whole
     * {@link #RATING_PERIOD} sat out between them ({@link #sittingOut}). The periods are counted from
     * {@code lastRated}: the one it falls in was played, and the one {@code now} falls in is not over,
     * so it is not sat out either (a game in it ages the deviation by its own step 6, in {@link
     * #afterGame}; counting it here too would age a player who plays every week twice). So n = whole
     * periods since {@code lastRated} less one: none within the first two weeks, one from the third.
     * The volatility does not change while a player sits out, so n periods compose to φ' = √(φ² +
     * n·σ²), never beyond a newcomer's deviation. Unchanged for a newcomer (no {@code lastRated}).
     */
    public Rating afterTimeAway(Rating player, Instant lastRated, Instant now) {
        Objects.requireNonNull(player, "player");
        if (lastRated == null || !now.isAfter(lastRated)) {
            return player;
        }
        long periods = Duration.between(lastRated, now).dividedBy(RATING_PERIOD) - 1;
        if (periods <= 0) {
            return player;
        }
        double phi = phi(player);
        double sigma = player.volatility();
        double grown = Math.sqrt(phi * phi + periods * sigma * sigma);
        return new Rating(player.rating(), deviation(grown), sigma);
    }

    /**
     * Both players' ratings after one game between them, each game a rating period of its own.
     * Each side is rated against the other's rating from before the game, so the result does not
     * depend on which of the two is updated first or given first.
     *
     * @param scoreOfFirst 1 if the first player won, 0 if the second did
     */
    public RatedPair afterGame(Rating first, Rating second, double scoreOfFirst) {
        Rating firstAfter = afterPeriod(first, List.of(new ScoredGame(second, scoreOfFirst)));
        Rating secondAfter = afterPeriod(second, List.of(new ScoredGame(first, 1 - scoreOfFirst)));
        return new RatedPair(firstAfter, secondAfter);
    }

    /** Step 3's estimated variance v and step 4's Σ g(φⱼ)(sⱼ − E), whose product is Δ. */
    record PeriodSums(double variance, double improvement) {
        double delta() {
            return variance * improvement;
        }
    }

    /** Steps 3 and 4 over the period's results. */
    static PeriodSums sums(Rating player, List<ScoredGame> results) {
        double mu = mu(player);
        double inverseVariance = 0;
        double improvement = 0;
        for (ScoredGame result : results) {
            double g = g(phi(result.opponent()));
            double expected = expectedScore(mu, result.opponent());
            inverseVariance += g * g * expected * (1 - expected);
            improvement += g * (result.score() - expected);
        }
        return new PeriodSums(1 / inverseVariance, improvement);
    }

    /** Step 5: the new volatility σ', the root of f found by the Illinois algorithm. */
    double newVolatility(double phi, double sigma, PeriodSums sums) {
        double delta = sums.delta();
        double v = sums.variance();
        double a = Math.log(sigma * sigma);
        VolatilityFunction f = new VolatilityFunction(delta * delta, phi * phi, v, a, tau * tau);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f.at(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.at(bigA);
        double fB = f.at(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.at(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    /** Step 5's f(x) = eˣ(Δ² − φ² − v − eˣ) / 2(φ² + v + eˣ)² − (x − a) / τ². */
    private record VolatilityFunction(double deltaSquared, double phiSquared, double v, double a, double tauSquared) {
        double at(double x) {
            double ex = Math.exp(x);
            double denominator = phiSquared + v + ex;
            return ex * (deltaSquared - phiSquared - v - ex) / (2 * denominator * denominator) - (x - a) / tauSquared;
        }
    }

    /** Step 6: φ* = √(φ² + σ'²). */
    private static double preRatingPeriodPhi(double phi, double sigma) {
        return Math.sqrt(phi * phi + sigma * sigma);
    }

    /** Step 3's E(μ, μⱼ, φⱼ) = 1 / (1 + exp(−g(φⱼ)(μ − μⱼ))): the score expected against that opponent. */
    static double expectedScore(double mu, Rating opponent) {
        return 1 / (1 + Math.exp(-g(phi(opponent)) * (mu - mu(opponent))));
    }

    /** Step 3's g(φ) = 1 / √(1 + 3φ²/π²): how much an opponent's own uncertainty discounts the game. */
    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 2: μ = (r − 1500) / 173.7178. */
    static double mu(Rating rating) {
        return (rating.rating() - CENTRE) / SCALE;
    }

    /** Step 8: RD' = 173.7178 φ', capped on this scale so that rounding cannot lift it past 350. */
    private static double deviation(double phi) {
        return Math.min(SCALE * phi, Rating.MAX_DEVIATION);
    }

    /** Step 2: φ = RD / 173.7178. */
    static double phi(Rating rating) {
        return rating.deviation() / SCALE;
    }
}
