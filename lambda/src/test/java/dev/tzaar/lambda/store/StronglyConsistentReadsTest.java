package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * DynamoDB Local reads everything consistently, so no test of behaviour there can tell a strongly
 * consistent read from an eventually consistent one. This looks at the requests instead, on their
 * way to the real DynamoDB Local: a game about to be changed, and the answer to a repeated
 * interaction, must be read as last written. The one read that is not, on purpose, is a version
 * asked alone ({@code versionOf}, a live board's poll): it decides nothing, and a moment's lag costs
 * one more poll.
 */
class StronglyConsistentReadsTest {
    private final List<Object> requests = new ArrayList<>();
    private final DynamoDbClient recording = (DynamoDbClient) Proxy.newProxyInstance(
            DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                if (args != null && args.length == 1) {
                    requests.add(args[0]);
                }
                try {
                    return method.invoke(LocalDynamoDb.client(), args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            });
    private final DynamoDbGameStore store = new DynamoDbGameStore(recording, LocalDynamoDb.TABLE);

    @Test
    void findAndReplyToReadStronglyConsistent() {
        store.find(TestGames.fresh("game"), Instant.EPOCH);
        store.replyTo(TestGames.fresh("interaction"), Instant.EPOCH);

        List<GetItemRequest> gets = requests.stream().filter(GetItemRequest.class::isInstance)
                .map(GetItemRequest.class::cast).toList();
        assertEquals(2, gets.size(), requests::toString);
        assertFalse(gets.stream().anyMatch(get -> !Boolean.TRUE.equals(get.consistentRead())), gets::toString);
    }

    @Test
    void aVersionAskedAloneIsReadEventuallyConsistentAndOnlyWhatItNeeds() {
        store.versionOf(TestGames.fresh("game"), Instant.EPOCH);

        GetItemRequest get = requests.stream().filter(GetItemRequest.class::isInstance)
                .map(GetItemRequest.class::cast).findFirst().orElseThrow();
        assertEquals(Boolean.FALSE, get.consistentRead(), get::toString);
        assertEquals("#version, #expires", get.projectionExpression());
    }
}
