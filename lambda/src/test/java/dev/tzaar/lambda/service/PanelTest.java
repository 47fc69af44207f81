package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Panels;
import dev.tzaar.lambda.shared.Wording;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A turn played by taps on a private panel: the board's "Play your turn" opens it for the player to act,
 * a piece is chosen from a menu that says what each can do, then a target from buttons that name it;
 * each choice is shown in place and plays nothing; a target, Pass or a cell plays, as a typed move does.
 * Every control is made for one position: a press left over from an earlier one is refused in one
 * line and changes nothing. The games are the fixed setup's: Ann (White) opens.
 */
class PanelTest {
    private final Table table = new Table(61);
    private final String id = table.startFixedGame();

    @Test
    void playYourTurnGivesThePlayerToActAPrivatePanelOfThePiecesThatCanCapture() {
        GameReply panel = table.send(ANN, Command.PANEL, Option.GAME, id);

        assertTrue(panel.ephemeral());
        assertNull(panel.panel(), "a new message, not in the place of another");
        assertEquals("Game **" + id + "**, turn 1: the opening capture. Choose the piece that captures.", panel.text());
        assertEquals(id + " " + table.game(id).position() + " after 0", Table.shows(panel), "White's own view");
        SelectMenu pieces = panel.menus().get(0);
        assertEquals(1, panel.menus().size(), "21 pieces can capture: one menu holds them");
        assertEquals("tzaar:panel:" + id + ":0:from", pieces.id());
        assertEquals("Choose a piece", pieces.placeholder());
        assertEquals(List.of("A5", "B1", "B5", "C2", "C5", "D3", "D5", "D6", "D7", "D8", "E1", "E2", "E3", "E4", "F5",
                "G4", "G5", "H3", "H5", "I2", "I5"), pieces.items().stream().map(SelectMenu.Item::value).toList());
        SelectMenu.Item c2 = pieces.items().get(3);
        assertEquals("C2 · Tzarra · 2 captures", c2.label());
        assertEquals("capture on B2 Tzarra, C3 Tzaar", c2.description(), "what stands on each target, before choosing");
        assertFalse(c2.chosen());
        assertEquals(List.of(), panel.buttons(), "nothing to pass or go back to in the first action");
    }

    @Test
    void anyoneElseWhoPressesItIsToldWhoseTurnItIsAndNothingChanges() {
        long version = table.game(id).version();
        assertEquals("It's **Ann**'s turn in game **" + id + "**.", table.send(BO, Command.PANEL, Option.GAME, id).text());
        GameReply bystander = table.send(CY, Command.PANEL, Option.GAME, id);
        assertTrue(bystander.ephemeral());
        assertEquals("It's **Ann**'s turn in game **" + id + "**.", bystander.text());
        assertEquals(version, table.game(id).version());
    }

    @Test
    void choosingAPieceShowsItsTargetsInPlaceMarkedInThePictureAndPlaysNothing() {
        GameReply step = table.send(ANN, Command.PANEL, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2");

        assertFalse(step.saysMoreThanItsPanel(), "only the panel changes: " + step);
        GameReply panel = step.panel();
        assertTrue(panel.ephemeral());
        assertEquals("Game **" + id + "**, turn 1: your Tzarra on **C2**. Choose where it goes, or another piece.",
                panel.text());
        assertTrue(Table.shows(panel).endsWith(" after 0 chosen C2"), Table.shows(panel));
        assertTrue(panel.menus().get(0).items().get(3).chosen(), "C2 is marked in its menu");
        assertEquals(List.of(
                new ActionButton("tzaar:move:" + id + ":0:from=C2:to=B2", "B2 · capture a Tzarra", ButtonStyle.DANGER),
                new ActionButton("tzaar:move:" + id + ":0:from=C2:to=C3", "C3 · capture a Tzaar", ButtonStyle.DANGER),
                new ActionButton("tzaar:panel:" + id + ":0", "Back", ButtonStyle.SECONDARY)), panel.buttons());
        assertEquals(2, table.game(id).version(), "nothing was played");

        GameReply back = table.send(ANN, Command.PANEL, Option.GAME, id, Option.PLAYED, "0").panel();
        assertEquals("Game **" + id + "**, turn 1: the opening capture. Choose the piece that captures.", back.text());
        assertTrue(back.menus().get(0).items().stream().noneMatch(SelectMenu.Item::chosen), "Back undoes the choice");
    }

    @Test
    void aTargetPlaysTheMoveForTheChannelAsTypedAndThePanelMovesOnToTheSecondAction() {
        table.send(ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2", Option.TO, "C3");
        GameReply opened = table.send(BO, Command.PANEL, Option.GAME, id);
        assertEquals("Game **" + id + "**, turn 2: your turn. First a capture: choose the piece that captures.",
                opened.text());
        assertTrue(Table.shows(opened).endsWith(" after 1 flipped"), "Black's own view: " + Table.shows(opened));
        assertEquals(List.of("C3 · capture a Tzarra", "D3 · capture a Tzaar", "D5 · capture a Tott", "E4 · capture a Tott",
                "Back"), table.send(BO, Command.PANEL, Option.GAME, id, Option.PLAYED, "1", Option.FROM, "D4").panel()
                        .buttons().stream().map(ActionButton::label).toList());

        GameReply played = table.send(BO, Command.MOVE, Option.GAME, id, Option.PLAYED, "1", Option.FROM, "D4",
                Option.TO, "D3");

        assertFalse(played.ephemeral(), "the channel sees the move");
        assertEquals("**Bo** D4 captures a Tzaar on D3. Second action for **Bo** (Black): capture, stack or pass.",
                played.text());
        assertEquals(id + " " + table.game(id).position() + " after 2", Table.shows(played), "the channel's picture");
        GameReply panel = played.panel();
        assertEquals("Game **" + id + "**, turn 2: your second action. Capture or stack: choose a piece, or pass.",
                panel.text());
        assertEquals(id + " " + table.game(id).position() + " after 2 flipped", Table.shows(panel));
        assertEquals(List.of(new ActionButton("tzaar:pass:" + id + ":2", "Pass", ButtonStyle.PRIMARY)), panel.buttons());
    }

    /** 29 of Black's pieces can capture or stack here: one menu holds 25, so they are split by columns. */
    @Test
    void moreThanAMenusPiecesAreSplitByColumnsIntoMenusNamedSo() {
        table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
        GameReply panel = table.send(BO, Command.MOVE, Option.GAME, id, Option.PLAYED, "1", Option.FROM, "D4",
                Option.TO, "D3").panel();

        assertEquals(List.of("Choose a piece on columns A–E", "Choose a piece on columns F–I"),
                panel.menus().stream().map(SelectMenu::placeholder).toList());
        assertEquals(List.of("tzaar:panel:" + id + ":2:from#A-E", "tzaar:panel:" + id + ":2:from#F-I"),
                panel.menus().stream().map(SelectMenu::id).toList());
        assertEquals(List.of("A1", "A2", "A3", "A4", "B2", "B3", "B4", "C4", "D3", "E6", "E7", "E8", "E9"),
                panel.menus().get(0).items().stream().map(SelectMenu.Item::value).toList());
        assertEquals(16, panel.menus().get(1).items().size());
        assertEquals("D3 · Tott · 6 captures", panel.menus().get(0).items().get(8).label());
        assertEquals("capture on B1 Tott, C3 Tzarra, D2 Tzarra, D5 Tott, E3 Tzaar, E4 Tott",
                panel.menus().get(0).items().get(8).description());
    }

    /**
     * Issue 31: the picture names cells only along its edges, so a piece's line says what stands on each of its
     * targets, a stack with its height, in the player's language, before the piece is chosen.
     */
    @Test
    void aPiecesLineSaysWhatStandsOnEachTargetInEitherLanguage() {
        Game game = gameAt("----Z/------/--t----/--A2T----/---z2----/--------/-------/------/----a w 2");

        SelectMenu.Item english = item(game, "en-US", "D3");
        assertEquals("D3 · Tzarra stack of 2 · 2 captures, 1 stack", english.label());
        assertEquals("capture on C3 Tott, E4 Tzaar stack of 2 · stack on D4 Tott", english.description());
        assertEquals("capturer en C3 Tott, E4 Tzaar en pile de 2 · empiler sur D4 Tott",
                item(game, "fr", "D3").description());
    }

    /**
     * A Tzaar stack of 3 beside six black stacks of 2 captures six of them: named, they would pass the 100 characters
     * Discord allows under a menu's item, so its line gives their cells alone.
     */
    @Test
    void targetsWhoseWordsWouldPassDiscordsLengthAreGivenByTheirCells() {
        Game game = gameAt("TA---/------/-a2a2----/-a2Z3a2----/--a2a2----/--------/-------/------/---tz w 1");

        SelectMenu.Item english = item(game, "en-US", "D3");
        assertEquals("D3 · Tzaar stack of 3 · 6 captures", english.label());
        assertEquals("capture on C2, C3, D2, D4, E3, E4", english.description());
        assertTrue(item(game, "fr", "D3").description().length() <= SelectMenu.Item.MAX_DESCRIPTION);
    }

    private static Game gameAt(String position) {
        java.time.Instant now = java.time.Instant.parse("2026-11-22T12:00:00Z");
        return Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ANN, BO,
                dev.tzaar.engine.Setup.fixed().kind(), dev.tzaar.lambda.game.ColourChoice.WHITE, ANN, BO,
                dev.tzaar.engine.record.GameRecord.from(dev.tzaar.engine.Position.of(position)), now,
                now.plusSeconds(3600));
    }

    /** The item of the piece on {@code cell} in the menus of the panel of the player to act, in {@code locale}. */
    private static SelectMenu.Item item(Game game, String locale, String cell) {
        GameReply panel = Panels.choosing(new CommandServices(null, null, Table::picture, null, null, null), game,
                game.position().sideToMove(), Panels.Chosen.NOTHING, Wording.in(Texts.forDiscord(locale)));
        return panel.menus().stream().flatMap(menu -> menu.items().stream()).filter(item -> item.value().equals(cell))
                .findFirst().orElseThrow(() -> new AssertionError(cell + " is not in " + panel.menus()));
    }

    @Test
    void aPressForAnEarlierPositionIsRefusedInOneLineAndPlaysNothing() {
        table.send(ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2", Option.TO, "C3");
        long version = table.game(id).version();

        GameReply late = table.send(ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2",
                Option.TO, "B2");
        assertTrue(late.ephemeral());
        assertNull(late.panel(), "the panel is left as it is");
        assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.", late.text());
        assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.",
                table.send(ANN, Command.PANEL, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "E4").text());
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3");
        assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.",
                table.send(BO, Command.PASS, Option.GAME, id, Option.PLAYED, "1").text(), "made before the capture");
        assertEquals(version + 1, table.game(id).version(), "only the typed capture was played");
    }

    @Test
    void aChoiceThatIsNotOpenIsRefusedInOneLine() {
        assertEquals("That choice is not open in game **" + id + "** now: nothing was played.",
                table.send(ANN, Command.PANEL, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "A1").text(),
                "a Black piece");
        assertEquals("That choice is not open in game **" + id + "** now: nothing was played.",
                table.send(ANN, Command.PANEL, Option.GAME, id, Option.PLAYED, "0", Option.TYPE, "T").text(),
                "nothing to place");
    }

    @Test
    void aRepeatedPressGetsItsFirstAnswerAgainPanelAndPicturesIncluded() {
        String press = Table.nextInteraction();
        GameReply first = table.send(press, ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2",
                Option.TO, "C3");
        table.send(BO, Command.MOVE, Option.TURN, "D4xD3");

        GameReply again = table.send(press, ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2",
                Option.TO, "C3");
        assertEquals(first.asRepeat(), again, "the same answer, marked as given again");
        assertEquals("Played. **Bo** (Black) to capture.", again.panel().text());
    }

    @Test
    void aFinishedTurnLeavesThePanelSayingWhoIsNextWithoutControls() {
        GameReply played = table.send(ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2",
                Option.TO, "C3");
        assertEquals(GameReply.privately("Played. **Bo** (Black) to capture."), played.panel());
        assertEquals(List.of(BO.id()), played.ping(), "the next player is pinged as after a typed move");
    }

    /** Pressed after the player's clock ran out: nothing is played, and the panel says how the game ended, not "Played". */
    @Test
    void aTargetPressedAfterTheFlagFellPlaysNothingAndThePanelSaysTheGameEndedOnTime() {
        Table timed = new Table(63);
        GameReply challenge = timed.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.DAYS, "1");
        String game = challenge.game().id();
        timed.send(BO, Command.ACCEPT, Option.GAME, game);
        timed.now = timed.now.plus(java.time.Duration.ofDays(3));

        GameReply late = timed.send(ANN, Command.MOVE, Option.GAME, game, Option.PLAYED, "0", Option.FROM, "C2",
                Option.TO, "C3");

        assertEquals(0, timed.game(game).record().actions().size(), "not played");
        assertEquals(GameReply.privately("**Bo** (Black) wins: White ran out of time."), late.panel());
    }

    @Test
    void twoPressesAtOnceOfTheSamePanelPlayOneAction() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<GameReply>> sent = new ArrayList<>();
            for (String to : List.of("C3", "B2")) {
                sent.add(pool.submit(() -> {
                    go.await();
                    return table.send(ANN, Command.MOVE, Option.GAME, id, Option.PLAYED, "0", Option.FROM, "C2",
                            Option.TO, to);
                }));
            }
            go.countDown();
            List<GameReply> replies = new ArrayList<>();
            for (Future<GameReply> reply : sent) {
                replies.add(reply.get());
            }
            assertEquals(1, replies.stream().filter(r -> !r.ephemeral()).count(), replies.toString());
            assertEquals("That was for an earlier position of game **" + id + "**: nothing was played.",
                    replies.stream().filter(GameReply::ephemeral).findFirst().orElseThrow().text());
            assertEquals(1, table.game(id).record().actions().size());
            assertEquals(3, table.game(id).version());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theTournamentSetupIsPlacedByTypeThenCellFromColumnGroups() {
        Table placing = new Table(62);
        String tournament = placing.startGameBetween(ANN, BO, "tournament");
        GameReply opened = placing.send(ANN, Command.PANEL, Option.GAME, tournament);
        assertEquals("Game **" + tournament + "**, turn 1: place a piece. Choose its type.", opened.text());
        assertEquals(List.of(
                new ActionButton("tzaar:panel:" + tournament + ":0:type=Z", "Tzaar · 6 left", ButtonStyle.SECONDARY),
                new ActionButton("tzaar:panel:" + tournament + ":0:type=A", "Tzarra · 9 left", ButtonStyle.SECONDARY),
                new ActionButton("tzaar:panel:" + tournament + ":0:type=T", "Tott · 15 left", ButtonStyle.SECONDARY)),
                opened.buttons());

        GameReply tott = placing.send(ANN, Command.PANEL, Option.GAME, tournament, Option.PLAYED, "0", Option.TYPE, "T")
                .panel();
        assertEquals("Game **" + tournament + "**, turn 1: place a Tott. Choose its cell.", tott.text());
        assertEquals(List.of("Choose a cell on columns A–C", "Choose a cell on columns D–F", "Choose a cell on columns G–I"),
                tott.menus().stream().map(SelectMenu::placeholder).toList());
        assertEquals(List.of(18, 24, 18), tott.menus().stream().map(m -> m.items().size()).toList());
        assertEquals("tzaar:place:" + tournament + ":0:type=T:at#D-F", tott.menus().get(1).id());
        assertEquals(ButtonStyle.PRIMARY, tott.buttons().get(2).style(), "the type chosen");
        assertEquals("Back", tott.buttons().get(3).label());

        GameReply placed = placing.send(ANN, Command.PLACE, Option.GAME, tournament, Option.PLAYED, "0", Option.TYPE,
                "T", Option.AT, "E4");
        assertFalse(placed.ephemeral());
        assertTrue(placed.text().startsWith("**Ann** places a Tott on E4."), placed.text());
        assertEquals("Played. **Bo** (Black) to place a piece.", placed.panel().text());
        GameReply bo = placing.send(BO, Command.PANEL, Option.GAME, tournament, Option.PLAYED, "1", Option.TYPE, "Z")
                .panel();
        assertEquals(59, bo.menus().stream().mapToInt(m -> m.items().size()).sum(), "E4 is taken");
    }
}
