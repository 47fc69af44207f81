package dev.tzaar.lambda.store;

import dev.tzaar.lambda.practice.LessonProgress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A player's progress in the course, mapped by hand like the server's settings: {@code
 * progress#<user id>}, with {@code reached} (the key of the exercise to resume at, {@code capture.2},
 * or {@code done}) and the version. No expiry and no index: one item of about 60 bytes per player who
 * solved or skipped an exercise, read with one strongly consistent {@code GetItem} (1 read unit) and
 * written in a one-item {@code TransactWriteItems} (2 write units) only when it moves forward, on the
 * version it was read at.
 */
final class ProgressItem {
    static final String REACHED = "reached";
    /** {@value #REACHED} once the course is done: an exercise's key always has a dot. */
    static final String DONE = "done";

    private ProgressItem() {
    }

    static Map<String, AttributeValue> of(LessonProgress progress) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.progressKey(progress.userId())));
        item.put(REACHED, AttributeValue.fromS(progress.reached().orElse(DONE)));
        item.put(GameTable.VERSION, AttributeValue.fromN(Long.toString(progress.version())));
        return item;
    }

    /**
     * The progress an item holds. A key the course no longer has is kept as it is (the progress then
     * resumes at the start, {@link LessonProgress#resumeAt}); only a missing or empty one is corrupt.
     */
    static LessonProgress progress(String userId, Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(GameTable.progressKey(userId), item);
        String reached = in.string(REACHED);
        if (reached.isBlank()) {
            throw in.corrupt("its reached exercise is empty");
        }
        return new LessonProgress(userId, reached.equals(DONE) ? Optional.empty() : Optional.of(reached),
                in.number(GameTable.VERSION));
    }

    static TransactWriteItemsRequest request(String table, LessonProgress progress) {
        return VersionedPut.request(table, of(progress), progress.version());
    }
}
