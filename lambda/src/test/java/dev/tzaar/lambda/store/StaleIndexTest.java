package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.player;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore.WriteOutcome;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.paginators.QueryIterable;

/**
 * DynamoDB's indexes lag behind the table (DynamoDB Local's do not, so the lag is played here): a game
 * accepted a moment ago may still be in the channel's index as the challenge it was. The listing only
 * takes from the index which games to read, and reads each as it stands, so a player can act on it at
 * once.
 */
class StaleIndexTest {
    private final String channel = TestGames.fresh("channel");
    private final Game challenged = challenge(channel, player("Ann"), player("Bo"), T0);
    private final Game active = accepted(challenged, T0.plusSeconds(60));

    /** DynamoDB Local, but its channel index answers with the game as it was challenged, listed whole. */
    private final DynamoDbClient lagging = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                if (method.getName().equals("queryPaginator")) {
                    return new QueryIterable((DynamoDbClient) proxy, (QueryRequest) args[0]);
                }
                if (method.getName().equals("query") && GameTable.OPEN_BY_CHANNEL.equals(((QueryRequest) args[0])
                        .indexName())) {
                    return QueryResponse.builder().items(List.of(asTheIndexHeldIt(challenged))).count(1).build();
                }
                try {
                    return method.invoke(LocalDynamoDb.client(), args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            });

    private Map<String, AttributeValue> asTheIndexHeldIt(Game game) {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(game));
        item.put(GameTable.OPEN_CHANNEL, AttributeValue.fromS(channel));
        item.put(GameTable.CHALLENGER_ID, AttributeValue.fromS(game.challenger().id()));
        return item;
    }

    @Test
    void aGameJustAcceptedIsListedAsItStandsWhileTheIndexStillHoldsTheChallenge() {
        DynamoDbGameStore store = new DynamoDbGameStore(lagging, LocalDynamoDb.TABLE);
        assertEquals(WriteOutcome.WRITTEN, store.write(challenged, answer(challenged)));
        assertEquals(WriteOutcome.WRITTEN, store.write(active, answer(active)));

        assertEquals(List.of(active), store.openGamesIn(channel, T0.plusSeconds(90)));
    }
}
