package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.player;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.StoredReply;
import org.junit.jupiter.api.Test;

class RequestTokenTest {
    private final Game challenge = challenge("channel", player("Ann"), player("Bo"), T0);
    private final StoredReply answer = answer(challenge);

    private static String tokenOf(Game game, StoredReply reply) {
        return GameWrite.request("games", game, reply).clientRequestToken();
    }

    /** Two copies of one interaction decided at the same instant are two writes, not one sent twice. */
    @Test
    void theSameContentWrittenTwiceHasTwoTokens() {
        assertNotEquals(tokenOf(challenge, answer), tokenOf(challenge, answer));
    }

    @Test
    void theTokenFitsDynamoDbsLimitOf36Characters() {
        String token = tokenOf(challenge, answer);
        assertTrue(token.length() <= 36, token);
    }
}
