package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.player;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.StoredReply;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

class RequestTokenTest {
    private final Game challenge = challenge("channel", player("Ann"), player("Bo"), T0);
    private final StoredReply answer = answer(challenge);

    private static String tokenOf(Game game, StoredReply reply) {
        return GameWrite.request("games", game, reply).clientRequestToken();
    }

    @Test
    void theSameWriteHasTheSameToken() {
        assertEquals(tokenOf(challenge, answer), tokenOf(challenge, answer));
    }

    @Test
    void theTokenFitsDynamoDbsLimitOf36Characters() {
        String token = tokenOf(challenge, answer);
        assertTrue(token.length() <= 36, token);
    }

    /**
     * One interaction may write twice with different content (the service decides again after
     * losing a race); DynamoDB would refuse a known token with other parameters.
     */
    @Test
    void anotherWriteForTheSameInteractionHasAnotherToken() {
        Game accept = accepted(challenge, T0.plus(Duration.ofMinutes(1)));
        StoredReply sameInteraction = new StoredReply(answer.interactionId(), accept.id(), answer.payload(),
                answer.expiresAt());

        assertNotEquals(tokenOf(challenge, answer), tokenOf(accept, sameInteraction));
    }

    @Test
    void theSameContentForAnotherInteractionHasAnotherToken() {
        StoredReply other = new StoredReply(answer.interactionId() + "0", answer.gameId(), answer.payload(),
                answer.expiresAt());

        assertNotEquals(tokenOf(challenge, answer), tokenOf(challenge, other));
    }

    /** Lambda may retry on another instance: the token may not depend on a map's iteration order. */
    @Test
    void theTokenDoesNotDependOnTheOrderOfAttributes() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("a", AttributeValue.fromS("1"));
        item.put("b", AttributeValue.fromN("2"));
        Map<String, AttributeValue> reversed = new LinkedHashMap<>();
        reversed.put("b", AttributeValue.fromN("2"));
        reversed.put("a", AttributeValue.fromS("1"));

        assertEquals(RequestToken.of("1", List.of(put(item))), RequestToken.of("1", List.of(put(reversed))));
    }

    /** Strings carry their length, so that moving text from one attribute to the next changes the token. */
    @Test
    void textMovedBetweenAttributesChangesTheToken() {
        Map<String, AttributeValue> one = new LinkedHashMap<>();
        one.put("a", AttributeValue.fromS("x;b=S:y"));
        Map<String, AttributeValue> two = new LinkedHashMap<>();
        two.put("a", AttributeValue.fromS("x"));
        two.put("b", AttributeValue.fromS("y"));

        assertNotEquals(RequestToken.of("1", List.of(put(one))), RequestToken.of("1", List.of(put(two))));
    }

    private static TransactWriteItem put(Map<String, AttributeValue> item) {
        return TransactWriteItem.builder().put(Put.builder().tableName("games").item(item).build()).build();
    }
}
