package dev.tzaar.lambda.tournament.pairing;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A player as the Dutch system sees them before a round: score, opponents, colours and floats. */
final class SwissPlayer {
    final int number;
    final int score;
    /** The opponents met over the board. */
    final Set<Integer> opponents = new HashSet<>();
    /** The colours of the games played, oldest first (unplayed rounds leave no colour: C.04.2.D.5). */
    final List<Colour> colours = new ArrayList<>();
    final int colourDifference;
    final Preference preference;
    final Optional<Colour> preferredColour;
    final Float floatLastRound;
    final Float floatTwoRoundsBefore;
    final boolean mayHaveTheBye;
    final int unplayedRounds;
    boolean topscorer;

    SwissPlayer(PlayerHistory history, TournamentRecord record) {
        this.number = history.number();
        this.score = history.halfPoints();
        int white = 0;
        int unplayed = 0;
        boolean byeBarred = false;
        for (RoundEntry round : history.rounds()) {
            if (round.playedGame()) {
                // C.04.1 b: no two play each other twice; a forfeit was no game, so they may still meet.
                opponents.add(round.opponent());
                Colour colour = round.colour().orElseThrow();
                colours.add(colour);
                white += colour == Colour.WHITE ? 1 : 0;
            } else {
                unplayed++;
            }
            byeBarred |= round.outcome().barsAPairingBye();
        }
        this.colourDifference = white - (colours.size() - white);
        this.unplayedRounds = unplayed;
        this.mayHaveTheBye = !byeBarred;
        int rounds = history.rounds().size();
        this.floatLastRound = floatIn(history, record, rounds - 1);
        this.floatTwoRoundsBefore = floatIn(history, record, rounds - 2);
        Colour last = colours.isEmpty() ? null : colours.get(colours.size() - 1);
        boolean lastTwoSame = colours.size() >= 2 && colours.get(colours.size() - 2) == last;
        if (colours.isEmpty()) {
            preference = Preference.NONE;
            preferredColour = Optional.empty();
        } else if (colourDifference < -1 || colourDifference > 1 || lastTwoSame) {
            preference = Preference.ABSOLUTE;
            preferredColour = Optional.of(colourDifference < -1 ? Colour.WHITE
                    : colourDifference > 1 ? Colour.BLACK : last.opposite());
        } else if (colourDifference != 0) {
            preference = Preference.STRONG;
            preferredColour = Optional.of(colourDifference < 0 ? Colour.WHITE : Colour.BLACK);
        } else {
            preference = Preference.MILD;
            preferredColour = Optional.of(last.opposite());
        }
    }

    /**
     * C.04.3 A.4: after a game between different scores the higher player got a downfloat, the lower
     * an upfloat; a round with points but no game (a bye, a forfeit win) counts as a downfloat.
     */
    private static Float floatIn(PlayerHistory history, TournamentRecord record, int roundIndex) {
        if (roundIndex < 0) {
            return Float.NONE;
        }
        RoundEntry round = history.rounds().get(roundIndex);
        if (!round.playedGame()) {
            return round.outcome().halfPoints() > 0 ? Float.DOWN : Float.NONE;
        }
        int own = history.halfPointsAfter(roundIndex);
        int opponent = record.player(round.opponent()).halfPointsAfter(roundIndex);
        return own > opponent ? Float.DOWN : own < opponent ? Float.UP : Float.NONE;
    }

    Optional<Colour> lastColour() {
        return colours.isEmpty() ? Optional.empty() : Optional.of(colours.get(colours.size() - 1));
    }

    /** Whether this player, given the colour, would have it three times running. */
    boolean thirdInARow(Colour colour) {
        int n = colours.size();
        return n >= 2 && colours.get(n - 1) == colour && colours.get(n - 2) == colour;
    }

    int colourDifferenceWith(Colour colour) {
        return colourDifference + (colour == Colour.WHITE ? 1 : -1);
    }

    @Override
    public String toString() {
        return number + "(" + score + ")";
    }
}
