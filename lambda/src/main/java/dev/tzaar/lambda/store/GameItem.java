package dev.tzaar.lambda.store;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameThread;
import dev.tzaar.lambda.game.PingOwed;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A game as a DynamoDB item, and back. Written so that it reads well in the console:
 *
 * <ul>
 *   <li>{@value GameTable#KEY} {@code game#<id>}; {@code channelId}, {@code guildId} (absent in a
 *       direct message), {@code status}, {@code setup}, {@code colour} as words;</li>
 *   <li>{@code challenger}, {@code opponent} (absent while an open challenge waits for anyone; such
 *       a challenge has {@code open} true), and once started {@code white} and {@code black}, as
 *       maps {@code {id, name, bot}};</li>
 *   <li>{@code record}, once started: the game in our text format ({@link RecordText}), one turn a
 *       line;</li>
 *   <li>{@code created} and {@value GameTable#UPDATED} in epoch milliseconds (times are kept to the
 *       millisecond), {@value GameTable#EXPIRES} in epoch seconds (absent for never, see {@link
 *       Expiry}), {@value GameTable#VERSION};</li>
 *   <li>none of the game indexes' keys: a game is listed by its entry ({@link GameEntry}), which does
 *       not change with every action as the game does (games written before entries carry {@value
 *       GameTable#CHALLENGER_ID}, {@value GameTable#OPPONENT_ID} and {@value GameTable#OPEN_CHANNEL}
 *       themselves, until their next write);</li>
 *   <li>{@code thread} when the challenge asked for a thread of its own: {@code {asked, private, id}},
 *       {@code private} only for a private thread, the id once the bot started it;</li>
 *   <li>{@code clock} for a timed game, a map {@code {daysPerMove, whiteLeftMs, blackLeftMs,
 *       turnStarted, remindersSent, reminderUnposted, language}}, and while it runs the keys of {@value GameTable#BY_CLOCK_DUE}:
 *       {@value GameTable#CLOCK_QUEUE} and {@value GameTable#CLOCK_DUE} (epoch milliseconds of what is
 *       next due), so that a game leaves that index as it ends;</li>
 *   <li>{@code pingOwed} while the channel owes a player the ping of the game's last reply: {@code {users,
 *       text}}.</li>
 * </ul>
 *
 * <p>Reading refuses an item it cannot read completely with a {@link CorruptItemException} that
 * names the game.
 */
final class GameItem {
    static final String GUILD = "guildId";
    static final String CHANNEL = "channelId";
    static final String STATUS = "status";
    static final String CHALLENGER = "challenger";
    static final String OPPONENT = "opponent";
    /** True for a challenge made to anyone in the channel; absent otherwise. */
    static final String OPEN = "open";
    static final String SETUP = "setup";
    static final String COLOUR = "colour";
    static final String WHITE = "white";
    static final String BLACK = "black";
    static final String RECORD = "record";
    /** The current position, in notation: readable in the console, and a check on the record. */
    static final String POSITION = "position";
    static final String CREATED = "created";
    /** The game's own thread: {@code {asked: true}}, and its {@code id} once started; absent when none was asked for. */
    static final String THREAD = "thread";
    private static final String THREAD_ID = "id";
    private static final String THREAD_ASKED = "asked";
    /** Present (true) for a private thread; games from before private threads have public ones. */
    private static final String THREAD_PRIVATE = "private";
    /** The correspondence clock, a map; absent for an untimed game. */
    static final String CLOCK = "clock";
    /** The ping the channel owes ({@link dev.tzaar.lambda.game.PingOwed}), a map; absent when none is. */
    static final String PING_OWED = "pingOwed";
    private static final String PING_USERS = "users";
    private static final String PING_TEXT = "text";

    private static final String CLOCK_DAYS = "daysPerMove";
    private static final String CLOCK_WHITE = "whiteLeftMs";
    private static final String CLOCK_BLACK = "blackLeftMs";
    private static final String CLOCK_TURN = "turnStarted";
    private static final String CLOCK_REMINDERS = "remindersSent";
    private static final String CLOCK_UNPOSTED = "reminderUnposted";
    private static final String CLOCK_LANGUAGE = "language";

    private static final String PLAYER_ID = "id";
    private static final String PLAYER_NAME = "name";
    private static final String PLAYER_BOT = "bot";

    private GameItem() {
    }

    static Map<String, AttributeValue> of(Game game) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, string(GameTable.gameKey(game.id())));
        if (game.guildId() != null) {
            item.put(GUILD, string(game.guildId()));
        }
        item.put(CHANNEL, string(game.channelId()));
        item.put(STATUS, string(game.status().name()));
        item.put(CHALLENGER, player(game.challenger()));
        if (game.opponent() != null) {
            item.put(OPPONENT, player(game.opponent()));
        }
        if (game.open()) {
            item.put(OPEN, AttributeValue.fromBool(true));
        }
        item.put(SETUP, string(game.setup().name()));
        item.put(COLOUR, string(game.colour().name()));
        if (game.isStarted()) {
            item.put(WHITE, player(game.white()));
            item.put(BLACK, player(game.black()));
            item.put(RECORD, string(RecordText.format(game.record())));
            item.put(POSITION, string(game.position().toString()));
        }
        item.put(CREATED, number(game.createdAt().toEpochMilli()));
        item.put(GameTable.UPDATED, number(game.updatedAt().toEpochMilli()));
        if (game.expiresAt() != null) {
            item.put(GameTable.EXPIRES, number(Expiry.epochSecondsOf(game.expiresAt())));
        }
        item.put(GameTable.VERSION, number(game.version()));
        if (game.thread() != null) {
            Map<String, AttributeValue> thread = new LinkedHashMap<>();
            thread.put(THREAD_ASKED, AttributeValue.fromBool(true));
            if (game.thread().privateThread()) {
                thread.put(THREAD_PRIVATE, AttributeValue.fromBool(true));
            }
            if (game.thread().isStarted()) {
                thread.put(THREAD_ID, string(game.thread().threadId()));
            }
            item.put(THREAD, AttributeValue.fromM(thread));
        }
        if (game.clock() != null) {
            item.put(CLOCK, clock(game.clock()));
            if (game.status() == GameStatus.ACTIVE && game.clock().isRunning()) {
                item.put(GameTable.CLOCK_QUEUE, string(GameTable.CLOCK_QUEUE_VALUE));
                item.put(GameTable.CLOCK_DUE, number(game.clock().nextEvent(game.position().sideToMove()).toEpochMilli()));
            }
        }
        if (game.pingOwed() != null) {
            item.put(PING_OWED, AttributeValue.fromM(Map.of(PING_USERS, AttributeValue.fromL(
                    game.pingOwed().users().stream().map(AttributeValue::fromS).toList()),
                    PING_TEXT, string(game.pingOwed().text()))));
        }
        return item;
    }

    /** Reads the attributes of a game item, with messages naming the game. */
    static ItemReader reader(Map<String, AttributeValue> item) {
        AttributeValue key = item.get(GameTable.KEY);
        String name = key == null || key.s() == null ? "a game item without its key"
                : key.s().startsWith(GameTable.GAME_PREFIX) ? "game " + key.s().substring(GameTable.GAME_PREFIX.length())
                : "item " + key.s() + " (not a game)";
        return new ItemReader(name, item);
    }

    /** Whether the item is a game written before entries, carrying the game indexes' keys itself. */
    static boolean listsItself(Map<String, AttributeValue> item) {
        return item.containsKey(GameTable.CHALLENGER_ID);
    }

    static Game read(Map<String, AttributeValue> item) {
        ItemReader in = reader(item);
        String key = in.string(GameTable.KEY);
        if (!key.startsWith(GameTable.GAME_PREFIX)) {
            throw in.corrupt("its key does not start with " + GameTable.GAME_PREFIX);
        }
        GameStatus status = in.constant(STATUS, GameStatus.class);
        boolean started = item.containsKey(RECORD);
        GameRecord record = started ? record(in) : null;
        Long expires = in.optionalNumber(GameTable.EXPIRES);
        try {
            return new Game(
                    key.substring(GameTable.GAME_PREFIX.length()),
                    in.optionalString(GUILD),
                    in.string(CHANNEL),
                    status,
                    player(in.map(CHALLENGER)),
                    item.containsKey(OPPONENT) ? player(in.map(OPPONENT)) : null,
                    in.constant(SETUP, Setup.Kind.class),
                    in.constant(COLOUR, ColourChoice.class),
                    started ? player(in.map(WHITE)) : null,
                    started ? player(in.map(BLACK)) : null,
                    record,
                    Instant.ofEpochMilli(in.number(CREATED)),
                    Instant.ofEpochMilli(in.number(GameTable.UPDATED)),
                    expires == null ? null : Instant.ofEpochSecond(expires),
                    in.number(GameTable.VERSION),
                    item.containsKey(CLOCK) ? clock(in.map(CLOCK)) : null,
                    item.containsKey(OPEN) && in.bool(OPEN),
                    item.containsKey(THREAD) ? thread(in.map(THREAD)) : null,
                    item.containsKey(PING_OWED) ? pingOwed(in.map(PING_OWED)) : null);
        } catch (IllegalArgumentException e) {
            // Game's own checks: a status that says started without a record, or the reverse.
            throw in.corrupt("its attributes do not make a game: " + e.getMessage(), e);
        }
    }

    private static GameRecord record(ItemReader in) {
        Checked<GameRecord> parsed = RecordText.parse(in.string(RECORD));
        if (!parsed.isOk()) {
            throw in.corrupt("its record cannot be read back: " + parsed.reason());
        }
        String position = in.string(POSITION);
        if (!parsed.value().finalPosition().toString().equals(position)) {
            throw in.corrupt("its record leads to " + parsed.value().finalPosition() + ", not to its position "
                    + position);
        }
        return parsed.value();
    }

    private static AttributeValue clock(GameClock clock) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        map.put(CLOCK_DAYS, number(clock.daysPerMove()));
        map.put(CLOCK_WHITE, number(clock.whiteLeft().toMillis()));
        map.put(CLOCK_BLACK, number(clock.blackLeft().toMillis()));
        if (clock.turnStarted() != null) {
            map.put(CLOCK_TURN, number(clock.turnStarted().toEpochMilli()));
        }
        map.put(CLOCK_REMINDERS, number(clock.remindersSent()));
        if (clock.reminderUnposted()) {
            map.put(CLOCK_UNPOSTED, AttributeValue.fromBool(true));
        }
        if (clock.language() != null) {
            map.put(CLOCK_LANGUAGE, string(clock.language()));
        }
        return AttributeValue.fromM(map);
    }

    private static PingOwed pingOwed(ItemReader in) {
        return new PingOwed(in.strings(PING_USERS), in.string(PING_TEXT));
    }

    private static GameThread thread(ItemReader in) {
        return new GameThread(in.optionalString(THREAD_ID), in.optionalBool(THREAD_PRIVATE));
    }

    private static GameClock clock(ItemReader in) {
        Long turn = in.optionalNumber(CLOCK_TURN);
        return new GameClock((int) in.number(CLOCK_DAYS), Duration.ofMillis(in.number(CLOCK_WHITE)),
                Duration.ofMillis(in.number(CLOCK_BLACK)), turn == null ? null : Instant.ofEpochMilli(turn),
                (int) in.number(CLOCK_REMINDERS), in.optionalBool(CLOCK_UNPOSTED), in.optionalString(CLOCK_LANGUAGE));
    }

    private static AttributeValue player(Player player) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        map.put(PLAYER_ID, string(player.id()));
        map.put(PLAYER_NAME, string(player.name()));
        map.put(PLAYER_BOT, AttributeValue.fromBool(player.bot()));
        return AttributeValue.fromM(map);
    }

    private static Player player(ItemReader in) {
        return new Player(in.string(PLAYER_ID), in.string(PLAYER_NAME), in.bool(PLAYER_BOT));
    }

    private static AttributeValue string(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
