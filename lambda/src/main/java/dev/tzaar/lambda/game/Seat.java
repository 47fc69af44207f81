package dev.tzaar.lambda.game;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Result;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One player's place at one game, as {@code /tzaar games} lists it: kept beside the game and
 * rewritten with every change of it, so that a player's games in a whole server are one query.
 *
 * @param gameId the game
 * @param channelId where it is played
 * @param status where it stands
 * @param opponent the other player; null for the challenger of an open challenge nobody took yet
 * @param challenger true when this player made the challenge
 * @param yourTurn true when it is this player's action
 * @param turn the number of the turn being played, 0 before the start
 * @param won for a finished game: whether this player won; null before
 * @param reason for a finished game: how it ended ("Black resigned"); null before
 * @param updatedAt when the game last changed
 * @param expiresAt when the game may be forgotten; null for never
 */
public record Seat(String gameId, String channelId, GameStatus status, Player opponent, boolean challenger,
        boolean yourTurn, int turn,
        Boolean won, String reason, Instant updatedAt, Instant expiresAt) {
    public Seat {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    /** The seat of {@code player} at the game as it stands. */
    public static Seat of(Game game, Player player) {
        boolean yourTurn = game.toAct().map(p -> p.id().equals(player.id())).orElse(false);
        boolean finished = game.status() == GameStatus.FINISHED;
        Optional<Result> result = finished ? game.record().result() : Optional.empty();
        return new Seat(game.id(), game.channelId(), game.status(), game.otherThan(player.id()),
                game.challenger().id().equals(player.id()), yourTurn,
                game.isStarted() ? game.record().nextTurnNumber() : 0,
                result.map(r -> game.player(r.winner()).id().equals(player.id())).orElse(null),
                result.map(Result::reason).orElse(null), game.updatedAt(), game.expiresAt());
    }
}
