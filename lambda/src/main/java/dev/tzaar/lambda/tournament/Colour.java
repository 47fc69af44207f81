package dev.tzaar.lambda.tournament;

/** The colour a player had in a round, White moving first as in chess's pairing rules. */
public enum Colour {
    WHITE, BLACK;

    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}
