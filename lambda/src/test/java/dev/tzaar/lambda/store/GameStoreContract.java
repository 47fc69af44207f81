package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.game.GameStore.WriteOutcome.ALREADY_ANSWERED;
import static dev.tzaar.lambda.game.GameStore.WriteOutcome.CHALLENGE_PENDING;
import static dev.tzaar.lambda.game.GameStore.WriteOutcome.GAME_CHANGED;
import static dev.tzaar.lambda.game.GameStore.WriteOutcome.WRITTEN;
import static dev.tzaar.lambda.store.TestGames.GUILD;
import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.closed;
import static dev.tzaar.lambda.store.TestGames.expiringAt;
import static dev.tzaar.lambda.store.TestGames.fresh;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static dev.tzaar.lambda.store.TestGames.resigned;
import static dev.tzaar.lambda.store.TestGames.withRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.GameThread;
import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.practice.LessonProgress;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.PuzzleStanding;
import dev.tzaar.lambda.puzzles.RatedTry;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.lambda.game.StoredReply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * What {@link GameStore} promises, rule by rule, as the DynamoDB store keeps it. A subclass says
 * which DynamoDB to run against: DynamoDB Local in this module, LocalStack in infra. The table
 * must exist (as {@link GameTable#createRequest} describes it); every test makes its own games, users and
 * channels, so tests may share it.
 */
public abstract class GameStoreContract {
    private static final Duration MILLI = Duration.ofMillis(1);

    private GameStore store;
    private String channel;
    private Player ann;
    private Player bo;
    private Player cy;

    /** The DynamoDB to test against. */
    protected abstract DynamoDbClient client();

    /** Its game table. */
    protected abstract String tableName();

    @BeforeEach
    void freshGames() {
        store = new DynamoDbGameStore(client(), tableName());
        channel = fresh("channel");
        ann = player("Ann");
        bo = player("Bo");
        cy = player("Cy");
    }

    /** The times the tests use: whole minutes after {@link TestGames#T0}. */
    private static Instant minute(int n) {
        return T0.plus(Duration.ofMinutes(n));
    }

    private Game written(Game game) {
        assertEquals(WRITTEN, store.write(game, answer(game)), () -> "writing " + game);
        return game;
    }

    // ---- a game is written once and found as it was written ----

    @Test
    void aNewGameIsFoundAsItWasWritten() {
        Game game = written(challenge(channel, ann, bo, T0));

        assertEquals(Optional.of(game), store.find(game.id(), T0));
    }

    @Test
    void aStartedGameIsFoundWithItsPlayersAndRecord() {
        Game game = written(challenge(channel, ann, bo, T0));
        game = written(accepted(game, minute(1)));
        game = written(played(game, minute(2)));

        Game found = store.find(game.id(), minute(2)).orElseThrow();
        assertEquals(game, found);
        assertEquals(1, found.record().actions().size());
        assertEquals(ann, found.white());
    }

    /** A ping the channel owes is kept with the game, its users in order, until a version without it. */
    @Test
    void aPingOwedIsFoundAsWrittenAndGoneWithTheNextVersionWithoutIt() {
        Game game = written(accepted(written(challenge(channel, ann, bo, T0)), minute(1)));
        Game owing = written(game.owing(new dev.tzaar.lambda.game.PingOwed(java.util.List.of(bo.id(), ann.id()),
                "your turn in game **" + game.id() + "**")));

        assertEquals(Optional.of(owing), store.find(game.id(), minute(1)));
        assertEquals(java.util.List.of(bo.id(), ann.id()), store.find(game.id(), minute(1)).orElseThrow().pingOwed().users());
        Game paid = written(owing.owing(null));
        assertEquals(null, store.find(game.id(), minute(1)).orElseThrow().pingOwed());
        assertEquals(paid, store.find(game.id(), minute(1)).orElseThrow());
    }

    @Test
    void aGameInItsOwnThreadIsFoundThereAndNoLongerListedInItsChannel() {
        Game asked = written(challenge(channel, ann, bo, T0).withThread(GameThread.ASKED));
        assertEquals(Optional.of(asked), store.find(asked.id(), T0), "the thread asked for is kept with the challenge");
        Game started = written(accepted(asked, minute(1)));
        assertEquals(List.of(started), store.openGamesIn(channel, minute(1)), "until the thread exists, in the channel");

        String thread = fresh("thread");
        Game inThread = written(started.inThread(thread));

        assertEquals(Optional.of(inThread), store.find(started.id(), minute(2)));
        assertEquals(thread, store.find(started.id(), minute(2)).orElseThrow().playedIn());
        assertEquals(channel, store.find(started.id(), minute(2)).orElseThrow().channelId(),
                "the channel stays the thread's parent, where the end is told");
        assertEquals(List.of(inThread), store.openGamesIn(thread, minute(2)));
        assertEquals(List.of(), store.openGamesIn(channel, minute(2)));
        assertEquals(thread, store.seatsOf(ann.id(), GUILD, channel, false, minute(2), 10).get(0).channelId(),
                "the games list points to the thread");
    }

    @Test
    void aPrivateThreadStaysPrivateFromTheChallengeToTheThreadStarted() {
        Game asked = written(challenge(channel, ann, bo, T0).withThread(GameThread.ASKED_PRIVATE));
        assertEquals(Optional.of(asked), store.find(asked.id(), T0));
        Game inThread = written(written(accepted(asked, minute(1))).inThread(fresh("thread")));

        GameThread found = store.find(inThread.id(), minute(2)).orElseThrow().thread();
        assertTrue(found.privateThread(), "the private thread is remembered once started");
        assertEquals(inThread.thread(), found);
    }

    // ---- a server's settings ----

    @Test
    void aServerThatNeverChangedItsSettingsPlaysInItsChannels() {
        String guild = fresh("guild");

        assertEquals(ServerSettings.defaults(guild), store.serverSettings(guild));
        assertEquals(ThreadKind.OFF, store.serverSettings(guild).threads());
    }

    @Test
    void aServersSettingsAreReadBackAsWrittenVersionAfterVersion() {
        String guild = fresh("guild");
        ServerSettings first = ServerSettings.defaults(guild).withThreads(ThreadKind.PRIVATE);
        assertTrue(store.write(first));
        assertEquals(first, store.serverSettings(guild));

        ServerSettings second = first.withThreads(ThreadKind.PUBLIC);
        assertTrue(store.write(second));
        assertEquals(second, store.serverSettings(guild));
        String another = fresh("guild");
        assertEquals(ServerSettings.defaults(another), store.serverSettings(another), "another server keeps its own");
    }

    @Test
    void twoChangesMadeFromTheSameSettingsOnlyTheFirstIsWritten() {
        String guild = fresh("guild");
        ServerSettings read = ServerSettings.defaults(guild);
        assertTrue(store.write(read.withThreads(ThreadKind.PUBLIC)));

        assertEquals(false, store.write(read.withThreads(ThreadKind.PRIVATE)), "a second first version");
        ServerSettings now = store.serverSettings(guild);
        assertTrue(store.write(now.withThreads(ThreadKind.OFF)));
        assertEquals(false, store.write(now.withThreads(ThreadKind.PRIVATE)), "a change from a stale version");
        assertEquals(ThreadKind.OFF, store.serverSettings(guild).threads());
    }

    @Test
    void unreadableSettingsFailNamingTheServer() {
        String guild = fresh("guild");
        assertTrue(store.write(ServerSettings.defaults(guild).withThreads(ThreadKind.PUBLIC)));
        client().updateItem(b -> b.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.serverKey(guild))))
                .updateExpression("SET threads = :t")
                .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("sometimes"))));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.serverSettings(guild));
        assertTrue(e.getMessage().contains(guild), e.getMessage());
    }

    // ---- a player's progress in the course ----

    @Test
    void aPlayerWhoNeverBeganTheCourseStartsAtItsFirstExercise() {
        LessonProgress progress = store.lessonProgress(fresh("user"));

        assertEquals(0, progress.version());
        assertEquals(Course.exercises().get(0), progress.resumeAt());
    }

    @Test
    void progressIsReadBackAsWrittenAndASolvedExerciseToldTwiceMovesItOnce() {
        String user = fresh("user");
        Exercise second = Course.exercises().get(1);
        LessonProgress solved = store.lessonProgress(user).solved(second);
        assertTrue(store.write(solved));

        LessonProgress read = store.lessonProgress(user);
        assertEquals(solved, read);
        assertEquals(Course.exercises().get(2), read.resumeAt());
        assertFalse(read.solved(second).movedFrom(read), "the same solve again is no change, so nothing is written");
        assertFalse(read.solved(Course.exercises().get(0)).movedFrom(read), "nor is a replay of an earlier one");
    }

    @Test
    void twoProgressWritesFromTheSameReadOnlyTheFirstIsWritten() {
        String user = fresh("user");
        LessonProgress read = store.lessonProgress(user);
        assertTrue(store.write(read.solved(Course.exercises().get(0))));

        assertFalse(store.write(read.skippedTo(Course.exercises().get(5))), "a change from a stale version");
        assertEquals(Course.exercises().get(1), store.lessonProgress(user).resumeAt());
    }

    @Test
    void theCourseDoneIsKeptAndResumesAtTheStart() {
        String user = fresh("user");
        List<Exercise> exercises = Course.exercises();
        assertTrue(store.write(store.lessonProgress(user).skippedTo(exercises.get(exercises.size() - 1))));
        assertTrue(store.write(store.lessonProgress(user).solved(exercises.get(exercises.size() - 1))));

        LessonProgress done = store.lessonProgress(user);
        assertTrue(done.courseDone());
        assertEquals(2, done.version());
        assertEquals(exercises.get(0), done.resumeAt());
    }

    @Test
    void progressIsOneSmallItemUnderThePlayersKey() {
        String user = fresh("user");
        LessonProgress progress = store.lessonProgress(user).solved(Course.exercises().get(3));
        assertTrue(store.write(progress));

        Map<String, AttributeValue> stored = client().getItem(b -> b.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.progressKey(user)))).consistentRead(true)).item();
        assertEquals(ProgressItem.of(progress), stored);
        // With a Discord id of 19 digits, the furthest key of the course and a version in the thousands.
        Map<String, AttributeValue> largest = ProgressItem.of(new LessonProgress("1234567890123456789",
                Optional.of(Course.exercises().stream().map(Exercise::key).max(java.util.Comparator.comparingInt(
                        String::length)).orElseThrow()), 9_999));
        assertTrue(ItemSize.of(largest) <= 64, "about 60 bytes: " + ItemSize.of(largest));
        assertEquals(2, ItemSize.writeUnits(largest, true), "a write: one unit, twice in a transaction");
    }

    @Test
    void unreadableProgressFailsNamingThePlayer() {
        String user = fresh("user");
        assertTrue(store.write(store.lessonProgress(user).solved(Course.exercises().get(0))));
        client().updateItem(b -> b.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.progressKey(user))))
                .updateExpression("SET reached = :r")
                .expressionAttributeValues(Map.of(":r", AttributeValue.fromS(""))));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.lessonProgress(user));
        assertTrue(e.getMessage().contains(user), e.getMessage());
    }

    // ---- puzzles: a player's record and a puzzle's rating ----

    @Test
    void aPlayerWhoNeverFinishedAPuzzleIsANewcomerAndAnUntriedPuzzleHasItsShippedDifficulty() {
        String user = fresh("user");
        assertEquals(PuzzleRecord.none(user), store.puzzleRecord(user));
        Puzzle untried = ShippedPuzzles.all().get(ShippedPuzzles.all().size() - 1);
        assertEquals(PuzzleStanding.untried(untried), store.puzzleStanding(untried), "the puzzle the contract never tries");
    }

    @Test
    void aRatedTryIsReadBackAsWrittenAndItsPressSentAgainWritesNothing() {
        String user = fresh("user");
        Puzzle puzzle = ShippedPuzzles.all().get(2);
        RatedTry rated = RatedTry.of(store.puzzleRecord(user), store.puzzleStanding(puzzle), true);
        assertTrue(store.write(rated));

        assertEquals(rated.player(), store.puzzleRecord(user));
        assertEquals(rated.puzzle(), store.puzzleStanding(puzzle));
        assertFalse(store.write(rated), "the same try again: its versions are taken");
        assertEquals(rated.player(), store.puzzleRecord(user));
    }

    @Test
    void aPuzzleShownIsWrittenOnTheRecordAloneOverItsVersionAndReadBack() {
        String user = fresh("user");
        PuzzleRecord shown = store.puzzleRecord(user).showing(ShippedPuzzles.all().get(5).id());
        assertTrue(store.write(shown));
        assertEquals(shown, store.puzzleRecord(user));
        assertFalse(store.write(shown), "the same version again writes nothing");

        PuzzleRecord left = shown.showing(ShippedPuzzles.all().get(6).id());
        assertTrue(store.write(left));
        assertEquals(left, store.puzzleRecord(user));
        assertEquals(List.of(ShippedPuzzles.all().get(5).id()), store.puzzleRecord(user).recent(), "the one left is seen");
    }

    @Test
    void twoTriesOfOnePuzzleFromTheSameReadOnlyTheFirstIsWrittenAndTheOtherWritesNothingOfItsPlayers() {
        Puzzle puzzle = ShippedPuzzles.all().get(3);
        String ann = fresh("user");
        String bo = fresh("user");
        PuzzleStanding read = store.puzzleStanding(puzzle);
        assertTrue(store.write(RatedTry.of(store.puzzleRecord(ann), read, true)));

        assertFalse(store.write(RatedTry.of(store.puzzleRecord(bo), read, false)), "rated from a stale puzzle rating");
        assertEquals(0, store.puzzleRecord(bo).version(), "nothing of Bo's was written");
        assertTrue(store.write(RatedTry.of(store.puzzleRecord(bo), store.puzzleStanding(puzzle), false)),
                "read again, it is written");
        assertEquals(read.tries() + 2, store.puzzleStanding(puzzle).tries());
    }

    @Test
    void aPlayersPuzzlesAreOneItemUnderOneKilobyteWithFiftyRecentPuzzles() {
        String user = fresh("user");
        Puzzle puzzle = ShippedPuzzles.all().get(4);
        assertTrue(store.write(RatedTry.of(store.puzzleRecord(user), store.puzzleStanding(puzzle), true)));
        Map<String, AttributeValue> stored = client().getItem(b -> b.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.puzzlerKey(user)))).consistentRead(true)).item();
        assertEquals(PuzzleItems.of(store.puzzleRecord(user)), stored);

        PuzzleRecord largest = new PuzzleRecord("1234567890123456789", new dev.tzaar.lambda.rating.Rating(1234.5678901234,
                123.456789012345, 0.0599999912345), 9_999, 9_999, ShippedPuzzles.all().subList(0, PuzzleRecord.RECENT)
                .stream().map(Puzzle::id).toList(), Optional.of(ShippedPuzzles.all().get(0).id()), 99_999);
        assertEquals(2, ItemSize.writeUnits(PuzzleItems.of(largest), true), "under 1 KB: " + ItemSize.of(
                PuzzleItems.of(largest)) + " bytes, one unit, twice in a transaction");
        assertEquals(2, ItemSize.writeUnits(PuzzleItems.of(store.puzzleStanding(puzzle)), true));
    }

    @Test
    void anUnreadablePuzzleRecordFailsNamingThePlayer() {
        String user = fresh("user");
        Puzzle puzzle = ShippedPuzzles.all().get(5);
        assertTrue(store.write(RatedTry.of(store.puzzleRecord(user), store.puzzleStanding(puzzle), true)));
        client().updateItem(b -> b.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.puzzlerKey(user))))
                .updateExpression("SET streak = :s")
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromN("-1"))));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.puzzleRecord(user));
        assertTrue(e.getMessage().contains(user), e.getMessage());
    }

    @Test
    void aPlayersOpenGamesInTheThreadsOfAChannelAreFoundFromTheirSeatsAlone() {
        String thread = fresh("thread");
        Game inThread = written(written(accepted(written(challenge(channel, ann, bo, T0).withThread(GameThread.ASKED)),
                minute(1))).inThread(thread));
        Game inChannel = written(accepted(written(challenge(channel, ann, cy, minute(2))), minute(3)));
        String elsewhere = fresh("channel");
        written(written(accepted(written(challenge(elsewhere, ann, cy, minute(3)).withThread(GameThread.ASKED)),
                minute(4))).inThread(fresh("thread")));
        Game asked = written(accepted(written(challenge(channel, cy, ann, minute(4)).withThread(GameThread.ASKED)),
                minute(5)));

        List<dev.tzaar.lambda.game.Seat> anns = store.seatsInThreadsOf(ann.id(), GUILD, channel, minute(5));
        assertEquals(List.of(inThread.id()), anns.stream().map(dev.tzaar.lambda.game.Seat::gameId).toList(),
                "not the game in the channel (" + inChannel.id() + "), nor in another channel's thread, nor one whose"
                        + " thread is not started yet (" + asked.id() + ")");
        assertEquals(thread, anns.get(0).channelId());
        assertEquals(channel, anns.get(0).threadOf());
        assertEquals(List.of(inThread.id()), store.seatsInThreadsOf(bo.id(), GUILD, channel, minute(5)).stream()
                .map(dev.tzaar.lambda.game.Seat::gameId).toList(), "both players sit at it");
        assertEquals(List.of(), store.seatsInThreadsOf(cy.id(), GUILD, channel, minute(5)));

        written(resigned(inThread, minute(6)));
        assertEquals(List.of(), store.seatsInThreadsOf(ann.id(), GUILD, channel, minute(6)), "open games only");
    }

    @Test
    void recordingAThreadOnAVersionChangedMeanwhileWritesNothing() {
        Game started = written(accepted(written(challenge(channel, ann, bo, T0).withThread(GameThread.ASKED)),
                minute(1)));
        written(played(started, minute(2)));

        assertEquals(GAME_CHANGED, store.write(started.inThread(fresh("thread")), answer(started)));
        assertEquals(channel, store.find(started.id(), minute(2)).orElseThrow().playedIn());
    }

    @Test
    void aGameInADirectMessageIsFoundWithoutGuild() {
        Game game = written(Game.challenge(fresh("game"), null, channel, ann, new Player(fresh("bot"), "Robot", true),
                Setup.Kind.RANDOM, ColourChoice.RANDOM, T0, T0.plus(Duration.ofMinutes(15))));

        assertEquals(Optional.of(game), store.find(game.id(), T0));
    }

    @Test
    void anUnknownGameIsNotFound() {
        assertEquals(Optional.empty(), store.find(fresh("game"), T0));
        assertEquals(Optional.empty(), store.versionOf(fresh("game"), T0));
    }

    /** A live board's poll asks for the version alone: the one written last, until the game expires. */
    @Test
    void aGamesVersionIsReadAloneUntilItExpires() {
        Game game = written(challenge(channel, ann, bo, T0));
        assertEquals(Optional.of(1L), store.versionOf(game.id(), T0));
        game = written(accepted(game, minute(1)));
        game = written(played(game, minute(2)));

        assertEquals(Optional.of(3L), store.versionOf(game.id(), minute(2)));
        assertEquals(Optional.empty(), store.versionOf(game.id(), game.expiresAt()), "expired: gone");
    }

    @Test
    void aNewGameDoesNotReplaceAGameWithTheSameId() {
        Game first = written(challenge(channel, ann, bo, T0));
        Game second = Game.challenge(first.id(), GUILD, fresh("channel"), bo, cy, Setup.Kind.TOURNAMENT,
                ColourChoice.BLACK, minute(1), minute(16));
        StoredReply secondAnswer = answer(second);

        assertEquals(GAME_CHANGED, store.write(second, secondAnswer));
        assertEquals(Optional.of(first), store.find(first.id(), minute(1)));
        assertEquals(Optional.empty(), store.replyTo(secondAnswer.interactionId(), minute(1)));
    }

    // ---- a change is written only to the version it was made to ----

    @Test
    void eachChangeToTheVersionFoundIsWritten() {
        Game game = written(challenge(channel, ann, bo, T0));
        game = written(accepted(game, minute(1)));
        game = written(played(game, minute(2)));
        game = written(resigned(game, minute(3)));

        Game found = store.find(game.id(), minute(3)).orElseThrow();
        assertEquals(4, found.version());
        assertEquals(GameStatus.FINISHED, found.status());
    }

    @Test
    void aChangeToAVersionChangedMeanwhileLosesTheRaceAndWritesNothing() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        Game accept = accepted(challenge, minute(1));
        Game decline = closed(challenge, GameStatus.DECLINED, minute(1));
        StoredReply declineAnswer = answer(decline);

        assertEquals(WRITTEN, store.write(accept, answer(accept)));
        assertEquals(GAME_CHANGED, store.write(decline, declineAnswer));
        assertEquals(Optional.of(accept), store.find(challenge.id(), minute(1)));
        assertEquals(Optional.empty(), store.replyTo(declineAnswer.interactionId(), minute(1)),
                "the loser's answer is not kept");
    }

    @Test
    void aChangeToAGameThatWasNeverWrittenIsRefused() {
        Game neverWritten = challenge(channel, ann, bo, T0);

        assertEquals(GAME_CHANGED, store.write(accepted(neverWritten, minute(1)), answer(neverWritten)));
        assertEquals(Optional.empty(), store.find(neverWritten.id(), minute(1)));
    }

    // ---- an interaction is answered once ----

    @Test
    void theAnswerIsKeptWithTheChange() {
        Game game = challenge(channel, ann, bo, T0);
        StoredReply answer = answer(game);

        assertEquals(WRITTEN, store.write(game, answer));
        assertEquals(Optional.of(answer), store.replyTo(answer.interactionId(), T0));
    }

    @Test
    void anUnknownInteractionHasNoAnswer() {
        assertEquals(Optional.empty(), store.replyTo(fresh("interaction"), T0));
    }

    @Test
    void anInteractionAlreadyAnsweredChangesNothing() {
        Game challenge = challenge(channel, ann, bo, T0);
        StoredReply first = answer(challenge);
        assertEquals(WRITTEN, store.write(challenge, first));

        Game accept = accepted(challenge, minute(1));
        StoredReply again = new StoredReply(first.interactionId(), accept.id(), "{\"text\":\"accepted\"}",
                minute(1).plus(Duration.ofDays(1)));

        assertEquals(ALREADY_ANSWERED, store.write(accept, again));
        assertEquals(Optional.of(challenge), store.find(challenge.id(), minute(1)), "the game is as it was");
        assertEquals(Optional.of(first), store.replyTo(first.interactionId(), minute(1)), "the first answer stays");
    }

    @Test
    void anInteractionAlreadyAnsweredWinsOverAGameChangedMeanwhile() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        Game accept = accepted(challenge, minute(1));
        StoredReply acceptAnswer = answer(accept);
        assertEquals(WRITTEN, store.write(accept, acceptAnswer));

        // The same interaction again, decided on the version before (both conditions fail).
        Game staleDecline = closed(challenge, GameStatus.DECLINED, minute(2));
        StoredReply again = new StoredReply(acceptAnswer.interactionId(), challenge.id(), "{}", minute(3));

        assertEquals(ALREADY_ANSWERED, store.write(staleDecline, again));
        assertEquals(Optional.of(accept), store.find(challenge.id(), minute(2)));
    }

    /**
     * The SDK sends a transaction again when the answer to the first try is lost; DynamoDB knows it
     * by its request token and does not apply it twice. Applied twice, the second try would fail
     * its own conditions and report the interaction answered.
     */
    @Test
    void theSameRequestSentAgainIsAppliedOnce() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        Game accept = accepted(challenge, minute(1));
        StoredReply answer = answer(accept);
        var request = GameWrite.request(tableName(), accept, answer);

        client().transactWriteItems(request);
        client().transactWriteItems(request);
        assertEquals(Optional.of(accept), store.find(challenge.id(), minute(1)));
        assertEquals(Optional.of(answer), store.replyTo(answer.interactionId(), minute(1)));
    }

    /**
     * Two instances of the function that read the same version write the very same transaction for two
     * copies of one interaction (decided at the same instant): the second is no resend of the first, and is
     * told the interaction was answered, so that only the first answer is shown as new.
     */
    @Test
    void theSameWriteByTwoWritersIsAppliedOnceAndTheSecondIsToldItWasAnswered() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        GameStore other = new DynamoDbGameStore(client(), tableName());
        other.find(challenge.id(), T0);
        Game accept = accepted(challenge, minute(1));
        StoredReply answer = answer(accept);

        assertEquals(WRITTEN, store.write(accept, answer));
        assertEquals(ALREADY_ANSWERED, other.write(accept, answer));
        assertEquals(Optional.of(accept), store.find(challenge.id(), minute(1)));
    }

    @Test
    void anAnswerAboutAnotherGameIsRefusedAndNothingIsWritten() {
        Game game = challenge(channel, ann, bo, T0);
        Game other = challenge(channel, bo, ann, T0);
        StoredReply answer = answer(other);

        assertThrows(IllegalArgumentException.class, () -> store.write(game, answer));
        assertEquals(Optional.empty(), store.find(game.id(), T0));
        assertEquals(Optional.empty(), store.replyTo(answer.interactionId(), T0));
    }

    @Test
    void aGameWithAVersionBelowOneIsRefused() {
        Game challenge = challenge(channel, ann, bo, T0);
        Game versionZero = new Game(challenge.id(), challenge.guildId(), challenge.channelId(), challenge.status(),
                challenge.challenger(), challenge.opponent(), challenge.setup(), challenge.colour(), null, null, null,
                challenge.createdAt(), challenge.updatedAt(), challenge.expiresAt(), 0);

        assertThrows(IllegalArgumentException.class, () -> store.write(versionZero, answer(versionZero)));
        assertEquals(Optional.empty(), store.find(challenge.id(), T0));
    }

    // ---- what has expired is gone, whether or not DynamoDB has deleted it yet ----

    @Test
    void aGameIsGoneOnceItsExpiryTimeHasCome() {
        Game game = written(challenge(channel, ann, bo, T0));

        assertTrue(store.find(game.id(), game.expiresAt().minus(MILLI)).isPresent());
        assertEquals(Optional.empty(), store.find(game.id(), game.expiresAt()));
    }

    @Test
    void anExpiredGameIsListedNowhere() {
        Game game = written(challenge(channel, ann, bo, T0));
        Instant justBefore = game.expiresAt().minus(MILLI);

        assertEquals(List.of(game), store.openGamesIn(channel, justBefore));
        assertEquals(List.of(game), store.gamesOf(ann.id(), justBefore, 10));
        assertEquals(List.of(game), store.gamesOf(bo.id(), justBefore, 10));
        assertEquals(List.of(), store.openGamesIn(channel, game.expiresAt()));
        assertEquals(List.of(), store.gamesOf(ann.id(), game.expiresAt(), 10));
        assertEquals(List.of(), store.gamesOf(bo.id(), game.expiresAt(), 10));
    }

    @Test
    void anAnswerIsGoneOnceItsExpiryTimeHasCome() {
        Game game = challenge(channel, ann, bo, T0);
        StoredReply answer = answer(game);
        assertEquals(WRITTEN, store.write(game, answer));

        assertEquals(Optional.of(answer), store.replyTo(answer.interactionId(), answer.expiresAt().minus(MILLI)));
        assertEquals(Optional.empty(), store.replyTo(answer.interactionId(), answer.expiresAt()));
    }

    @Test
    void theIdOfAnExpiredGameIsFreeForANewGameButNotBefore() {
        Game old = written(challenge(channel, ann, bo, T0));
        Instant expired = old.expiresAt();
        Game tooEarly = Game.challenge(old.id(), GUILD, channel, cy, bo, Setup.Kind.FIXED, ColourChoice.RANDOM,
                expired.minus(Duration.ofSeconds(1)), expired.plus(Duration.ofMinutes(14)));
        Game newer = Game.challenge(old.id(), GUILD, channel, cy, bo, Setup.Kind.FIXED, ColourChoice.RANDOM,
                expired, expired.plus(Duration.ofMinutes(15)));

        assertEquals(GAME_CHANGED, store.write(tooEarly, answer(tooEarly)));
        assertEquals(WRITTEN, store.write(newer, answer(newer)));
        assertEquals(Optional.of(newer), store.find(old.id(), expired));
    }

    @Test
    void anExpiredGameCannotBeChanged() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        Game lateAccept = accepted(challenge, challenge.expiresAt());

        assertEquals(GAME_CHANGED, store.write(lateAccept, answer(lateAccept)));
        assertEquals(Optional.of(challenge), store.find(challenge.id(), challenge.expiresAt().minus(MILLI)),
                "the challenge is as it was until it expires");
    }

    @Test
    void anExpiredAnswerNoLongerHoldsItsInteraction() {
        Game challenge = challenge(channel, ann, bo, T0);
        StoredReply first = new StoredReply(fresh("interaction"), challenge.id(), "{}", minute(5));
        assertEquals(WRITTEN, store.write(challenge, first));

        Game accept = accepted(challenge, minute(5));
        StoredReply second = new StoredReply(first.interactionId(), challenge.id(), "{\"text\":\"later\"}",
                minute(10));
        assertEquals(WRITTEN, store.write(accept, second));
        assertEquals(Optional.of(second), store.replyTo(first.interactionId(), minute(5)));
    }

    @Test
    void expiryIsKeptToTheSecondAndNeverComesEarly() {
        Instant expiresAt = minute(15).plusMillis(200);
        Game game = written(expiringAt(challenge(channel, ann, bo, T0), expiresAt));

        assertTrue(store.find(game.id(), expiresAt.plusMillis(500)).isPresent(), "rounded up to the next second");
        assertEquals(minute(15).plusSeconds(1), store.find(game.id(), T0).orElseThrow().expiresAt());
        assertEquals(Optional.empty(), store.find(game.id(), minute(15).plusSeconds(1)));
    }

    @Test
    void aGameWithoutExpiryTimeIsKeptForever() {
        Game game = written(expiringAt(challenge(channel, ann, bo, T0), null));

        assertEquals(Optional.of(game), store.find(game.id(), T0.plus(Duration.ofDays(365 * 100))));
    }

    // ---- a channel's open games ----

    @Test
    void theOpenGamesOfAChannelAreListedNewestFirst() {
        Game oldest = written(challenge(channel, ann, bo, T0));
        Game started = written(challenge(channel, cy, bo, minute(1)));
        started = written(accepted(started, minute(3)));
        Game newest = written(challenge(channel, bo, cy, minute(2)));
        written(challenge(fresh("channel"), ann, cy, minute(2)));

        assertEquals(List.of(started, newest, oldest), store.openGamesIn(channel, minute(4)));
    }

    @Test
    void aGameLeavesItsChannelsOpenGamesWhenItClosesButStaysListedForItsPlayers() {
        Game finished = written(accepted(written(challenge(channel, ann, bo, T0)), minute(1)));
        finished = written(resigned(finished, minute(2)));
        Game declined = written(challenge(channel, ann, cy, minute(3)));
        declined = written(closed(declined, GameStatus.DECLINED, minute(4)));
        Game cancelled = written(challenge(channel, bo, ann, minute(5)));
        cancelled = written(closed(cancelled, GameStatus.CANCELLED, minute(6)));
        Game open = written(challenge(channel, bo, cy, minute(7)));

        assertEquals(List.of(open), store.openGamesIn(channel, minute(8)));
        assertEquals(List.of(cancelled, declined, finished), store.gamesOf(ann.id(), minute(8), 10));
        assertEquals(Optional.of(finished), store.find(finished.id(), minute(8)));
    }

    // ---- the correspondence clocks' due index ----

    @Test
    void theClocksDueAreFoundByTheirNextDueTimeOldestFirstAndOnlyWhileTheyRun() {
        Duration day = Duration.ofDays(1);
        Game first = written(accepted(written(challenge(channel, ann, bo, T0).withClock(GameClock.of(1))), minute(0)));
        Game second = written(accepted(written(challenge(channel, bo, cy, T0).withClock(GameClock.of(1))),
                minute(10)));
        Game later = written(accepted(written(challenge(channel, cy, ann, T0).withClock(GameClock.of(1))),
                minute(14)));
        Game untimed = written(accepted(written(challenge(channel, ann, cy, T0)), minute(0)));
        Game over = written(accepted(written(challenge(channel, cy, bo, T0).withClock(GameClock.of(1))), minute(0)));
        over = written(resigned(over, minute(1)));
        List<String> ours = List.of(first.id(), second.id(), later.id(), untimed.id(), over.id());

        // Three days on each clock: the reminder is due two days after the game started.
        Instant now = T0.plus(day.multipliedBy(2)).plus(Duration.ofMinutes(12));
        List<Game> due = store.clocksDue(now, 100).stream().filter(g -> ours.contains(g.id())).toList();

        assertEquals(List.of(first, second), due);
        assertEquals(List.of(), store.clocksDue(T0, 100).stream().filter(g -> ours.contains(g.id())).toList());
    }

    @Test
    void aChannelWithoutGamesHasNoOpenGames() {
        assertEquals(List.of(), store.openGamesIn(fresh("channel"), T0));
    }

    // ---- a user's games ----

    @Test
    void theGamesOfAUserAreListedFromBothSidesNewestFirst() {
        Game challenged = written(challenge(channel, ann, bo, T0));
        Game challengedBy = written(challenge(fresh("channel"), cy, ann, minute(1)));
        Game elsewhere = written(challenge(fresh("channel"), ann, cy, minute(2)));
        written(challenge(channel, bo, cy, minute(3)));
        challenged = written(accepted(challenged, minute(4)));

        assertEquals(List.of(challenged, elsewhere, challengedBy), store.gamesOf(ann.id(), minute(5), 10));
        assertEquals(List.of(), store.gamesOf(fresh("user"), minute(5), 10));
    }

    @Test
    void theGamesOfAUserAreCutAtTheLimit() {
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            // Another opponent each time: one challenger has one challenge waiting for one opponent here.
            games.add(0, written(i % 2 == 0 ? challenge(channel, ann, player("Bo"), minute(i))
                    : challenge(channel, player("Cy"), ann, minute(i))));
        }

        assertEquals(games.subList(0, 2), store.gamesOf(ann.id(), minute(5), 2));
        assertEquals(games.subList(0, 1), store.gamesOf(ann.id(), minute(5), 1));
    }

    @Test
    void aGameAgainstOneselfIsListedOnce() {
        Game game = written(challenge(channel, ann, ann, T0));

        assertEquals(List.of(game), store.gamesOf(ann.id(), T0, 10));
    }

    @Test
    void aLimitBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> store.gamesOf(ann.id(), T0, 0));
    }

    /**
     * Listings read page after page: with two items a page, nine games (two of them expired) take
     * the challenger index three pages and the opponent index two, and the expired games are
     * skipped without costing a place.
     */
    @Test
    void listingsReadOnPastTheFirstPageAndSkipWhatHasExpired() {
        GameStore pagedStore = new DynamoDbGameStore(client(), tableName(), 2);
        Instant now = minute(60);
        List<Game> newestFirst = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            Game game = i % 2 == 0 ? challenge(channel, ann, player("Bo"), minute(i))
                    : challenge(channel, player("Cy"), ann, minute(i));
            boolean expires = i == 2 || i == 5;
            game = written(expiringAt(game, expires ? minute(30) : minute(24 * 60)));
            if (!expires) {
                newestFirst.add(0, game);
            }
        }

        assertEquals(7, newestFirst.size());
        assertEquals(newestFirst, pagedStore.gamesOf(ann.id(), now, 100));
        assertEquals(newestFirst.subList(0, 4), pagedStore.gamesOf(ann.id(), now, 4));
        assertEquals(newestFirst, pagedStore.openGamesIn(channel, now));
    }

    // ---- an unreadable item ----

    /**
     * A game whose record cannot be read back (as a name with U+2028 once made): the listings skip
     * it and say so, and the channel's other games are listed as ever.
     */
    @Test
    void listingsSkipAnUnreadableItemAndTellWhichItWas() {
        Game good = written(challenge(channel, ann, bo, T0));
        Game bad = written(accepted(written(challenge(channel, cy, ann, T0)), minute(1)));
        setAttribute(bad, GameItem.RECORD, AttributeValue.fromS("Setup: fixed\nWhite: Cy\u2028\nnot a record"));
        List<String> skipped = new ArrayList<>();
        GameStore telling = new DynamoDbGameStore(client(), tableName(), 100, (key, problem) -> skipped.add(key));

        assertEquals(List.of(good), telling.openGamesIn(channel, minute(2)));
        assertEquals(List.of(good), telling.gamesOf(ann.id(), minute(2), 10));
        assertEquals(List.of(GameTable.gameKey(bad.id()), GameTable.gameKey(bad.id())), skipped);
        assertThrows(CorruptItemException.class, () -> telling.find(bad.id(), minute(2)), "found by id, it is reported");
    }

    // ---- one challenge waiting between two players in a channel ----

    @Test
    void aSecondChallengeOfTheSameTwoInTheChannelIsRefusedWhileTheFirstWaits() {
        Game first = written(challenge(channel, ann, bo, T0));

        Game second = challenge(channel, ann, bo, minute(1));
        assertEquals(CHALLENGE_PENDING, store.write(second, answer(second)));
        assertEquals(Optional.empty(), store.find(second.id(), minute(1)), "nothing of the second was written");
        assertEquals(Optional.of(first), store.pendingChallenge(channel, ann.id(), bo.id(), minute(1)));
        assertEquals(Optional.empty(), store.pendingChallenge(channel, bo.id(), ann.id(), minute(1)));
        written(challenge(channel, bo, ann, minute(1)));
        written(challenge(fresh("channel"), ann, bo, minute(1)));
    }

    @Test
    void answeringAChallengeFreesItsPlace() {
        for (GameStatus answer : List.of(GameStatus.ACTIVE, GameStatus.DECLINED, GameStatus.CANCELLED)) {
            Game challenge = written(challenge(channel, ann, bo, T0));
            written(answer == GameStatus.ACTIVE ? accepted(challenge, minute(1)) : closed(challenge, answer, minute(1)));

            assertEquals(Optional.empty(), store.pendingChallenge(channel, ann.id(), bo.id(), minute(1)), answer.name());
        }
        written(challenge(channel, ann, bo, minute(2)));
    }

    @Test
    void aSecondGameAgainstTheBotOfTheSamePlayerInTheChannelIsRefusedWhileTheFirstIsPlayed() {
        Player bot = new Player(fresh("bot"), "TZAAR", true);
        Game first = written(TestGames.againstTheBot(channel, ann, bot, T0));

        Game second = TestGames.againstTheBot(channel, ann, bot, minute(1));
        assertEquals(CHALLENGE_PENDING, store.write(second, answer(second)));
        assertEquals(Optional.empty(), store.find(second.id(), minute(1)), "nothing of the second was written");
        assertEquals(Optional.of(first), store.botGame(channel, ann.id(), minute(1)));
        assertEquals(Optional.empty(), store.botGame(channel, bo.id(), minute(1)));
        written(TestGames.againstTheBot(channel, bo, bot, minute(1)));
        written(TestGames.againstTheBot(fresh("channel"), ann, bot, minute(1)));

        first = written(played(first, minute(2)));
        assertEquals(Optional.of(first), store.botGame(channel, ann.id(), minute(2)), "still held while played");
        written(resigned(first, minute(3)));
        assertEquals(Optional.empty(), store.botGame(channel, ann.id(), minute(3)), "freed when it ends");
        written(TestGames.againstTheBot(channel, ann, bot, minute(4)));
    }

    @Test
    void aGameAgainstTheBotMadeBeforePlacesExistedNeitherTakesNorFreesANewerGamesPlace() {
        Player bot = new Player(fresh("bot"), "TZAAR", true);
        Game old = written(TestGames.againstTheBot(channel, ann, bot, T0));
        // Made before places existed: it holds none.
        client().deleteItem(r -> r.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.botGameKey(channel, ann.id())))));
        Game newer = written(TestGames.againstTheBot(channel, ann, bot, minute(1)));

        Game oldPlayed = written(played(old, minute(2)));
        assertEquals(Optional.of(oldPlayed), store.find(old.id(), minute(2)), "the old game goes on");
        assertEquals(Optional.of(newer), store.botGame(channel, ann.id(), minute(2)), "the place stays the newer game's");
        written(resigned(oldPlayed, minute(3)));
        assertEquals(Optional.of(newer), store.botGame(channel, ann.id(), minute(3)), "its end frees nothing");
        Game another = TestGames.againstTheBot(channel, ann, bot, minute(4));
        assertEquals(CHALLENGE_PENDING, store.write(another, answer(another)), "the newer game still holds it");

        written(resigned(newer, minute(5)));
        assertEquals(Optional.empty(), store.botGame(channel, ann.id(), minute(5)), "freed by the game that holds it");
    }

    @Test
    void theNewGameAgainstTheBotOfTwoWrittenAtOnceIsOne() throws Exception {
        Player bot = new Player(fresh("bot"), "TZAAR", true);
        List<Game> games = List.of(TestGames.againstTheBot(channel, ann, bot, T0),
                TestGames.againstTheBot(channel, ann, bot, T0));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        try {
            List<java.util.concurrent.Future<GameStore.WriteOutcome>> outcomes = new ArrayList<>();
            for (Game game : games) {
                outcomes.add(pool.submit(() -> {
                    go.await();
                    return store.write(game, answer(game));
                }));
            }
            go.countDown();
            List<GameStore.WriteOutcome> seen = new ArrayList<>();
            for (var outcome : outcomes) {
                seen.add(outcome.get());
            }
            assertEquals(1, seen.stream().filter(o -> o == WRITTEN).count(), seen.toString());
            assertTrue(seen.contains(CHALLENGE_PENDING) || seen.contains(GAME_CHANGED), seen.toString());
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, games.stream().filter(g -> store.find(g.id(), T0).isPresent()).count());
    }

    @Test
    void anExpiredChallengeFreesItsPlace() {
        Game challenge = written(challenge(channel, ann, bo, T0));
        Instant later = challenge.expiresAt();

        assertEquals(Optional.empty(), store.pendingChallenge(channel, ann.id(), bo.id(), later));
        written(challenge(channel, ann, bo, later));
    }

    // ---- DynamoDB's item size limit ----

    @Test
    void aLongTournamentGameIsStoredFarUnderTheItemSizeLimit() {
        GameRecord record = TestGames.longTournamentGame(1);
        Game game = new Game(fresh("game"), GUILD, channel, GameStatus.FINISHED, ann, bo, Setup.Kind.TOURNAMENT,
                ColourChoice.WHITE, ann, bo, record, T0, minute(600), minute(600).plus(Duration.ofDays(30)), 1);

        written(game);

        assertTrue(record.actions().size() > 160, () -> "a long game: " + record.actions().size() + " actions");
        int size = ItemSize.of(GameItem.of(game));
        assertTrue(size < ItemSize.LIMIT / 50, () -> "a long game takes " + size + " bytes");
        assertEquals(Optional.of(game), store.find(game.id(), minute(600)));
    }

    @Test
    void aGameTooLargeForOneItemFailsWithDynamoDbsErrorAndNothingIsWritten() {
        Game started = accepted(challenge(channel, ann, bo, T0), minute(1));
        Game huge = withRecord(started, started.record().withTag("Notes", "x".repeat(ItemSize.LIMIT)));
        Game game = new Game(huge.id(), huge.guildId(), huge.channelId(), huge.status(), huge.challenger(),
                huge.opponent(), huge.setup(), huge.colour(), huge.white(), huge.black(), huge.record(),
                huge.createdAt(), huge.updatedAt(), huge.expiresAt(), 1);
        StoredReply answer = answer(game);

        assertThrows(DynamoDbException.class, () -> store.write(game, answer));
        assertEquals(Optional.empty(), store.find(game.id(), minute(1)));
        assertEquals(Optional.empty(), store.replyTo(answer.interactionId(), minute(1)));
    }

    // ---- an item that cannot be read is refused, naming it ----

    @Test
    void aGameWhoseRecordCannotBeReadBackFailsNamingTheGame() {
        Game game = written(accepted(written(challenge(channel, ann, bo, T0)), minute(1)));
        setAttribute(game, GameItem.RECORD, AttributeValue.fromS("Setup: fixed\n\n1 W: A1xI5\n"));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.find(game.id(), minute(1)));
        assertTrue(e.getMessage().contains("game " + game.id()) && e.getMessage().contains("record"), e::getMessage);
    }

    @Test
    void aGameMissingAnAttributeFailsNamingTheGameAndTheAttribute() {
        Game game = written(challenge(channel, ann, bo, T0));
        client().updateItem(r -> r.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(game.id()))))
                .updateExpression("REMOVE #status")
                .expressionAttributeNames(Map.of("#status", GameItem.STATUS)));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.find(game.id(), T0));
        assertTrue(e.getMessage().contains("game " + game.id()) && e.getMessage().contains("status"), e::getMessage);
        assertEquals(List.of(), store.openGamesIn(channel, T0), "listings skip it (and tell, see below)");
    }

    @Test
    void aGameWhoseStatusContradictsItsRecordFailsNamingTheGame() {
        Game game = written(challenge(channel, ann, bo, T0));
        setAttribute(game, GameItem.STATUS, AttributeValue.fromS(GameStatus.ACTIVE.name()));

        CorruptItemException e = assertThrows(CorruptItemException.class, () -> store.find(game.id(), T0));
        assertTrue(e.getMessage().contains("game " + game.id()), e::getMessage);
    }

    private void setAttribute(Game game, String name, AttributeValue value) {
        client().updateItem(r -> r.tableName(tableName())
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(game.id()))))
                .updateExpression("SET #name = :value")
                .expressionAttributeNames(Map.of("#name", name))
                .expressionAttributeValues(Map.of(":value", value)));
    }
    // ---- open challenges: no opponent until someone takes it, one at a time per channel ----

    private Game openChallenge(Player challenger, Instant at) {
        return Game.openChallenge(fresh("game"), GUILD, channel, challenger, Setup.Kind.FIXED, ColourChoice.WHITE, at,
                at.plus(TestGames.CHALLENGE_LIFETIME));
    }

    @Test
    void anOpenChallengeHasNoOpponentUntilTakenAndReadsBackAsWritten() {
        Game open = written(openChallenge(ann, T0));
        assertEquals(Optional.of(open), store.find(open.id(), T0));
        assertEquals(Optional.of(open), store.pendingChallenge(channel, ann.id(), null, T0));

        Game taken = written(accepted(open.takenBy(cy), minute(1)));

        Game found = store.find(open.id(), minute(1)).orElseThrow();
        assertEquals(taken, found);
        assertEquals(cy, found.opponent());
        assertTrue(found.open());
        assertEquals(Optional.empty(), store.pendingChallenge(channel, ann.id(), null, minute(1)), "its place is free");
        assertEquals(List.of(open.id()), store.gamesOf(cy.id(), minute(1), 10).stream().map(Game::id).toList());
    }

    @Test
    void aSecondOpenChallengeHereWaitsForTheFirstButANamedOneDoesNot() {
        written(openChallenge(ann, T0));

        Game second = openChallenge(ann, minute(1));
        assertEquals(CHALLENGE_PENDING, store.write(second, answer(second)));
        written(challenge(channel, ann, bo, minute(1)));
        written(openChallenge(bo, minute(1)));
    }

    @Test
    void twoAcceptingTheSameOpenChallengeFromTheSameVersionOnlyOneIsWritten() {
        Game open = written(openChallenge(ann, T0));

        assertEquals(WRITTEN, store.write(accepted(open.takenBy(bo), minute(1)), answer(open)));
        assertEquals(GAME_CHANGED, store.write(accepted(open.takenBy(cy), minute(1)), answer(open)));
        assertEquals(bo, store.find(open.id(), minute(1)).orElseThrow().opponent());
    }

    // ---- seats: a player's games in a whole server, one query ----

    private List<String> seatIds(Player player, boolean finished, Instant now) {
        return store.seatsOf(player.id(), GUILD, channel, finished, now, 10).stream()
                .map(dev.tzaar.lambda.game.Seat::gameId).toList();
    }

    @Test
    void bothPlayersSeatsFollowTheirGameFromChallengeToEnd() {
        Game game = written(challenge(channel, ann, bo, T0));
        assertEquals(List.of(game.id()), seatIds(ann, false, T0));
        dev.tzaar.lambda.game.Seat bos = store.seatsOf(bo.id(), GUILD, channel, false, T0, 10).get(0);
        assertEquals(ann, bos.opponent());
        assertTrue(!bos.challenger() && !bos.yourTurn());

        game = written(accepted(game, minute(1)));
        assertTrue(store.seatsOf(ann.id(), GUILD, channel, false, minute(1), 10).get(0).yourTurn(), "Ann is White");
        assertTrue(!store.seatsOf(bo.id(), GUILD, channel, false, minute(1), 10).get(0).yourTurn());

        game = written(resigned(game, minute(2)));
        assertEquals(List.of(), seatIds(ann, false, minute(2)));
        dev.tzaar.lambda.game.Seat done = store.seatsOf(bo.id(), GUILD, channel, true, minute(2), 10).get(0);
        assertEquals(game.id(), done.gameId());
        assertEquals(Boolean.TRUE, done.won());
        assertEquals(Optional.of(new dev.tzaar.engine.Result.Resigned(dev.tzaar.engine.Side.WHITE)), done.result());
    }

    /**
     * A move writes no entry (GameWriteItemsTest): the game it was read from is known here, so only the
     * game and its answer are put. The listings read each game they name, so they show it as it stands.
     */
    @Test
    void aGameMovedAfterBeingReadIsListedAsItStands() {
        Game game = written(accepted(written(challenge(channel, ann, bo, T0)), minute(1)));
        Game moved = store.find(game.id(), minute(2)).map(found -> played(found, minute(2))).orElseThrow();
        written(moved);
        Game movedAgain = written(played(moved, minute(3)));

        assertEquals(List.of(movedAgain), store.openGamesIn(channel, minute(4)));
        assertEquals(List.of(movedAgain), store.gamesOf(bo.id(), minute(4), 10));
        dev.tzaar.lambda.game.Seat bos = store.seatsOf(bo.id(), GUILD, channel, false, minute(4), 10).get(0);
        assertEquals(movedAgain.toAct().map(p -> p.id().equals(bo.id())).orElse(false), bos.yourTurn());
        assertEquals(movedAgain.record().nextTurnNumber(), bos.turn());
        assertEquals(movedAgain.updatedAt(), bos.updatedAt());
    }

    @Test
    void seatsSpanTheServersChannelsNewestFirstAndNoOtherServer() {
        Game here = written(challenge(channel, ann, bo, T0));
        Game there = written(challenge(fresh("channel"), cy, ann, minute(1)));
        Game elsewhere = written(Game.challenge(fresh("game"), "900000000000000002", fresh("channel"), ann, cy,
                Setup.Kind.FIXED, ColourChoice.WHITE, minute(2), minute(2).plus(TestGames.CHALLENGE_LIFETIME)));

        assertEquals(List.of(there.id(), here.id()), seatIds(ann, false, minute(2)));
        assertEquals(List.of(elsewhere.id()), store.seatsOf(ann.id(), "900000000000000002", channel, false, minute(2),
                10).stream().map(dev.tzaar.lambda.game.Seat::gameId).toList());
        assertEquals(1, store.seatsOf(ann.id(), GUILD, channel, false, minute(2), 1).size(), "the limit holds");
    }

    @Test
    void aDeclinedOrExpiredChallengeLeavesTheSeats() {
        Game declined = written(challenge(channel, ann, bo, T0));
        written(closed(declined, GameStatus.DECLINED, minute(1)));
        Game unanswered = written(challenge(channel, cy, ann, minute(1)));

        assertEquals(List.of(unanswered.id()), seatIds(ann, false, minute(2)));
        assertEquals(List.of(), seatIds(ann, false, minute(1).plus(TestGames.CHALLENGE_LIFETIME)));
        assertEquals(List.of(), seatIds(ann, true, minute(2)), "a declined challenge is no finished game");
    }

    @Test
    void outsideAServerTheSeatsAreTheChannels() {
        Game dm = written(Game.challenge(fresh("game"), null, channel, ann, bo, Setup.Kind.FIXED, ColourChoice.WHITE,
                T0, T0.plus(TestGames.CHALLENGE_LIFETIME)));

        assertEquals(List.of(dm.id()), store.seatsOf(ann.id(), null, channel, false, T0, 10).stream()
                .map(dev.tzaar.lambda.game.Seat::gameId).toList());
        assertEquals(List.of(), store.seatsOf(ann.id(), null, fresh("channel"), false, T0, 10));
    }

    @Test
    void anOpenChallengeSeatsItsChallengerOnlyUntilTaken() {
        Game open = written(openChallenge(ann, T0));
        assertEquals(List.of(open.id()), seatIds(ann, false, T0));
        assertEquals(null, store.seatsOf(ann.id(), GUILD, channel, false, T0, 10).get(0).opponent());

        written(accepted(open.takenBy(cy), minute(1)));

        assertEquals(List.of(open.id()), seatIds(cy, false, minute(1)));
        assertEquals(cy, store.seatsOf(ann.id(), GUILD, channel, false, minute(1), 10).get(0).opponent());
    }
}
