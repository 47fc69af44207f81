package dev.tzaar.lambda.store;

import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentStore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Tournaments in the game table, with the same calls as the games' store ({@code GetItem}, {@code Query} on
 * the lists' index, {@code TransactWriteItems} of conditional puts), so the function needs no new
 * permission. Every item carries its version and is written only over the version before (or only if
 * absent); a listing is read from the index and checked against the header, because the index lags.
 */
public final class DynamoDbTournamentStore implements TournamentStore {
    /** How often a listing is read again while the index has not caught up with the header. */
    static final int LISTING_TRIES = 20;
    /** The pause between two such reads: the index usually follows within a second. */
    static final long LISTING_PAUSE_MILLIS = 100;
    /** DynamoDB's most items in one transaction. */
    static final int MOST_PER_TRANSACTION = 100;

    private final DynamoDbClient client;
    private final String table;
    /** The attribute of a sign-up's closing that keeps its channel's language. */
    private static final String LANGUAGE = "language";

    public DynamoDbTournamentStore(DynamoDbClient client, String table) {
        this.client = Objects.requireNonNull(client, "client");
        this.table = Objects.requireNonNull(table, "table");
    }

    @Override
    public Optional<Tournament> tournament(String tournamentId) {
        return get(GameTable.tournamentKey(tournamentId)).map(TournamentItems::tournament);
    }

    @Override
    public boolean create(Tournament tournament) {
        if (tournament.version() != 1) {
            throw new IllegalArgumentException("a new tournament is version 1");
        }
        return write(tournament);
    }

    @Override
    public boolean write(Tournament tournament) {
        return written(VersionedPut.request(table, TournamentItems.of(tournament), tournament.version()))
                == Written.WRITTEN;
    }

    @Override
    public Optional<TournamentPlayer> player(String tournamentId, String userId) {
        return get(GameTable.tournamentPlayerKey(tournamentId, userId)).map(TournamentItems::player);
    }

    /**
     * {@inheritDoc}
     *
     * <p>The header first, the player second: a failed condition on the player alone (a new player who is in
     * it already) is {@link Written#ALREADY}; on the header, {@link Written#CHANGED}.
     */
    @Override
    public Written write(Tournament tournament, TournamentPlayer player) {
        if (!player.tournamentId().equals(tournament.id())) {
            throw new IllegalArgumentException("the player is of another tournament");
        }
        return written(TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(VersionedPut.put(table, TournamentItems.of(tournament),
                        tournament.version())).build(),
                TransactWriteItem.builder().put(VersionedPut.put(table, TournamentItems.of(player),
                        player.version())).build())
                .build());
    }

    @Override
    public List<TournamentPlayer> players(Tournament tournament) {
        for (int attempt = 1; ; attempt++) {
            List<TournamentPlayer> players = new ArrayList<>();
            query(GameTable.tournamentPlayerList(tournament.id())).forEachRemaining(item ->
                    players.add(TournamentItems.player(item)));
            players.sort(Comparator.comparingInt(TournamentPlayer::slot));
            long versions = players.stream().mapToLong(TournamentPlayer::version).sum();
            if (players.size() == tournament.slots() && versions == tournament.playerVersions()) {
                return players;
            }
            if (players.size() > tournament.slots() || versions > tournament.playerVersions()) {
                // Versions only grow, and every change of a player changes the header with it: this header is old.
                throw new HeaderChanged("tournament " + tournament.id() + " changed since its header was read");
            }
            pause(attempt, "players of tournament " + tournament.id());
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>Up to {@value #MOST_PER_TRANSACTION} boards a transaction; when one of them is there already (another
     * pairer wrote them, or this one before it was cut short), the rest are written one by one, each only if
     * absent.
     */
    @Override
    public void writeBoards(List<TournamentBoard> boards) {
        for (int from = 0; from < boards.size(); from += MOST_PER_TRANSACTION) {
            List<TournamentBoard> chunk = boards.subList(from, Math.min(boards.size(), from + MOST_PER_TRANSACTION));
            Written all = written(TransactWriteItemsRequest.builder().transactItems(chunk.stream()
                    .map(board -> TransactWriteItem.builder().put(VersionedPut.put(table, TournamentItems.of(board),
                            1)).build())
                    .toList()).build());
            if (all != Written.WRITTEN) {
                for (TournamentBoard board : chunk) {
                    written(VersionedPut.request(table, TournamentItems.of(board), 1));
                }
            }
        }
    }

    @Override
    public Optional<TournamentBoard> board(String tournamentId, int round, int board) {
        return get(GameTable.tournamentBoardKey(tournamentId, round, board)).map(TournamentItems::board);
    }

    /**
     * {@inheritDoc}
     *
     * <p>The header first, the board second: a failed condition on the board alone (its result was written
     * already) is {@link Written#ALREADY}; on the header, {@link Written#CHANGED}.
     */
    @Override
    public Written record(Tournament tournament, TournamentBoard decided) {
        if (!decided.tournamentId().equals(tournament.id()) || decided.result().isEmpty()) {
            throw new IllegalArgumentException("a result of this tournament's board is recorded");
        }
        return written(TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(VersionedPut.put(table, TournamentItems.of(tournament),
                        tournament.version())).build(),
                TransactWriteItem.builder().put(VersionedPut.put(table, TournamentItems.of(decided),
                        decided.version())).build())
                .build());
    }

    @Override
    public boolean write(TournamentBoard board) {
        return written(VersionedPut.request(table, TournamentItems.of(board), board.version())) == Written.WRITTEN;
    }

    @Override
    public List<TournamentBoard> boards(Tournament tournament, int round) {
        if (round < 1 || round > tournament.round()) {
            throw new IllegalArgumentException("round " + round + " is not paired");
        }
        int expected = tournament.boardsOf(round);
        for (int attempt = 1; ; attempt++) {
            List<TournamentBoard> boards = new ArrayList<>();
            query(GameTable.tournamentBoardList(tournament.id(), round)).forEachRemaining(item ->
                    boards.add(TournamentItems.board(item)));
            boards.sort(Comparator.comparingInt(TournamentBoard::board));
            long decided = boards.stream().filter(TournamentBoard::decided).count();
            // A past round is over: all its boards have their result. The current round has the header's count.
            long decidedWanted = round < tournament.round() ? expected : tournament.results();
            if (boards.size() == expected && decided >= decidedWanted) {
                return boards;
            }
            pause(attempt, "boards of round " + round + " of tournament " + tournament.id());
        }
    }

    private static void pause(int attempt, String what) {
        if (attempt >= LISTING_TRIES) {
            throw new IllegalStateException("the index has not caught up with the " + what);
        }
        try {
            Thread.sleep(LISTING_PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the " + what, e);
        }
    }

    @Override
    public void scheduleClosing(Tournament tournament, String language) {
        java.time.Instant at = tournament.closesAt().orElseThrow(() -> new IllegalArgumentException(
                "tournament " + tournament.id() + " closes at no time"));
        Map<String, AttributeValue> item = new java.util.LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.TOURNAMENT_CLOSING_PREFIX + tournament.id()));
        item.put(GameTable.LIST, AttributeValue.fromS(GameTable.CLOSING_LIST));
        item.put(GameTable.LIST_ORDER, AttributeValue.fromN(Long.toString(at.toEpochMilli())));
        item.put(TournamentItems.TOURNAMENT, AttributeValue.fromS(tournament.id()));
        item.put(LANGUAGE, AttributeValue.fromS(language));
        // Gone by itself a week after its time, should the sweep never come.
        item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(at.plus(java.time.Duration.ofDays(7))
                .getEpochSecond())));
        put(item);
    }

    /**
     * Writes one item, whatever was there: a transaction of one Put, as every write of this store is (the
     * function's role grants PutItem, which a transaction's Puts need, and no PutItem call of its own is made).
     */
    private void put(Map<String, AttributeValue> item) {
        client.transactWriteItems(TransactWriteItemsRequest.builder().transactItems(TransactWriteItem.builder()
                .put(software.amazon.awssdk.services.dynamodb.model.Put.builder().tableName(table).item(item).build())
                .build()).build());
    }

    /** {@inheritDoc} One query of the lists' index under {@value GameTable#CLOSING_LIST}, {@code listOrder <= now}. */
    @Override
    public List<Closing> closingDue(java.time.Instant now, int limit) {
        List<Closing> due = new ArrayList<>();
        client.queryPaginator(QueryRequest.builder()
                        .tableName(table)
                        .indexName(GameTable.BY_LIST)
                        .keyConditionExpression("#list = :list AND #order <= :now")
                        .expressionAttributeNames(Map.of("#list", GameTable.LIST, "#order", GameTable.LIST_ORDER))
                        .expressionAttributeValues(Map.of(":list", AttributeValue.fromS(GameTable.CLOSING_LIST),
                                ":now", AttributeValue.fromN(Long.toString(now.toEpochMilli()))))
                        .limit(limit)
                        .build())
                .items().stream().limit(limit).forEach(item -> {
                    AttributeValue id = item.get(TournamentItems.TOURNAMENT);
                    AttributeValue language = item.get(LANGUAGE);
                    if (id != null && id.s() != null) {
                        due.add(new Closing(id.s(), language == null ? null : language.s()));
                    }
                });
        return due;
    }

    /**
     * {@inheritDoc} The mark is written again out of the list (the role grants no DeleteItem), and goes by itself a
     * day later.
     */
    @Override
    public void forgetClosing(String tournamentId, java.time.Instant now) {
        put(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.TOURNAMENT_CLOSING_PREFIX + tournamentId),
                TournamentItems.TOURNAMENT, AttributeValue.fromS(tournamentId),
                GameTable.EXPIRES, AttributeValue.fromN(Long.toString(now.plus(java.time.Duration.ofDays(1))
                        .getEpochSecond()))));
    }

    /** A list of the lists' index, in its order, page after page. */
    private java.util.Iterator<Map<String, AttributeValue>> query(String list) {
        return client.queryPaginator(QueryRequest.builder()
                        .tableName(table)
                        .indexName(GameTable.BY_LIST)
                        .keyConditionExpression("#list = :list")
                        .expressionAttributeNames(Map.of("#list", GameTable.LIST))
                        .expressionAttributeValues(Map.of(":list", AttributeValue.fromS(list)))
                        .build())
                .items()
                .iterator();
    }

    /**
     * The transaction written, or which race it lost: its first item's condition (the header's) failing or
     * another transaction at that moment is {@link Written#CHANGED}, a later item's alone {@link
     * Written#ALREADY}. Anything else (throttling, a validation error) is no race and is thrown.
     */
    private Written written(TransactWriteItemsRequest request) {
        try {
            client.transactWriteItems(request);
            return Written.WRITTEN;
        } catch (TransactionCanceledException cancelled) {
            if (!GameWrite.lostARace(cancelled)) {
                throw cancelled;
            }
            if (request.transactItems().size() == 1) {
                return Written.CHANGED;
            }
            List<CancellationReason> reasons = cancelled.cancellationReasons();
            boolean headerFailed = !reasons.isEmpty() && "ConditionalCheckFailed".equals(reasons.get(0).code());
            boolean conflict = reasons.stream().anyMatch(reason -> "TransactionConflict".equals(reason.code()));
            return headerFailed || conflict ? Written.CHANGED : Written.ALREADY;
        }
    }

    private Optional<Map<String, AttributeValue>> get(String key) {
        return ConsistentRead.item(client, table, key);
    }
}
