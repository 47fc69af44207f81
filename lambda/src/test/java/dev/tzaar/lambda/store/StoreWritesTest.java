package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import dev.tzaar.lambda.game.PingOwed;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * What the store puts when a game changes, looked at on the requests' way to the real DynamoDB Local: a
 * move on a game it has read puts the game and its answer alone; where it does not know how the game
 * was listed (not read here, or written before entries), it puts every entry, so that the listings never
 * lose a game.
 */
class StoreWritesTest {
    private final List<TransactWriteItemsRequest> writes = new ArrayList<>();
    private final List<Double> indexWriteUnits = new ArrayList<>();
    private final DynamoDbClient recording = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                if (args != null && args.length == 1 && args[0] instanceof TransactWriteItemsRequest write) {
                    writes.add(write);
                    // What the indexes cost: DynamoDB reports it when asked, free.
                    args = new Object[] {write.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build()};
                }
                try {
                    Object answer = method.invoke(LocalDynamoDb.client(), args);
                    if (answer instanceof TransactWriteItemsResponse written) {
                        indexWriteUnits.add(written.consumedCapacity().stream()
                                .flatMap(table -> table.globalSecondaryIndexes().values().stream())
                                .mapToDouble(Capacity::capacityUnits).sum());
                    }
                    return answer;
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

    /** The units DynamoDB reported for the indexes in the last transaction. */
    private double lastIndexWriteUnits() {
        return indexWriteUnits.get(indexWriteUnits.size() - 1);
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
        assertTrue(lastIndexWriteUnits() > 0, "its entry and seats are in the indexes");
    }

    /**
     * A ping the channel owes (relay-truth's {@code PingOwed}) is kept on the game item: written, and taken
     * off by the next public reply, as a move is, under the condition on the game's version, with its
     * answer, and no entry, seat or index, since where the game is listed does not change.
     */
    @Test
    void aPingOwedIsWrittenOnTheGamesVersionWithItsAnswerAloneAndNoIndex() {
        DynamoDbGameStore writer = store();
        write(writer, challenge);
        write(writer, active);
        DynamoDbGameStore reporting = store();
        Game found = reporting.find(active.id(), T0.plusSeconds(90)).orElseThrow();

        Game owing = found.owing(new PingOwed(List.of(active.opponent().id()), "your turn"));
        write(reporting, owing);
        assertEquals(List.of("game#", "reply#"), lastKeysPut());
        assertEquals(0.0, lastIndexWriteUnits(), "no index written");
        assertEquals(WriteOutcome.GAME_CHANGED, reporting.write(found.owing(new PingOwed(
                List.of(active.opponent().id()), "again")), answer(found.owing(null))),
                "a ping reported on a version that is no longer the game's is not kept");

        DynamoDbGameStore carrying = store();
        Game listed = carrying.openGamesIn(channel, T0.plusSeconds(150)).get(0);
        assertEquals(owing.pingOwed(), listed.pingOwed(), "the channel's listing finds it");
        write(carrying, listed.owing(null));
        assertEquals(List.of("game#", "reply#"), lastKeysPut());
        assertEquals(0.0, lastIndexWriteUnits(), "no index written");
        assertNull(store().find(active.id(), T0.plusSeconds(150)).orElseThrow().pingOwed(), "carried once");
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
