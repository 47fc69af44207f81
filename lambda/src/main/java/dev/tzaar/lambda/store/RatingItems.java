package dev.tzaar.lambda.store;

import dev.tzaar.engine.ai.Level;
import dev.tzaar.lambda.rating.BotRecord;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.Rating;
import dev.tzaar.lambda.rating.Standing;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ladders' items, mapped by hand like the games'.
 *
 * <p>A standing: {@code rating#<ladder>#<user id>}, with the leaderboard index's keys {@value
 * GameTable#LADDER} (the ladder's name) and {@value GameTable#LADDER_RANK} ({@link #rank}), the
 * rating's three numbers, the tallies of wins and losses by colour and setup, the streak, the recent
 * games and the version. A pair's history: {@code pair#<lower id>#<higher id>} with the end times of
 * its rated games in the window and the version; it expires a window after its last game, since it
 * counts for nothing then. A player's record against the bot: {@code botrecord#<user id>} with the
 * games finished and won by level and the version.
 */
final class RatingItems {
    static final String USER = "userId";
    static final String NAME = "name";
    static final String RATING = "rating";
    static final String DEVIATION = "deviation";
    static final String VOLATILITY = "volatility";
    static final String LAST_RATED = "lastRated";
    static final String WON = "won";
    static final String LOST = "lost";
    static final String STREAK = "streak";
    static final String RECENT = "recent";
    static final String ENDS = "ends";
    static final String PLAYED = "played";

    /**
     * What a provisional rating is lowered by in the index's sort key: established players come
     * first, each group highest first, in one query. Far more than any rating's spread.
     */
    static final long PROVISIONAL_DROP = 100_000;

    private RatingItems() {
    }

    static Map<String, AttributeValue> of(Standing standing) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.ratingKey(standing.ladder(), standing.userId())));
        item.put(GameTable.LADDER, s(standing.ladder().name()));
        item.put(GameTable.LADDER_RANK, n(Double.toString(rank(standing))));
        item.put(USER, s(standing.userId()));
        item.put(NAME, s(standing.name()));
        item.put(RATING, n(Double.toString(standing.rating().rating())));
        item.put(DEVIATION, n(Double.toString(standing.rating().deviation())));
        item.put(VOLATILITY, n(Double.toString(standing.rating().volatility())));
        if (standing.lastRated() != null) {
            item.put(LAST_RATED, n(Long.toString(standing.lastRated().toEpochMilli())));
        }
        item.put(WON, tally(standing.won()));
        item.put(LOST, tally(standing.lost()));
        item.put(STREAK, n(Integer.toString(standing.streak())));
        List<AttributeValue> recent = new ArrayList<>();
        for (Standing.RecentGame game : standing.recent()) {
            recent.add(AttributeValue.fromM(Map.of(
                    "game", s(game.gameId()),
                    "opponent", s(game.opponentName()),
                    "won", AttributeValue.fromBool(game.won()),
                    "before", n(Double.toString(game.ratingBefore())),
                    "after", n(Double.toString(game.ratingAfter())),
                    "ended", n(Long.toString(game.endedAt().toEpochMilli())))));
        }
        item.put(RECENT, AttributeValue.fromL(recent));
        item.put(GameTable.VERSION, n(Long.toString(standing.version())));
        return item;
    }

    /** The leaderboard's sort key: the rating, less {@link #PROVISIONAL_DROP} while provisional. */
    static double rank(Standing standing) {
        return standing.rating().rating() - (standing.rating().isProvisional() ? PROVISIONAL_DROP : 0);
    }

    static Standing standing(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        ItemReader in = new ItemReader(key == null || key.s() == null ? "a standing" : key.s(), item);
        try {
            List<Standing.RecentGame> recent = new ArrayList<>();
            List<AttributeValue> entries = in.list(RECENT);
            for (int i = 0; i < entries.size(); i++) {
                ItemReader game = in.entry(RECENT, i, entries.get(i));
                recent.add(new Standing.RecentGame(game.string("game"), game.string("opponent"), game.bool("won"),
                        game.decimal("before"), game.decimal("after"), Instant.ofEpochMilli(game.number("ended"))));
            }
            Long lastRated = in.optionalNumber(LAST_RATED);
            return new Standing(new Ladder(in.string(GameTable.LADDER)), in.string(USER), in.string(NAME),
                    new Rating(in.decimal(RATING), in.decimal(DEVIATION), in.decimal(VOLATILITY)),
                    lastRated == null ? null : Instant.ofEpochMilli(lastRated), tally(in.map(WON)), tally(in.map(LOST)),
                    (int) in.number(STREAK), recent, in.number(GameTable.VERSION));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw in.corrupt("it is not a standing on a ladder: " + e.getMessage(), e);
        }
    }

    static Map<String, AttributeValue> of(PairHistory pair, Duration window) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.pairKey(pair.firstId(), pair.secondId())));
        List<AttributeValue> ends = pair.ratedEnds().stream().map(end -> n(Long.toString(end.toEpochMilli()))).toList();
        item.put(ENDS, AttributeValue.fromL(ends));
        Instant last = pair.ratedEnds().isEmpty() ? Instant.EPOCH : pair.ratedEnds().get(pair.ratedEnds().size() - 1);
        item.put(GameTable.EXPIRES, n(Long.toString(Expiry.epochSecondsOf(last.plus(window)))));
        item.put(GameTable.VERSION, n(Long.toString(pair.version())));
        return item;
    }

    static PairHistory pair(String firstId, String secondId, Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(GameTable.pairKey(firstId, secondId), item);
        List<Instant> ends = new ArrayList<>();
        for (AttributeValue end : in.list(ENDS)) {
            if (end.n() == null) {
                throw in.corrupt("an end time is not a number");
            }
            ends.add(Instant.ofEpochMilli(Long.parseLong(end.n())));
        }
        return new PairHistory(firstId, secondId, ends, in.number(GameTable.VERSION));
    }

    static Map<String, AttributeValue> of(BotRecord record) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, s(GameTable.botRecordKey(record.userId())));
        item.put(USER, s(record.userId()));
        item.put(PLAYED, tally(record.played()));
        item.put(WON, tally(record.won()));
        item.put(GameTable.VERSION, n(Long.toString(record.version())));
        return item;
    }

    static BotRecord botRecord(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        ItemReader in = new ItemReader(key == null || key.s() == null ? "a record against the bot" : key.s(), item);
        try {
            return new BotRecord(in.string(USER), levels(in.map(PLAYED)), levels(in.map(WON)),
                    in.number(GameTable.VERSION));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw in.corrupt("it is not a record against the bot: " + e.getMessage(), e);
        }
    }

    private static Map<String, Integer> levels(ItemReader in) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Level level : Level.values()) {
            Long count = in.optionalNumber(level.label());
            if (count != null) {
                counts.put(level.label(), count.intValue());
            }
        }
        return counts;
    }

    private static AttributeValue tally(Map<String, Integer> counts) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        counts.forEach((key, count) -> map.put(key, n(Integer.toString(count))));
        return AttributeValue.fromM(map);
    }

    private static Map<String, Integer> tally(ItemReader in) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String key : List.of("white", "black", "fixed", "random", "tournament")) {
            Long count = in.optionalNumber(key);
            if (count != null) {
                counts.put(key, count.intValue());
            }
        }
        return counts;
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }
}
