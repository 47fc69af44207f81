package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.KeptReview;
import dev.tzaar.lambda.game.Seat;
import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.practice.LessonProgress;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.PuzzleStanding;
import dev.tzaar.lambda.puzzles.RatedTry;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The games in DynamoDB, in the one table {@link GameTable} describes, through the low-level client
 * with the items mapped by hand ({@link GameItem}, {@link ReplyItem}): the conditions and the sparse
 * index attributes stay in plain sight, and the function starts faster than with the enhanced client.
 *
 * <p>{@link #find} and {@link #replyTo} read strongly consistent. The listings query the indexes,
 * which on DynamoDB are eventually consistent, for the games' entries ({@link GameEntry}, {@link
 * SeatItem}), and read each game named strongly consistent: a game is listed as it stands, but a game
 * listed or unlisted a moment ago may not yet (or still) be named. That is acceptable for listings; a
 * change always starts from {@link #find}, and its write is conditional on the version found.
 *
 * <p>The store remembers where each game it read was listed ({@link Listed}, by version), so that the
 * write of its next version puts only the entries that change: none for a move.
 *
 * <p>Everything whose {@value GameTable#EXPIRES} time has come reads as gone (see {@link Expiry}).
 * An item that cannot be read completely throws a {@link CorruptItemException} naming it, except in
 * the listings, which skip it and tell {@link UnreadableItems}. Other
 * failures of DynamoDB (throttling, an unreachable endpoint...) are the SDK's exceptions, thrown on
 * after the SDK's own retries.
 */
public final class DynamoDbGameStore implements GameStore {
    /**
     * The IAM actions the store's calls need, and no more: {@code GetItem}; {@code Query} (the
     * listings, the leaderboard and its counts, all on indexes); and {@code TransactWriteItems} of
     * conditional puts only, which IAM authorizes as {@code PutItem}. template.yaml grants exactly
     * these ({@code TemplateTest}), and {@code StoreCallsTest} checks that the code calls nothing else.
     */
    public static final java.util.Set<String> IAM_ACTIONS = java.util.Set.of("dynamodb:GetItem", "dynamodb:Query",
            "dynamodb:PutItem");

    /** Items per query page when not told otherwise: more than a channel's open games. */
    public static final int DEFAULT_PAGE_SIZE = 100;

    /** How many games' listings are remembered: more than an instance reads between two writes of a game. */
    static final int REMEMBERED_LISTINGS = 1_000;

    private final DynamoDbClient client;
    private final String table;
    private final DynamoDbTournamentStore tournaments;
    private final int pageSize;
    private final UnreadableItems unreadable;
    /** Where each game read or written here was listed, by id: its version and listing (null when not known). */
    private final Map<String, Known> known = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Known> eldest) {
                    return size() > REMEMBERED_LISTINGS;
                }
            });

    /** A game's version, and where it was listed at that version; {@code listed} null when not known. */
    private record Known(long version, Listed listed) {}

    /**
     * Told of each item a listing skips because it cannot be read: the function logs it, so that it
     * can be found and mended, while the listing goes on without it.
     */
    @FunctionalInterface
    public interface UnreadableItems {
        /**
         * @param key the item's key, like {@code game#k7m2q}
         * @param problem what is wrong with it; its message may quote the item's text
         */
        void skipped(String key, CorruptItemException problem);
    }

    public DynamoDbGameStore(DynamoDbClient client, String tableName) {
        this(client, tableName, DEFAULT_PAGE_SIZE, DynamoDbGameStore::toStandardError);
    }

    /**
     * @param pageSize the most items one query request returns (its {@code Limit}); the listings
     *     read page after page as far as they need. Tests make it small to reach past the first page.
     */
    public DynamoDbGameStore(DynamoDbClient client, String tableName, int pageSize) {
        this(client, tableName, pageSize, DynamoDbGameStore::toStandardError);
    }

    /** @param unreadable told of every item a listing skips */
    public DynamoDbGameStore(DynamoDbClient client, String tableName, int pageSize, UnreadableItems unreadable) {
        this.client = Objects.requireNonNull(client, "client");
        this.table = Objects.requireNonNull(tableName, "tableName");
        this.tournaments = new DynamoDbTournamentStore(client, tableName);
        if (pageSize < 1) {
            throw new IllegalArgumentException("a page holds at least one item, not " + pageSize);
        }
        this.pageSize = pageSize;
        this.unreadable = Objects.requireNonNull(unreadable, "unreadable");
    }

    private static void toStandardError(String key, CorruptItemException problem) {
        System.err.println("skipped the unreadable item " + key + ": " + problem.getMessage());
    }

    /**
     * The game of a listed item, or empty when it has expired or cannot be read: one bad item must
     * not take a whole channel's or player's listing with it.
     */
    private Optional<Game> listed(Map<String, AttributeValue> item, Instant now) {
        try {
            return Expiry.hasExpired(GameItem.reader(item), now) ? Optional.empty() : Optional.of(read(item));
        } catch (CorruptItemException e) {
            AttributeValue key = item.get(GameTable.KEY);
            unreadable.skipped(key == null ? "(no key)" : key.s(), e);
            return Optional.empty();
        }
    }

    /**
     * The game an item of a game index stands for, read strongly consistent: the game its entry names,
     * or the game itself for one written before entries (the index's copy may be behind); empty when it
     * is gone, has expired or cannot be read, which is told.
     */
    private Optional<Game> named(Map<String, AttributeValue> item, Instant now) {
        String gameId;
        try {
            gameId = GameEntry.isEntry(item) ? GameEntry.gameId(item)
                    : GameItem.reader(item).string(GameTable.KEY).substring(GameTable.GAME_PREFIX.length());
        } catch (CorruptItemException e) {
            unreadable.skipped(item.get(GameTable.KEY).s(), e);
            return Optional.empty();
        }
        try {
            return find(gameId, now);
        } catch (CorruptItemException e) {
            unreadable.skipped(GameTable.gameKey(gameId), e);
            return Optional.empty();
        }
    }

    /** A game item read, and where it was listed remembered for its next write. */
    private Game read(Map<String, AttributeValue> item) {
        Game game = GameItem.read(item);
        // A game written before entries is listed by its own item: its next write must put them all.
        known.put(game.id(), new Known(game.version(), GameItem.listsItself(item) ? null : Listed.of(game)));
        return game;
    }

    @Override
    public dev.tzaar.lambda.tournaments.TournamentStore tournaments() {
        return tournaments;
    }

    @Override
    public Optional<Game> find(String gameId, Instant now) {
        return get(GameTable.gameKey(gameId))
                .filter(item -> !Expiry.hasExpired(GameItem.reader(item), now))
                .map(this::read);
    }

    @Override
    public Optional<Long> versionOf(String gameId, Instant now) {
        GetItemResponse response = client.getItem(GetItemRequest.builder()
                .tableName(table)
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(gameId))))
                .projectionExpression("#version, #expires")
                .expressionAttributeNames(Map.of("#version", GameTable.VERSION, "#expires", GameTable.EXPIRES))
                .consistentRead(false)
                .build());
        if (!response.hasItem() || response.item().isEmpty()) {
            return Optional.empty();
        }
        ItemReader item = new ItemReader("the version of game " + gameId, response.item());
        return Expiry.hasExpired(item, now) ? Optional.empty() : Optional.of(item.number(GameTable.VERSION));
    }

    /**
     * {@inheritDoc}
     *
     * <p>Each game as it stands: named by its entry in the channel's index, read, and listed only if it is
     * still open there.
     */
    @Override
    public List<Game> openGamesIn(String channelId, Instant now) {
        List<Game> games = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Iterator<Map<String, AttributeValue>> items = newestFirst(GameTable.OPEN_BY_CHANNEL, GameTable.OPEN_CHANNEL,
                channelId, pageSize);
        while (items.hasNext()) {
            named(items.next(), now)
                    .filter(game -> game.status().isOpen() && game.playedIn().equals(channelId))
                    .filter(game -> seen.add(game.id()))
                    .ifPresent(games::add);
        }
        return games;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Merges the user's games as challenger and as the challenged, each index read newest first
     * and only as far as needed. A game with the user on both sides is listed once.
     */
    @Override
    public List<Game> gamesOf(String userId, Instant now, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("list at least one game, not " + limit);
        }
        // No need for more than `limit` items from either index, unless some of them have expired.
        int page = Math.min(pageSize, limit);
        Iterator<Map<String, AttributeValue>> items = new NewestFirst<>(
                newestFirst(GameTable.BY_CHALLENGER, GameTable.CHALLENGER_ID, userId, page),
                newestFirst(GameTable.BY_OPPONENT, GameTable.OPPONENT_ID, userId, page),
                item -> GameItem.reader(item).number(GameTable.UPDATED));
        List<Game> games = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (games.size() < limit && items.hasNext()) {
            named(items.next(), now).filter(game -> seen.add(game.id())).ifPresent(games::add);
        }
        return games;
    }

    @Override
    public Optional<Game> pendingChallenge(String channelId, String challengerId, String opponentId, Instant now) {
        String key = opponentId == null ? GameTable.openPendingKey(channelId, challengerId)
                : GameTable.pendingKey(channelId, challengerId, opponentId);
        return get(key)
                .map(item -> new ItemReader("the place of challenge " + key, item))
                .filter(place -> !Expiry.hasExpired(place, now))
                .flatMap(place -> find(place.string(ReplyItem.GAME_ID), now))
                .filter(game -> game.status() == dev.tzaar.api.GameStatus.CHALLENGED);
    }

    @Override
    public Optional<Game> botGame(String channelId, String playerId, Instant now) {
        String key = GameTable.botGameKey(channelId, playerId);
        return get(key)
                .map(item -> new ItemReader("the place of game against the bot " + key, item))
                .filter(place -> !Expiry.hasExpired(place, now))
                .flatMap(place -> find(place.string(ReplyItem.GAME_ID), now))
                .filter(game -> game.status() == dev.tzaar.api.GameStatus.ACTIVE);
    }

    /**
     * {@inheritDoc}
     *
     * <p>One query of {@value GameTable#BY_CLOCK_DUE} ({@code clockDue <= now}, oldest first): the
     * index holds only the games whose clock runs, so nothing else is read.
     */
    @Override
    public List<Game> clocksDue(Instant now, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("list at least one game, not " + limit);
        }
        Iterator<Map<String, AttributeValue>> items = dueBy(GameTable.BY_CLOCK_DUE, GameTable.CLOCK_QUEUE,
                GameTable.CLOCK_QUEUE_VALUE, GameTable.CLOCK_DUE, now, limit);
        List<Game> games = new ArrayList<>();
        while (games.size() < limit && items.hasNext()) {
            listed(items.next(), now).ifPresent(games::add);
        }
        return games;
    }

    /**
     * The items of one partition of {@code index} whose {@code order} is {@code now} or earlier, oldest first,
     * read a page of at most {@code limit} at a time: the clocks' and the daily puzzles' sweeps.
     */
    private Iterator<Map<String, AttributeValue>> dueBy(String index, String partition, String partitionValue,
            String order, Instant now, int limit) {
        return client.queryPaginator(QueryRequest.builder()
                        .tableName(table)
                        .indexName(index)
                        .keyConditionExpression("#partition = :partition AND #due <= :now")
                        .expressionAttributeNames(Map.of("#partition", partition, "#due", order))
                        .expressionAttributeValues(Map.of(":partition", AttributeValue.fromS(partitionValue),
                                ":now", AttributeValue.fromN(Long.toString(now.toEpochMilli()))))
                        .scanIndexForward(true)
                        .limit(Math.min(pageSize, limit))
                        .build())
                .items()
                .iterator();
    }

    @Override
    public List<Seat> seatsOf(String userId, String guildId, String channelId, boolean finished, Instant now,
            int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("list at least one seat, not " + limit);
        }
        return readSeats(newestFirst(GameTable.BY_SEAT, GameTable.SEAT_LIST,
                GameTable.seatList(finished, guildId, channelId, userId), Math.min(pageSize, limit)), now, limit,
                game -> finished ? game.status() == dev.tzaar.api.GameStatus.FINISHED : game.status().isOpen());
    }

    /**
     * The first {@code limit} seats of these items, each as its game stands (read strongly consistent) and
     * still where the list was asked for ({@code still}); an unreadable one is skipped and told.
     */
    private List<Seat> readSeats(Iterator<Map<String, AttributeValue>> items, Instant now, int limit,
            java.util.function.Predicate<Game> still) {
        List<Seat> seats = new ArrayList<>();
        while (seats.size() < limit && items.hasNext()) {
            Map<String, AttributeValue> item = items.next();
            String gameId;
            String userId;
            try {
                gameId = SeatItem.gameId(item);
                userId = SeatItem.userId(item);
            } catch (CorruptItemException e) {
                AttributeValue key = item.get(GameTable.KEY);
                unreadable.skipped(key == null ? "(no key)" : key.s(), e);
                continue;
            }
            Optional<Game> game;
            try {
                game = find(gameId, now);
            } catch (CorruptItemException e) {
                unreadable.skipped(GameTable.gameKey(gameId), e);
                continue;
            }
            game.filter(still).flatMap(found -> Listed.seated(found).stream()
                            .filter(player -> player.id().equals(userId)).findFirst()
                            .map(player -> Seat.of(found, player)))
                    .ifPresent(seats::add);
        }
        return seats;
    }

    /**
     * {@inheritDoc}
     *
     * <p>One query of the player's open seats in the server ({@value GameTable#BY_SEAT}), filtered on
     * the seat's {@code threadOf}: only a player's own open games in one server are read, never the
     * channel's or the server's.
     */
    @Override
    public List<Seat> seatsInThreadsOf(String userId, String guildId, String channelId, Instant now) {
        return readSeats(newestFirst(GameTable.BY_SEAT, GameTable.SEAT_LIST,
                GameTable.seatList(false, guildId, channelId, userId), Map.entry(SeatItem.THREAD_OF, channelId),
                pageSize), now, Integer.MAX_VALUE, game -> game.status().isOpen());
    }

    @Override
    public Optional<StoredReply> replyTo(String interactionId, Instant now) {
        return get(GameTable.replyKey(interactionId))
                .filter(item -> !Expiry.hasExpired(ReplyItem.reader(interactionId, item), now))
                .map(item -> ReplyItem.read(interactionId, item));
    }

    /**
     * {@inheritDoc}
     *
     * <p>One {@code TransactWriteItems} of two conditional puts ({@link GameWrite} has the
     * conditions). An expired item counts as absent here too: a new game may take the id of an
     * expired one, an expired game cannot be changed, and an expired answer no longer holds its
     * interaction. The write has no clock of its own: the game's {@link Game#updatedAt()} is taken
     * as the time of writing.
     *
     * <p>The same write sent again within ten minutes (as the SDK does when the answer to the first
     * try is lost) reports {@code WRITTEN} again without being applied twice: DynamoDB knows it by
     * its request token ({@link RequestToken}). After that it would report {@code ALREADY_ANSWERED}, as it
     * does at once for the same write made again by another call (a copy of the interaction decided at the
     * same instant): each call is a request of its own.
     * A game that another transaction was changing at that very moment reports {@code GAME_CHANGED};
     * any other refusal (throttling, an item over 400 KB...) is thrown as the SDK's exception.
     */
    @Override
    public WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings) {
        Listed before = listedBefore(game);
        try {
            client.transactWriteItems(GameWrite.request(table, game, reply, ratings, true, before));
            return written(game);
        } catch (TransactionCanceledException cancelled) {
            if (GameWrite.placeHeldByAnother(cancelled, game)) {
                // Nothing was written; the game goes on without the place another game holds.
                try {
                    client.transactWriteItems(GameWrite.request(table, game, reply, ratings, false, before));
                    return written(game);
                } catch (TransactionCanceledException again) {
                    return GameWrite.outcomeOf(again, ratingItems(ratings));
                }
            }
            return GameWrite.outcomeOf(cancelled, ratingItems(ratings));
        }
    }

    /**
     * Where the game was listed at the version before this one, if this store read or wrote that version
     * (the write's condition then makes sure it is the one stored); null when not known.
     */
    private Listed listedBefore(Game game) {
        Known previous = known.get(game.id());
        return previous != null && previous.version() == game.version() - 1 ? previous.listed() : null;
    }

    private WriteOutcome written(Game game) {
        known.put(game.id(), new Known(game.version(), Listed.of(game)));
        return WriteOutcome.WRITTEN;
    }

    private static int ratingItems(RatingWrite ratings) {
        return ratings.items();
    }

    @Override
    public ServerSettings serverSettings(String guildId) {
        return get(GameTable.serverKey(guildId)).map(item -> ServerItem.settings(guildId, item))
                .orElseGet(() -> ServerSettings.defaults(guildId));
    }

    /**
     * {@inheritDoc}
     *
     * <p>A change that another transaction was making at that very moment reads as changed too. Any
     * other cancellation (throttling, a validation error) is no race and is thrown, as game writes do.
     */
    @Override
    public boolean write(ServerSettings settings) {
        return writeVersioned(ServerItem.request(table, settings));
    }

    @Override
    public LessonProgress lessonProgress(String userId) {
        return get(GameTable.progressKey(userId)).map(item -> ProgressItem.progress(userId, item))
                .orElseGet(() -> LessonProgress.none(userId));
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as changed. */
    @Override
    public boolean write(LessonProgress progress) {
        return writeVersioned(ProgressItem.request(table, progress));
    }

    @Override
    public KeptReview keptReview(String gameId, Instant now) {
        return get(GameTable.reviewKey(gameId)).map(item -> ReviewItem.review(gameId, item, now))
                .orElseGet(() -> KeptReview.none(gameId));
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as lost. */
    @Override
    public boolean write(KeptReview review, Instant expiresAt) {
        return writeVersioned(ReviewItem.request(table, review, expiresAt));
    }

    @Override
    public PuzzleRecord puzzleRecord(String userId) {
        return get(GameTable.puzzlerKey(userId)).map(item -> PuzzleItems.record(userId, item))
                .orElseGet(() -> PuzzleRecord.none(userId));
    }

    @Override
    public PuzzleStanding puzzleStanding(Puzzle puzzle) {
        return get(GameTable.puzzleKey(puzzle.id())).map(item -> PuzzleItems.standing(puzzle.id(), item))
                .orElseGet(() -> PuzzleStanding.untried(puzzle));
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as changed. */
    @Override
    public boolean write(RatedTry rated) {
        return writeVersioned(PuzzleItems.request(table, rated));
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as changed. */
    @Override
    public boolean write(PuzzleRecord record) {
        return writeVersioned(VersionedPut.request(table, PuzzleItems.of(record), record.version()));
    }

    @Override
    public dev.tzaar.lambda.puzzles.DailySchedule dailySchedule(String guildId) {
        return get(GameTable.dailyKey(guildId)).map(DailyItems::schedule)
                .orElseGet(() -> dev.tzaar.lambda.puzzles.DailySchedule.none(guildId));
    }

    /**
     * {@inheritDoc}
     *
     * <p>One query of {@value GameTable#BY_LIST} under {@value GameTable#DAILY_LIST} ({@code listOrder <= now},
     * oldest first): the list holds only the schedules that are on. An unreadable item is skipped and told.
     */
    @Override
    public List<dev.tzaar.lambda.puzzles.DailySchedule> dailiesDue(Instant now, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("list at least one daily puzzle, not " + limit);
        }
        Iterator<Map<String, AttributeValue>> items = dueBy(GameTable.BY_LIST, GameTable.LIST, GameTable.DAILY_LIST,
                GameTable.LIST_ORDER, now, limit);
        List<dev.tzaar.lambda.puzzles.DailySchedule> due = new ArrayList<>();
        while (due.size() < limit && items.hasNext()) {
            Map<String, AttributeValue> item = items.next();
            try {
                due.add(DailyItems.schedule(item));
            } catch (CorruptItemException e) {
                unreadable.skipped(item.get(GameTable.KEY).s(), e);
            }
        }
        return due;
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as changed. */
    @Override
    public boolean write(dev.tzaar.lambda.puzzles.DailySchedule schedule) {
        return writeVersioned(DailyItems.request(table, schedule));
    }

    /** {@inheritDoc} As {@link #write(ServerSettings)} does, a race lost at that very moment reads as changed. */
    @Override
    public boolean write(ServerSettings settings, dev.tzaar.lambda.puzzles.DailySchedule schedule) {
        return writeVersioned(DailyItems.request(table, settings, schedule));
    }

    /**
     * {@inheritDoc}
     *
     * <p>The mark's condition failing is {@link Counted#ALREADY}, whatever became of the schedule's; any other
     * lost race is {@link Counted#CHANGED}.
     */
    @Override
    public Counted countSolver(dev.tzaar.lambda.puzzles.DailySchedule counted, java.time.LocalDate day,
            String userId, Instant expires) {
        try {
            client.transactWriteItems(DailyItems.counting(table, counted, day, userId, expires));
            return Counted.COUNTED;
        } catch (TransactionCanceledException cancelled) {
            if (!GameWrite.lostARace(cancelled)) {
                throw cancelled;
            }
            List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> reasons =
                    cancelled.cancellationReasons();
            return !reasons.isEmpty() && "ConditionalCheckFailed".equals(reasons.get(0).code()) ? Counted.ALREADY
                    : Counted.CHANGED;
        }
    }

    private boolean writeVersioned(software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest request) {
        try {
            client.transactWriteItems(request);
            return true;
        } catch (TransactionCanceledException cancelled) {
            if (GameWrite.lostARace(cancelled)) {
                return false;
            }
            throw cancelled;
        }
    }

    @Override
    public Optional<Standing> standing(Ladder ladder, String userId) {
        return get(GameTable.ratingKey(ladder, userId)).map(RatingItems::standing);
    }

    @Override
    public BotRecord botRecord(String userId) {
        return get(GameTable.botRecordKey(userId)).map(RatingItems::botRecord).orElseGet(() -> BotRecord.none(userId));
    }

    @Override
    public PairHistory pair(String oneId, String otherId, Instant now) {
        PairHistory none = PairHistory.none(oneId, otherId);
        return get(GameTable.pairKey(none.firstId(), none.secondId()))
                .filter(item -> !Expiry.hasExpired(new ItemReader(GameTable.pairKey(none.firstId(), none.secondId()),
                        item), now))
                .map(item -> RatingItems.pair(none.firstId(), none.secondId(), item))
                .orElse(none);
    }

    /**
     * {@inheritDoc}
     *
     * <p>One query of {@value GameTable#BY_LADDER}, highest sort key first. A standing that cannot be
     * read is skipped and told, as in the other listings.
     */
    @Override
    public List<Standing> leaderboard(Ladder ladder, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("list at least one player, not " + limit);
        }
        List<Standing> standings = new ArrayList<>();
        Iterator<Map<String, AttributeValue>> items = newestFirst(GameTable.BY_LADDER, GameTable.LADDER, ladder.name(),
                Math.min(pageSize, limit));
        while (standings.size() < limit && items.hasNext()) {
            Map<String, AttributeValue> item = items.next();
            try {
                standings.add(RatingItems.standing(item));
            } catch (CorruptItemException e) {
                AttributeValue key = item.get(GameTable.KEY);
                unreadable.skipped(key == null ? "(no key)" : key.s(), e);
            }
        }
        return standings;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Counts the standings ranked above it on the leaderboard index ({@code Select COUNT}, page by
     * page: a count reads up to 1 MB of index per page).
     */
    @Override
    public long place(Standing standing) {
        long above = 0;
        for (var page : client.queryPaginator(QueryRequest.builder()
                .tableName(table)
                .indexName(GameTable.BY_LADDER)
                .keyConditionExpression("#ladder = :ladder AND #rank > :rank")
                .expressionAttributeNames(Map.of("#ladder", GameTable.LADDER, "#rank", GameTable.LADDER_RANK))
                .expressionAttributeValues(Map.of(":ladder", AttributeValue.fromS(standing.ladder().name()),
                        ":rank", AttributeValue.fromN(Double.toString(RatingItems.rank(standing)))))
                .select(Select.COUNT)
                .build())) {
            above += page.count();
        }
        return above + 1;
    }

    private Optional<Map<String, AttributeValue>> get(String key) {
        return ConsistentRead.item(client, table, key);
    }

    /**
     * The items of an index under one key, newest first, fetched a page at a time as the iterator
     * is read; the SDK's paginator carries each page's {@code LastEvaluatedKey} on to the next.
     */
    private Iterator<Map<String, AttributeValue>> newestFirst(String index, String keyAttribute, String key,
            int limit) {
        return newestFirst(index, keyAttribute, key, null, limit);
    }

    /**
     * The same, keeping only the items whose attribute {@code only.getKey()} is {@code only.getValue()}
     * (none left out when null): DynamoDB filters each page after reading it, so {@code limit} counts
     * the items read, not those kept.
     */
    private Iterator<Map<String, AttributeValue>> newestFirst(String index, String keyAttribute, String key,
            Map.Entry<String, String> only, int limit) {
        Map<String, String> names = new HashMap<>(Map.of("#key", keyAttribute));
        Map<String, AttributeValue> values = new HashMap<>(Map.of(":key", AttributeValue.fromS(key)));
        QueryRequest.Builder query = QueryRequest.builder()
                .tableName(table)
                .indexName(index)
                .keyConditionExpression("#key = :key")
                .scanIndexForward(false)
                .limit(limit);
        if (only != null) {
            names.put("#only", only.getKey());
            values.put(":only", AttributeValue.fromS(only.getValue()));
            query.filterExpression("#only = :only");
        }
        return client.queryPaginator(query.expressionAttributeNames(names).expressionAttributeValues(values).build())
                .items()
                .iterator();
    }
}
