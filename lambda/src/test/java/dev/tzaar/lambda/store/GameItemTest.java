package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.closed;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static dev.tzaar.lambda.store.TestGames.resigned;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** How a game looks as an item: made to be read in the console, and read back exactly. */
class GameItemTest {
    private final Player ann = player("Ann");
    private final Player bo = player("Bo");
    private final Game challenge = challenge("channel-1", ann, bo, T0);
    private final Game active = played(accepted(challenge, T0.plusSeconds(60)), T0.plusSeconds(120));

    @Test
    void everyKindOfGameIsReadBackAsItWasWritten() {
        List<Game> games = List.of(challenge, active, resigned(active, T0.plusSeconds(180)),
                closed(challenge, GameStatus.DECLINED, T0.plusSeconds(60)),
                closed(challenge, GameStatus.CANCELLED, T0.plusSeconds(60)),
                closed(challenge, GameStatus.EXPIRED, T0.plusSeconds(900)),
                Game.challenge("dm-game", null, "dm-channel", ann, new Player("42", "Robot", true), Setup.Kind.RANDOM,
                        ColourChoice.BLACK, T0, null));
        for (Game game : games) {
            assertEquals(game, GameItem.read(GameItem.of(game)));
        }
    }

    @Test
    void aTimedGameKeepsItsClockAtEveryStage() {
        Game timed = challenge.withClock(GameClock.of(3));
        Game started = accepted(timed, T0.plusSeconds(60));
        Game moved = played(played(started, T0.plus(Duration.ofHours(5))), T0.plus(Duration.ofHours(6)));
        for (Game game : List.of(timed, started, moved, resigned(moved, T0.plus(Duration.ofDays(1))))) {
            assertEquals(game, GameItem.read(GameItem.of(game)));
        }
        Map<String, AttributeValue> clock = GameItem.of(moved).get("clock").m();
        assertEquals("3", clock.get("daysPerMove").n());
        assertEquals(Long.toString(Duration.ofDays(5).toMillis()), clock.get("whiteLeftMs").n(), "capped at 3 + 2 days");
        // Black's move began with White's opening capture; Black's first action does not complete it.
        assertEquals(Long.toString(T0.plus(Duration.ofHours(5)).toEpochMilli()), clock.get("turnStarted").n());
    }

    @Test
    void onlyAGameWhoseClockRunsIsInTheDueIndexKeyedByWhatIsNextDue() {
        Game timed = challenge.withClock(GameClock.of(1));
        Game started = accepted(timed, T0);
        Map<String, AttributeValue> item = GameItem.of(started);
        assertEquals(GameTable.CLOCK_QUEUE_VALUE, item.get(GameTable.CLOCK_QUEUE).s());
        // Three days on the clock: the reminder is due when one is left.
        assertEquals(Long.toString(T0.plus(Duration.ofDays(2)).toEpochMilli()), item.get(GameTable.CLOCK_DUE).n());

        for (Game notRunning : List.of(timed, active, resigned(started, T0.plusSeconds(60)))) {
            assertFalse(GameItem.of(notRunning).containsKey(GameTable.CLOCK_QUEUE), notRunning.toString());
            assertFalse(GameItem.of(notRunning).containsKey(GameTable.CLOCK_DUE), notRunning.toString());
        }
    }

    @Test
    void theRecordIsOurTextFormatOneTurnALine() {
        String record = GameItem.of(active).get(GameItem.RECORD).s();

        assertEquals(RecordText.format(active.record()), record);
        assertTrue(record.contains("\n1 W: "), record);
    }

    @Test
    void theCurrentPositionIsKeptBesideTheRecordAndMustAgreeWithIt() {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(active));
        assertEquals(active.position().toString(), item.get(GameItem.POSITION).s());

        item.put(GameItem.POSITION, AttributeValue.fromS(active.record().positions().get(0).toString()));
        assertMessage(item, "game " + active.id(), "its record leads to");
    }

    @Test
    void playersAreMapsOfIdNameAndBot() {
        Map<String, AttributeValue> white = GameItem.of(active).get(GameItem.WHITE).m();

        assertEquals(Map.of("id", AttributeValue.fromS(ann.id()), "name", AttributeValue.fromS("Ann"),
                "bot", AttributeValue.fromBool(false)), white);
    }

    @Test
    void timesAreEpochMillisecondsAndTheExpiryEpochSeconds() {
        Map<String, AttributeValue> item = GameItem.of(active);

        assertEquals(Long.toString(T0.toEpochMilli()), item.get(GameItem.CREATED).n());
        assertEquals(Long.toString(active.updatedAt().toEpochMilli()), item.get(GameTable.UPDATED).n());
        assertEquals(Long.toString(active.expiresAt().getEpochSecond()), item.get(GameTable.EXPIRES).n());
    }

    @Test
    void theKeyNamesTheGame() {
        assertEquals("game#" + active.id(), GameItem.of(active).get(GameTable.KEY).s());
    }

    private static Map<String, AttributeValue> entry(Game game) {
        return GameEntry.of(game, Listed.of(game));
    }

    @Test
    void onlyAChallengedOrActiveGamesEntryCarriesItsChannelIntoTheOpenGamesIndex() {
        assertEquals("channel-1", entry(challenge).get(GameTable.OPEN_CHANNEL).s());
        assertEquals("channel-1", entry(active).get(GameTable.OPEN_CHANNEL).s());
        for (Game closed : List.of(resigned(active, T0.plusSeconds(180)),
                closed(challenge, GameStatus.DECLINED, T0), closed(challenge, GameStatus.CANCELLED, T0),
                closed(challenge, GameStatus.EXPIRED, T0))) {
            assertFalse(entry(closed).containsKey(GameTable.OPEN_CHANNEL), closed.status()::name);
        }
    }

    @Test
    void bothPlayersAreInTheirIndexesWhateverTheStatusByTheGamesEntry() {
        Map<String, AttributeValue> item = entry(resigned(active, T0.plusSeconds(180)));

        assertEquals("listed#" + active.id(), item.get(GameTable.KEY).s());
        assertEquals(active.id(), item.get(ReplyItem.GAME_ID).s());
        assertEquals(ann.id(), item.get(GameTable.CHALLENGER_ID).s());
        assertEquals(bo.id(), item.get(GameTable.OPPONENT_ID).s());
    }

    /**
     * The game itself is in none of the game indexes: it changes with every action, and each index
     * would pay a delete and a put for it (its entry changes only with what it lists).
     */
    @Test
    void theGameItemCarriesNoneOfTheGameIndexesKeys() {
        for (Game game : List.of(challenge, active, resigned(active, T0.plusSeconds(180)))) {
            Map<String, AttributeValue> item = GameItem.of(game);
            for (String key : List.of(GameTable.OPEN_CHANNEL, GameTable.CHALLENGER_ID, GameTable.OPPONENT_ID)) {
                assertFalse(item.containsKey(key), key);
            }
        }
    }

    /** Its entries expire the day their game does, or after; a game's expiry moves with every action. */
    @Test
    void theEntryExpiresAtTheEndOfTheDayItsGameDoes() {
        Map<String, AttributeValue> item = entry(active);
        long day = 24 * 3600;
        long expires = Long.parseLong(item.get(GameTable.EXPIRES).n());
        assertEquals(0, expires % day);
        assertTrue(expires > active.expiresAt().getEpochSecond() && expires <= active.expiresAt().getEpochSecond() + day);
    }

    @Test
    void whatIsNotThereIsLeftOutRatherThanWrittenEmpty() {
        Game direct = Game.challenge("dm-game", null, "dm-channel", ann, bo, Setup.Kind.FIXED, ColourChoice.WHITE, T0,
                null);
        Map<String, AttributeValue> item = GameItem.of(direct);

        for (String absent : List.of(GameItem.GUILD, GameTable.EXPIRES, GameItem.RECORD, GameItem.POSITION,
                GameItem.WHITE, GameItem.BLACK)) {
            assertFalse(item.containsKey(absent), absent);
        }
    }

    @Test
    void theExpiryIsRoundedUpToTheSecond() {
        Instant expiresAt = T0.plus(Duration.ofMinutes(15)).plusNanos(1);
        Game game = TestGames.expiringAt(challenge, expiresAt);

        assertEquals(Long.toString(expiresAt.getEpochSecond() + 1), GameItem.of(game).get(GameTable.EXPIRES).n());
    }

    // ---- what cannot be read ----

    @Test
    void aNumberStoredAsTextIsRefusedNamingGameAndAttribute() {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(challenge));
        item.put(GameTable.VERSION, AttributeValue.fromS("1"));

        assertMessage(item, "game " + challenge.id(), "version");
    }

    @Test
    void anUnknownStatusIsRefusedNamingIt() {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(challenge));
        item.put(GameItem.STATUS, AttributeValue.fromS("PAUSED"));

        assertMessage(item, "game " + challenge.id(), "PAUSED");
    }

    @Test
    void aPlayerWithoutNameIsRefusedNamingThePlayer() {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(active));
        item.put(GameItem.BLACK, AttributeValue.fromM(Map.of("id", AttributeValue.fromS(bo.id()),
                "bot", AttributeValue.fromBool(false))));

        assertMessage(item, "game " + active.id(), "black", "name");
    }

    @Test
    void anItemThatIsNotAGameIsRefused() {
        Map<String, AttributeValue> item = new HashMap<>(GameItem.of(challenge));
        item.put(GameTable.KEY, AttributeValue.fromS("reply#123"));

        assertMessage(item, "reply#123", "not a game");
    }

    private static void assertMessage(Map<String, AttributeValue> item, String... parts) {
        CorruptItemException e = assertThrows(CorruptItemException.class, () -> GameItem.read(item));
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "\"" + part + "\" in: " + e.getMessage());
        }
    }
}
