package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import dev.tzaar.lambda.game.StoredReply;
import java.util.List;
import java.util.Map;
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
 * </ul>
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

    private static final String CONDITION_FAILED = "ConditionalCheckFailed";
    /** Another transaction was changing the item at that moment. */
    private static final String CONFLICT = "TransactionConflict";

    private static final String IS_FREE = "attribute_not_exists(#pk) OR #expires <= :now";
    private static final String IS_PREVIOUS_VERSION =
            "#version = :previous AND (attribute_not_exists(#expires) OR #expires > :now)";

    private GameWrite() {
    }

    static TransactWriteItemsRequest request(String table, Game game, StoredReply reply) {
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
        List<TransactWriteItem> items = List.of(
                TransactWriteItem.builder().put(gamePut).build(),
                TransactWriteItem.builder().put(replyPut).build());
        return TransactWriteItemsRequest.builder()
                .transactItems(items)
                .clientRequestToken(RequestToken.of(reply.interactionId(), items))
                .build();
    }

    /**
     * What a cancelled write means for the caller. A failed condition on the answer wins: the
     * interaction was answered (perhaps by this very write, committed once already and sent again
     * after a lost response), so whatever happened to the game is that answer's doing. Otherwise a
     * failed condition on the game, or another transaction changing it at that moment, means the
     * game changed. Anything else (throttling, an item too large...) is not an outcome: it is
     * thrown on.
     */
    static WriteOutcome outcomeOf(TransactionCanceledException cancelled) {
        List<CancellationReason> reasons = cancelled.cancellationReasons();
        if (reasons.size() != 2) {
            throw cancelled;
        }
        if (CONDITION_FAILED.equals(reasons.get(REPLY).code())) {
            return WriteOutcome.ALREADY_ANSWERED;
        }
        String game = reasons.get(GAME).code();
        if (CONDITION_FAILED.equals(game) || CONFLICT.equals(game)) {
            return WriteOutcome.GAME_CHANGED;
        }
        throw cancelled;
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
