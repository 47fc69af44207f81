package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.StoredReply;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The answer to an interaction as a DynamoDB item, and back: {@value GameTable#KEY} {@code
 * reply#<interaction id>}, {@code gameId}, {@code payload} (the service's text, as it gave it) or, when
 * that is longer than {@value #GZIPPED_FROM} bytes, {@code payloadGzip} (the same, gzipped: a move's
 * answer is 1.2 to 2 KB of JSON, which gzip makes about a third, and an item over 1 KB costs twice the
 * write units), and {@value GameTable#EXPIRES} (epoch seconds, see {@link Expiry}). It has none of the
 * index keys, so it stays out of every index.
 */
final class ReplyItem {
    static final String GAME_ID = "gameId";
    static final String PAYLOAD = "payload";
    static final String PAYLOAD_GZIP = "payloadGzip";
    /** Payloads of more UTF-8 bytes than this are kept gzipped. */
    static final int GZIPPED_FROM = 600;

    private ReplyItem() {
    }

    static Map<String, AttributeValue> of(StoredReply reply) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.replyKey(reply.interactionId())));
        item.put(GAME_ID, AttributeValue.fromS(reply.gameId()));
        byte[] payload = reply.payload().getBytes(StandardCharsets.UTF_8);
        if (payload.length > GZIPPED_FROM) {
            item.put(PAYLOAD_GZIP, AttributeValue.fromB(SdkBytes.fromByteArray(gzip(payload))));
        } else {
            item.put(PAYLOAD, AttributeValue.fromS(reply.payload()));
        }
        item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(reply.expiresAt()))));
        return item;
    }

    /** Reads the attributes of the item answering this interaction, with messages naming it. */
    static ItemReader reader(String interactionId, Map<String, AttributeValue> item) {
        return new ItemReader("the answer to interaction " + interactionId, item);
    }

    static StoredReply read(String interactionId, Map<String, AttributeValue> item) {
        ItemReader in = reader(interactionId, item);
        AttributeValue gzipped = item.get(PAYLOAD_GZIP);
        String payload = gzipped != null && gzipped.b() != null ? gunzip(in, gzipped.b().asByteArray())
                : in.string(PAYLOAD);
        return new StoredReply(interactionId, in.string(GAME_ID), payload,
                Instant.ofEpochSecond(in.number(GameTable.EXPIRES)));
    }

    private static byte[] gzip(byte[] text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length / 2);
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException("gzip in memory failed", e);
        }
        return bytes.toByteArray();
    }

    private static String gunzip(ItemReader in, byte[] gzipped) {
        try (GZIPInputStream text = new GZIPInputStream(new ByteArrayInputStream(gzipped))) {
            return new String(text.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw in.corrupt(PAYLOAD_GZIP + " is not gzipped text: " + e.getMessage(), e);
        }
    }
}
