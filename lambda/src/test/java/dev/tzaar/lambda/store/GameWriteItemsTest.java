package dev.tzaar.lambda.store;

import static dev.tzaar.lambda.store.TestGames.T0;
import static dev.tzaar.lambda.store.TestGames.accepted;
import static dev.tzaar.lambda.store.TestGames.answer;
import static dev.tzaar.lambda.store.TestGames.challenge;
import static dev.tzaar.lambda.store.TestGames.played;
import static dev.tzaar.lambda.store.TestGames.player;
import static dev.tzaar.lambda.store.TestGames.resigned;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.rating.RatingWrite;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What one write puts, by key: a move puts its game and its answer and nothing else, so that it writes
 * no index (each index entry a game is in costs a delete and a put when the game changes); the game's
 * entry and the seats are put when where the game is listed changes, or when nobody knows where it was.
 */
class GameWriteItemsTest {
    private final Player ann = player("Ann");
    private final Player bo = player("Bo");
    private final Game challenge = challenge("channel-1", ann, bo, T0);
    private final Game active = accepted(challenge, T0.plusSeconds(60));

    private static List<String> keysPut(Game game, Game before) {
        return GameWrite.request("games", game, answer(game), RatingWrite.NONE, true,
                        before == null ? null : Listed.of(before)).transactItems().stream()
                .map(item -> item.put().item().get(GameTable.KEY).s().replaceAll("#.*", "#"))
                .toList();
    }

    @Test
    void aMovePutsItsGameAndItsAnswerAlone() {
        Game moved = played(active, T0.plusSeconds(120));
        assertEquals(List.of("game#", "reply#"), keysPut(moved, active));
        Game again = played(moved, T0.plusSeconds(180));
        assertEquals(List.of("game#", "reply#"), keysPut(again, moved));
    }

    @Test
    void aNewChallengePutsItsPlaceItsEntryAndItsPlayersSeats() {
        assertEquals(List.of("game#", "reply#", "pending#", "listed#", "seat#", "seat#"), keysPut(challenge, null));
    }

    @Test
    void acceptingMovesTheEntriesOnToTheGamesLongerExpiry() {
        assertEquals(List.of("game#", "reply#", "pending#", "listed#", "seat#", "seat#"), keysPut(active, challenge));
    }

    @Test
    void theEndMovesTheGameOutOfTheOpenListsAndTheSeatsIntoTheFinishedOnes() {
        assertEquals(List.of("game#", "reply#", "listed#", "seat#", "seat#"),
                keysPut(resigned(active, T0.plusSeconds(120)), active));
    }

    @Test
    void aMoveOnAnotherDayRenewsTheEntriesExpiry() {
        Game nextDay = played(active, T0.plus(Duration.ofDays(1)));
        assertEquals(List.of("game#", "reply#", "listed#", "seat#", "seat#"), keysPut(nextDay, active));
    }

    @Test
    void notKnowingWhereTheGameWasListedPutsEverything() {
        Game moved = played(active, T0.plusSeconds(120));
        assertEquals(List.of("game#", "reply#", "listed#", "seat#", "seat#"), keysPut(moved, null));
    }
}
