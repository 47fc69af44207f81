package dev.tzaar.lambda.tournaments;

import dev.tzaar.lambda.tournament.Outcome;
import java.util.Objects;
import java.util.Optional;

/**
 * A board of a round, one item each: White's and Black's user ids (no Black for the pairing-allocated
 * bye), the game played on it once started, and the result for White once known. Written at the pairing
 * (only if it is not there yet, so two pairers' boards cannot both be written) and once more with its
 * result (only over that first version, with the header's count of results): a result delivered twice is
 * counted once.
 */
public record TournamentBoard(String tournamentId, int round, int board, String whiteId, Optional<String> blackId,
        Optional<String> gameId, Optional<Outcome> result, long version) {

    public TournamentBoard {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(whiteId, "whiteId");
        Objects.requireNonNull(blackId, "blackId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(result, "result");
        if (round < 1 || board < 1 || version < 1) {
            throw new IllegalArgumentException("rounds, boards and versions start at 1");
        }
        if (blackId.isEmpty() && result.isEmpty()) {
            throw new IllegalArgumentException("a bye is decided when it is paired");
        }
    }

    public static TournamentBoard game(String tournamentId, int round, int board, String whiteId, String blackId) {
        return new TournamentBoard(tournamentId, round, board, whiteId, Optional.of(blackId), Optional.empty(),
                Optional.empty(), 1);
    }

    /**
     * The board of the player who has no opponent: {@code outcome} the Swiss's pairing-allocated bye (a win's
     * points) or a round robin's rest (none: everyone rests once).
     */
    public static TournamentBoard bye(String tournamentId, int round, int board, String playerId, Outcome outcome) {
        return new TournamentBoard(tournamentId, round, board, playerId, Optional.empty(), Optional.empty(),
                Optional.of(outcome), 1);
    }

    /** A board whose game is forfeited when paired (a player withdrawn): {@code forWhite} White's outcome. */
    public static TournamentBoard forfeited(String tournamentId, int round, int board, String whiteId,
            String blackId, Outcome forWhite) {
        return new TournamentBoard(tournamentId, round, board, whiteId, Optional.of(blackId), Optional.empty(),
                Optional.of(forWhite), 1);
    }

    public boolean isBye() {
        return blackId.isEmpty();
    }

    public boolean decided() {
        return result.isPresent();
    }

    public boolean involves(String userId) {
        return whiteId.equals(userId) || blackId.filter(userId::equals).isPresent();
    }

    /** The board with its result for White. */
    public TournamentBoard decidedAs(Outcome forWhite) {
        if (decided()) {
            throw new IllegalStateException("decided already");
        }
        return new TournamentBoard(tournamentId, round, board, whiteId, blackId, gameId, Optional.of(forWhite),
                version + 1);
    }

    /** The board knowing its game (written alone, over its version). */
    public TournamentBoard playedIn(String game) {
        return new TournamentBoard(tournamentId, round, board, whiteId, blackId, Optional.of(game), result,
                version + 1);
    }
}
