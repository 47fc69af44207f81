package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.store.GameTable;
import dev.tzaar.lambda.store.LocalDynamoDb;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A game that cannot be read back (as a name with U+2028 once made; here an illegal action) stays in its channel's
 * listing until it expires, 90 days. It must not take the channel with it: commands that list the
 * channel's games skip it and go on.
 */
class UnreadableGameTest {
    private final Table table = new Table(53);

    @Test
    void anUnreadableGameInTheChannelStopsNoOtherCommand() {
        String dead = table.startFixedGame();
        LocalDynamoDb.client().updateItem(r -> r.tableName(LocalDynamoDb.TABLE)
                .key(Map.of(GameTable.KEY, AttributeValue.fromS(GameTable.gameKey(dead))))
                .updateExpression("SET #record = :junk")
                .expressionAttributeNames(Map.of("#record", "record"))
                .expressionAttributeValues(Map.of(":junk", AttributeValue.fromS("Setup: fixed\n\n1 W: A1xI5\n"))));

        GameReply challenge = table.send(CY, Command.CHALLENGE, Option.OPPONENT, BO.id());
        assertFalse(challenge.ephemeral(), challenge.text());
        GameReply games = table.send(ANN, Command.GAMES);
        // The listing reads each seat's game as it stands: the damaged one is left out (the store tells
        // the log), and the list is answered.
        assertTrue(games.ephemeral() && games.text().startsWith("You have no games"), games.text());
        assertFalse(games.text().contains(dead), games.text());
        GameReply accept = table.send(BO, Command.ACCEPT);
        assertFalse(accept.ephemeral(), accept.text());
    }
}
