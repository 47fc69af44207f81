package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.shared.Wording;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game-end hook alone: which changes it settles, and what it would write. (RatingsTest plays the
 * same rules through the whole service.)
 */
class GameEndsTest {
    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    private static final Wording ENGLISH = Wording.in(Texts.ENGLISH);
    private final GameEnds ends = new GameEnds(new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE),
            RatedGamePolicy.STANDARD, Glicko2.STANDARD);
    private final Player dee = new Player("1500000000000000001", "Dee", false);
    private final Player eli = new Player("1500000000000000002", "Eli", false);

    /** A game on the fixed setup, White and Black having each made a turn, then resigned by White. */
    private static Game resignedAfterBothMoved(String guild, Player white, Player black) {
        GameRecord record = GameRecord.of(Setup.fixed());
        record = record.play(record.finalPosition().legalActions().get(0)).orElseThrow();
        record = record.play(record.finalPosition().legalActions().get(0)).orElseThrow();
        record = record.play(record.finalPosition().legalActions().get(0)).orElseThrow();
        Game challenge = Game.challenge("ends1", guild, "800000000000000001", white, black, Setup.Kind.FIXED,
                ColourChoice.WHITE, NOW, null);
        return challenge.accepted(white, black, record, NOW, null).played(record.resign(Side.WHITE).orElseThrow(),
                NOW, null);
    }

    @Test
    void aGameAgainstABotMovesNoRatingAndCountsInThePlayersRecordAgainstTheBot() {
        GameEnds.Settlement settled = ends.settle(resignedAfterBothMoved("900000000000000002", dee, Table.ROBOT), ENGLISH, NOW);
        assertTrue(settled.write().standings().isEmpty());
        assertEquals(null, settled.write().pair());
        assertEquals(1, settled.write().botRecord().totalPlayed());
        assertEquals(dee.id(), settled.write().botRecord().userId());
        assertEquals("Not rated: a game against a bot.", settled.line());
    }

    @Test
    void aRatedGameInAServerMovesBothPlayersOnItsLadderAndTheGlobalOne() {
        GameEnds.Settlement settled = ends.settle(resignedAfterBothMoved("900000000000000002", dee, eli), ENGLISH, NOW);
        assertEquals(List.of(Ladder.ofServer("900000000000000002"), Ladder.ofServer("900000000000000002"),
                Ladder.GLOBAL, Ladder.GLOBAL), settled.write().standings().stream().map(s -> s.ladder()).toList());
        assertEquals(List.of(eli.id(), dee.id(), eli.id(), dee.id()),
                settled.write().standings().stream().map(s -> s.userId()).toList());
        assertEquals(List.of(NOW), settled.write().pair().ratedEnds());
    }

    @Test
    void aRatedGameInADirectMessageMovesTheGlobalLadderOnly() {
        GameEnds.Settlement settled = ends.settle(resignedAfterBothMoved(null, dee, eli), ENGLISH, NOW);
        assertEquals(List.of(Ladder.GLOBAL, Ladder.GLOBAL),
                settled.write().standings().stream().map(s -> s.ladder()).toList());
        assertTrue(settled.line().endsWith("(global ladder)."), settled.line());
    }

    @Test
    void aChangeThatEndsNoGameSettlesNothing() {
        Game challenge = Game.challenge("ends2", null, "800000000000000001", dee, eli, Setup.Kind.FIXED,
                ColourChoice.WHITE, NOW, null);
        assertEquals(GameEnds.Settlement.NOTHING, ends.settle(challenge, ENGLISH, NOW));
    }
}
