package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.Game;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A game's entry in the three game indexes ({@value GameTable#OPEN_BY_CHANNEL}, {@value
 * GameTable#BY_CHALLENGER}, {@value GameTable#BY_OPPONENT}): {@value GameTable#KEY} {@code listed#<game>},
 * {@code gameId}, the index keys ({@value GameTable#OPEN_CHANNEL} only while the game is open, {@value
 * GameTable#CHALLENGER_ID}, {@value GameTable#OPPONENT_ID} once there is an opponent), {@value
 * GameTable#UPDATED} (when the entry was written: the listings' order) and {@value GameTable#EXPIRES}.
 *
 * <p>A small item of its own rather than the game's: the indexes copy every item whole, and the game
 * changes with every action, which cost each action a delete and a put in each index it was in. The
 * entry changes only with what it lists ({@link Listed}), and a listing reads each game it names
 * strongly consistent. Games written before entries existed carry the index keys themselves; the
 * listings read them as they are, and their next write moves them to an entry.
 */
final class GameEntry {
    private GameEntry() {
    }

    static String key(String gameId) {
        return GameTable.ENTRY_PREFIX + gameId;
    }

    static Map<String, AttributeValue> of(Game game, Listed listed) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(key(game.id())));
        item.put(ReplyItem.GAME_ID, AttributeValue.fromS(game.id()));
        if (listed.openChannel() != null) {
            item.put(GameTable.OPEN_CHANNEL, AttributeValue.fromS(listed.openChannel()));
        }
        item.put(GameTable.CHALLENGER_ID, AttributeValue.fromS(listed.challengerId()));
        if (listed.opponentId() != null) {
            item.put(GameTable.OPPONENT_ID, AttributeValue.fromS(listed.opponentId()));
        }
        item.put(GameTable.UPDATED, AttributeValue.fromN(Long.toString(game.updatedAt().toEpochMilli())));
        if (listed.expiresBy() != null) {
            item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(listed.expiresBy()))));
        }
        return item;
    }

    /** Whether an item of an index is an entry (else a game written before entries, listed whole). */
    static boolean isEntry(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        return key != null && key.s() != null && key.s().startsWith(GameTable.ENTRY_PREFIX);
    }

    /** The game an entry names. */
    static String gameId(Map<String, AttributeValue> item) {
        return new ItemReader("the listing entry " + item.get(GameTable.KEY), item).string(ReplyItem.GAME_ID);
    }
}
