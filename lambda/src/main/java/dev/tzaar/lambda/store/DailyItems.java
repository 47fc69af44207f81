package dev.tzaar.lambda.store;

import dev.tzaar.lambda.game.ServerSettings;
import dev.tzaar.lambda.puzzles.DailyPuzzle;
import dev.tzaar.lambda.puzzles.DailySchedule;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The daily puzzle's items, mapped by hand: {@code daily#<guild id>} (the channel, its language, the day
 * last claimed, the post's message id once posted, the count of solvers, the day Discord refused a post if it did, the version; while on, in the
 * {@value GameTable#BY_LIST} index under {@value GameTable#DAILY_LIST} by the epoch milliseconds it is next
 * due), about 150 bytes, so one write unit, and 2 in a transaction as the store writes everything; and
 * {@code dailysolver#<guild>#<day>#<user>}, a solver's mark for the day, written only where there is none
 * and forgotten two days later.
 */
final class DailyItems {
    static final String CHANNEL = "channelId";
    static final String LANGUAGE = "language";
    static final String DAY = "day";
    static final String MESSAGE = "messageId";
    static final String SOLVERS = "solvers";
    static final String REFUSED = "refused";
    /** How long a solver's mark is kept: past the day, so that a late press of the day's post counts once. */
    static final java.time.Duration SOLVER_KEPT = java.time.Duration.ofDays(2);

    private DailyItems() {
    }

    static Map<String, AttributeValue> of(DailySchedule schedule) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.dailyKey(schedule.guildId())));
        item.put(ServerItem.GUILD, AttributeValue.fromS(schedule.guildId()));
        item.put(CHANNEL, AttributeValue.fromS(schedule.channelId()));
        item.put(LANGUAGE, AttributeValue.fromS(schedule.language()));
        schedule.due().ifPresent(due -> {
            item.put(GameTable.LIST, AttributeValue.fromS(GameTable.DAILY_LIST));
            item.put(GameTable.LIST_ORDER, AttributeValue.fromN(Long.toString(due.toEpochMilli())));
        });
        schedule.day().ifPresent(day -> item.put(DAY, AttributeValue.fromS(DailyPuzzle.written(day))));
        schedule.messageId().ifPresent(id -> item.put(MESSAGE, AttributeValue.fromS(id)));
        item.put(SOLVERS, AttributeValue.fromN(Long.toString(schedule.solvers())));
        schedule.refused().ifPresent(day -> item.put(REFUSED, AttributeValue.fromS(DailyPuzzle.written(day))));
        item.put(GameTable.VERSION, AttributeValue.fromN(Long.toString(schedule.version())));
        return item;
    }

    static DailySchedule schedule(Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(item.containsKey(GameTable.KEY) ? item.get(GameTable.KEY).s() : "daily#?", item);
        String guild = in.string(ServerItem.GUILD);
        Long due = GameTable.DAILY_LIST.equals(in.optionalString(GameTable.LIST))
                ? in.optionalNumber(GameTable.LIST_ORDER) : null;
        String written = in.optionalString(DAY);
        Optional<LocalDate> day = written == null ? Optional.empty() : Optional.of(DailyPuzzle.read(written)
                .orElseThrow(() -> in.corrupt("its day is \"" + written + "\", not a day like 20261202")));
        String refused = in.optionalString(REFUSED);
        try {
            return new DailySchedule(guild, in.string(CHANNEL), in.string(LANGUAGE),
                    Optional.ofNullable(due).map(Instant::ofEpochMilli), day,
                    Optional.ofNullable(in.optionalString(MESSAGE)), in.number(SOLVERS),
                    Optional.ofNullable(refused).flatMap(DailyPuzzle::read), in.number(GameTable.VERSION));
        } catch (IllegalArgumentException e) {
            throw in.corrupt(e.getMessage(), e);
        }
    }

    static TransactWriteItemsRequest request(String table, DailySchedule schedule) {
        return VersionedPut.request(table, of(schedule), schedule.version());
    }

    static TransactWriteItemsRequest request(String table, ServerSettings settings, DailySchedule schedule) {
        return TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(VersionedPut.put(table, ServerItem.of(settings), settings.version()))
                        .build(),
                TransactWriteItem.builder().put(VersionedPut.put(table, of(schedule), schedule.version())).build())
                .build();
    }

    /** The schedule with one more solver, and the solver's mark for the day, put only where there is none. */
    static TransactWriteItemsRequest counting(String table, DailySchedule counted, LocalDate day, String userId,
            Instant expires) {
        String key = GameTable.dailySolverKey(counted.guildId(), DailyPuzzle.written(day), userId);
        Map<String, AttributeValue> mark = new LinkedHashMap<>();
        mark.put(GameTable.KEY, AttributeValue.fromS(key));
        mark.put(GameTable.EXPIRES, AttributeValue.fromN(Long.toString(Expiry.epochSecondsOf(expires))));
        Put once = Put.builder().tableName(table).item(mark)
                .conditionExpression("attribute_not_exists(#pk)")
                .expressionAttributeNames(Map.of("#pk", GameTable.KEY))
                .build();
        return TransactWriteItemsRequest.builder().transactItems(
                TransactWriteItem.builder().put(once).build(),
                TransactWriteItem.builder().put(VersionedPut.put(table, of(counted), counted.version())).build())
                .build();
    }
}
