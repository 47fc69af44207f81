package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.Game;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A player's seat at a game as a DynamoDB item ({@code seat#<game>#<user>}): the game's entry in the
 * player's list of {@value GameTable#BY_SEAT} ({@value GameTable#SEAT_LIST}, and {@value
 * GameTable#LIST_ORDER} the time the seat was put in it), the game's id, and {@code threadOf} (the
 * channel whose thread the game is played in, which a query filters on). What {@code /tzaar games}
 * shows of a seat (whose turn, which turn, who won) is read from the game itself, strongly consistent,
 * so the seat is written only when it moves ({@link Listed}), never for a move. Put in the game's own
 * transaction, unconditionally: the game's condition guards it. It expires the day its game does (or
 * after).
 *
 * <p>Seats written before 29 November 2026 carry what the seat showed then; it is not read any more.
 */
final class SeatItem {
    /** Set only on the seats of a game played in a thread: the thread's channel, which a query filters on. */
    static final String THREAD_OF = "threadOf";

    private SeatItem() {
    }

    static Map<String, AttributeValue> of(Game game, String userId, Listed listed) {
        Listed.SeatList seat = listed.seats().get(userId);
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.seatKey(game.id(), userId)));
        if (seat.listName() != null) {
            item.put(GameTable.SEAT_LIST, AttributeValue.fromS(seat.listName()));
            item.put(GameTable.LIST_ORDER, AttributeValue.fromN(Long.toString(game.updatedAt().toEpochMilli())));
        }
        item.put(ReplyItem.GAME_ID, AttributeValue.fromS(game.id()));
        if (seat.threadOf() != null) {
            item.put(THREAD_OF, AttributeValue.fromS(seat.threadOf()));
        }
        if (listed.expiresBy() != null) {
            item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(listed.expiresBy()))));
        }
        return item;
    }

    static ItemReader reader(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        return new ItemReader(key == null || key.s() == null ? "a seat without its key" : key.s(), item);
    }

    /** The game a seat is at. */
    static String gameId(Map<String, AttributeValue> item) {
        return reader(item).string(ReplyItem.GAME_ID);
    }

    /** The player whose seat it is: the end of its key, {@code seat#<game>#<user>}. */
    static String userId(Map<String, AttributeValue> item) {
        String key = reader(item).string(GameTable.KEY);
        return key.substring(key.lastIndexOf('#') + 1);
    }
}
