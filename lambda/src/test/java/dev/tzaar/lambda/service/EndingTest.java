package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Besides the rules, a game ends by resignation (confirmed first: it cannot be undone) or by a claim
 * when the opponent has kept the game waiting 72 hours. A finished game offers a rematch.
 */
class EndingTest {
    private final Table table = new Table(4);
    private final String id = table.startFixedGame();

    @Test
    void resigningAsksForConfirmationFirst() {
        GameReply ask = table.send(BO, Command.RESIGN);
        assertTrue(ask.ephemeral());
        assertEquals("Resign game **" + id + "** against **Ann**? This cannot be undone.", ask.text());
        assertEquals(List.of("tzaar:confirm_resign:" + id), ask.buttons().stream().map(ActionButton::id).toList());
        assertEquals(GameStatus.ACTIVE, table.game(id).status());

        GameReply resigned = table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        assertEquals("**Bo** resigns. **Ann** (White) wins: Black resigned.\n"
                + "Not rated: it ended before both sides moved.", resigned.text());
        assertEquals(List.of(ANN.id()), resigned.ping());
        assertEquals(GameStatus.FINISHED, resigned.game().status());
        assertEquals(new Result.Resigned(Side.BLACK), table.game(id).record().result().orElseThrow());
        assertEquals(id + " " + table.game(id).position() + " after 0 declared", Table.shows(resigned));
    }

    @Test
    void theWinCanBeClaimedOnlyAfterTheOpponentHasKeptTheGameWaitingLongEnough() {
        assertEquals("It is your turn in game **" + id + "**: the game waits for you.",
                table.send(ANN, Command.CLAIM).text());
        table.now = table.now.plus(Duration.ofHours(71));
        assertTrue(table.send(BO, Command.CLAIM).text().startsWith("**Ann** has until <t:"));

        table.now = table.now.plus(Duration.ofHours(2));
        GameReply claimed = table.send(BO, Command.CLAIM);
        assertEquals("**Bo** claims the win: **Ann** did not act for 3 days. **Bo** (Black) wins: White ran out "
                + "of time.\nNot rated: it ended before both sides moved.", claimed.text());
        assertEquals(new Result.TimedOut(Side.WHITE), table.game(id).record().result().orElseThrow());
    }

    @Test
    void aRematchIsANewChallengeWithTheColoursSwapped() {
        table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        GameReply rematch = table.send(ANN, Command.REMATCH, Option.GAME, id);
        assertEquals(GameStatus.CHALLENGED, rematch.game().status());
        assertTrue(rematch.text().contains("**Ann** plays Black"), rematch.text());
        assertEquals(List.of(BO.id()), rematch.ping());
        String fresh = rematch.game().id();
        assertEquals("Game **" + fresh + "** is not over yet.", table.send(ANN, Command.REMATCH, Option.GAME, fresh).text());
    }

    @Test
    void aFinishedGameStaysForItsHistoryAsFiles() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        table.send(BO, Command.CONFIRM_RESIGN);
        GameReply history = table.send(ANN, Command.HISTORY);
        assertTrue(history.ephemeral());
        assertEquals(List.of("tzaar-" + id + ".tzaar", "tzaar-" + id + ".sgf"),
                history.files().stream().map(f -> f.name()).toList());
        String record = history.files().get(0).content();
        assertTrue(record.contains("White: Ann") && record.contains("1 W: C2xC3"), record);
        String sgf = history.files().get(1).content();
        assertTrue(sgf.startsWith("(;FF[TZAAR]"), sgf);
        // Bo resigned: the LittleGolem record says so, and replays to Ann's win, not to a game going on.
        assertTrue(sgf.strip().endsWith(";B[resign])"), sgf);
        assertEquals(dev.tzaar.engine.Side.WHITE,
                dev.tzaar.engine.record.LittleGolemSgf.parse(sgf).orElseThrow().result().orElseThrow().winner());
        // Discord players have no ./tzaar: the text says what to open the files with.
        assertFalse(history.text().contains("./tzaar"), history.text());
        assertTrue(history.text().contains("SGF viewer"), history.text());
    }
}
