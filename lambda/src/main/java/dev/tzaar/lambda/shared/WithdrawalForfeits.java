package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import java.time.Instant;
import java.util.Optional;

/**
 * The game of a player withdrawn from a tournament by its organiser, ended as the forfeit its board already
 * records (docs/tournaments.md, "A withdrawal's game"): written as their resignation, tagged {@code Rated: No} (FIDE rates
 * no forfeit, so no rating moves: the write carries none, and {@link TournamentPlay#unrated} says so to anyone who
 * settles it later), on the version read, so that two removals racing, or a move arriving meanwhile, end it once.
 */
final class WithdrawalForfeits {
    /** A move arriving between the read and the write is read again; a game that keeps changing is left to its players. */
    private static final int TRIES = 3;

    private final CommandServices services;

    WithdrawalForfeits(CommandServices services) {
        this.services = services;
    }

    /** Whether the board's result is the forfeit of the withdrawn player (not a result their game reached first). */
    static boolean forfeitedBy(TournamentBoard board, String userId) {
        return !board.isBye() && board.involves(userId) && board.result().isPresent()
                && board.result().get() == (board.whiteId().equals(userId) ? Outcome.FORFEIT_LOSS : Outcome.FORFEIT_WIN);
    }

    /** The board's game, ended now by this call as the player's loss; empty when it was over already, or is gone. */
    Optional<Game> end(TournamentBoard board, String userId, Instant now) {
        if (!forfeitedBy(board, userId)) {
            return Optional.empty();
        }
        String id = TournamentPlay.gameId(board.tournamentId(), board.round(), board.board());
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Game> read = services.store().find(id, now);
            if (read.isEmpty() || !read.get().isStarted() || read.get().status() == GameStatus.FINISHED
                    || read.get().sideOf(userId).isEmpty()) {
                return Optional.empty();
            }
            Game game = read.get();
            Side loser = game.sideOf(userId).orElseThrow();
            Checked<GameRecord> resigned = game.record().resign(loser);
            if (!resigned.isOk()) {
                return Optional.empty();
            }
            Game ended = game.played(resigned.value().withTag(TournamentPlay.RATED_TAG, "No"), now,
                    now.plus(services.limits().finishedGameKept()));
            StoredReply once = new StoredReply("withdrawal-" + id + "-" + game.version(), id, "{}",
                    now.plus(services.limits().replyKept()));
            if (services.store().write(ended, once) == GameStore.WriteOutcome.WRITTEN) {
                return Optional.of(ended);
            }
        }
        return Optional.empty();
    }
}
