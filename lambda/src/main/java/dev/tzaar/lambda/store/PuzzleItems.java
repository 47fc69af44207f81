package dev.tzaar.lambda.store;

import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.PuzzleStanding;
import dev.tzaar.lambda.puzzles.RatedTry;
import dev.tzaar.lambda.rating.Rating;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The puzzles' items, mapped by hand like a player's progress: {@code puzzler#<user id>} (the puzzle
 * rating, the streak and the best one, the recent puzzles' ids in one string, newest first, and the
 * puzzle shown and not finished yet) and
 * {@code puzzle#<id>} (the puzzle's rating, its tries and solves). No expiry and no index. A finished
 * try reads both strongly (1 read unit each) and writes both in one {@code TransactWriteItems}, each
 * on the version it was read at: under 1 KB each, so 2 write units each, 4 in all. A puzzle opened
 * writes the player's item alone (a one-item transaction: 2 write units), so that it is seen.
 */
final class PuzzleItems {
    static final String STREAK = "streak";
    static final String BEST = "best";
    static final String RECENT = "recent";
    static final String SHOWN = "shown";
    static final String TRIES = "tries";
    static final String SOLVES = "solves";

    private PuzzleItems() {
    }

    static Map<String, AttributeValue> of(PuzzleRecord record) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.puzzlerKey(record.userId())));
        rating(item, record.rating());
        item.put(STREAK, n(record.streak()));
        item.put(BEST, n(record.bestStreak()));
        item.put(RECENT, AttributeValue.fromS(String.join(" ", record.recent())));
        record.shown().ifPresent(id -> item.put(SHOWN, AttributeValue.fromS(id)));
        item.put(GameTable.VERSION, n(record.version()));
        return item;
    }

    static Map<String, AttributeValue> of(PuzzleStanding standing) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.puzzleKey(standing.puzzleId())));
        rating(item, standing.rating());
        item.put(TRIES, n(standing.tries()));
        item.put(SOLVES, n(standing.solves()));
        item.put(GameTable.VERSION, n(standing.version()));
        return item;
    }

    static PuzzleRecord record(String userId, Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(GameTable.puzzlerKey(userId), item);
        String recent = in.string(RECENT);
        List<String> ids = recent.isEmpty() ? List.of() : Arrays.asList(recent.split(" "));
        try {
            return new PuzzleRecord(userId, rating(in), (int) in.number(STREAK), (int) in.number(BEST), ids,
                    Optional.ofNullable(in.optionalString(SHOWN)), in.number(GameTable.VERSION));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    static PuzzleStanding standing(String puzzleId, Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(GameTable.puzzleKey(puzzleId), item);
        try {
            return new PuzzleStanding(puzzleId, rating(in), in.number(TRIES), in.number(SOLVES),
                    in.number(GameTable.VERSION));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    static TransactWriteItemsRequest request(String table, RatedTry rated) {
        return TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(VersionedPut.put(table, of(rated.player()), rated.player().version()))
                        .build(),
                TransactWriteItem.builder().put(VersionedPut.put(table, of(rated.puzzle()), rated.puzzle().version()))
                        .build())
                .build();
    }

    private static void rating(Map<String, AttributeValue> item, Rating rating) {
        item.put(RatingItems.RATING, AttributeValue.fromN(Double.toString(rating.rating())));
        item.put(RatingItems.DEVIATION, AttributeValue.fromN(Double.toString(rating.deviation())));
        item.put(RatingItems.VOLATILITY, AttributeValue.fromN(Double.toString(rating.volatility())));
    }

    private static Rating rating(ItemReader in) {
        return new Rating(in.decimal(RatingItems.RATING), in.decimal(RatingItems.DEVIATION),
                in.decimal(RatingItems.VOLATILITY));
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
