package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.game.GameStore.WriteOutcome.ALREADY_ANSWERED;
import static dev.tzaar.lambda.game.GameStore.WriteOutcome.RATINGS_CHANGED;
import static dev.tzaar.lambda.game.GameStore.WriteOutcome.WRITTEN;
import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.fresh;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static dev.tzaar.lambda.store.TestGames.resigned;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.rating.RatedPair;
import dev.tzaar.lambda.rating.Rating;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What {@link dev.tzaar.lambda.rating.RatingStore} and the rating part of {@link GameStore#write}
 * promise, as the DynamoDB store keeps it: standings and pair histories written only with the
 * game's ending and only on the versions read, a leaderboard read in one query, and no update lost
 * when games end at once. Each test rates on a ladder of its own.
 */
public abstract class RatingStoreContract {
    private GameStore store;
    private Ladder ladder;
    private String channel;

    protected abstract DynamoDbClient client();

    protected abstract String tableName();

    @BeforeEach
    void freshLadder() {
        store = new DynamoDbGameStore(client(), tableName());
        ladder = Ladder.ofServer(fresh("guild"));
        channel = fresh("channel");
    }

    /** A game between the two, both having moved, ready to be resigned by the side to move (the second player, Black). */
    private Game aboutToEnd(Player white, Player black, Instant at) {
        Game challenged = challenge(channel, white, black, at);
        Game accepted = accepted(challenged, at);
        Game played = played(accepted, at);
        for (Game version : List.of(challenged, accepted, played)) {
            assertEquals(WRITTEN, store.write(version, answer(version)), () -> "writing " + version);
        }
        return played;
    }

    /** The standings after {@code winner} beat {@code loser} in {@code game}, from what is stored now. */
    private RatingWrite ending(Game game, Player winner, Player loser, Instant at) {
        Standing w = store.standing(ladder, winner.id()).orElse(Standing.newcomer(ladder, winner.id(), winner.name()));
        Standing l = store.standing(ladder, loser.id()).orElse(Standing.newcomer(ladder, loser.id(), loser.name()));
        RatedPair after = Glicko2.STANDARD.afterGame(w.rating(), l.rating(), 1);
        PairHistory pair = store.pair(winner.id(), loser.id(), at);
        return new RatingWrite(List.of(
                w.after(game.id(), winner.name(), loser.name(), true, "white", "fixed", after.first(), at),
                l.after(game.id(), loser.name(), winner.name(), false, "black", "fixed", after.second(), at)),
                pair.withRatedGame(at, RatedGamePolicy.STANDARD.window()));
    }

    private WriteOutcome end(Game active, RatingWrite ratings, Instant at) {
        Game finished = resigned(active, at);
        return store.write(finished, answer(finished), ratings);
    }

    @Test
    void aPlayerWithoutARatedGameHasNoStandingAndAPairWithoutOneHasAnEmptyHistory() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        assertTrue(store.standing(ladder, ann.id()).isEmpty());
        assertEquals(PairHistory.none(ann.id(), bo.id()), store.pair(bo.id(), ann.id(), T0));
    }

    @Test
    void aRatedEndingWritesBothStandingsAndThePairWithTheGame() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Game game = aboutToEnd(ann, bo, T0);
        RatingWrite ratings = ending(game, ann, bo, T0);

        assertEquals(WRITTEN, end(game, ratings, T0));

        assertEquals(ratings.standings().get(0), store.standing(ladder, ann.id()).orElseThrow());
        assertEquals(ratings.standings().get(1), store.standing(ladder, bo.id()).orElseThrow());
        assertEquals(ratings.pair(), store.pair(ann.id(), bo.id(), T0));
        assertEquals(game.version() + 1, store.find(game.id(), T0).orElseThrow().version());
    }

    @Test
    void aRecordAgainstTheBotIsWrittenWithTheEndingOnceOnTheVersionReadAndAStaleOneCancelsIt() {
        Player ann = player("Ann");
        assertEquals(BotRecord.none(ann.id()), store.botRecord(ann.id()));
        Game first = aboutToEnd(ann, player("Bo"), T0);
        BotRecord one = store.botRecord(ann.id()).after("easy", true);
        Game finished = resigned(first, T0);
        StoredReply reply = answer(finished);

        assertEquals(WRITTEN, store.write(finished, reply, RatingWrite.againstTheBot(one)));
        assertEquals(ALREADY_ANSWERED, new DynamoDbGameStore(client(), tableName())
                .write(finished, reply, RatingWrite.againstTheBot(one)), "the same final write sent again");
        assertEquals(one, store.botRecord(ann.id()));
        assertEquals(Map.of("easy", 1), one.played());

        Game second = aboutToEnd(ann, player("Cy"), T0);
        BotRecord two = store.botRecord(ann.id()).after("hard", false);
        Game third = aboutToEnd(ann, player("Di"), T0);
        Game stale = resigned(third, T0);
        assertEquals(WRITTEN, end(second, RatingWrite.againstTheBot(two), T0));
        assertEquals(RATINGS_CHANGED, store.write(stale, answer(stale), RatingWrite.againstTheBot(one.after("hard", true))));
        assertEquals(two, store.botRecord(ann.id()));
        assertEquals(2, two.totalPlayed());
        assertEquals(1, two.totalWon());
        assertEquals(third.version(), store.find(third.id(), T0).orElseThrow().version(), "the stale ending is not written");
    }

    @Test
    void aStandingKeepsItsTalliesStreakAndRecentGamesNewestFirst() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        for (int i = 0; i < Standing.RECENT + 2; i++) {
            Instant at = T0.plus(Duration.ofDays(i));
            Game game = aboutToEnd(ann, bo, at);
            assertEquals(WRITTEN, end(game, ending(game, ann, bo, at), at));
        }
        Standing ann7 = store.standing(ladder, ann.id()).orElseThrow();
        assertEquals(Map.of("white", 7, "fixed", 7), ann7.won());
        assertEquals(Map.of(), ann7.lost());
        assertEquals(7, ann7.streak());
        assertEquals(-7, store.standing(ladder, bo.id()).orElseThrow().streak());
        assertEquals(Standing.RECENT, ann7.recent().size());
        assertEquals(T0.plus(Duration.ofDays(6)), ann7.recent().get(0).endedAt());
        assertEquals(ann7.rating().rating(), ann7.recent().get(0).ratingAfter());
        assertEquals(7, ann7.version());
    }

    @Test
    void aStandingChangedSinceItWasReadCancelsTheWholeEnding() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Player cy = player("Cy");
        Game first = aboutToEnd(ann, bo, T0);
        assertEquals(WRITTEN, end(first, ending(first, ann, bo, T0), T0));
        Game second = aboutToEnd(ann, cy, T0);
        RatingWrite stale = ending(second, ann, cy, T0);
        Game third = aboutToEnd(ann, bo, T0);
        assertEquals(WRITTEN, end(third, ending(third, ann, bo, T0), T0));

        Game finished = resigned(second, T0);
        StoredReply reply = answer(finished);
        assertEquals(RATINGS_CHANGED, store.write(finished, reply, stale));

        assertEquals(second.version(), store.find(second.id(), T0).orElseThrow().version(), "the game is not ended");
        assertTrue(store.replyTo(reply.interactionId(), T0).isEmpty(), "the answer is not kept");
        assertTrue(store.standing(ladder, cy.id()).isEmpty(), "the opponent is not rated");
        assertEquals(2, store.standing(ladder, ann.id()).orElseThrow().version());
    }

    @Test
    void aNewcomerRatedMeanwhileByAnotherGameCancelsTheEnding() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Player cy = player("Cy");
        Game withBo = aboutToEnd(ann, bo, T0);
        Game withCy = aboutToEnd(ann, cy, T0);
        RatingWrite both = ending(withBo, ann, bo, T0);
        RatingWrite stale = ending(withCy, ann, cy, T0);
        assertEquals(WRITTEN, end(withBo, both, T0));
        assertEquals(RATINGS_CHANGED, end(withCy, stale, T0));
    }

    @Test
    void aPairHistoryChangedSinceItWasReadCancelsTheEnding() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Game first = aboutToEnd(ann, bo, T0);
        Game second = aboutToEnd(bo, ann, T0);
        RatingWrite firstRatings = ending(first, ann, bo, T0);
        assertEquals(WRITTEN, end(first, firstRatings, T0));
        // Standings read afresh, the pair's history as it was before the first game: stale.
        RatingWrite fresh = ending(second, bo, ann, T0);
        RatingWrite stalePair = new RatingWrite(fresh.standings(),
                PairHistory.none(ann.id(), bo.id()).withRatedGame(T0, RatedGamePolicy.STANDARD.window()));
        assertEquals(RATINGS_CHANGED, end(second, stalePair, T0));
        assertEquals(WRITTEN, end(second, fresh, T0));
        assertEquals(List.of(T0, T0), store.pair(ann.id(), bo.id(), T0).ratedEnds());
    }

    @Test
    void aPairHistoryIsForgottenAWindowAfterItsLastGame() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Game game = aboutToEnd(ann, bo, T0);
        assertEquals(WRITTEN, end(game, ending(game, ann, bo, T0), T0));
        Instant dayLater = T0.plus(RatedGamePolicy.STANDARD.window());

        assertEquals(List.of(T0), store.pair(ann.id(), bo.id(), dayLater.minusSeconds(1)).ratedEnds());
        assertEquals(PairHistory.none(ann.id(), bo.id()), store.pair(ann.id(), bo.id(), dayLater));
        Game next = aboutToEnd(ann, bo, dayLater);
        assertEquals(WRITTEN, end(next, ending(next, ann, bo, dayLater), dayLater), "a fresh history replaces it");
        assertEquals(List.of(dayLater), store.pair(ann.id(), bo.id(), dayLater).ratedEnds());
    }

    @Test
    void anInteractionAnsweredAlreadyRatesNothingAgain() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Game game = aboutToEnd(ann, bo, T0);
        Game finished = resigned(game, T0);
        StoredReply reply = answer(finished);
        assertEquals(WRITTEN, store.write(finished, reply, ending(game, ann, bo, T0)));

        // The same interaction decided again from fresh reads: its answer is kept already.
        assertEquals(ALREADY_ANSWERED, store.write(finished, reply, ending(game, ann, bo, T0)));
        assertEquals(1, store.standing(ladder, ann.id()).orElseThrow().version(), "rated once");
    }

    @Test
    void theSameRatedEndingRequestSentAgainIsAppliedOnce() {
        Player ann = player("Ann");
        Player bo = player("Bo");
        Game game = aboutToEnd(ann, bo, T0);
        RatingWrite ratings = ending(game, ann, bo, T0);
        Game finished = resigned(game, T0);
        StoredReply reply = answer(finished);
        var request = GameWrite.request(tableName(), finished, reply, ratings);
        client().transactWriteItems(request);

        // As the SDK sends it again when the first answer was lost: DynamoDB knows its token.
        client().transactWriteItems(request);
        assertEquals(1, store.standing(ladder, ann.id()).orElseThrow().version(), "rated once");
        assertEquals(List.of(T0), store.pair(ann.id(), bo.id(), T0).ratedEnds());
    }

    @Test
    void theLeaderboardListsEstablishedPlayersFirstThenProvisionalOnesEachHighestFirst() {
        Standing low = standing("Low", 1450, 60);
        Standing high = standing("High", 1700, 80);
        Standing provisionalHigh = standing("NewHigh", 1900, 250);
        Standing provisionalLow = standing("NewLow", 1300, 300);
        for (Standing s : List.of(provisionalLow, low, provisionalHigh, high)) {
            put(s);
        }
        put(standingOn(Ladder.ofServer(fresh("guild")), "Elsewhere", 2000, 50));

        assertEquals(List.of("High", "Low", "NewHigh", "NewLow"), names(store.leaderboard(ladder, 10)));
        assertEquals(List.of("High", "Low"), names(store.leaderboard(ladder, 2)));
        assertEquals(1, store.place(high));
        assertEquals(3, store.place(provisionalHigh));
        assertEquals(4, store.place(provisionalLow));
    }

    @Test
    void anEmptyLadderHasAnEmptyLeaderboard() {
        assertEquals(List.of(), store.leaderboard(ladder, 10));
    }

    @Test
    void theLeaderboardReadsPastAPageOfTheIndex() {
        for (int i = 0; i < 7; i++) {
            put(standing("P" + i, 1500 + i, 60));
        }
        GameStore smallPages = new DynamoDbGameStore(client(), tableName(), 2);
        assertEquals(List.of("P6", "P5", "P4", "P3", "P2"), names(smallPages.leaderboard(ladder, 5)));
        assertEquals(7, smallPages.place(standing("P0", 1500, 60)));
    }

    /**
     * Games ending at once, each against Ann, on threads against the real DynamoDB: every one is
     * written in the end (a loser of a race reads again and retries, as the service does), and Ann's
     * standing counts every game, none lost.
     */
    @Test
    void gamesEndingAtOnceLoseNoUpdate() throws Exception {
        Player ann = player("Ann");
        int games = 6;
        List<Game> ending = new ArrayList<>();
        List<Player> opponents = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Player opponent = player("Opponent" + i);
            opponents.add(opponent);
            ending.add(aboutToEnd(ann, opponent, T0));
        }
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(games);
        try {
            List<Future<Integer>> retries = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                Game game = ending.get(i);
                Player opponent = opponents.get(i);
                retries.add(threads.submit((Callable<Integer>) () -> {
                    start.await();
                    for (int attempt = 0; ; attempt++) {
                        WriteOutcome outcome = end(game, ending(game, ann, opponent, T0), T0);
                        if (outcome == WRITTEN) {
                            return attempt;
                        }
                        assertEquals(RATINGS_CHANGED, outcome);
                    }
                }));
            }
            start.countDown();
            int retried = 0;
            for (Future<Integer> r : retries) {
                retried += r.get();
            }
            Standing annAfter = store.standing(ladder, ann.id()).orElseThrow();
            assertEquals(games, annAfter.wins("white"), "every win counted");
            assertEquals(games, annAfter.version());
            assertEquals(games, annAfter.streak());
            assertTrue(retried > 0, "the games raced (a test of nothing otherwise)");
        } finally {
            threads.shutdownNow();
        }
    }

    private Standing standing(String name, double rating, double deviation) {
        return standingOn(ladder, name, rating, deviation);
    }

    private static Standing standingOn(Ladder on, String name, double rating, double deviation) {
        Player player = player(name);
        return new Standing(on, player.id(), name, new Rating(rating, deviation, 0.06), T0, Map.of("white", 1),
                Map.of(), 1, List.of(), 1);
    }

    /** A standing written as a newcomer's first game would write it, with a game of its own. */
    private void put(Standing standing) {
        Player other = player("Other");
        Player self = new Player(standing.userId(), standing.name(), false);
        Game game = aboutToEnd(self, other, T0);
        assertEquals(WRITTEN, end(game, new RatingWrite(List.of(standing),
                PairHistory.none(self.id(), other.id()).withRatedGame(T0, RatedGamePolicy.STANDARD.window())), T0));
    }

    private static List<String> names(List<Standing> standings) {
        return standings.stream().map(Standing::name).toList();
    }
}
