package dev.tzaar.lambda.tournaments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.store.AtOnce;
import dev.tzaar.lambda.store.DynamoDbTournamentStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.BergerTables;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.trf.TrfFile;
import dev.tzaar.lambda.tournament.trf.TrfReader;
import dev.tzaar.lambda.tournament.trf.TrfWriter;
import dev.tzaar.lambda.tournaments.TournamentRounds.Kind;
import dev.tzaar.lambda.tournaments.TournamentRounds.Step;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Whole tournaments played through the store on DynamoDB Local, their results scripted: an 8-player,
 * 3-round Swiss whose every round is the Dutch pairing of the rounds before it (and of the exported
 * report file, read back), a 5-player round robin by the Berger tables, withdrawals, and the races: eight
 * joins and eight starts at once, a result delivered many times, the round's last two results together.
 */
class TournamentRoundsTest {
    private static final AtomicLong IDS = new AtomicLong(730_000_000_000_000_000L);
    private static final Instant NOW = Instant.parse("2031-05-04T08:00:00Z");

    private final DynamoDbTournamentStore store = new DynamoDbTournamentStore(LocalDynamoDb.client(),
            LocalDynamoDb.TABLE);
    private final TournamentRounds rounds = new TournamentRounds(store);

    private static String id() {
        return String.valueOf(IDS.incrementAndGet());
    }

    private Tournament created(TournamentFormat format, int planned, OptionalInt cap) {
        Tournament tournament = Tournament.created(id(), id(), id(), id(), "Cup " + format.wireName(), format,
                planned, Optional.of(2), true, cap, NOW);
        assertTrue(store.create(tournament));
        return tournament;
    }


    /** Joins {@code count} players at once, rated 2000, 1990...: player i's pairing number is i + 1. */
    private List<String> joinedAtOnce(Tournament tournament, int count) throws Exception {
        List<String> users = IntStream.range(0, count).mapToObj(i -> id()).toList();
        List<Callable<TournamentRounds.Joined>> joins = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String user = users.get(i);
            int rating = 2000 - 10 * i;
            joins.add(() -> rounds.join(tournament.id(), user, "Player " + (char) ('A' + users.indexOf(user)), rating));
        }
        assertEquals(List.of(TournamentRounds.Joined.JOINED), AtOnce.run(joins).stream().distinct().toList(),
                "every one of them joins, each once, however they race");
        return users;
    }

    private Tournament read(Tournament tournament) {
        return store.tournament(tournament.id()).orElseThrow();
    }

    /** The round's pairing as pairing numbers, from the stored boards. */
    private RoundPairing stored(Tournament tournament, int round) {
        Tournament now = read(tournament);
        TournamentRounds.Numbered numbered = TournamentRounds.Numbered.of(store.players(now));
        List<TournamentGame> games = new ArrayList<>();
        OptionalInt bye = OptionalInt.empty();
        for (TournamentBoard board : store.boards(now, round)) {
            if (board.isBye()) {
                bye = OptionalInt.of(numbered.number(board.whiteId()));
            } else {
                games.add(new TournamentGame(numbered.number(board.whiteId()),
                        numbered.number(board.blackId().orElseThrow())));
            }
        }
        return new RoundPairing(games, bye);
    }

    /** The scripted result of a board: the lower pairing number wins, except that boards 3 are drawn. */
    private static Outcome scripted(TournamentGame game, int board) {
        return board == 3 ? Outcome.DRAW : game.white() < game.black() ? Outcome.WIN : Outcome.LOSS;
    }

    /** Plays the round's open boards one by one by the script; returns the step of the last. */
    private Step playRound(Tournament tournament, int round) {
        Tournament now = read(tournament);
        TournamentRounds.Numbered numbered = TournamentRounds.Numbered.of(store.players(now));
        Step last = null;
        for (TournamentBoard board : store.boards(now, round)) {
            if (board.decided()) {
                continue;
            }
            TournamentGame game = new TournamentGame(numbered.number(board.whiteId()),
                    numbered.number(board.blackId().orElseThrow()));
            last = rounds.record(tournament.id(), round, board.board(), scripted(game, board.board()));
        }
        return last;
    }

    @Test
    void anEightPlayerSwissOfThreeRoundsIsPairedByTheDutchSystemRoundByRoundToTheEnd() throws Exception {
        Tournament tournament = created(TournamentFormat.SWISS, 3, OptionalInt.empty());
        joinedAtOnce(tournament, 8);
        assertEquals(8, read(tournament).players());

        Step started = rounds.start(tournament.id());
        assertEquals(Kind.PAIRED, started.kind());
        assertEquals(4, started.paired().size());
        for (int round = 1; round <= 3; round++) {
            Tournament now = read(tournament);
            TournamentRounds.Numbered numbered = TournamentRounds.Numbered.of(store.players(now));
            TournamentRecord before = rounds.record(now, numbered, round - 1);
            assertEquals(DutchPairer.pair(before), stored(tournament, round), "round " + round);
            Step last = playRound(tournament, round);
            assertEquals(round < 3 ? Kind.PAIRED : Kind.FINISHED, last.kind(), "after round " + round);
        }
        Tournament finished = read(tournament);
        assertEquals(TournamentState.FINISHED, finished.state());
        TournamentRecord record = rounds.record(finished, TournamentRounds.Numbered.of(store.players(finished)), 3);
        assertEquals(24, record.players().stream().mapToInt(PlayerHistory::halfPoints).sum(),
                "a win or two draws a board: 4 boards x 3 rounds x 2 half points");

        // The exported report file, read back, pairs every round as the tournament did.
        TrfFile file = TrfReader.read(TrfWriter.write(record, "Swiss Dutch",
                IntStream.rangeClosed(1, 8).boxed().toList()));
        for (int round = 1; round <= 3; round++) {
            assertEquals(stored(tournament, round), DutchPairer.pair(file.record().firstRounds(round - 1)),
                    "round " + round + " from the report file");
        }
        assertEquals(Kind.ALREADY, rounds.start(tournament.id()).kind(), "started once");
    }

    @Test
    void aFivePlayerRoundRobinPlaysTheBergerTablesAndEveryoneMeetsEveryoneOnce() throws Exception {
        Tournament tournament = created(TournamentFormat.ROUND_ROBIN, 0, OptionalInt.of(5));
        joinedAtOnce(tournament, 5);
        assertEquals(TournamentRounds.Joined.FULL, rounds.join(tournament.id(), id(), "Late", 1500), "the cap");
        assertEquals(Kind.PAIRED, rounds.start(tournament.id()).kind());
        assertEquals(5, read(tournament).rounds(), "the Berger table of 5: five rounds, one rest each");
        Set<Set<Integer>> met = new HashSet<>();
        for (int round = 1; round <= 5; round++) {
            RoundPairing pairing = stored(tournament, round);
            assertEquals(BergerTables.round(5, round, false), pairing, "round " + round);
            pairing.games().forEach(game -> assertTrue(met.add(Set.of(game.white(), game.black())), "a rematch"));
            Step last = playRound(tournament, round);
            assertEquals(round < 5 ? Kind.PAIRED : Kind.FINISHED, last.kind());
        }
        assertEquals(10, met.size());
        Tournament finished = read(tournament);
        TournamentRecord record = rounds.record(finished, TournamentRounds.Numbered.of(store.players(finished)), 5);
        assertEquals(20, record.players().stream().mapToInt(PlayerHistory::halfPoints).sum(),
                "ten games, two half points each: the rests score nothing");
    }

    @Test
    void eightStartsAtOncePairRoundOneOnce() throws Exception {
        Tournament tournament = created(TournamentFormat.SWISS, 3, OptionalInt.empty());
        joinedAtOnce(tournament, 6);
        List<Callable<Kind>> starts = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            starts.add(() -> rounds.start(tournament.id()).kind());
        }
        List<Kind> kinds = AtOnce.run(starts);
        assertEquals(1, kinds.stream().filter(Kind.PAIRED::equals).count(), kinds.toString());
        assertEquals(1, read(tournament).round());
        assertEquals(3, store.boards(read(tournament), 1).size());
    }

    @Test
    void theRoundsLastTwoResultsLandingTogetherAndDeliveredTwicePairTheNextRoundOnce() throws Exception {
        Tournament tournament = created(TournamentFormat.SWISS, 3, OptionalInt.empty());
        joinedAtOnce(tournament, 4);
        rounds.start(tournament.id());
        List<TournamentBoard> boards = store.boards(read(tournament), 1);
        List<Callable<Kind>> results = new ArrayList<>();
        for (int delivery = 0; delivery < 4; delivery++) {
            for (TournamentBoard board : boards) {
                results.add(() -> rounds.record(tournament.id(), 1, board.board(), Outcome.WIN).kind());
            }
        }
        List<Kind> kinds = AtOnce.run(results);
        assertEquals(1, kinds.stream().filter(Kind.PAIRED::equals).count(), kinds.toString());
        assertEquals(1, kinds.stream().filter(Kind.RECORDED::equals).count(), kinds.toString());
        assertEquals(6, kinds.stream().filter(Kind.ALREADY::equals).count(), kinds.toString());
        Tournament after = read(tournament);
        assertEquals(2, after.round());
        assertEquals(0, after.results());
        assertEquals(2, store.boards(after, 2).size());
    }

    @Test
    void aWithdrawnPlayersGameIsForfeitedAndTheyAreNotPairedAgain() throws Exception {
        Tournament tournament = created(TournamentFormat.SWISS, 3, OptionalInt.empty());
        List<String> users = joinedAtOnce(tournament, 6);
        rounds.start(tournament.id());
        String gone = users.get(0);
        TournamentBoard theirs = store.boards(read(tournament), 1).stream().filter(b -> b.involves(gone))
                .findFirst().orElseThrow();
        assertEquals(Kind.RECORDED, rounds.withdraw(tournament.id(), gone).kind());
        TournamentBoard forfeited = store.board(tournament.id(), 1, theirs.board()).orElseThrow();
        assertEquals(Optional.of(theirs.whiteId().equals(gone) ? Outcome.FORFEIT_LOSS : Outcome.FORFEIT_WIN),
                forfeited.result());
        assertEquals(Kind.ALREADY, rounds.record(tournament.id(), 1, theirs.board(), Outcome.WIN).kind(),
                "the game's own ending, later, changes nothing");
        assertEquals(Kind.PAIRED, playRound(tournament, 1).kind());
        RoundPairing second = stored(tournament, 2);
        assertEquals(2, second.games().size());
        assertTrue(second.bye().isPresent(), "five left: one has the bye");
        assertTrue(store.boards(read(tournament), 2).stream().noneMatch(b -> b.involves(gone)));
    }

    @Test
    void inARoundRobinAWithdrawnPlayersRemainingGamesAreForfeitedWhenPaired() throws Exception {
        Tournament tournament = created(TournamentFormat.ROUND_ROBIN, 0, OptionalInt.empty());
        List<String> users = joinedAtOnce(tournament, 4);
        assertEquals(TournamentRounds.Left.LEFT, rounds.leave(tournament.id(), users.get(3)));
        assertEquals(TournamentRounds.Joined.JOINED, rounds.join(tournament.id(), users.get(3), "Player D", 1970),
                "back in the same slot");
        rounds.start(tournament.id());
        assertEquals(TournamentRounds.Left.CLOSED, rounds.leave(tournament.id(), users.get(1)), "leaving is a withdrawal now");
        rounds.withdraw(tournament.id(), users.get(0));
        playRound(tournament, 1);
        for (int round = 2; round <= 3; round++) {
            List<TournamentBoard> boards = store.boards(read(tournament), round);
            TournamentBoard theirs = boards.stream().filter(b -> b.involves(users.get(0))).findFirst().orElseThrow();
            assertTrue(theirs.decided(), "forfeited when paired");
            playRound(tournament, round);
        }
        assertEquals(TournamentState.FINISHED, read(tournament).state());
    }

    @Test
    void aPairingCutShortAfterTheHeadersWriteIsFinishedWithTheSameBoards() throws Exception {
        Tournament tournament = created(TournamentFormat.SWISS, 3, OptionalInt.empty());
        joinedAtOnce(tournament, 6);
        // The header says round 1 is paired, but the pairer stopped before writing any board.
        Tournament read = read(tournament);
        TournamentRounds.Numbered numbered = TournamentRounds.Numbered.of(store.players(read));
        RoundPairing first = DutchPairer.pair(rounds.record(read, numbered, 0));
        assertTrue(store.write(read.started(3, first.games().size(), 0)));
        assertTrue(store.board(tournament.id(), 1, 1).isEmpty());

        assertEquals(Kind.ALREADY, rounds.resume(tournament.id()).kind(), "nothing to advance yet");
        assertEquals(first, stored(tournament, 1), "the boards written again are the pairing's");
        assertEquals(Kind.PAIRED, playRound(tournament, 1).kind());
    }

    /**
     * The largest field: 256 players joined, the start lists them from the index, pairs round 1 and writes its
     * 128 boards in two transactions (DynamoDB's most is 100 items); round 2 is paired from round 1's boards.
     * Prints how long the start and the round's advance took on DynamoDB Local (docs/measurements.md).
     */
    @Test
    void aSwissOf256PlayersStartsAndPairsItsSecondRound() {
        Tournament tournament = created(TournamentFormat.SWISS, 9, OptionalInt.empty());
        for (int i = 0; i < Tournament.MOST_PLAYERS; i++) {
            assertEquals(TournamentRounds.Joined.JOINED, rounds.join(tournament.id(), id(), "P" + i, 2500 - i));
        }
        assertEquals(TournamentRounds.Joined.FULL, rounds.join(tournament.id(), id(), "One too many", 1500));
        long start = System.nanoTime();
        Step started = rounds.start(tournament.id());
        long startNanos = System.nanoTime() - start;
        assertEquals(128, started.paired().size());
        assertEquals(128, store.boards(read(tournament), 1).size());
        List<TournamentBoard> boards = store.boards(read(tournament), 1);
        for (TournamentBoard board : boards.subList(0, boards.size() - 1)) {
            assertEquals(Kind.RECORDED, rounds.record(tournament.id(), 1, board.board(), Outcome.WIN).kind());
        }
        long last = System.nanoTime();
        Step paired = rounds.record(tournament.id(), 1, boards.get(boards.size() - 1).board(), Outcome.DRAW);
        long advanceNanos = System.nanoTime() - last;
        assertEquals(Kind.PAIRED, paired.kind());
        assertEquals(128, paired.paired().size());
        System.out.printf("256 players on DynamoDB Local: the start (list, pair, write 128 boards) %.0f ms; "
                + "the last result of round 1 with round 2's pairing %.0f ms (load average %.2f)%n",
                startNanos / 1e6, advanceNanos / 1e6,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
