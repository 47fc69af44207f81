package dev.tzaar.lambda.tournaments;

import java.util.List;
import java.util.Optional;

/**
 * Where tournaments live: a header, one item per player, one per board, none growing with the player
 * count. Every write is conditional on the versions read, and what a listing returns is checked against
 * the header's counts, so a stale index copy is never taken for the latest.
 */
public interface TournamentStore {

    /** What became of a write made from a read of the header. */
    enum Written {
        /** Written. */
        WRITTEN,
        /** The player is in it already, or the board exists or has its result already: nothing was written. */
        ALREADY,
        /** The header (or the player) changed since it was read: nothing was written; read again and retry. */
        CHANGED
    }

    /**
     * Thrown by a listing that finds more than the header given knows of (a player joined, or changed,
     * after the header was read): the caller reads the header again.
     */
    final class HeaderChanged extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public HeaderChanged(String message) {
            super(message);
        }
    }

    /** The header, read strongly consistent. */
    Optional<Tournament> tournament(String tournamentId);

    /** Writes a new header (version 1); false when the id is taken. */
    boolean create(Tournament tournament);

    /** Writes the header alone over the version before its own (started, cancelled, announced, paired...). */
    boolean write(Tournament tournament);

    /** The player's item, read strongly consistent. */
    Optional<TournamentPlayer> player(String tournamentId, String userId);

    /**
     * A player's change with the header's: a new player (version 1) only if they are not in it yet, a change
     * only over their version before, the header only over its version before. Both or neither.
     */
    Written write(Tournament tournament, TournamentPlayer player);

    /**
     * Every player who ever joined, by slot, as of the header given: read from the index and checked against
     * the header's count and sum of versions, read again while the index lags.
     *
     * @throws HeaderChanged when the listing is ahead of the header given
     * @throws IllegalStateException when the index has not caught up after the retries
     */
    List<TournamentPlayer> players(Tournament tournament);

    /**
     * Writes the boards of a round just paired, each only if it is not there yet: a second pairer's identical
     * boards (the pairing is a function of the rounds before) are refused without harm.
     */
    void writeBoards(List<TournamentBoard> boards);

    /** The board, read strongly consistent. */
    Optional<TournamentBoard> board(String tournamentId, int round, int board);

    /**
     * A board's result with the header's count of results: the board only over its version before (so a
     * result delivered twice is counted once), the header only over its version before.
     */
    Written record(Tournament tournament, TournamentBoard decided);

    /** A board's change alone over its version before (the game it is played in). */
    boolean write(TournamentBoard board);

    /**
     * The boards of a round, in board order, as of the header given: from the index, checked against the
     * header's board count and (for the current round) its count of results, read again while the index lags.
     */
    List<TournamentBoard> boards(Tournament tournament, int round);

    /** A sign-up to close at its time: the tournament, and its channel's language for what the sweep posts. */
    record Closing(String tournamentId, String language) {}

    /** Marks the tournament's sign-up to close at its {@code closesAt}, for the clock's sweep to find. */
    void scheduleClosing(Tournament tournament, String language);

    /** The sign-ups whose time has come at {@code now}, the oldest first, at most {@code limit}. */
    List<Closing> closingDue(java.time.Instant now, int limit);

    /** Forgets a sign-up's closing: done, or the tournament started or over some other way. */
    void forgetClosing(String tournamentId, java.time.Instant now);
}
