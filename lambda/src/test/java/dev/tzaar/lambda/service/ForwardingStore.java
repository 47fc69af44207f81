package dev.tzaar.lambda.service;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** A store that passes everything to another: tests override the one call they make misbehave. */
class ForwardingStore implements GameStore {
    private final GameStore store;

    ForwardingStore(GameStore store) {
        this.store = store;
    }

    @Override
    public dev.tzaar.lambda.game.ServerSettings serverSettings(String guildId) {
        return store.serverSettings(guildId);
    }

    @Override
    public boolean write(dev.tzaar.lambda.game.ServerSettings settings) {
        return store.write(settings);
    }

    @Override
    public dev.tzaar.lambda.puzzles.DailySchedule dailySchedule(String guildId) {
        return store.dailySchedule(guildId);
    }

    @Override
    public List<dev.tzaar.lambda.puzzles.DailySchedule> dailiesDue(Instant now, int limit) {
        return store.dailiesDue(now, limit);
    }

    @Override
    public boolean write(dev.tzaar.lambda.puzzles.DailySchedule schedule) {
        return store.write(schedule);
    }

    @Override
    public boolean write(dev.tzaar.lambda.game.ServerSettings settings, dev.tzaar.lambda.puzzles.DailySchedule schedule) {
        return store.write(settings, schedule);
    }

    @Override
    public Counted countSolver(dev.tzaar.lambda.puzzles.DailySchedule counted, java.time.LocalDate day, String userId,
            Instant expires) {
        return store.countSolver(counted, day, userId, expires);
    }

    @Override
    public dev.tzaar.lambda.game.KeptReview keptReview(String gameId, Instant now) {
        return store.keptReview(gameId, now);
    }

    @Override
    public boolean write(dev.tzaar.lambda.game.KeptReview review, Instant expiresAt) {
        return store.write(review, expiresAt);
    }

    @Override
    public dev.tzaar.lambda.practice.LessonProgress lessonProgress(String userId) {
        return store.lessonProgress(userId);
    }

    @Override
    public boolean write(dev.tzaar.lambda.practice.LessonProgress progress) {
        return store.write(progress);
    }

    @Override
    public dev.tzaar.lambda.puzzles.PuzzleRecord puzzleRecord(String userId) {
        return store.puzzleRecord(userId);
    }

    @Override
    public dev.tzaar.lambda.puzzles.PuzzleStanding puzzleStanding(dev.tzaar.engine.puzzle.Puzzle puzzle) {
        return store.puzzleStanding(puzzle);
    }

    @Override
    public boolean write(dev.tzaar.lambda.puzzles.RatedTry rated) {
        return store.write(rated);
    }

    @Override
    public boolean write(dev.tzaar.lambda.puzzles.PuzzleRecord record) {
        return store.write(record);
    }

    @Override
    public dev.tzaar.lambda.tournaments.TournamentStore tournaments() {
        return store.tournaments();
    }

    @Override
    public Optional<Game> find(String gameId, Instant now) {
        return store.find(gameId, now);
    }

    @Override
    public Optional<Long> versionOf(String gameId, Instant now) {
        return store.versionOf(gameId, now);
    }

    @Override
    public List<Game> openGamesIn(String channelId, Instant now) {
        return store.openGamesIn(channelId, now);
    }

    @Override
    public List<Game> gamesOf(String userId, Instant now, int limit) {
        return store.gamesOf(userId, now, limit);
    }

    @Override
    public Optional<Game> pendingChallenge(String channelId, String challengerId, String opponentId, Instant now) {
        return store.pendingChallenge(channelId, challengerId, opponentId, now);
    }

    @Override
    public Optional<Game> botGame(String channelId, String playerId, Instant now) {
        return store.botGame(channelId, playerId, now);
    }

    @Override
    public List<Game> clocksDue(Instant now, int limit) {
        return store.clocksDue(now, limit);
    }

    @Override
    public List<dev.tzaar.lambda.game.Seat> seatsOf(String userId, String guildId, String channelId, boolean finished,
            Instant now, int limit) {
        return store.seatsOf(userId, guildId, channelId, finished, now, limit);
    }

    @Override
    public List<dev.tzaar.lambda.game.Seat> seatsInThreadsOf(String userId, String guildId, String channelId,
            Instant now) {
        return store.seatsInThreadsOf(userId, guildId, channelId, now);
    }

    @Override
    public Optional<StoredReply> replyTo(String interactionId, Instant now) {
        return store.replyTo(interactionId, now);
    }

    @Override
    public WriteOutcome write(Game game, StoredReply reply) {
        return store.write(game, reply);
    }

    /** A write with no ratings goes through {@link #write(Game, StoredReply)}, which tests override. */
    @Override
    public WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings) {
        return ratings.isEmpty() ? write(game, reply) : store.write(game, reply, ratings);
    }

    @Override
    public Optional<Standing> standing(Ladder ladder, String userId) {
        return store.standing(ladder, userId);
    }

    @Override
    public BotRecord botRecord(String userId) {
        return store.botRecord(userId);
    }

    @Override
    public PairHistory pair(String oneId, String otherId, Instant now) {
        return store.pair(oneId, otherId, now);
    }

    @Override
    public List<Standing> leaderboard(Ladder ladder, int limit) {
        return store.leaderboard(ladder, limit);
    }

    @Override
    public long place(Standing standing) {
        return store.place(standing);
    }
}
