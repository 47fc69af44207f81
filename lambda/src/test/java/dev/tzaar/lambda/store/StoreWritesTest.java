package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What the store puts when a game changes, looked at on the requests' way to the real DynamoDB Local: a
 * move on a game it has read puts the game and its answer alone; where it does not know how the game
 * was listed (not read here, or written before entries), it puts every entry, so that the listings never
 * lose a game.
 */
class StoreWritesTest {
    private final List<TransactWriteItemsRequest> writes = new ArrayList<>();
    private final DynamoDbClient recording = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                if (args != null && args.length == 1 && args[0] instanceof TransactWriteItemsRequest write) {
                    writes.add(write);
                }
                try {
                    return method.invoke(LocalDynamoDb.client(), args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            });
    private final String channel = TestGames.fresh("channel");
    private final Game challenge = challenge(channel, player("Ann"), player("Bo"), T0);
    private final Game active = accepted(challenge, T0.plusSeconds(60));

    private DynamoDbGameStore store() {
        return new DynamoDbGameStore(recording, LocalDynamoDb.TABLE);
    }

    private static void write(DynamoDbGameStore store, Game game) {
        assertEquals(WriteOutcome.WRITTEN, store.write(game, answer(game)));
    }

    private List<String> lastKeysPut() {
        return writes.get(writes.size() - 1).transactItems().stream()
                .map(item -> item.put().item().get(GameTable.KEY).s().replaceAll("#.*", "#")).toList();
    }

    @Test
    void aMoveOnAGameReadHerePutsTheGameAndItsAnswerAlone() {
        DynamoDbGameStore writer = store();
        write(writer, challenge);
        write(writer, active);
        DynamoDbGameStore other = store();
        Game found = other.find(active.id(), T0.plusSeconds(90)).orElseThrow();

        write(other, played(found, T0.plusSeconds(120)));
        assertEquals(List.of("game#", "reply#"), lastKeysPut());
        write(other, played(played(found, T0.plusSeconds(120)), T0.plusSeconds(150)));
        assertEquals(List.of("game#", "reply#"), lastKeysPut(), "and again, from what it wrote itself");
    }

    @Test
    void aMoveOnAGameNotReadHerePutsItsEntriesToo() {
        DynamoDbGameStore writer = store();
        write(writer, challenge);
        write(writer, active);

        write(store(), played(active, T0.plusSeconds(120)));
        assertEquals(List.of("game#", "reply#", "listed#", "seat#", "seat#"), lastKeysPut());
    }

    /** A game written before entries lists itself; its next write moves it to its entry, and it stays listed. */
    @Test
    void aGameWrittenBeforeEntriesIsListedByThemAfterItsNextWrite() {
        DynamoDbGameStore store = store();
        Map<String, AttributeValue> old = new HashMap<>(GameItem.of(active));
        old.put(GameTable.CHALLENGER_ID, AttributeValue.fromS(active.challenger().id()));
        old.put(GameTable.OPPONENT_ID, AttributeValue.fromS(active.opponent().id()));
        old.put(GameTable.OPEN_CHANNEL, AttributeValue.fromS(channel));
        LocalDynamoDb.client().putItem(put -> put.tableName(LocalDynamoDb.TABLE).item(old));
        assertEquals(List.of(active), store.openGamesIn(channel, T0.plusSeconds(90)), "listed by itself");

        Game moved = played(store.find(active.id(), T0.plusSeconds(90)).orElseThrow(), T0.plusSeconds(120));
        write(store, moved);

        assertEquals(List.of("game#", "reply#", "listed#", "seat#", "seat#"), lastKeysPut());
        assertFalse(LocalDynamoDb.client().getItem(get -> get.tableName(LocalDynamoDb.TABLE)
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(active.id())))))
                .item().containsKey(GameTable.CHALLENGER_ID), "the game no longer lists itself");
        assertEquals(List.of(moved), store().openGamesIn(channel, T0.plusSeconds(150)), "listed by its entry");
    }
}
