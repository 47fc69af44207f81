package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.game.StoredReply;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A kept answer is written in one write unit's kilobyte where gzip can make it fit (a move's answer is
 * 1.2 to 2 KB of JSON, and an item over 1 KB costs twice as much in a transaction), and read back as
 * it was given.
 */
class ReplyItemTest {
    private static final Instant EXPIRES = Instant.parse("2040-03-02T12:00:00Z");

    /** An answer like a move's: the text, the game's summary with its legal actions, the buttons. */
    private static String movesAnswer() {
        StringBuilder json = new StringBuilder("{\"userId\":\"100000000000000001\",\"reply\":{\"text\":\"**Ann** C2"
                + " captures a Tzaar on C3. **Bo** (Black) to capture.\",\"game\":{\"legalActions\":[");
        for (char file = 'A'; file <= 'I'; file++) {
            for (int rank = 1; rank <= 9; rank++) {
                json.append("\"").append(file).append(rank).append("x").append(file).append(rank + 1).append("\",");
                json.append("\"").append(file).append(rank).append("-").append((char) (file + 1)).append(rank)
                        .append("\",");
            }
        }
        return json.append("\"F4xE4\"]}}}").toString();
    }

    @Test
    void aLongAnswerIsKeptGzippedInUnderAKilobyteAndReadBackAsGiven() {
        String payload = movesAnswer();
        assertTrue(payload.length() > 1024, "as long as a move's answer: " + payload.length());
        StoredReply reply = new StoredReply("1309175421466497024", "k7m2q", payload, EXPIRES);

        Map<String, AttributeValue> item = ReplyItem.of(reply);

        assertFalse(item.containsKey(ReplyItem.PAYLOAD));
        assertTrue(ItemSize.of(withoutBytes(item)) + item.get(ReplyItem.PAYLOAD_GZIP).b().asByteArray().length < 1024);
        assertEquals(reply, ReplyItem.read(reply.interactionId(), item));
    }

    @Test
    void aShortAnswerIsKeptAsText() {
        StoredReply reply = new StoredReply("1309175421466497024", "k7m2q", "{\"text\":\"It's Bo's turn.\"}",
                EXPIRES);

        Map<String, AttributeValue> item = ReplyItem.of(reply);

        assertEquals(reply.payload(), item.get(ReplyItem.PAYLOAD).s());
        assertEquals(reply, ReplyItem.read(reply.interactionId(), item));
    }

    @Test
    void bytesThatAreNotGzipAreReportedAsACorruptItem() {
        Map<String, AttributeValue> item = new HashMap<>(ReplyItem.of(new StoredReply("1", "k7m2q", movesAnswer(),
                EXPIRES)));
        item.put(ReplyItem.PAYLOAD_GZIP, AttributeValue.fromB(SdkBytes.fromUtf8String("not gzip")));

        assertThrows(CorruptItemException.class, () -> ReplyItem.read("1", item));
    }

    private static Map<String, AttributeValue> withoutBytes(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> rest = new HashMap<>(item);
        rest.remove(ReplyItem.PAYLOAD_GZIP);
        return rest;
    }
}
