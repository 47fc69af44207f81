package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * DynamoDB's indexes lag behind the table (DynamoDB Local's do not, so the lag is played here): a
 * game accepted a moment ago may still be listed as the challenge it was. The channel's list only
 * says which games to read; the game itself is read fresh.
 */
class StaleIndexTest {
    private final Table table = new Table(11);

    @Test
    void aGameJustAcceptedIsPlayedWhileTheIndexStillListsTheChallenge() {
        String id = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        Game asChallenged = table.game(id);
        table.send(BO, Command.ACCEPT);
        assertEquals(GameStatus.ACTIVE, table.game(id).status());

        GameService service = new GameService(lagging(table.store, asChallenged), Table::picture, TimeLimits.defaults(),
                new SplittableRandom(11));
        GameReply reply = service.handle(GameRequest.of(Table.nextInteraction(), Table.GUILD, table.channel, ANN,
                Command.MOVE, Map.of(Option.TURN, "C2xC3")), table.now);

        assertFalse(reply.ephemeral(), reply.text());
        assertEquals(1, table.game(id).record().actions().size());
    }

    /** The store, but its channel listing shows an older copy of one game. */
    private static GameStore lagging(GameStore store, Game old) {
        return new ForwardingStore(store) {
            @Override
            public List<Game> openGamesIn(String channelId, Instant now) {
                return super.openGamesIn(channelId, now).stream().map(g -> g.id().equals(old.id()) ? old : g).toList();
            }
        };
    }
}
