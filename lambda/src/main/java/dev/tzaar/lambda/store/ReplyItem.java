package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.StoredReply;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The answer to an interaction as a DynamoDB item, and back: {@value GameTable#KEY} {@code
 * reply#<interaction id>}, {@code gameId}, {@code payload} (the service's text, as it gave it) and
 * {@value GameTable#EXPIRES} (epoch seconds, see {@link Expiry}). It has none of the index keys, so
 * it stays out of every index.
 */
final class ReplyItem {
    static final String GAME_ID = "gameId";
    static final String PAYLOAD = "payload";

    private ReplyItem() {
    }

    static Map<String, AttributeValue> of(StoredReply reply) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.replyKey(reply.interactionId())));
        item.put(GAME_ID, AttributeValue.fromS(reply.gameId()));
        item.put(PAYLOAD, AttributeValue.fromS(reply.payload()));
        item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(reply.expiresAt()))));
        return item;
    }

    /** Reads the attributes of the item answering this interaction, with messages naming it. */
    static ItemReader reader(String interactionId, Map<String, AttributeValue> item) {
        return new ItemReader("the answer to interaction " + interactionId, item);
    }

    static StoredReply read(String interactionId, Map<String, AttributeValue> item) {
        ItemReader in = reader(interactionId, item);
        return new StoredReply(interactionId, in.string(GAME_ID), in.string(PAYLOAD),
                Instant.ofEpochSecond(in.number(GameTable.EXPIRES)));
    }
}
