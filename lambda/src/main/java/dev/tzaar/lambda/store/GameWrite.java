package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * One write of {@link dev.tzaar.lambda.game.GameStore#write}: a single {@code TransactWriteItems}
 * putting the game and the answer together, each under its condition, and what its cancellation
 * means.
 *
 * <p>The conditions, where an item whose {@value GameTable#EXPIRES} time has come counts as absent
 * (as it does for every read):
 * <ul>
 *   <li>a new game (version 1): {@code attribute_not_exists(pk) OR expires <= :now}: the id is free,
 *       or only an expired game is left under it (TTL may take days to delete it);</li>
 *   <li>a changed game: {@code version = :previous AND (attribute_not_exists(expires) OR expires >
 *       :now)}: the stored game is the one the change was made to, and still there;</li>
 *   <li>the answer: {@code attribute_not_exists(pk) OR expires <= :now}: the interaction has no
 *       answer yet.</li>
 *   <li>a new challenge also puts its place, {@code pending#<channel>#<challenger>#<opponent>} (an
 *       open challenge's is {@code pending#<channel>#<challenger>#anyone}: one at a time) with
 *       the game's id and expiry, under {@code attribute_not_exists(pk) OR expires <= :now}: twenty
 *       identical challenges sent at once make one game. The change that answers a challenge (its
 *       version 2: accepted, declined or withdrawn; a challenge changes in no other way) frees the
 *       place, putting it again as expired at once (the function is allowed no delete). The place cannot belong to another game then: it is taken only when free, and the
 *       challenge, unexpired since it is being answered, holds it until it expires.</li>
 *   <li>a rated game's ending also puts each player's new standing on each ladder, on {@code version =
 *       :previous} (or, for a newcomer, {@code attribute_not_exists(pk)}), and the pair's history on
 *       its version likewise (or, when it has none, {@code attribute_not_exists(pk) OR expires <=
 *       :now}). These come last in the transaction.</li>
 * </ul>
 *
 * <p>After those, the game's entry in the game indexes ({@link GameEntry}) and the players' seats ({@link
 * SeatItem}), each only when it differs from what the game had before this write ({@link Listed}; all of
 * them when that is not known), put without a condition of their own: the game's condition guards them,
 * since the transaction is all or nothing, and it also makes sure the game stored is the one they were
 * compared with. A move changes none of them: it writes the game and its answer, and no index.
 *
 * <p>{@code write} takes no time of its own, so {@code :now} is the game's {@link Game#updatedAt()}:
 * the service stamps a change with the time it was made. (A claim keeps the time of the last
 * action, which is earlier; the expiry check is then only more lenient, and the service has just
 * found the game unexpired anyway.)
 */
final class GameWrite {
    /** The order of the items in the transaction, which is the order of its cancellation reasons. */
    private static final int GAME = 0;
    private static final int REPLY = 1;
    private static final int PENDING = 2;

    private static final String CONDITION_FAILED = "ConditionalCheckFailed";
    /** Another transaction was changing the item at that moment. */
    private static final String CONFLICT = "TransactionConflict";

    private static final String IS_FREE = "attribute_not_exists(#pk) OR #expires <= :now";
    private static final String IS_PREVIOUS_VERSION =
            "#version = :previous AND (attribute_not_exists(#expires) OR #expires > :now)";

    private GameWrite() {
    }

    static TransactWriteItemsRequest request(String table, Game game, StoredReply reply) {
        return request(table, game, reply, RatingWrite.NONE);
    }

    static TransactWriteItemsRequest request(String table, Game game, StoredReply reply, RatingWrite ratings) {
        return request(table, game, reply, ratings, true, null);
    }

    /**
     * @param withBotGamePlace false to leave the place of a game against the bot out: for a later
     *     write of a game whose place another game holds ({@link #placeHeldByAnother})
     * @param before where the game was listed at its previous version, which the write's condition
     *     requires to be the one stored; null when not known (a new game, or one not read here), and then
     *     every entry is put
     */
    static TransactWriteItemsRequest request(String table, Game game, StoredReply reply, RatingWrite ratings,
            boolean withBotGamePlace, Listed before) {
        if (!reply.gameId().equals(game.id())) {
            throw new IllegalArgumentException("the answer to interaction " + reply.interactionId() + " is about game "
                    + reply.gameId() + ", not game " + game.id());
        }
        if (game.version() < 1) {
            throw new IllegalArgumentException("game " + game.id() + " has version " + game.version()
                    + "; versions count from 1");
        }
        AttributeValue now = number(Expiry.nowForConditions(game.updatedAt()));
        Put gamePut = game.version() == 1
                ? Put.builder().tableName(table).item(GameItem.of(game))
                        .conditionExpression(IS_FREE)
                        .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES))
                        .expressionAttributeValues(Map.of(":now", now))
                        .build()
                : Put.builder().tableName(table).item(GameItem.of(game))
                        .conditionExpression(IS_PREVIOUS_VERSION)
                        .expressionAttributeNames(Map.of("#version", GameTable.VERSION, "#expires", GameTable.EXPIRES))
                        .expressionAttributeValues(Map.of(":previous", number(game.version() - 1), ":now", now))
                        .build();
        Put replyPut = Put.builder().tableName(table).item(ReplyItem.of(reply))
                .conditionExpression(IS_FREE)
                .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES))
                .expressionAttributeValues(Map.of(":now", now))
                .build();
        List<TransactWriteItem> items = new ArrayList<>(List.of(
                TransactWriteItem.builder().put(gamePut).build(),
                TransactWriteItem.builder().put(replyPut).build()));
        Map<String, AttributeValue> pendingKey = Map.of(GameTable.KEY, AttributeValue.fromS(game.open()
                ? GameTable.openPendingKey(game.channelId(), game.challenger().id())
                : GameTable.pendingKey(game.channelId(), game.challenger().id(), game.opponent().id())));
        Optional<Player> againstBot = humanAgainstBot(game);
        if (againstBot.isPresent()) {
            if (withBotGamePlace) {
                items.add(TransactWriteItem.builder().put(botGamePlace(table, game, againstBot.get(), now)).build());
            }
        } else if (game.version() == 1 && game.status() == GameStatus.CHALLENGED) {
            Map<String, AttributeValue> place = new LinkedHashMap<>(pendingKey);
            place.put(ReplyItem.GAME_ID, AttributeValue.fromS(game.id()));
            if (game.expiresAt() != null) {
                place.put(GameTable.EXPIRES, number(Expiry.epochSecondsOf(game.expiresAt())));
            }
            items.add(TransactWriteItem.builder().put(Put.builder().tableName(table).item(place)
                    .conditionExpression(IS_FREE)
                    .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES))
                    .expressionAttributeValues(Map.of(":now", now))
                    .build()).build());
        } else if (game.version() == 2 && game.status() != GameStatus.CHALLENGED) {
            // Freed by a put that has expired already, not by a delete: the function may only get,
            // put and query (template.yaml), and an expired item is as good as none (TTL removes it).
            Map<String, AttributeValue> freed = new LinkedHashMap<>(pendingKey);
            freed.put(ReplyItem.GAME_ID, AttributeValue.fromS(game.id()));
            // Expired since the challenge was made: free for any later challenge, whatever the clock
            // of the function that makes it (and recent enough for TTL, which skips items over five years old).
            freed.put(GameTable.EXPIRES, number(game.createdAt().getEpochSecond()));
            items.add(TransactWriteItem.builder().put(Put.builder().tableName(table).item(freed).build()).build());
        }
        Listed listed = Listed.of(game);
        if (listed.entryDiffers(before)) {
            items.add(unconditional(table, GameEntry.of(game, listed)));
        }
        for (Player player : Listed.seated(game)) {
            if (listed.seatDiffers(player.id(), before)) {
                items.add(unconditional(table, SeatItem.of(game, player.id(), listed)));
            }
        }
        for (Standing standing : ratings.standings()) {
            items.add(TransactWriteItem.builder()
                    .put(VersionedPut.put(table, RatingItems.of(standing), standing.version())).build());
        }
        if (ratings.pair() != null) {
            PairHistory pair = ratings.pair();
            Map<String, AttributeValue> item = RatingItems.of(pair, RatedGamePolicy.STANDARD.window());
            items.add(TransactWriteItem.builder().put(pair.version() == 1
                    ? Put.builder().tableName(table).item(item)
                            .conditionExpression(IS_FREE)
                            .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES))
                            .expressionAttributeValues(Map.of(":now", now))
                            .build()
                    : Put.builder().tableName(table).item(item)
                            .conditionExpression(IS_PREVIOUS_VERSION)
                            .expressionAttributeNames(Map.of("#version", GameTable.VERSION, "#expires", GameTable.EXPIRES))
                            .expressionAttributeValues(Map.of(":previous", number(pair.version() - 1), ":now", now))
                            .build()).build());
        }
        if (ratings.botRecord() != null) {
            BotRecord record = ratings.botRecord();
            items.add(TransactWriteItem.builder()
                    .put(VersionedPut.put(table, RatingItems.of(record), record.version())).build());
        }
        return TransactWriteItemsRequest.builder()
                .transactItems(items)
                .clientRequestToken(RequestToken.fresh())
                .build();
    }

    /**
     * What a cancelled write means for the caller. A failed condition on the answer wins: the
     * interaction was answered (perhaps by this very write, committed once already and sent again
     * after a lost response), so whatever happened to the game is that answer's doing. Otherwise a
     * failed condition on a new challenge's place means the same challenge is waiting; a
     * failed condition on the game, or another transaction changing it (or the place) at that
     * moment, means the game changed. Anything else (throttling, an item too large...) is not an outcome: it is
     * thrown on.
     */
    /** True when a write was cancelled because another write came first: a failed condition or a conflict. */
    static boolean lostARace(TransactionCanceledException cancelled) {
        return cancelled.cancellationReasons().stream()
                .anyMatch(reason -> CONDITION_FAILED.equals(reason.code()) || CONFLICT.equals(reason.code()));
    }

    static WriteOutcome outcomeOf(TransactionCanceledException cancelled) {
        return outcomeOf(cancelled, 0);
    }

    /**
     * The same for a write with {@code ratingItems} rating items at its end: when nothing else
     * failed, a failed condition on one of them (or another transaction changing it) means another
     * game's ending changed a player's standing or the pair's history first.
     */
    static WriteOutcome outcomeOf(TransactionCanceledException cancelled, int ratingItems) {
        List<CancellationReason> all = cancelled.cancellationReasons();
        if (all.size() < 2 + ratingItems) {
            throw cancelled;
        }
        List<CancellationReason> reasons = all.subList(0, all.size() - ratingItems);
        WriteOutcome outcome = outcomeOfGameItems(cancelled, reasons);
        if (outcome != null) {
            return outcome;
        }
        for (CancellationReason reason : all.subList(reasons.size(), all.size())) {
            if (CONDITION_FAILED.equals(reason.code()) || CONFLICT.equals(reason.code())) {
                return WriteOutcome.RATINGS_CHANGED;
            }
        }
        throw cancelled;
    }

    /** The outcome when the game's own items say it; null when none of them failed. */
    private static WriteOutcome outcomeOfGameItems(TransactionCanceledException cancelled,
            List<CancellationReason> reasons) {
        if (CONDITION_FAILED.equals(reasons.get(REPLY).code())) {
            return WriteOutcome.ALREADY_ANSWERED;
        }
        if (reasons.size() > PENDING && CONDITION_FAILED.equals(reasons.get(PENDING).code())) {
            return WriteOutcome.CHALLENGE_PENDING;
        }
        if (reasons.size() > PENDING && CONFLICT.equals(reasons.get(PENDING).code())) {
            // Another challenge between the same two was being written at that moment.
            return WriteOutcome.GAME_CHANGED;
        }
        String game = reasons.get(GAME).code();
        if (CONDITION_FAILED.equals(game) || CONFLICT.equals(game)) {
            return WriteOutcome.GAME_CHANGED;
        }
        return null;
    }

    /**
     * True when a later write of a game against the bot was cancelled only because its place belongs
     * to another game, unexpired: a game made before places existed, which never held one, while a
     * newer game holds it. That game is then written without the place ({@code withBotGamePlace}
     * false), which it neither takes nor frees.
     */
    static boolean placeHeldByAnother(TransactionCanceledException cancelled, Game game) {
        if (game.version() == 1 || humanAgainstBot(game).isEmpty()) {
            return false;
        }
        List<CancellationReason> reasons = cancelled.cancellationReasons();
        // Whether the game changed too is left to the write without the place to tell.
        return reasons.size() > PENDING && CONDITION_FAILED.equals(reasons.get(PENDING).code())
                && !CONDITION_FAILED.equals(reasons.get(REPLY).code());
    }

    /** The human of a game against the bot, which has its place; empty for any other game. */
    private static Optional<Player> humanAgainstBot(Game game) {
        if (game.white() == null || game.black() == null || game.white().bot() == game.black().bot()) {
            return Optional.empty();
        }
        return Optional.of(game.white().bot() ? game.black() : game.white());
    }

    /**
     * The place of a game against the bot ({@code botgame#<channel>#<player>}): taken by the new game
     * only when free, so two presses of {@code /tzaar ai} at once make one game; kept with the game's
     * expiry while it is played (a game the player abandons expires, and its place with it); freed
     * by a put expired at once when it ends. Every later write (kept or freed) is conditional on the
     * place being this game's, or free: a game made before places existed holds none, and must not
     * take or free a newer game's ({@link #placeHeldByAnother}).
     */
    private static Put botGamePlace(String table, Game game, Player human, AttributeValue now) {
        Map<String, AttributeValue> place = new LinkedHashMap<>();
        place.put(GameTable.KEY, AttributeValue.fromS(GameTable.botGameKey(game.channelId(), human.id())));
        place.put(ReplyItem.GAME_ID, AttributeValue.fromS(game.id()));
        boolean playing = game.status() == GameStatus.ACTIVE;
        if (!playing) {
            place.put(GameTable.EXPIRES, number(game.createdAt().getEpochSecond()));
        } else if (game.expiresAt() != null) {
            place.put(GameTable.EXPIRES, number(Expiry.epochSecondsOf(game.expiresAt())));
        }
        Put.Builder put = Put.builder().tableName(table).item(place);
        if (playing && game.version() == 1) {
            return put.conditionExpression(IS_FREE)
                    .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES))
                    .expressionAttributeValues(Map.of(":now", now))
                    .build();
        }
        return put.conditionExpression(IS_FREE + " OR #game = :game")
                .expressionAttributeNames(Map.of("#pk", GameTable.KEY, "#expires", GameTable.EXPIRES,
                        "#game", ReplyItem.GAME_ID))
                .expressionAttributeValues(Map.of(":now", now, ":game", AttributeValue.fromS(game.id())))
                .build();
    }

    private static TransactWriteItem unconditional(String table, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(Put.builder().tableName(table).item(item).build()).build();
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
