package dev.tzaar.lambda.store;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.Seat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * A player's seat at a game as a DynamoDB item ({@code seat#<game>#<user>}), and back: what {@code
 * /tzaar games} shows of it, listed by {@value GameTable#SEAT_LIST} in the {@value GameTable#BY_SEAT}
 * index. Put unconditionally in the game's own transaction, whose condition on the game guards it:
 * a seat is never newer or older than its game. It expires with the game.
 */
final class SeatItem {
    private static final String CHANNEL = "channelId";
    /** Set only on the seats of a game played in a thread: the thread's channel, which a query filters on. */
    static final String THREAD_OF = "threadOf";
    private static final String STATUS = "status";
    private static final String OPPONENT_ID = "opponentUserId";
    private static final String OPPONENT_NAME = "opponentName";
    private static final String CHALLENGER = "challenger";
    private static final String YOUR_TURN = "yourTurn";
    private static final String TURN = "turn";
    private static final String WON = "won";
    private static final String REASON = "reason";

    private SeatItem() {
    }

    /**
     * The puts of the seats of both players: one while an open challenge waits for anyone, and one
     * for a game with the same user on both sides (which the service never makes, but a transaction
     * may not put one item twice).
     */
    static List<TransactWriteItem> puts(String table, Game game) {
        List<TransactWriteItem> puts = new ArrayList<>();
        for (Player player : game.awaitsAnyone() || game.opponent().id().equals(game.challenger().id())
                ? List.of(game.challenger()) : List.of(game.challenger(), game.opponent())) {
            puts.add(TransactWriteItem.builder()
                    .put(Put.builder().tableName(table).item(of(game, Seat.of(game, player), player.id())).build())
                    .build());
        }
        return puts;
    }

    static Map<String, AttributeValue> of(Game game, Seat seat, String userId) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.seatKey(seat.gameId(), userId)));
        boolean finished = seat.status() == GameStatus.FINISHED;
        if (finished || seat.status().isOpen()) {
            item.put(GameTable.SEAT_LIST, AttributeValue.fromS(
                    GameTable.seatList(finished, game.guildId(), game.channelId(), userId)));
            item.put(GameTable.LIST_ORDER, AttributeValue.fromN(Long.toString(seat.updatedAt().toEpochMilli())));
        }
        item.put(ReplyItem.GAME_ID, AttributeValue.fromS(seat.gameId()));
        item.put(CHANNEL, AttributeValue.fromS(seat.channelId()));
        if (seat.threadOf() != null) {
            item.put(THREAD_OF, AttributeValue.fromS(seat.threadOf()));
        }
        item.put(STATUS, AttributeValue.fromS(seat.status().name()));
        if (seat.opponent() != null) {
            item.put(OPPONENT_ID, AttributeValue.fromS(seat.opponent().id()));
            item.put(OPPONENT_NAME, AttributeValue.fromS(seat.opponent().name()));
        }
        item.put(CHALLENGER, AttributeValue.fromBool(seat.challenger()));
        item.put(YOUR_TURN, AttributeValue.fromBool(seat.yourTurn()));
        item.put(TURN, AttributeValue.fromN(Integer.toString(seat.turn())));
        if (seat.won() != null) {
            item.put(WON, AttributeValue.fromBool(seat.won()));
            item.put(REASON, AttributeValue.fromS(seat.reason()));
        }
        item.put(GameTable.UPDATED, AttributeValue.fromN(Long.toString(seat.updatedAt().toEpochMilli())));
        if (seat.expiresAt() != null) {
            item.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(seat.expiresAt()))));
        }
        return item;
    }

    static ItemReader reader(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        return new ItemReader(key == null || key.s() == null ? "a seat without its key" : key.s(), item);
    }

    static Seat read(Map<String, AttributeValue> item) {
        ItemReader in = reader(item);
        String opponentId = in.optionalString(OPPONENT_ID);
        Long expires = in.optionalNumber(GameTable.EXPIRES);
        try {
            return new Seat(in.string(ReplyItem.GAME_ID), in.string(CHANNEL), in.optionalString(THREAD_OF),
                    in.constant(STATUS, GameStatus.class),
                    opponentId == null ? null : new Player(opponentId, in.string(OPPONENT_NAME), false),
                    in.bool(CHALLENGER), in.bool(YOUR_TURN), (int) in.number(TURN), item.containsKey(WON) ? in.bool(WON) : null,
                    in.optionalString(REASON), Instant.ofEpochMilli(in.number(GameTable.UPDATED)),
                    expires == null ? null : Instant.ofEpochSecond(expires));
        } catch (IllegalArgumentException e) {
            throw in.corrupt("its attributes do not make a seat: " + e.getMessage(), e);
        }
    }
}
