package dev.tzaar.lambda.tournament;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a round brought a player, with the result codes of FIDE's Tournament Report File. Points are
 * counted in halves (a win 2, a draw 1) so that scores stay exact integers.
 */
public enum Outcome {
    WIN('1', 2, true), DRAW('=', 1, true), LOSS('0', 0, true),
    /** The opponent did not play: a win without a game (C.04.2, forfeits). */
    FORFEIT_WIN('+', 2, false),
    FORFEIT_LOSS('-', 0, false),
    /** The pairing-allocated bye of an odd round (C.04.1.c): a win's points, no opponent, no colour. */
    PAIRING_BYE('U', 2, false),
    FULL_POINT_BYE('F', 2, false),
    HALF_POINT_BYE('H', 1, false),
    /** Not paired in the round (absent, withdrawn): no points. */
    ZERO_POINT_BYE('Z', 0, false);

    private final char trfCode;
    private final int halfPoints;
    private final boolean played;

    Outcome(char trfCode, int halfPoints, boolean played) {
        this.trfCode = trfCode;
        this.halfPoints = halfPoints;
        this.played = played;
    }

    public char trfCode() {
        return trfCode;
    }

    public int halfPoints() {
        return halfPoints;
    }

    /** Whether a game was played over the board (forfeits and byes were not). */
    public boolean played() {
        return played;
    }

    /** C.04.3 C.2: a player who got the pairing-allocated bye, or a win without playing, gets no second one. */
    public boolean barsAPairingBye() {
        return this == PAIRING_BYE || this == FORFEIT_WIN || this == FULL_POINT_BYE;
    }

    /** The outcome of the same game seen from the other side. */
    public Outcome forOpponent() {
        return switch (this) {
            case WIN -> LOSS;
            case LOSS -> WIN;
            case FORFEIT_WIN -> FORFEIT_LOSS;
            case FORFEIT_LOSS -> FORFEIT_WIN;
            default -> this;
        };
    }

    public static Optional<Outcome> ofTrfCode(char code) {
        char upper = Character.toUpperCase(code);
        // TRF's W, D, L are results of games played but not rated: the same points here.
        char played = upper == 'W' ? '1' : upper == 'D' ? '=' : upper == 'L' ? '0' : upper;
        return Arrays.stream(values()).filter(outcome -> outcome.trfCode == played).findFirst();
    }
}
