package dev.tzaar.lambda.game;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One player's place at one game, as {@code /tzaar games} lists it: kept beside the game and
 * rewritten with every change of it, so that a player's games in a whole server are one query.
 *
 * @param gameId the game
 * @param channelId where it is played
 * @param threadOf when it is played in a thread of its own: the channel the thread belongs to (the
 *     game's channel), so that the channel finds the player's games in its threads; null otherwise
 * @param status where it stands
 * @param opponent the other player; null for the challenger of an open challenge nobody took yet
 * @param challenger true when this player made the challenge
 * @param yourTurn true when it is this player's action
 * @param turn the number of the turn being played, 0 before the start
 * @param won for a finished game: whether this player won; null before
 * @param reason for a finished game: how it ended, in words of no language ({@code resigned:BLACK},
 *     {@code lastOfType:WHITE:TZAAR}, {@code noCapture:WHITE}, {@code timedOut:BLACK}), so that each
 *     reader is told it in theirs ({@link #result}); null before
 * @param updatedAt when the game last changed
 * @param expiresAt when the game may be forgotten; null for never
 */
public record Seat(String gameId, String channelId, String threadOf, GameStatus status, Player opponent, boolean challenger,
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
        return new Seat(game.id(), game.playedIn(), game.hasThread() ? game.channelId() : null, game.status(), game.otherThan(player.id()),
                game.challenger().id().equals(player.id()), yourTurn,
                game.isStarted() ? game.record().nextTurnNumber() : 0,
                result.map(r -> game.player(r.winner()).id().equals(player.id())).orElse(null),
                result.map(Seat::ending).orElse(null), game.updatedAt(), game.expiresAt());
    }

    /** How the game ended, when it did and the reason is one this version knows. */
    public Optional<Result> result() {
        if (reason == null) {
            return Optional.empty();
        }
        String[] parts = reason.split(":");
        try {
            Side loser = Side.valueOf(parts[1]);
            return switch (parts[0]) {
                case "resigned" -> Optional.of(new Result.Resigned(loser));
                case "noCapture" -> Optional.of(new Result.NoCapture(loser));
                case "timedOut" -> Optional.of(new Result.TimedOut(loser));
                case "lastOfType" -> Optional.of(new Result.LastOfType(loser, PieceType.valueOf(parts[2])));
                default -> Optional.empty();
            };
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    private static String ending(Result result) {
        if (result instanceof Result.LastOfType last) {
            return "lastOfType:" + last.loser() + ":" + last.type();
        }
        String kind = result instanceof Result.Resigned ? "resigned"
                : result instanceof Result.NoCapture ? "noCapture"
                : result instanceof Result.TimedOut ? "timedOut" : result.getClass().getSimpleName();
        return kind + ":" + result.loser();
    }
}
