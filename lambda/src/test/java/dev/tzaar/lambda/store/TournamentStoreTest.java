package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentFormat;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentStore.Written;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A tournament's items on DynamoDB Local: of eight changes made from the same read of the header (eight
 * joins, eight starts, eight results), exactly one is written; a player is never in it twice; the items
 * read back as written, and the listings agree with the header's counts.
 */
class TournamentStoreTest {
    private static final AtomicLong IDS = new AtomicLong(720_000_000_000_000_000L);
    private static final Instant NOW = Instant.parse("2031-05-04T08:00:00Z");
    private static final int RACERS = 8;

    private final DynamoDbTournamentStore store = new DynamoDbTournamentStore(LocalDynamoDb.client(),
            LocalDynamoDb.TABLE);

    private static String id() {
        return String.valueOf(IDS.incrementAndGet());
    }

    private Tournament created() {
        Tournament tournament = Tournament.created(id(), id(), id(), id(), "Club Swiss", TournamentFormat.SWISS, 3,
                Optional.of(2), true, OptionalInt.of(16), NOW);
        assertTrue(store.create(tournament));
        return tournament;
    }


    @Test
    void theItemsReadBackAsWritten() {
        Tournament tournament = created();
        assertEquals(Optional.of(tournament), store.tournament(tournament.id()));
        assertTrue(!store.create(tournament), "an id is created once");
        TournamentPlayer ann = TournamentPlayer.joining(tournament, "11", "Ann", 1620);
        assertEquals(Written.WRITTEN, store.write(tournament.joined(), ann));
        assertEquals(Optional.of(ann), store.player(tournament.id(), "11"));
        Tournament read = store.tournament(tournament.id()).orElseThrow();
        assertEquals(List.of(ann), store.players(read));

        Tournament announced = read.announcedIn("1400000000000000001");
        assertTrue(store.write(announced));
        assertTrue(!store.write(announced), "not twice over the same version");
        assertEquals(Optional.of("1400000000000000001"), store.tournament(tournament.id()).orElseThrow().messageId());
    }

    @Test
    void ofEightJoinsFromTheSameReadOneIsWritten() throws Exception {
        Tournament read = created();
        List<Callable<Written>> joins = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            String user = id();
            joins.add(() -> store.write(read.joined(), TournamentPlayer.joining(read, user, "P" + user, 1500)));
        }
        List<Written> results = AtOnce.run(joins);
        assertEquals(1, results.stream().filter(Written.WRITTEN::equals).count(), results.toString());
        assertTrue(results.stream().filter(r -> r != Written.WRITTEN).allMatch(Written.CHANGED::equals));
        Tournament after = store.tournament(read.id()).orElseThrow();
        assertEquals(1, after.slots());
        assertEquals(1, store.players(after).size());
    }

    @Test
    void aPlayerIsNeverJoinedTwice() {
        Tournament read = created();
        TournamentPlayer bo = TournamentPlayer.joining(read, "12", "Bo", 1500);
        assertEquals(Written.WRITTEN, store.write(read.joined(), bo));
        Tournament now = store.tournament(read.id()).orElseThrow();
        // The same user again, from a fresh header: the player's item is there already.
        assertEquals(Written.ALREADY, store.write(now.joined(), TournamentPlayer.joining(now, "12", "Bo", 1500)));
        assertEquals(1, store.tournament(read.id()).orElseThrow().players());
    }

    @Test
    void ofEightStartsFromTheSameReadOneIsWritten() throws Exception {
        Tournament read = created();
        TournamentPlayer ann = TournamentPlayer.joining(read, "11", "Ann", 1600);
        assertEquals(Written.WRITTEN, store.write(read.joined(), ann));
        Tournament one = store.tournament(read.id()).orElseThrow();
        assertEquals(Written.WRITTEN, store.write(one.joined(), TournamentPlayer.joining(one, "12", "Bo", 1500)));
        Tournament two = store.tournament(read.id()).orElseThrow();
        List<Callable<Boolean>> starts = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            starts.add(() -> store.write(two.started(3, 1, 0)));
        }
        assertEquals(1, AtOnce.run(starts).stream().filter(Boolean::booleanValue).count());
        assertEquals(1, store.tournament(read.id()).orElseThrow().round());
    }

    @Test
    void ofEightResultsOfTheSameBoardOneIsCountedAndOfTwoLastResultsOneEndsTheRound() throws Exception {
        Tournament read = created();
        Tournament joined = read;
        for (String user : List.of("11", "12", "13", "14")) {
            assertEquals(Written.WRITTEN, store.write(joined.joined(),
                    TournamentPlayer.joining(joined, user, "P" + user, 1500)));
            joined = store.tournament(read.id()).orElseThrow();
        }
        Tournament running = joined.started(3, 2, 0);
        assertTrue(store.write(running));
        List<TournamentBoard> boards = List.of(TournamentBoard.game(read.id(), 1, 1, "11", "13"),
                TournamentBoard.game(read.id(), 1, 2, "14", "12"));
        store.writeBoards(boards);
        store.writeBoards(boards); // a second pairer's identical boards: refused without harm
        assertEquals(boards, store.boards(running, 1));

        // The same result delivered eight times at once, each from the same reads: counted once.
        List<Callable<Written>> deliveries = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            deliveries.add(() -> store.record(running.recorded(), boards.get(0).decidedAs(Outcome.WIN)));
        }
        List<Written> results = AtOnce.run(deliveries);
        assertEquals(1, results.stream().filter(Written.WRITTEN::equals).count(), results.toString());
        Tournament one = store.tournament(read.id()).orElseThrow();
        assertEquals(1, one.results());
        // Delivered again later, from a fresh header: the board has its result already.
        assertEquals(Written.ALREADY, store.record(one.recorded(), boards.get(0).decidedAs(Outcome.LOSS)));
        assertEquals(Optional.of(Outcome.WIN), store.board(read.id(), 1, 1).orElseThrow().result());

        assertEquals(Written.WRITTEN, store.record(one.recorded(), boards.get(1).decidedAs(Outcome.DRAW)));
        Tournament over = store.tournament(read.id()).orElseThrow();
        assertTrue(over.roundOver());
        assertEquals(2, store.boards(over, 1).stream().filter(TournamentBoard::decided).count());
        List<Callable<Boolean>> pairers = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            pairers.add(() -> store.write(over.nextRound(2, 0)));
        }
        assertEquals(1, AtOnce.run(pairers).stream().filter(Boolean::booleanValue).count(), "round 2 paired once");
        assertEquals(2, store.tournament(read.id()).orElseThrow().round());
    }

    @Test
    void aListingIsCheckedAgainstTheHeaderAndLeftAndRejoinedPlayersKeepTheirSlot() {
        Tournament read = created();
        TournamentPlayer cy = TournamentPlayer.joining(read, "13", "Cy", 1500);
        assertEquals(Written.WRITTEN, store.write(read.joined(), cy));
        Tournament one = store.tournament(read.id()).orElseThrow();
        assertEquals(Written.WRITTEN, store.write(one.left(), cy.with(TournamentPlayer.Status.LEFT)));
        Tournament left = store.tournament(read.id()).orElseThrow();
        assertEquals(0, left.players());
        assertEquals(TournamentPlayer.Status.LEFT, store.players(left).get(0).status());
        TournamentPlayer back = store.player(read.id(), "13").orElseThrow().with(TournamentPlayer.Status.IN);
        assertEquals(Written.WRITTEN, store.write(left.rejoined(), back));
        Tournament again = store.tournament(read.id()).orElseThrow();
        assertEquals(List.of(back), store.players(again));
        assertEquals(1, store.players(again).get(0).slot());
    }

    @Test
    void aListingAheadOfTheHeaderReadSaysSoInsteadOfWaitingForIt() {
        Tournament read = created();
        assertEquals(Written.WRITTEN, store.write(read.joined(), TournamentPlayer.joining(read, "11", "Ann", 1500)));
        // Read before that join: the listing has one player more than it knows of.
        org.junit.jupiter.api.Assertions.assertThrows(dev.tzaar.lambda.tournaments.TournamentStore.HeaderChanged.class,
                () -> store.players(read));
    }
}
