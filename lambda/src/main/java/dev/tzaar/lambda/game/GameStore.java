package dev.tzaar.lambda.game;

import dev.tzaar.lambda.practice.LessonProgressStore;
import dev.tzaar.lambda.puzzles.DailyStore;
import dev.tzaar.lambda.puzzles.PuzzleStore;
import dev.tzaar.lambda.rating.RatingStore;
import dev.tzaar.lambda.rating.RatingWrite;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where games live. Every read takes the time so that what has expired reads as gone, whether or
 * not the database has deleted it yet (DynamoDB's TTL deletes within days, not at once).
 */
public interface GameStore extends RatingStore, ServerSettingsStore, LessonProgressStore, PuzzleStore, DailyStore, KeptReviews {

    /** The game, unless unknown or expired at {@code now}; read strongly consistent. */
    Optional<Game> find(String gameId, Instant now);

    /** The server's tournaments, in the same table (docs/tournaments.md). */
    dev.tzaar.lambda.tournaments.TournamentStore tournaments();

    /**
     * The game's version alone, unless the game is unknown or expired at {@code now}: what a board kept
     * live asks about every second (the Activity's polls), so it is read as cheaply as DynamoDB reads:
     * eventually consistent (half a strongly consistent read's price) and only the two attributes it needs.
     * It may lag the latest write by a moment; the next poll sees it, and a change is read in full.
     */
    Optional<Long> versionOf(String gameId, Instant now);

    /**
     * The challenged and active games of a channel, unexpired at {@code now}, each as it stands (read
     * strongly consistent), newest first by when it was listed there (challenged, accepted, moved into the
     * channel's thread). A game listed or closed a moment ago may not yet (or still) be named by the
     * channel's index: it is then missing, never shown as it was.
     */
    List<Game> openGamesIn(String channelId, Instant now);

    /**
     * The games a user challenged or was challenged to, in any channel and of any status, most
     * recently changed first, unexpired at {@code now}, at most {@code limit}.
     */
    List<Game> gamesOf(String userId, Instant now, int limit);

    /**
     * The challenge waiting for an answer from {@code opponentId} to {@code challengerId} in the
     * channel ({@code opponentId} null: the challenger's open challenge, to anyone), unless there is
     * none or it expired at {@code now}; read strongly consistent. There is at most one: {@link #write} refuses a second one ({@link WriteOutcome#CHALLENGE_PENDING}).
     */
    Optional<Game> pendingChallenge(String channelId, String challengerId, String opponentId, Instant now);

    /**
     * The game against the bot that {@code playerId} is playing in the channel, unless there is none;
     * read strongly consistent, from the game's place. There is at most one: {@link #write} refuses a
     * second one ({@link WriteOutcome#CHALLENGE_PENDING}).
     */
    Optional<Game> botGame(String channelId, String playerId, Instant now);

    /**
     * The games whose correspondence clock needs attention at {@code now} (a reminder, a last
     * warning or a flag fall is due), the longest due first, at most {@code limit}. Read from an
     * index: a game listed may have moved on since, so whoever acts on one reads it again first.
     */
    List<Game> clocksDue(Instant now, int limit);

    /**
     * A player's seats at the open (or the finished) games of a server, or of a channel when
     * {@code guildId} is null: one query, most recently changed first, unexpired at {@code now}, at
     * most {@code limit}.
     */
    List<Seat> seatsOf(String userId, String guildId, String channelId, boolean finished, Instant now, int limit);

    /**
     * A player's seats at the open games played in threads of a server channel ({@link Seat#threadOf}
     * is the channel): one query, most recently changed first, unexpired at {@code now}. The
     * channel's own index lists such a game under its thread, not under the channel.
     */
    List<Seat> seatsInThreadsOf(String userId, String guildId, String channelId, Instant now);

    /** The answer already given to an interaction, unless unknown or expired at {@code now}. */
    Optional<StoredReply> replyTo(String interactionId, Instant now);

    /**
     * Writes a game together with the answer to the interaction that changed it: both, or neither.
     * A game of version 1 is new and is written only if its id is free; any other version only if
     * the stored game has the version before it. The answer is written only if the interaction has
     * none yet. A new challenge is written only if the same challenger has no challenge to the same
     * opponent waiting in the channel; the change that answers a challenge (its second version)
     * frees that place again.
     */
    default WriteOutcome write(Game game, StoredReply reply) {
        return write(game, reply, RatingWrite.NONE);
    }

    /**
     * {@link #write(Game, StoredReply)}, together with what a rated game's ending changes: each
     * standing only if the stored one has the version before it (or, for a newcomer, there is none),
     * and the pair's history likewise. All of it, or nothing.
     */
    WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings);

    enum WriteOutcome {
        WRITTEN,
        /** The game changed since it was read (or, for a new game, its id is taken): nothing was written. */
        GAME_CHANGED,
        /** This interaction was answered already: nothing was written. */
        ALREADY_ANSWERED,
        /**
         * A new challenge, while the same one waits for an answer in the channel, or a new game against
         * the bot while the player plays one there: nothing was written.
         */
        CHALLENGE_PENDING,
        /** A standing or the pair's history changed since it was read (another game ended): nothing was written. */
        RATINGS_CHANGED
    }
}
