package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar replay} and the Replay buttons: the game as an animated picture, privately, offered under a
 * finished board, under the record's files and beside each finished game of {@code /tzaar games}.
 */
class ReplayTest {
    private final Table table = new Table(30);
    private final String id = table.startFixedGame();

    @Test
    void aFinishedGamesBoardOffersItsReplayAndASpectatorsPressGetsTheAnimationPrivately() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply over = table.send(BO, Command.CONFIRM_RESIGN);
        ActionButton replay = over.buttons().stream().filter(b -> b.id().equals("tzaar:replay:" + id)).findFirst()
                .orElseThrow(() -> new AssertionError(over.buttons().toString()));
        assertEquals("Replay", replay.label());

        GameReply answer = table.press(CY, replay);

        assertTrue(answer.ephemeral());
        assertEquals("The replay of game **" + id + "**, **Ann** (White) vs **Bo** (Black): the start, then its one "
                + "turn, a second each, then the end, held. It plays in a loop.", answer.text());
        assertEquals(List.of("replay-" + id + ".gif"), answer.pictures().stream().map(p -> p.fileName()).toList());
        assertEquals("replay of " + id + ", 1 turns", new String(answer.pictures().get(0).image().png(),
                StandardCharsets.UTF_8));
    }

    @Test
    void aGameStillPlayedShowsItsTurnsSoFarAndOneNotBegunIsRefused() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply soFar = table.send(BO, Command.REPLAY);
        assertTrue(soFar.text().contains("then its one turn"), soFar.text());

        Table fresh = new Table(31);
        String notBegun = fresh.startFixedGame();
        GameReply refused = fresh.send(ANN, Command.REPLAY, Option.GAME, notBegun);
        assertTrue(refused.ephemeral());
        assertEquals("Game **" + notBegun + "** has no moves yet: there is nothing to replay.", refused.text());
        assertTrue(refused.pictures().isEmpty());
    }

    @Test
    void theRecordsFilesAndTheFinishedGamesListOfferTheReplay() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.CONFIRM_RESIGN);
        assertEquals(List.of("tzaar:replay:" + id), table.send(ANN, Command.HISTORY).buttons().stream()
                .map(ActionButton::id).toList());
        GameReply finished = table.send(ANN, Command.GAMES, Option.FINISHED, "true");
        assertEquals(List.of("tzaar:replay:" + id), finished.buttons().stream().map(ActionButton::id).toList());
        assertEquals("Replay " + id, finished.buttons().get(0).label());
    }

    @Test
    void inFrenchTheWordsAndThePictureAreFrench() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply french = table.handle(GameRequest.of(Table.nextInteraction(), Table.GUILD, table.channel, BO,
                Command.REPLAY, Map.of(Option.GAME, id)).withLocales("fr", "en-US"));
        assertTrue(french.text().startsWith("Le rejeu de la partie **" + id + "**"), french.text());
        assertTrue(new String(french.pictures().get(0).image().png(), StandardCharsets.UTF_8).endsWith(" in fr"));
    }
}
