package dev.tzaar.lambda.tournament;

import java.util.List;
import java.util.OptionalInt;

/** A round's boards, in board order, and the player who has the bye, if the count is odd. */
public record RoundPairing(List<TournamentGame> games, OptionalInt bye) {
    public RoundPairing {
        games = List.copyOf(games);
    }

    /** The listing pairing programs print (bbpPairings, JaVaFo): the board count, then "white black", 0 for the bye. */
    public String asPairingList() {
        StringBuilder text = new StringBuilder().append(games.size() + (bye.isPresent() ? 1 : 0)).append('\n');
        games.forEach(game -> text.append(game.white()).append(' ').append(game.black()).append('\n'));
        bye.ifPresent(player -> text.append(player).append(" 0\n"));
        return text.toString();
    }
}
