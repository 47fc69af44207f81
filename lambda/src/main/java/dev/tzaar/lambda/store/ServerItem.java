package dev.tzaar.lambda.store;

import dev.tzaar.api.ThreadKind;
import dev.tzaar.lambda.game.ServerSettings;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A server's settings, mapped by hand like the games: {@code server#<guild id>}, with {@code
 * threads} (the default for challenges: {@code off}, {@code public} or {@code private}), the daily
 * puzzle's channel while it is on ({@code dailyChannel}) and the version. No expiry and no index: one item per server that changed its settings, read with one
 * {@code GetItem} when a challenge is made there. Written alone in a one-item {@code
 * TransactWriteItems} (the store's only write call, which IAM grants as {@code PutItem}), on the
 * version it was read at.
 */
final class ServerItem {
    static final String GUILD = "guildId";
    static final String THREADS = "threads";
    /** The channel of the daily puzzle, absent while it is off. */
    static final String DAILY_CHANNEL = "dailyChannel";

    private ServerItem() {
    }

    static Map<String, AttributeValue> of(ServerSettings settings) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(GameTable.KEY, AttributeValue.fromS(GameTable.serverKey(settings.guildId())));
        item.put(GUILD, AttributeValue.fromS(settings.guildId()));
        item.put(THREADS, AttributeValue.fromS(settings.threads().wireName()));
        settings.dailyChannel().ifPresent(channel -> item.put(DAILY_CHANNEL, AttributeValue.fromS(channel)));
        item.put(GameTable.VERSION, AttributeValue.fromN(Long.toString(settings.version())));
        return item;
    }

    static ServerSettings settings(String guildId, Map<String, AttributeValue> item) {
        ItemReader in = new ItemReader(GameTable.serverKey(guildId), item);
        String threads = in.string(THREADS);
        ThreadKind kind = ThreadKind.parse(threads)
                .orElseThrow(() -> in.corrupt("its threads are \"" + threads + "\", not off, public or private"));
        return new ServerSettings(guildId, kind, java.util.Optional.ofNullable(in.optionalString(DAILY_CHANNEL)),
                in.number(GameTable.VERSION));
    }

    static TransactWriteItemsRequest request(String table, ServerSettings settings) {
        return VersionedPut.request(table, of(settings), settings.version());
    }
}
