package dev.tzaar.lambda.store;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The one DynamoDB table of the function. Its shape is defined here and only here: the store uses
 * it, local runs and tests create the table from it, and a test checks that {@code template.yaml}
 * declares the same table.
 *
 * <p>Items are keyed by {@value #KEY} alone: {@code game#<id>} for a game, {@code reply#<interaction
 * id>} for the answer to an interaction, {@code pending#<channel>#<challenger>#<opponent>} for the
 * place of a challenge waiting for an answer (or {@code pending#<channel>#<challenger>#anyone} for an
 * open challenge); {@code rating#<ladder>#<user>} for a player's standing on a ladder, {@code
 * pair#<user>#<user>} for a pair's recent rated games, {@code seat#<game>#<user>} for a player's seat
 * at a game, {@code listed#<game>} for a game's entry in the game indexes, {@code review#<game>} for a
 * finished game's review between its steps. Sparse indexes serve the
 * listings through small entries that change only with what they list, never with a move ({@link
 * Listed}): a game's entry is in {@value #OPEN_BY_CHANNEL} only while the game is open, and in the two
 * player indexes always; each sorts by the time the entry was written. {@value #BY_LIST} holds the
 * later lists: the leaderboards, the running clocks (the games themselves) and the players' seats.
 * {@value #EXPIRES} (epoch seconds) is the TTL attribute.
 */
public final class GameTable {
    public static final String KEY = "pk";
    public static final String GAME_PREFIX = "game#";
    public static final String REPLY_PREFIX = "reply#";
    public static final String PENDING_PREFIX = "pending#";
    /** The place of the one game against the bot a player may play in a channel. */
    public static final String BOT_GAME_PREFIX = "botgame#";
    public static final String SEAT_PREFIX = "seat#";
    /** A game's entry in the game indexes ({@link GameEntry}). */
    public static final String ENTRY_PREFIX = "listed#";

    /** Epoch seconds after which the item may be forgotten; DynamoDB's TTL deletes it eventually. */
    public static final String EXPIRES = "expires";
    /** Epoch milliseconds of the last change (a game's) or of the entry's writing: the sort key of the game indexes. */
    public static final String UPDATED = "updated";
    public static final String VERSION = "version";

    public static final String OPEN_BY_CHANNEL = "open-by-channel";
    /** Set to the channel id while a game is challenged or active, removed once it is closed. */
    public static final String OPEN_CHANNEL = "openChannel";
    public static final String BY_CHALLENGER = "by-challenger";
    public static final String CHALLENGER_ID = "challengerId";
    public static final String BY_OPPONENT = "by-opponent";
    public static final String OPPONENT_ID = "opponentId";
    /**
     * The one index of the lists added after the first three: an item is in the list {@value #LIST}
     * names, in the order of {@value #LIST_ORDER}. One index for all of them, because CloudFormation
     * adds a single index to an existing table per stack update: a host who updates a deployed
     * instance needs one {@code sam deploy}, not one per list. The lists, which never share a name:
     * <ul>
     *   <li>a ladder's standings, named by the ladder ({@code global}, {@code guild:<id>}), in the
     *       leaderboard's order (RatingItems.rank);</li>
     *   <li>the games whose correspondence clock runs, {@value #CLOCK_QUEUE_VALUE}, by the epoch
     *       milliseconds at which the clock next needs the sweep (a reminder, the last warning, the
     *       flag): the sweep queries the ones due, never scans;</li>
     *   <li>a player's seats at the games of one server (or, outside servers, one channel), open or
     *       finished ({@code open#<place>#<user>}, {@code done#<place>#<user>}), by the time the seat was
     *       last moved (it moves with its game's status, not with its moves); a declined or withdrawn
     *       challenge's seats are in no list;</li>
     *   <li>the servers whose daily puzzle is on, {@value #DAILY_LIST}, by the epoch milliseconds at which
     *       the sweep next looks at each (the next day's start, or a retry of a post not yet reported);</li>
     *   <li>a server's tournaments ({@code tournaments#<guild>}) by their creation, a tournament's players
     *       ({@code tplayers#<tournament>}) by slot and a round's boards ({@code tboards#<tournament>#<round>})
     *       by board: the reader checks each listing against the header's counts, the index being
     *       eventually consistent.</li>
     * </ul>
     */
    public static final String BY_LIST = "by-list";
    public static final String LIST = "listName";
    public static final String LIST_ORDER = "listOrder";
    /** The running clocks: {@value #CLOCK_QUEUE} is {@value #CLOCK_QUEUE_VALUE} on every game whose clock runs. */
    public static final String BY_CLOCK_DUE = BY_LIST;
    public static final String CLOCK_QUEUE = LIST;
    public static final String CLOCK_QUEUE_VALUE = "running";
    /** Epoch milliseconds at which the running clock next needs the sweep. */
    public static final String CLOCK_DUE = LIST_ORDER;
    /** The leaderboards: a ladder's standings, sorted by {@value #LADDER_RANK}. */
    public static final String BY_LADDER = BY_LIST;
    public static final String LADDER = LIST;
    /** The leaderboard's order: the rating, established players before provisional ones (RatingItems.rank). */
    public static final String LADDER_RANK = LIST_ORDER;
    public static final String RATING_PREFIX = "rating#";
    public static final String PAIR_PREFIX = "pair#";
    /** A player's games against the bot, finished and won by level (not rated: docs/club.md). */
    public static final String BOT_RECORD_PREFIX = "botrecord#";
    public static final String SERVER_PREFIX = "server#";
    /** A player's progress in the course of {@code /tzaar learn}. */
    public static final String PROGRESS_PREFIX = "progress#";
    /** A finished game's review between its steps ({@link dev.tzaar.lambda.game.KeptReview}). */
    public static final String REVIEW_PREFIX = "review#";
    /** A player's puzzles: their puzzle rating, streak and recent puzzles. */
    public static final String PUZZLER_PREFIX = "puzzler#";
    /** A puzzle's own rating. */
    public static final String PUZZLE_PREFIX = "puzzle#";
    /** A player's seats at the games of a place, open or finished, newest first. */
    public static final String BY_SEAT = BY_LIST;
    /** The servers' daily puzzles: {@value #LIST} is {@value #DAILY_LIST} on every schedule that is on. */
    public static final String DAILY_LIST = "daily";
    /** A server's daily puzzle ({@link dev.tzaar.lambda.puzzles.DailySchedule}). */
    public static final String DAILY_PREFIX = "daily#";
    /** A solver of a server's daily puzzle of one day, counted once. */
    public static final String DAILY_SOLVER_PREFIX = "dailysolver#";
    public static final String SEAT_LIST = LIST;
    /** A tournament's header ({@link dev.tzaar.lambda.tournaments.Tournament}), listed by server in {@code tournaments#<guild>}. */
    public static final String TOURNAMENT_PREFIX = "tournament#";
    /** A tournament's player, listed in {@code tplayers#<tournament>} by slot. */
    public static final String TOURNAMENT_PLAYER_PREFIX = "tplayer#";
    /** A board of a tournament's round, listed in {@code tboards#<tournament>#<round>} by board. */
    public static final String TOURNAMENT_BOARD_PREFIX = "tboard#";
    /** The key prefix of a tournament's sign-up closing at a time, which the clock's sweep finds by it. */
    public static final String TOURNAMENT_CLOSING_PREFIX = "tclosing#";
    /** The {@value #LIST} of the sign-ups closing at a time, by when ({@value #LIST_ORDER}, epoch milliseconds). */
    public static final String CLOSING_LIST = "tclosing";

    private GameTable() {
    }

    /** The key of a game's item. */
    public static String gameKey(String gameId) {
        return GAME_PREFIX + gameId;
    }

    /** The key of the item keeping the answer to an interaction. */
    public static String replyKey(String interactionId) {
        return REPLY_PREFIX + interactionId;
    }

    /**
     * The key of the item that holds the place of the one challenge a challenger may have waiting
     * for one opponent in one channel (ids are digits, so '#' cannot be part of one).
     */
    public static String pendingKey(String channelId, String challengerId, String opponentId) {
        return PENDING_PREFIX + channelId + "#" + challengerId + "#" + opponentId;
    }

    /** The key of the place of the one game against the bot a player may play in one channel. */
    public static String botGameKey(String channelId, String playerId) {
        return BOT_GAME_PREFIX + channelId + "#" + playerId;
    }

    /** The key of a player's standing on a ladder. */
    public static String ratingKey(dev.tzaar.lambda.rating.Ladder ladder, String userId) {
        return RATING_PREFIX + ladder.name() + "#" + userId;
    }

    /** The key of a player's record of games against the bot. */
    public static String botRecordKey(String userId) {
        return BOT_RECORD_PREFIX + userId;
    }

    /** The key of a pair's history of rated games: the lower id first. */
    public static String pairKey(String firstId, String secondId) {
        return PAIR_PREFIX + firstId + "#" + secondId;
    }

    /**
     * The key of the place of the one open challenge a challenger may have waiting in one channel:
     * {@code anyone} where a named challenge has the opponent's id, which is digits.
     */
    public static String openPendingKey(String channelId, String challengerId) {
        return PENDING_PREFIX + channelId + "#" + challengerId + "#anyone";
    }

    /** The key of a server's settings ({@link dev.tzaar.lambda.game.ServerSettings}). */
    public static String serverKey(String guildId) {
        return SERVER_PREFIX + guildId;
    }

    /** The key of a player's progress in the course ({@link dev.tzaar.lambda.practice.LessonProgress}). */
    public static String progressKey(String userId) {
        return PROGRESS_PREFIX + userId;
    }

    /** The key of a finished game's review between its steps. */
    public static String reviewKey(String gameId) {
        return REVIEW_PREFIX + gameId;
    }

    /** The key of a player's puzzles ({@link dev.tzaar.lambda.puzzles.PuzzleRecord}). */
    public static String puzzlerKey(String userId) {
        return PUZZLER_PREFIX + userId;
    }

    /** The key of a puzzle's rating ({@link dev.tzaar.lambda.puzzles.PuzzleStanding}). */
    public static String puzzleKey(String puzzleId) {
        return PUZZLE_PREFIX + puzzleId;
    }

    /** The key of a server's daily puzzle. */
    public static String dailyKey(String guildId) {
        return DAILY_PREFIX + guildId;
    }

    /** The key of the mark that a user solved a server's daily puzzle of a day (written as {@code 20261202}). */
    public static String dailySolverKey(String guildId, String day, String userId) {
        return DAILY_SOLVER_PREFIX + guildId + "#" + day + "#" + userId;
    }

    /** The key of a tournament's header. */
    public static String tournamentKey(String tournamentId) {
        return TOURNAMENT_PREFIX + tournamentId;
    }

    /** The key of a tournament's player: one per user, so nobody is in it twice. */
    public static String tournamentPlayerKey(String tournamentId, String userId) {
        return TOURNAMENT_PLAYER_PREFIX + tournamentId + "#" + userId;
    }

    /** The key of a board of a tournament's round. */
    public static String tournamentBoardKey(String tournamentId, int round, int board) {
        return TOURNAMENT_BOARD_PREFIX + tournamentId + "#" + round + "#" + board;
    }

    /** The {@value #LIST} of a server's tournaments, newest first. */
    public static String tournamentList(String guildId) {
        return "tournaments#" + guildId;
    }

    /** The {@value #LIST} of a tournament's players, by slot. */
    public static String tournamentPlayerList(String tournamentId) {
        return "tplayers#" + tournamentId;
    }

    /** The {@value #LIST} of a round's boards, by board. */
    public static String tournamentBoardList(String tournamentId, int round) {
        return "tboards#" + tournamentId + "#" + round;
    }

    /** The key of a player's seat at a game ({@link dev.tzaar.lambda.game.Seat}). */
    public static String seatKey(String gameId, String userId) {
        return SEAT_PREFIX + gameId + "#" + userId;
    }

    /**
     * The {@value #SEAT_LIST} of a player's open or finished games in a server, or in a channel
     * outside servers (a group DM): a server's ids and a channel's never collide, both being
     * snowflakes of one sequence, but the letter says which it is.
     */
    public static String seatList(boolean finished, String guildId, String channelId, String userId) {
        return (finished ? "done#" : "open#") + (guildId != null ? "g" + guildId : "c" + channelId) + "#" + userId;
    }

    /** The index names with their partition and sort keys, in the order above. */
    public static List<List<String>> indexes() {
        return List.of(List.of(OPEN_BY_CHANNEL, OPEN_CHANNEL, UPDATED), List.of(BY_CHALLENGER, CHALLENGER_ID, UPDATED),
                List.of(BY_OPPONENT, OPPONENT_ID, UPDATED), List.of(BY_LIST, LIST, LIST_ORDER));
    }

    /** The request that creates the table (on demand, so it needs no capacity planning). */
    public static CreateTableRequest createRequest(String tableName) {
        return CreateTableRequest.builder()
                .tableName(tableName)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(key(KEY, KeyType.HASH))
                .attributeDefinitions(
                        attribute(KEY, ScalarAttributeType.S),
                        attribute(UPDATED, ScalarAttributeType.N),
                        attribute(OPEN_CHANNEL, ScalarAttributeType.S),
                        attribute(CHALLENGER_ID, ScalarAttributeType.S),
                        attribute(OPPONENT_ID, ScalarAttributeType.S),
                        attribute(LIST, ScalarAttributeType.S),
                        attribute(LIST_ORDER, ScalarAttributeType.N))
                .globalSecondaryIndexes(indexes().stream().map(GameTable::index).toList())
                .build();
    }

    /** An index of {@link #indexes()}: every attribute projected, so a listing needs no second read. */
    public static GlobalSecondaryIndex index(List<String> index) {
        return GlobalSecondaryIndex.builder()
                .indexName(index.get(0))
                .keySchema(key(index.get(1), KeyType.HASH), key(index.get(2), KeyType.RANGE))
                .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
                .build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeDefinition attribute(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }
}
