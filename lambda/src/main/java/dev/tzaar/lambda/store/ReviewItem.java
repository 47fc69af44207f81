package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.KeptReview;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A finished game's review between its steps, mapped by hand: {@code review#<game id>}, with {@code state}
 * (the engine's text, about 40 bytes a turn reviewed: under 2 KB for a 40-turn game), the version and the
 * expiry. No index. Read with one strongly consistent {@code GetItem} per step and written in a one-item
 * {@code TransactWriteItems} on the version read ({@link VersionedPut}).
 */
final class ReviewItem {
    static final String STATE = "state";

    private ReviewItem() {
    }

    static Map<String, AttributeValue> of(KeptReview review, Instant expiresAt) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.reviewKey(review.gameId())));
        item.put(STATE, AttributeValue.fromS(review.state()));
        item.put(GameTable.VERSION, AttributeValue.fromN(Long.toString(review.version())));
        item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(expiresAt))));
        return item;
    }

    /** The review an item keeps: an empty state once expired, at the version stored. */
    static KeptReview review(String gameId, Map<String, AttributeValue> item, Instant now) {
        ItemReader in = new ItemReader(GameTable.reviewKey(gameId), item);
        long version = in.number(GameTable.VERSION);
        return new KeptReview(gameId, Expiry.hasExpired(in, now) ? "" : in.string(STATE), version);
    }

    static TransactWriteItemsRequest request(String table, KeptReview review, Instant expiresAt) {
        return VersionedPut.request(table, of(review, expiresAt), review.version());
    }
}
