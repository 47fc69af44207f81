package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Discord interactions can arrive twice (a retried invoke); the same interaction gets the first
 * answer, picture included, marked as a repeat (so that the frontend does not show it publicly again),
 * and changes nothing. Two players acting at once cannot both win the
 * race: the loser's command is decided again on the game as it now stands.
 */
class IdempotencyTest {
    private final Table table = new Table(6);
    private final String id = table.startFixedGame();

    @Test
    void aRepeatedInteractionGetsTheFirstAnswerAndChangesNothing() {
        String interaction = Table.nextInteraction();
        GameReply first = table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3");
        long version = table.game(id).version();
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3");

        GameReply again = table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3");
        assertEquals(first.asRepeat(), again, "the same answer, the picture drawn again as the game stood then");
        assertTrue(again.repeat() && !first.repeat(), "only the answer given again says it is a repeat");
        assertEquals(version + 1, table.game(id).version(), "only Bo's action came after");
    }

    /** The function trusts the caller's user id; a reused interaction id still never hands out another's answer. */
    @Test
    void anInteractionIdReusedByAnotherUserGetsAPrivateRefusalNotTheFirstAnswer() {
        String interaction = Table.nextInteraction();
        GameReply first = table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3");
        long version = table.game(id).version();

        GameReply reused = table.send(interaction, BO, Command.MOVE, Option.TURN, "D4xD3");

        assertTrue(reused.ephemeral());
        assertEquals("That interaction was answered already, and not for you: nothing was done. Try the command again.",
                reused.text());
        assertTrue(reused.image() == null && reused.game() == null, "nothing of Ann's answer");
        assertEquals(version, table.game(id).version(), "and nothing changed");
        assertEquals(first.asRepeat(), table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3"),
                "Ann still gets hers");
        assertTrue(!reused.repeat(), "a refusal is no answer given again");
    }

    @Test
    void aRepeatedChallengeCreatesOneGame() {
        Table fresh = new Table(7);
        String interaction = Table.nextInteraction();
        GameReply first = fresh.send(interaction, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        GameReply again = fresh.send(interaction, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        assertEquals(first.asRepeat(), again);
        assertEquals(1, fresh.store.openGamesIn(fresh.channel, fresh.now).size());
    }

    @Test
    void whenTheGameChangesBetweenReadingAndWritingTheCommandIsDecidedAgain() {
        // Bo resigns at the very moment Ann's capture is being written.
        GameStore racing = new ForwardingStore(table.store) {
            private boolean raced;

            @Override
            public WriteOutcome write(Game game, StoredReply reply) {
                if (!raced) {
                    raced = true;
                    table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
                }
                return super.write(game, reply);
            }
        };
        GameService service = new GameService(racing, Table::picture, TimeLimits.defaults(), new SplittableRandom(1));
        GameReply reply = service.handle(dev.tzaar.api.GameRequest.of(Table.nextInteraction(), Table.GUILD,
                table.channel, ANN, Command.MOVE, java.util.Map.of(Option.GAME, id, Option.TURN, "C2xC3")), table.now);

        assertTrue(reply.ephemeral());
        assertTrue(reply.text().startsWith("Game **" + id + "** is over: **Ann** (White) wins: Black resigned."),
                reply.text());
        assertEquals(0, table.game(id).record().actions().size(), "Ann's capture was not applied");
    }

    @Test
    void aCopyOfTheInteractionThatWinsTheRaceWhileThisOneIsWrittenGivesItsAnswer() {
        String interaction = Table.nextInteraction();
        GameReply[] copy = new GameReply[1];
        // Discord (or the SDK) delivers the move twice; the copy's transaction runs into this one's, and
        // DynamoDB cancels this one as a conflict on the game (TransactionConflict), not on the answer.
        GameStore racing = new ForwardingStore(table.store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply) {
                if (copy[0] == null) {
                    copy[0] = table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3");
                    return WriteOutcome.GAME_CHANGED;
                }
                return super.write(game, reply);
            }
        };

        GameReply reply = service(racing).handle(move(interaction), table.now);

        assertEquals(copy[0].asRepeat(), reply, "the copy's answer, not a refusal of the move already made");
        assertEquals(1, table.game(id).record().actions().size(), "the capture was made once");
    }

    /**
     * Discord delivers one move twice at the same moment and both copies decide it at the same instant: the
     * very same transaction twice. DynamoDB must not take the second for the SDK resending the first (the
     * request token), or both would be answered as the first time and the channel shown the move twice.
     */
    @Test
    void aCopyDecidedAtTheSameInstantAndWrittenFirstMakesThisOneARepeat() {
        String interaction = Table.nextInteraction();
        GameReply[] copy = new GameReply[1];
        GameStore racing = new ForwardingStore(table.store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply) {
                if (copy[0] == null) {
                    // Decided by another instance of the function, on the version this one read.
                    copy[0] = service(new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE))
                            .handle(move(interaction), table.now);
                }
                return super.write(game, reply);
            }
        };

        GameReply reply = service(racing).handle(move(interaction), table.now);

        assertTrue(!copy[0].repeat() && reply.repeat(), "one first answer, the other a repeat: " + reply);
        assertEquals(copy[0].asRepeat(), reply);
        assertEquals(1, table.game(id).record().actions().size(), "the capture was made once");
    }

    @Test
    void aCopyAppliedBetweenLookingForAnAnswerAndReadingTheGameGivesItsAnswer() {
        String interaction = Table.nextInteraction();
        GameReply[] copy = new GameReply[1];
        GameStore racing = new ForwardingStore(table.store) {
            @Override
            public java.util.Optional<StoredReply> replyTo(String interactionId, java.time.Instant now) {
                java.util.Optional<StoredReply> kept = super.replyTo(interactionId, now);
                if (copy[0] == null) {
                    copy[0] = table.send(interaction, ANN, Command.MOVE, Option.TURN, "C2xC3");
                }
                return kept;
            }
        };

        GameReply reply = service(racing).handle(move(interaction), table.now);

        assertEquals(copy[0].asRepeat(), reply,
                "not \"It's Bo's turn\": the game moved on because of this very interaction");
        assertEquals(1, table.game(id).record().actions().size());
    }

    private static GameService service(GameStore store) {
        return new GameService(store, Table::picture, TimeLimits.defaults(), new SplittableRandom(1));
    }

    private dev.tzaar.api.GameRequest move(String interaction) {
        return dev.tzaar.api.GameRequest.of(interaction, table.guild, table.channel, ANN, Command.MOVE,
                java.util.Map.of(Option.GAME, id, Option.TURN, "C2xC3"));
    }
}
