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
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * What a live board's poll costs (docs/activity.md, "How moves reach watchers"), looked at on the
 * request's way to the real DynamoDB Local: the game's own item, read eventually consistent and projected
 * on its version and expiry, half a read unit; and the item, as the store now writes it (listed by its
 * entries, not by itself), still carries both, so the poll sees every move.
 */
class VersionPollTest {
    private final List<GetItemRequest> reads = new ArrayList<>();
    private final List<Double> readUnits = new ArrayList<>();
    private final DynamoDbClient recording = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                if (args != null && args.length == 1 && args[0] instanceof GetItemRequest read) {
                    reads.add(read);
                    args = new Object[] {read.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build()};
                }
                try {
                    Object answer = method.invoke(LocalDynamoDb.client(), args);
                    if (answer instanceof GetItemResponse got && got.consumedCapacity() != null) {
                        readUnits.add(got.consumedCapacity().capacityUnits());
                    }
                    return answer;
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            });

    @Test
    void aPollReadsTheVersionAloneEventuallyConsistentForHalfAReadUnitAndSeesEveryMove() {
        DynamoDbGameStore store = new DynamoDbGameStore(recording, LocalDynamoDb.TABLE);
        Game challenge = challenge(TestGames.fresh("channel"), player("Ann"), player("Bo"), T0);
        Game active = accepted(challenge, T0.plusSeconds(60));
        Game moved = played(active, T0.plusSeconds(120));
        for (Game game : List.of(challenge, active, moved)) {
            assertEquals(WriteOutcome.WRITTEN, store.write(game, answer(game)));
        }

        reads.clear();
        readUnits.clear();
        assertEquals(Optional.of(moved.version()), store.versionOf(moved.id(), T0.plusSeconds(150)));

        GetItemRequest poll = reads.get(0);
        assertEquals(1, reads.size(), "one read");
        assertEquals(GameTable.gameKey(moved.id()), poll.key().get(GameTable.KEY).s(), "the game's own item");
        assertFalse(poll.consistentRead(), "eventually consistent");
        assertEquals(List.of(GameTable.VERSION, GameTable.EXPIRES),
                List.of(poll.expressionAttributeNames().get("#version"), poll.expressionAttributeNames().get("#expires")));
        assertEquals("#version, #expires", poll.projectionExpression());
        assertEquals(List.of(0.5), readUnits, "half of a strongly consistent read of an item under 4 KB");
    }
}
