package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.record.LittleGolemSgf;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.shared.RecordFiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar import}: a finished game from a record file, this bot's own or LittleGolem's, replayed with the
 * rules, kept as a finished game of the importer that is never rated and says where it came from, and shown
 * with the review's and the replay's buttons; an illegal record, a game still being played, boardspace's
 * records and any other file are refused privately, and nothing is kept.
 */
class ImportTest {
    /** Our own format's record of a five-turn game that Black resigned. */
    static final String OURS = """
            Setup: fixed
            White: Alice
            Black: Bob
            Result: white (Black resigned)

            1 W: E4xF4
            2 B: F3xF4 C3-D4
            3 W: D3xF4 E2-E3
            4 B: D4xD2 G3xF4
            5 W: E3xD2 pass
            """;
    static final String CDN = "https://cdn.discordapp.com/attachments/1/2/friday.sgf";

    private final Table table = new Table(40, address -> address.equals(CDN)
            ? new RecordFiles.Text(LittleGolemSgf.format(RecordText.parse(OURS).orElseThrow()).orElseThrow())
            : new RecordFiles.Refused(RecordFiles.Problem.NOT_DISCORDS));

    @Test
    void aLittleGolemRecordAttachedIsKeptAsAFinishedGameThatIsNeverRatedWithItsReviewAndReplay() {
        GameReply imported = table.send(ANN, Command.IMPORT, Option.FILE, CDN);

        assertFalse(imported.ephemeral(), imported.text());
        String id = imported.buttons().get(0).id().substring("tzaar:history:".length());
        assertEquals("**Ann** imported a game from LittleGolem: game **" + id + "**, **Alice** (White) vs **Bob** "
                + "(Black), 5 turns. **Alice** (White) wins: Black resigned. Imported from LittleGolem, so never rated: "
                + "**Analyze** reviews it, **Replay** plays it.", imported.text());
        assertEquals(List.of("tzaar:history:" + id, "tzaar:analyze:" + id, "tzaar:replay:" + id),
                imported.buttons().stream().map(ActionButton::id).toList(), "no Rematch: nobody here played it");
        assertTrue(Table.shows(imported).endsWith(" after 9 declared"), Table.shows(imported));

        Game game = table.game(id);
        assertEquals(GameStatus.FINISHED, game.status());
        assertEquals(java.util.Optional.of("LittleGolem"), game.importedFrom());
        assertEquals(ANN, game.challenger());
        assertEquals(java.util.Optional.empty(), table.store.standing(Ladder.GLOBAL, game.white().id()));
        assertEquals(java.util.Optional.empty(), table.store.standing(Ladder.GLOBAL, game.black().id()));

        GameReply replay = table.press(BO, imported.buttons().get(2));
        assertTrue(replay.ephemeral() && replay.text().startsWith("The replay of game **" + id + "**"), replay.text());
        GameReply rematch = table.send(ANN, Command.REMATCH, Option.GAME, id);
        assertTrue(rematch.ephemeral(), rematch.text());
    }

    @Test
    void ourOwnRecordAsTheConsoleSendsItIsImportedToo() {
        GameReply imported = table.send(ANN, Command.IMPORT, Option.RECORD, OURS);

        assertTrue(imported.text().startsWith("**Ann** imported a game from TZAAR for Discord: game **"), imported.text());
        String id = imported.buttons().get(0).id().substring("tzaar:history:".length());
        assertEquals(java.util.Optional.of("TZAAR for Discord"), table.game(id).importedFrom());
    }

    @Test
    void anIllegalRecordIsRefusedWithTheTurnAndTheReasonAndNothingIsKept() {
        GameReply refused = table.send(ANN, Command.IMPORT, Option.RECORD, OURS.replace("3 W: D3xF4", "3 W: D3xI1"));

        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("That TZAAR for Discord record cannot be replayed with the rules: "
                + "Action 4 (turn 3, White) \"D3xI1\": "), refused.text());
        assertEquals(List.of(), table.store.gamesOf(ANN.id(), table.now, 100).stream()
                .filter(game -> game.channelId().equals(table.channel)).toList());
    }

    @Test
    void aGameStillBeingPlayedIsRefused() {
        String unfinished = OURS.replace("Result: white (Black resigned)\n", "").replace("5 W: E3xD2 pass\n", "");

        GameReply refused = table.send(ANN, Command.IMPORT, Option.RECORD, unfinished);

        assertTrue(refused.ephemeral());
        assertEquals("That record's game is not over: turn 5 is still to play, White to move. I import finished games "
                + "only, so that no review helps a game still being played.", refused.text());
    }

    @Test
    void boardspacesRecordsAndOtherFilesAreRefusedByName() {
        GameReply boardspace = table.send(ANN, Command.IMPORT, Option.RECORD,
                "(;\nGM[Tzaar]VV[1]\nSU[tzaar-standard]\nP0[id \"someone\"]\n; P0[0 Start P0])");
        assertTrue(boardspace.ephemeral() && boardspace.text().startsWith("That is a boardspace.net record"),
                boardspace.text());

        GameReply other = table.send(ANN, Command.IMPORT, Option.RECORD, "eggs, milk, bread");
        assertTrue(other.ephemeral() && other.text().startsWith("That file is not a game record I can read"),
                other.text());

        GameReply none = table.send(ANN, Command.IMPORT);
        assertTrue(none.ephemeral() && none.text().startsWith("Attach the record file"), none.text());
    }

    @Test
    void anAddressNotOnDiscordsCdnIsNotFetched() {
        GameReply refused = table.send(ANN, Command.IMPORT, Option.FILE, "http://169.254.169.254/latest/meta-data/");

        assertTrue(refused.ephemeral());
        assertEquals("That file is not on Discord's CDN, so I did not fetch it: attach the record to the command "
                + "itself.", refused.text());
    }

    @Test
    void inFrenchTheAnswerIsFrench() {
        GameReply french = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.IMPORT, Map.of(Option.FILE, CDN)).withLocales("fr", "fr"));

        assertTrue(french.text().startsWith("**Ann** a importé une partie de LittleGolem : la partie **"),
                french.text());
        assertTrue(french.text().contains("Importée de LittleGolem, elle n’est jamais classée"), french.text());
    }
}
