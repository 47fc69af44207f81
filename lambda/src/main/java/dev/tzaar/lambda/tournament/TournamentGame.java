package dev.tzaar.lambda.tournament;

/** A board of a round: the pairing numbers of White and Black. */
public record TournamentGame(int white, int black) {
    public TournamentGame {
        if (white == black || white < 1 || black < 1) {
            throw new IllegalArgumentException("a game needs two different players");
        }
    }

    public boolean involves(int player) {
        return white == player || black == player;
    }

    @Override
    public String toString() {
        return white + "-" + black;
    }
}
