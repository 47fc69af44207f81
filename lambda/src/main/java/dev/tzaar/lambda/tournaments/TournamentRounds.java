package dev.tzaar.lambda.tournaments;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.BergerTables;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.pairing.NoPairingExists;
import dev.tzaar.lambda.tournaments.TournamentStore.Written;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A tournament's life in the store, with no Discord in it: joining and leaving, the start, each result, the
 * next round paired when the last result of a round lands, withdrawals. Every change is a conditional write
 * on what was read, retried on a fresh read when another change came first, so that however many deliveries
 * race, each player joins once, each result counts once and each round is paired once. The pairing is a
 * function of the stored rounds before it, so a pairing cut short is finished identically by whoever comes
 * next ({@link #resume}).
 */
public final class TournamentRounds {
    /** How often a change is tried again on a fresh read before the caller is told it is busy. */
    static final int TRIES = 50;

    private final TournamentStore store;

    public TournamentRounds(TournamentStore store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    /** What a joining came to. */
    public enum Joined { JOINED, ALREADY_IN, FULL, CLOSED, UNKNOWN }

    /** What a leaving came to. */
    public enum Left { LEFT, NOT_IN, CLOSED, UNKNOWN }

    /** What a step of the tournament came to, and the tournament after it. */
    public enum Kind {
        /** Round 1 (at the start) or the next round was paired by this call: its boards are to be played. */
        PAIRED,
        /** The result was counted; the round goes on. */
        RECORDED,
        /** The last round is over: the final standings are due. */
        FINISHED,
        /** Nothing to do: the result was counted already, the tournament started already, or it is over. */
        ALREADY,
        /** The tournament was called off. */
        CANCELLED,
        /** Too few players to start (fewer than two). */
        TOO_FEW,
        /** No such tournament, player or board. */
        UNKNOWN
    }

    /**
     * A step's outcome: the tournament as this call left it, and the boards of the rounds it paired, in order
     * (several when a round paired was decided at once, every game of it forfeited).
     */
    public record Step(Kind kind, Optional<Tournament> tournament, List<TournamentBoard> paired) {
        public Step {
            paired = List.copyOf(paired);
        }

        static Step of(Kind kind, Tournament tournament) {
            return new Step(kind, Optional.ofNullable(tournament), List.of());
        }
    }

    /** The players numbered for the pairing: by rating at joining, highest first, then by who joined first. */
    public record Numbered(List<TournamentPlayer> byNumber) {
        public Numbered {
            byNumber = List.copyOf(byNumber);
        }

        public static Numbered of(List<TournamentPlayer> players) {
            return new Numbered(players.stream().filter(TournamentPlayer::numbered)
                    .sorted(Comparator.comparingInt(TournamentPlayer::rating).reversed()
                            .thenComparingInt(TournamentPlayer::slot))
                    .toList());
        }

        public int number(String userId) {
            for (int i = 0; i < byNumber.size(); i++) {
                if (byNumber.get(i).userId().equals(userId)) {
                    return i + 1;
                }
            }
            throw new IllegalArgumentException("not a player of the tournament: " + userId);
        }

        public TournamentPlayer player(int number) {
            return byNumber.get(number - 1);
        }

        public int size() {
            return byNumber.size();
        }

        /** The pairing numbers of the withdrawn players. */
        public Set<Integer> withdrawn() {
            Set<Integer> out = new HashSet<>();
            for (int i = 0; i < byNumber.size(); i++) {
                if (byNumber.get(i).status() == TournamentPlayer.Status.WITHDRAWN) {
                    out.add(i + 1);
                }
            }
            return out;
        }
    }

    public Joined join(String tournamentId, String userId, String name, int rating) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            if (read.isEmpty()) {
                return Joined.UNKNOWN;
            }
            Tournament tournament = read.get();
            Optional<TournamentPlayer> known = store.player(tournamentId, userId);
            if (known.isPresent() && known.get().status() == TournamentPlayer.Status.IN) {
                return Joined.ALREADY_IN;
            }
            if (tournament.state() != TournamentState.SIGNUP) {
                return Joined.CLOSED;
            }
            if (!tournament.open()) {
                return Joined.FULL;
            }
            Written written = known.isPresent()
                    ? store.write(tournament.rejoined(), known.get().with(TournamentPlayer.Status.IN))
                    : store.write(tournament.joined(), TournamentPlayer.joining(tournament, userId, name, rating));
            if (written == Written.WRITTEN) {
                return Joined.JOINED;
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    public Left leave(String tournamentId, String userId) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            if (read.isEmpty()) {
                return Left.UNKNOWN;
            }
            Optional<TournamentPlayer> known = store.player(tournamentId, userId);
            if (known.isEmpty() || known.get().status() != TournamentPlayer.Status.IN) {
                return Left.NOT_IN;
            }
            if (read.get().state() != TournamentState.SIGNUP) {
                return Left.CLOSED;
            }
            if (store.write(read.get().left(), known.get().with(TournamentPlayer.Status.LEFT)) == Written.WRITTEN) {
                return Left.LEFT;
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    /** Closes the sign-up and pairs round 1, exactly once however many press Start. */
    public Step start(String tournamentId) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            if (read.isEmpty()) {
                return Step.of(Kind.UNKNOWN, null);
            }
            Tournament tournament = read.get();
            if (tournament.state() != TournamentState.SIGNUP) {
                return Step.of(Kind.ALREADY, tournament);
            }
            Numbered numbered;
            try {
                numbered = Numbered.of(store.players(tournament));
            } catch (TournamentStore.HeaderChanged joinedMeanwhile) {
                continue;
            }
            if (numbered.size() < 2) {
                return Step.of(Kind.TOO_FEW, tournament);
            }
            int rounds = plannedRounds(tournament, numbered.size());
            TournamentRecord record = TournamentRecord.starting(tournament.name(), rounds, entrants(numbered));
            List<TournamentBoard> boards = boards(tournament, 1, pairing(tournament, record, numbered), numbered);
            Tournament started = tournament.started(rounds, boards.size(), decided(boards));
            if (store.write(started)) {
                store.writeBoards(boards);
                return then(Kind.PAIRED, started, boards);
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    /** A Swiss's chosen rounds, at most as many as a field this size can play without a rematch; a round robin's table. */
    static int plannedRounds(Tournament tournament, int players) {
        return switch (tournament.format()) {
            case SWISS -> Math.min(tournament.rounds(), players % 2 == 0 ? players - 1 : players);
            case ROUND_ROBIN -> BergerTables.rounds(players, false);
            case DOUBLE_ROUND_ROBIN -> BergerTables.rounds(players, true);
        };
    }

    /**
     * Records a board's result for White, exactly once: a result delivered twice (or a second ending of the same
     * game) is {@link Kind#ALREADY}. The call whose result ends the round pairs the next one, or finishes.
     */
    public Step record(String tournamentId, int round, int board, Outcome forWhite) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            Optional<TournamentBoard> stored = store.board(tournamentId, round, board);
            if (read.isEmpty() || stored.isEmpty()) {
                return Step.of(Kind.UNKNOWN, read.orElse(null));
            }
            Tournament tournament = read.get();
            if (stored.get().decided() || tournament.state() != TournamentState.RUNNING
                    || tournament.round() != round) {
                return Step.of(Kind.ALREADY, tournament);
            }
            Tournament counted = tournament.recorded();
            Written written = store.record(counted, stored.get().decidedAs(forWhite));
            if (written == Written.ALREADY) {
                return Step.of(Kind.ALREADY, tournament);
            }
            if (written == Written.WRITTEN) {
                return counted.roundOver() ? advance(counted) : Step.of(Kind.RECORDED, counted);
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    /**
     * Removes a player after the start (the organiser's withdrawal, or the player gone from the server): the
     * game they are playing is forfeited, they are not paired again (docs/tournaments.md).
     */
    public Step withdraw(String tournamentId, String userId) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            Optional<TournamentPlayer> known = store.player(tournamentId, userId);
            if (read.isEmpty() || known.isEmpty() || known.get().status() == TournamentPlayer.Status.LEFT) {
                return Step.of(Kind.UNKNOWN, read.orElse(null));
            }
            Tournament tournament = read.get();
            if (tournament.state() != TournamentState.RUNNING) {
                return Step.of(Kind.ALREADY, tournament);
            }
            if (known.get().status() == TournamentPlayer.Status.IN) {
                if (store.write(tournament.withdrew(), known.get().with(TournamentPlayer.Status.WITHDRAWN))
                        != Written.WRITTEN) {
                    continue;
                }
                tournament = store.tournament(tournamentId).orElseThrow();
            }
            // Withdrawn (now or by a call cut short): forfeit the game of the current round, if it goes on.
            for (TournamentBoard board : store.boards(tournament, tournament.round())) {
                if (board.involves(userId) && !board.decided()) {
                    Outcome white = board.whiteId().equals(userId) ? Outcome.FORFEIT_LOSS : Outcome.FORFEIT_WIN;
                    Step step = record(tournamentId, board.round(), board.board(), white);
                    return step.kind() == Kind.ALREADY ? withdraw(tournamentId, userId) : step;
                }
            }
            return Step.of(Kind.RECORDED, tournament);
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    /** Calls the tournament off (its organiser's Cancel): games under way play on, outside it. */
    public Step cancel(String tournamentId) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Optional<Tournament> read = store.tournament(tournamentId);
            if (read.isEmpty()) {
                return Step.of(Kind.UNKNOWN, null);
            }
            if (read.get().state().over()) {
                return Step.of(Kind.ALREADY, read.get());
            }
            Tournament cancelled = read.get().cancelled();
            if (store.write(cancelled)) {
                return Step.of(Kind.CANCELLED, cancelled);
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    /**
     * Finishes what a call cut short left undone: the boards of the round paired, if missing, written again
     * (the same ones), and a round whose results are all in advanced. Run by the catch-up of the next call on
     * the tournament (docs/tournaments.md, "Catching up").
     */
    public Step resume(String tournamentId) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            try {
                return resumeOnce(tournamentId);
            } catch (TournamentStore.HeaderChanged withdrawnMeanwhile) {
                // read it all again
            }
        }
        throw new IllegalStateException("tournament " + tournamentId + " stayed busy");
    }

    private Step resumeOnce(String tournamentId) {
        Optional<Tournament> read = store.tournament(tournamentId);
        if (read.isEmpty() || read.get().state() != TournamentState.RUNNING) {
            return Step.of(read.isEmpty() ? Kind.UNKNOWN : Kind.ALREADY, read.orElse(null));
        }
        Tournament tournament = read.get();
        int round = tournament.round();
        boolean missing = false;
        for (int board = 1; board <= tournament.boardsOf(round) && !missing; board++) {
            missing = store.board(tournamentId, round, board).isEmpty();
        }
        if (missing) {
            Numbered numbered = Numbered.of(store.players(tournament));
            TournamentRecord record = record(tournament, numbered, round - 1);
            store.writeBoards(boards(tournament, round, pairing(tournament, record, numbered), numbered));
        }
        return tournament.roundOver() ? advance(tournament) : Step.of(Kind.ALREADY, tournament);
    }

    /** The round over: pairs the next one (exactly once: the header's write decides) or finishes. */
    private Step advance(Tournament over) {
        Tournament tournament = over;
        List<TournamentBoard> paired = new ArrayList<>();
        for (int attempt = 0; attempt < TRIES; attempt++) {
            if (tournament.state() != TournamentState.RUNNING || !tournament.roundOver()) {
                return new Step(paired.isEmpty() ? Kind.ALREADY : Kind.PAIRED, Optional.of(tournament), paired);
            }
            Numbered numbered;
            try {
                numbered = Numbered.of(store.players(tournament));
            } catch (TournamentStore.HeaderChanged withdrawnMeanwhile) {
                tournament = store.tournament(over.id()).orElseThrow();
                continue;
            }
            TournamentRecord record = record(tournament, numbered, tournament.round());
            Optional<RoundPairing> pairing = Optional.empty();
            if (tournament.round() < tournament.rounds()) {
                try {
                    pairing = Optional.of(pairing(tournament, record, numbered));
                } catch (NoPairingExists e) {
                    // A field too small for the rounds chosen: the tournament ends with the rounds it could pair.
                }
            }
            if (pairing.isEmpty()) {
                Tournament finished = tournament.finished();
                if (store.write(finished)) {
                    return new Step(Kind.FINISHED, Optional.of(finished), paired);
                }
            } else {
                List<TournamentBoard> boards = boards(tournament, tournament.round() + 1, pairing.get(), numbered);
                Tournament next = tournament.nextRound(boards.size(), decided(boards));
                if (store.write(next)) {
                    store.writeBoards(boards);
                    paired.addAll(boards);
                    // A round decided at once (all forfeits) is over already: go on to the next.
                    tournament = next;
                    continue;
                }
            }
            if (!paired.isEmpty()) {
                return new Step(Kind.PAIRED, Optional.of(tournament), paired);
            }
            tournament = store.tournament(over.id()).orElseThrow();
            if (tournament.round() != over.round()) {
                return Step.of(Kind.ALREADY, tournament);
            }
        }
        throw new IllegalStateException("tournament " + over.id() + " stayed busy");
    }

    private Step then(Kind kind, Tournament tournament, List<TournamentBoard> boards) {
        if (tournament.roundOver()) {
            Step more = advance(tournament);
            List<TournamentBoard> all = new ArrayList<>(boards);
            all.addAll(more.paired());
            return new Step(more.kind() == Kind.FINISHED ? Kind.FINISHED : kind, more.tournament(), all);
        }
        return new Step(kind, Optional.of(tournament), boards);
    }

    /** The tournament's first {@code rounds} rounds as the pairing rules see them, read from the boards. */
    public TournamentRecord record(Tournament tournament, Numbered numbered, int rounds) {
        TournamentRecord record = TournamentRecord.starting(tournament.name(),
                tournament.state() == TournamentState.SIGNUP ? plannedRounds(tournament, Math.max(2, numbered.size()))
                        : tournament.rounds(), entrants(numbered));
        for (int round = 1; round <= rounds; round++) {
            Map<Integer, RoundEntry> entries = new HashMap<>();
            for (TournamentBoard board : store.boards(tournament, round)) {
                int white = numbered.number(board.whiteId());
                Outcome outcome = board.result().orElseThrow(() -> new IllegalStateException("round not over"));
                if (board.isBye()) {
                    entries.put(white, RoundEntry.without(outcome));
                } else {
                    int black = numbered.number(board.blackId().orElseThrow());
                    entries.put(white, RoundEntry.game(black, Colour.WHITE, outcome));
                    entries.put(black, RoundEntry.game(white, Colour.BLACK, outcome.forOpponent()));
                }
            }
            for (int number = 1; number <= numbered.size(); number++) {
                entries.putIfAbsent(number, RoundEntry.without(Outcome.ZERO_POINT_BYE));
            }
            record = record.withRound(entries);
        }
        return record;
    }

    private static List<Entrant> entrants(Numbered numbered) {
        List<Entrant> entrants = new ArrayList<>();
        for (int number = 1; number <= numbered.size(); number++) {
            TournamentPlayer player = numbered.player(number);
            entrants.add(new Entrant(number, player.name(), player.rating()));
        }
        return entrants;
    }

    /** The next round's pairing: the Dutch system without the withdrawn, or the Berger table's round. */
    static RoundPairing pairing(Tournament tournament, TournamentRecord record, Numbered numbered) {
        int round = record.roundsPlayed() + 1;
        return switch (tournament.format()) {
            case SWISS -> DutchPairer.pair(record, numbered.withdrawn());
            case ROUND_ROBIN -> BergerTables.round(numbered.size(), round, false);
            case DOUBLE_ROUND_ROBIN -> BergerTables.round(numbered.size(), round, true);
        };
    }

    /**
     * The boards of a pairing: its games in order, then the bye (a Swiss's scores a win, a round robin's rest
     * nothing). A game with a withdrawn player (only a round robin pairs them) is forfeited at once; with both
     * withdrawn it is no board, both scoring nothing.
     */
    static List<TournamentBoard> boards(Tournament tournament, int round, RoundPairing pairing, Numbered numbered) {
        Set<Integer> withdrawn = numbered.withdrawn();
        List<TournamentBoard> boards = new ArrayList<>();
        for (TournamentGame game : pairing.games()) {
            boolean whiteOut = withdrawn.contains(game.white());
            boolean blackOut = withdrawn.contains(game.black());
            String white = numbered.player(game.white()).userId();
            String black = numbered.player(game.black()).userId();
            int board = boards.size() + 1;
            if (whiteOut && blackOut) {
                continue;
            }
            boards.add(whiteOut || blackOut
                    ? TournamentBoard.forfeited(tournament.id(), round, board, white, black,
                            whiteOut ? Outcome.FORFEIT_LOSS : Outcome.FORFEIT_WIN)
                    : TournamentBoard.game(tournament.id(), round, board, white, black));
        }
        pairing.bye().ifPresent(bye -> {
            if (!withdrawn.contains(bye)) {
                boards.add(TournamentBoard.bye(tournament.id(), round, boards.size() + 1,
                        numbered.player(bye).userId(),
                        tournament.format().roundRobin() ? Outcome.ZERO_POINT_BYE : Outcome.PAIRING_BYE));
            }
        });
        return boards;
    }

    private static int decided(List<TournamentBoard> boards) {
        return (int) boards.stream().filter(TournamentBoard::decided).count();
    }
}
