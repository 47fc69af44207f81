package dev.tzaar.lambda.tournaments;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * A player of a tournament, one item each: the slot they took on joining (1 the first to join), their
 * name and their rating when they joined (which orders the pairing numbers at the start and never changes
 * after), and whether they are in it. The item is written with the header (over the version before its
 * own), so a player is never joined twice.
 */
public record TournamentPlayer(String tournamentId, String userId, int slot, String name, int rating, Status status,
        long version) {

    /** In it, left during the sign-up (may come back), or withdrawn after the start (the rest forfeited). */
    public enum Status {
        IN, LEFT, WITHDRAWN;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public static Optional<Status> parse(String text) {
            return Arrays.stream(values()).filter(status -> status.wireName().equals(text)).findFirst();
        }
    }

    public TournamentPlayer {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        if (slot < 1 || version < 1) {
            throw new IllegalArgumentException("slots and versions start at 1");
        }
    }

    public static TournamentPlayer joining(Tournament tournament, String userId, String name, int rating) {
        return new TournamentPlayer(tournament.id(), userId, tournament.slots() + 1, name, rating, Status.IN, 1);
    }

    public TournamentPlayer with(Status changed) {
        return new TournamentPlayer(tournamentId, userId, slot, name, rating, changed, version + 1);
    }

    /** Whether they were in it when it started, or are now: every player who is numbered at the start. */
    public boolean numbered() {
        return status != Status.LEFT;
    }
}
