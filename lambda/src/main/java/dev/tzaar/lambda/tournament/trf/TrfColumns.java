package dev.tzaar.lambda.tournament.trf;

/**
 * Where the fields of a player line ("001") sit, 1-based as FIDE's TRF description counts them
 * (TRF-16, kept by the later editions): the line is fixed-width so that any pairing program reads it.
 */
final class TrfColumns {
    static final int START_RANK = 5;
    static final int START_RANK_END = 8;
    static final int NAME = 15;
    static final int NAME_END = 47;
    static final int RATING = 49;
    static final int RATING_END = 52;
    static final int POINTS = 81;
    static final int POINTS_END = 84;
    static final int RANK = 86;
    static final int RANK_END = 89;
    /** Round 1's opponent starts here; each round takes ten columns: "oooo c r" and two blanks. */
    static final int FIRST_ROUND = 92;
    static final int ROUND_WIDTH = 10;

    private TrfColumns() {
    }
}
