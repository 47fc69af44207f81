package dev.tzaar.lambda.tournaments;

import dev.tzaar.api.ThreadKind;
import dev.tzaar.engine.Setup;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A tournament's header: what the organiser chose, where it stands, and the counts that let a reader
 * check that the players and boards it listed from an index (eventually consistent) are the latest:
 * {@code slots} players ever joined, {@code players} of them in it now (not left during the sign-up),
 * {@code withdrawn} of those removed since the start, {@code playerVersions} the sum of their items'
 * versions (every change of a player is written together with the header, so a listing whose sum is lower
 * has read a stale copy), the boards of each round so far and how many of the current round's have a
 * result. The header is written over the version before its own, so of two changes made from one read
 * exactly one is written: nothing is joined twice, started twice or paired twice.
 *
 * @param rounds the rounds planned: chosen for a Swiss, set by the Berger tables at the start of a round robin
 * @param daysPerMove the correspondence clock's days per move; empty for a live pace
 * @param cap the most players allowed to join; empty for no cap
 * @param boardsPerRound the boards of round 1, 2... paired so far (a bye counts as a board, with its result)
 * @param results the boards of the last round paired that have their result
 * @param setup how its games' pieces begin: random unless the organiser chose the fixed or the tournament setup
 * @param threads where its games are played: each in a thread of its own, public or private as the server's
 *     default said when it was created (a public one where the server has none), or in its channel where the bot
 *     could not start threads then (docs/tournaments.md, "Games in threads")
 * @param closesAt when its sign-up closes and round 1 begins, by the clock's sweep; empty when the organiser's Start
 *     alone closes it
 */
public record Tournament(String id, String guildId, String channelId, Optional<String> messageId, String organiserId,
        String name, TournamentFormat format, int rounds, Optional<Integer> daysPerMove, boolean rated, OptionalInt cap,
        TournamentState state, int slots, int players, int withdrawn, long playerVersions, List<Integer> boardsPerRound,
        int results, long version, Instant created, Setup.Kind setup, ThreadKind threads,
        Optional<Instant> closesAt) {

    /** The longest name the announcement and the standings picture keep readable. */
    public static final int NAME_LIMIT = 60;
    /** The most players: what the pairing is measured for (256 in well under a second, docs/tournaments.md). */
    public static final int MOST_PLAYERS = 256;

    public Tournament {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(organiserId, "organiserId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(daysPerMove, "daysPerMove");
        Objects.requireNonNull(cap, "cap");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(threads, "threads");
        Objects.requireNonNull(closesAt, "closesAt");
        boardsPerRound = List.copyOf(boardsPerRound);
        if (players < 0 || players > slots || withdrawn < 0 || withdrawn > players || version < 1) {
            throw new IllegalArgumentException("counts out of order: " + slots + " slots, " + players + " players, "
                    + withdrawn + " withdrawn, version " + version);
        }
        if (results < 0 || (!boardsPerRound.isEmpty() && results > boardsPerRound.get(boardsPerRound.size() - 1))) {
            throw new IllegalArgumentException("more results than boards");
        }
    }

    /** A tournament just created, taking sign-ups: version 1, nobody in it. */
    public static Tournament created(String id, String guildId, String channelId, String organiserId, String name,
            TournamentFormat format, int rounds, Optional<Integer> daysPerMove, boolean rated, OptionalInt cap,
            Instant now) {
        return new Tournament(id, guildId, channelId, Optional.empty(), organiserId, name, format, rounds, daysPerMove,
                rated, cap, TournamentState.SIGNUP, 0, 0, 0, 0, List.of(), 0, 1, now, Setup.Kind.RANDOM, ThreadKind.OFF,
                Optional.empty());
    }

    /** The same tournament whose games begin from {@code kind} of setup (a random one unless the organiser says). */
    public Tournament playedFrom(Setup.Kind kind) {
        return new Tournament(id, guildId, channelId, messageId, organiserId, name, format, rounds, daysPerMove, rated,
                cap, state, slots, players, withdrawn, playerVersions, boardsPerRound, results, version, created, kind, threads, closesAt);
    }

    /** The same tournament whose games are played in threads of {@code kind} (none: in its channel). */
    public Tournament playedIn(ThreadKind kind) {
        return new Tournament(id, guildId, channelId, messageId, organiserId, name, format, rounds, daysPerMove, rated,
                cap, state, slots, players, withdrawn, playerVersions, boardsPerRound, results, version, created, setup,
                kind, closesAt);
    }

    /** The same tournament whose sign-up closes at {@code time}, when the clock's sweep begins round 1. */
    public Tournament closingAt(Instant time) {
        return new Tournament(id, guildId, channelId, messageId, organiserId, name, format, rounds, daysPerMove, rated,
                cap, state, slots, players, withdrawn, playerVersions, boardsPerRound, results, version, created, setup,
                threads, Optional.of(time));
    }

    /** Whether its sign-up is still open but past its closing time: nobody joins or leaves any more. */
    public boolean signUpOver(Instant now) {
        return state == TournamentState.SIGNUP && closesAt.isPresent() && !now.isBefore(closesAt.get());
    }

    /** The round being played (0 before the start). */
    public int round() {
        return boardsPerRound.size();
    }

    /** The boards of round {@code round} (1 first). */
    public int boardsOf(int round) {
        return boardsPerRound.get(round - 1);
    }

    /** Whether every board of the round being played has its result (false before the start). */
    public boolean roundOver() {
        return !boardsPerRound.isEmpty() && results == boardsOf(round());
    }

    /** Whether one more may join: taking sign-ups and not full. */
    public boolean open() {
        return state == TournamentState.SIGNUP && (cap.isEmpty() || players < cap.getAsInt())
                && players < MOST_PLAYERS;
    }

    private Tournament next(TournamentState state, int slots, int players, int withdrawn, long playerVersions,
            List<Integer> boards, int results) {
        return new Tournament(id, guildId, channelId, messageId, organiserId, name, format, rounds, daysPerMove, rated,
                cap, state, slots, players, withdrawn, playerVersions, boards, results, version + 1, created, setup, threads, closesAt);
    }

    /** The header once a new player took the next slot. */
    public Tournament joined() {
        requireOpen();
        return next(state, slots + 1, players + 1, withdrawn, playerVersions + 1, boardsPerRound, results);
    }

    /** The header once a player who left during the sign-up came back to their slot. */
    public Tournament rejoined() {
        requireOpen();
        return next(state, slots, players + 1, withdrawn, playerVersions + 1, boardsPerRound, results);
    }

    private void requireOpen() {
        if (!open()) {
            throw new IllegalStateException("the tournament takes no more players");
        }
    }

    /** The header once a player left during the sign-up. */
    public Tournament left() {
        if (state != TournamentState.SIGNUP || players == 0) {
            throw new IllegalStateException("nobody can leave now");
        }
        return next(state, slots, players - 1, withdrawn, playerVersions + 1, boardsPerRound, results);
    }

    /** The header once a player was removed (or withdrew) after the start. */
    public Tournament withdrew() {
        if (state != TournamentState.RUNNING || withdrawn == players) {
            throw new IllegalStateException("nobody can withdraw now");
        }
        return next(state, slots, players, withdrawn + 1, playerVersions + 1, boardsPerRound, results);
    }

    /**
     * The header of the started tournament, round 1 paired with {@code boards} boards of which
     * {@code decided} (the bye) have their result already.
     */
    public Tournament started(int plannedRounds, int boards, int decided) {
        if (state != TournamentState.SIGNUP) {
            throw new IllegalStateException("started already");
        }
        Tournament running = new Tournament(id, guildId, channelId, messageId, organiserId, name, format, plannedRounds,
                daysPerMove, rated, cap, TournamentState.RUNNING, slots, players, withdrawn, playerVersions, List.of(),
                0, version, created, setup, threads, closesAt);
        return running.nextRound(boards, decided);
    }

    /** The header with the next round paired: {@code boards} boards, {@code decided} of them decided already. */
    public Tournament nextRound(int boards, int decided) {
        if (state != TournamentState.RUNNING || (!boardsPerRound.isEmpty() && !roundOver())) {
            throw new IllegalStateException("the round is not over");
        }
        if (round() >= rounds) {
            throw new IllegalStateException("every round was played");
        }
        List<Integer> longer = new ArrayList<>(boardsPerRound);
        longer.add(boards);
        return next(state, slots, players, withdrawn, playerVersions, longer, decided);
    }

    /** The header once one more board of the round has its result. */
    public Tournament recorded() {
        if (state != TournamentState.RUNNING || roundOver()) {
            throw new IllegalStateException("no result is awaited");
        }
        return next(state, slots, players, withdrawn, playerVersions, boardsPerRound, results + 1);
    }

    /** The header once the last round is over. */
    public Tournament finished() {
        if (state != TournamentState.RUNNING || !roundOver()) {
            throw new IllegalStateException("not over yet");
        }
        return next(TournamentState.FINISHED, slots, players, withdrawn, playerVersions, boardsPerRound, results);
    }

    /** The header of a tournament called off (by its organiser, or for want of players). */
    public Tournament cancelled() {
        if (state.over()) {
            throw new IllegalStateException("over already");
        }
        return next(TournamentState.CANCELLED, slots, players, withdrawn, playerVersions, boardsPerRound, results);
    }

    /** The header knowing the announcement's message, whose buttons and list are edited as players join. */
    public Tournament announcedIn(String message) {
        return new Tournament(id, guildId, channelId, Optional.of(message), organiserId, name, format, rounds,
                daysPerMove, rated, cap, state, slots, players, withdrawn, playerVersions, boardsPerRound, results,
                version + 1, created, setup, threads, closesAt);
    }
}
