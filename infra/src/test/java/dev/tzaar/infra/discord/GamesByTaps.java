package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.TapPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ButtonId;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Whole games played by taps alone (issue 22): after the challenge nothing is typed; every turn is played from
 * the board's Play your turn and the player's private panel ({@link TapPlayer}).
 */
abstract class GamesByTaps extends GamesThroughDiscord {

    // ---- Turns played by taps (issue 22): after the challenge nothing is typed. Accept is pressed, then
    // every turn is played from the board's Play your turn and the player's private panel (TapPlayer checks
    // each step: private panels updated in place, public boards, pings). Presses made for an earlier
    // position, by someone else, twice or at once are refused privately and nothing is played twice.

    /** A French server, players with French clients: every word of the board, the panel and its controls is French. */
    @Test
    void aWholeGameIsPlayedByTapsInFrench() {
        discord.setGuildLocale("fr");
        discord.setLocale(alice, "fr");
        discord.setLocale(bob, "fr");
        try {
            BegunByTaps begun = begin("random");
            assertEquals("Jouer mon tour", begun.board().button("tzaar:panel:" + begun.game()).orElseThrow().label());
            DiscordMessage panel = new TapPlayer(discord, new Random(32)).open(begun.game(), begun.board(), alice);
            TapPlayer taps = new TapPlayer(discord, new Random(32));
            assertEquals("Partie **" + begun.game() + "**, tour 1 : la capture d’ouverture. Choisissez la pièce qui "
                    + "capture.", panel.content());
            assertTrue(panel.menus().get(0).placeholder().startsWith("Choisir une pièce"), panel.toString());
            assertTrue(panel.attachment("board.png").orElseThrow().description().startsWith("Plateau de TZAAR"));

            TapPlayer.Ending ending = taps.playToTheEnd(begun.game(), begun.board(), alice, bob);

            assertTrue(ending.last().content().contains(" gagne : "), ending.last().content());
            assertPicturesWithinBudget(taps);
        } finally {
            discord.setGuildLocale("en-US");
        }
    }

    /**
     * The tournament setup: sixty pieces placed by type, then cell, all by taps; then the game to its end,
     * every action in at most three taps (Play your turn, a piece, a target; the second action of a turn
     * in two, on the panel already open).
     */
    @Test
    void aTournamentGameIsPlacedByTypeThenCellAndPlayedToTheEndByTapsAloneInAtMostThreeTapsAnAction() {
        BegunByTaps begun = begin("tournament");
        assertEquals("Play your turn", begun.board().button("tzaar:panel:" + begun.game()).orElseThrow().label());
        DiscordMessage panel = new TapPlayer(discord, new Random(33)).open(begun.game(), begun.board(), alice);
        TapPlayer taps = new TapPlayer(discord, new Random(33));
        assertEquals(List.of("Tzaar · 6 left", "Tzarra · 9 left", "Tott · 15 left"),
                panel.buttons().stream().map(DiscordMessage.Button::label).toList());

        TapPlayer.Ending ending = taps.playToTheEnd(begun.game(), begun.board(), alice, bob);

        assertTrue(ending.actions() > 70, "the sixty placements, then the game: " + ending.actions());
        assertTrue(ending.last().content().contains(" wins: "), ending.last().content());
        assertEquals(ending.actions(), taps.tapsPerAction().size());
        assertEquals(List.of(3), taps.tapsPerAction().subList(0, 60).stream().distinct().toList(),
                "a placement: Play your turn, a type, a cell");
        assertTrue(taps.tapsPerAction().stream().allMatch(n -> n >= 1 && n <= 3), taps.tapsPerAction().toString());
        assertTrue(taps.taps().stream().anyMatch(tap -> tap.what().startsWith("cell ")), "cells were picked");
        assertPicturesWithinBudget(taps);
    }

    /** Against the bot its turn comes in the same reply, so the panel goes straight on to the player's next turn. */
    @Test
    void againstTheBotThePanelCarriesOnToTheNextTurnAfterTheBotsTurn() {
        Interaction ai = discord.slashCommand(alice, "tzaar", "ai", Map.of("level", "easy", "setup", "random",
                "colour", "white"));
        ai.awaitAcknowledgement();
        DiscordMessage board = ai.awaitAnswer();
        String game = board.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:panel:")).findFirst().orElseThrow().substring("tzaar:panel:".length());
        TapPlayer taps = new TapPlayer(discord, new Random(34));

        TapPlayer.Ending ending = taps.playToTheEnd(game, board, alice, discord.botUser());

        assertTrue(ending.last().content().contains(" wins: "), ending.last().content());
        long opened = taps.taps().stream().filter(tap -> tap.what().equals("open")).count();
        assertEquals(1, opened, "one panel for the whole game: " + taps.taps().size() + " taps");
    }

    @Test
    void pressesOfOthersForEarlierPositionsAndAgainAreRefusedPrivatelyAndNothingIsPlayedTwice() {
        BegunByTaps begun = begin("fixed");
        String game = begun.game();
        DiscordUser carol = discord.newUser("carol" + players);
        for (DiscordUser other : List.of(bob, carol)) {
            Interaction press = discord.pressButton(other, "tzaar:panel:" + game, begun.board());
            DiscordMessage told = press.awaitEdit();
            assertTrue(told.ephemeral(), told.toString());
            assertEquals("It's **" + alice.username() + "**'s turn in game **" + game + "**.", told.content());
        }
        TapPlayer taps = new TapPlayer(discord, new Random(35));
        DiscordMessage first = taps.open(game, begun.board(), alice);
        DiscordMessage second = taps.open(game, begun.board(), alice);
        DiscordMessage.Menu pieces = second.menus().get(0);
        assertThrows(IllegalArgumentException.class, () -> discord.choose(bob, pieces.customId(), "C2", second),
                "Bob cannot see Alice's panel");

        Interaction chosen = discord.choose(alice, pieces.customId(), "C2", second);
        DiscordMessage targets = chosen.awaitEdit();
        assertEquals(second.id(), targets.id(), "the panel changed in place");
        Interaction capture = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=C3", targets);
        assertFalse(capture.awaitFollowUps(2).get(0).ephemeral(), "the channel sees the capture");
        assertEquals("Played. **" + bob.username() + "** (Black) to capture.", capture.awaitEdit().content());

        Interaction late = discord.choose(alice, first.menus().get(0).customId(), "E4", first);
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, late.awaitAcknowledgement().type());
        DiscordMessage refused = late.awaitFollowUp();
        assertTrue(refused.ephemeral());
        assertEquals("That was for an earlier position of game **" + game + "**: nothing was played.", refused.content());
        assertEquals(List.of(), late.edits(), "the old panel is left as it was");

        Interaction again = discord.deliverAgain(capture);
        again.awaitAcknowledgement();
        again.awaitEdit();
        assertEquals(1, played(taps.open(game, capture.followUps().get(0), bob)), "the capture was played once");
    }

    @Test
    void twoTargetsPressedAtOnceOnOnePanelPlayOneAction() {
        BegunByTaps begun = begin("fixed");
        String game = begun.game();
        TapPlayer taps = new TapPlayer(discord, new Random(36));
        DiscordMessage panel = taps.open(game, begun.board(), alice);
        Interaction chosen = discord.choose(alice, panel.menus().get(0).customId(), "C2", panel);
        DiscordMessage targets = chosen.awaitEdit();

        Interaction one = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=B2", targets);
        Interaction other = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=C3", targets);

        List<DiscordMessage> firsts = List.of(one.awaitAnswer(), other.awaitAnswer());
        assertEquals(1, firsts.stream().filter(m -> !m.ephemeral() || m.id().equals(panel.id())).count(),
                "one moved the panel on: " + firsts);
        DiscordMessage refusal = (one.edits().isEmpty() ? one : other).awaitFollowUp();
        assertEquals("That was for an earlier position of game **" + game + "**: nothing was played.",
                refusal.content());
        DiscordMessage board = (one.edits().isEmpty() ? other : one).awaitFollowUps(2).get(0);
        assertEquals(1, played(taps.open(game, board, bob)), "one capture, not two");
    }

    /**
     * A pass made from the panel, or typed, ends the turn as a press of the board's own Pass does: the board
     * the turn's first action posted loses its buttons, whether that board was a typed move's answer (Bob's,
     * passed from his panel) or a panel's follow-up (Alice's, passed by {@code /tzaar pass}); before, its
     * Pass stayed, to be pressed and refused. The boards that offer no Pass keep theirs.
     */
    @Test
    void aPassFromThePanelOrTypedRetiresTheButtonsOfTheBoardThatOfferedIt() {
        BegunByTaps begun = begin("fixed");
        String game = begun.game();
        TapPlayer taps = new TapPlayer(discord, new Random(38));
        shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        DiscordMessage typedBoard = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertTrue(typedBoard.button("tzaar:pass:" + game + "@2").isPresent(), typedBoard.toString());

        DiscordMessage bobsPanel = taps.open(game, typedBoard, bob);
        String panelsPass = bobsPanel.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:pass:")).findFirst().orElseThrow();
        Interaction passOnThePanel = discord.pressButton(bob, panelsPass, bobsPanel);
        DiscordMessage passed = passOnThePanel.awaitFollowUps(2).get(0);
        assertTrue(passed.content().contains("passes"), passed.content());
        assertButtonsRetired(typedBoard);

        DiscordMessage alicesPanel = taps.open(game, passed, alice);
        DiscordMessage.Menu pieces = alicesPanel.menus().get(0);
        DiscordMessage targets = discord.choose(alice, pieces.customId(), pieces.options().get(0).value(),
                alicesPanel).awaitEdit();
        String target = targets.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:move:")).findFirst().orElseThrow();
        DiscordMessage panelsBoard = discord.pressButton(alice, target, targets).awaitFollowUp();
        assertTrue(panelsBoard.button("tzaar:pass:" + game + "@4").isPresent(), panelsBoard.toString());

        DiscordMessage typedPass = shown(discord.slashCommand(alice, "tzaar", "pass", Map.of()));
        assertTrue(typedPass.content().contains("passes"), typedPass.content());
        assertButtonsRetired(panelsBoard);
        assertFalse(discord.message(passed.id()).orElseThrow().buttons().isEmpty(),
                "a board that offered no Pass keeps its buttons (Play your turn and Board act on the game as it stands)");
        assertTrue(discord.message(typedPass.id()).orElseThrow().button("tzaar:panel:" + game).isPresent(),
                "the newest board keeps the live ones");
    }

    /**
     * A board's Pass is made for the position it showed (issue 22). A private board keeps its buttons (only
     * the public board of a turn is retired once the turn is over), so the boards Alice and Bob ask for at
     * Bob's second action still show that Pass later. Pressed by Alice at her first action, or by Bob at his
     * next second action, it is refused privately in one line, the board is left as it is, and nothing is
     * played; before, Alice was told "there is nothing to pass yet", and Bob's press passed his new turn.
     */
    @Test
    void anOldBoardsPassPressedAfterItsTurnIsRefusedInOneLineAndPlaysNothing() {
        BegunByTaps begun = begin("fixed");
        String game = begun.game();
        String stale = "That was for an earlier position of game **" + game + "**: nothing was played.";
        shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        DiscordMessage bobsCapture = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        String oldPass = bobsCapture.button(id -> ButtonId.isBoardsPass(id, game)).orElseThrow().customId();
        assertEquals("tzaar:pass:" + game + "@2", oldPass, "made for two actions played");
        DiscordMessage alicesBoard = shown(discord.slashCommand(alice, "tzaar", "board", Map.of()));
        DiscordMessage bobsBoard = shown(discord.slashCommand(bob, "tzaar", "board", Map.of()));
        assertTrue(alicesBoard.ephemeral() && alicesBoard.button(oldPass).isPresent(), alicesBoard.toString());
        dev.tzaar.engine.Position position = afterActions("C2xC3", "D4xD3", "C4-B4");
        shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "C4-B4")));

        Interaction alicesPress = discord.pressButton(alice, oldPass, alicesBoard);
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, alicesPress.awaitAcknowledgement().type());
        DiscordMessage refused = alicesPress.awaitFollowUp();
        assertTrue(refused.ephemeral(), refused.toString());
        assertEquals(stale, refused.content());
        assertEquals(List.of(), alicesPress.edits(), "the board is left as it was");

        String alicesCapture = firstCapture(position);
        position = position.play(alicesCapture + " pass").orElseThrow();
        String alicesTurn = shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", alicesCapture + " pass")))
                .content();
        assertTrue(alicesTurn.contains("passes"), "her first action was still hers to play: " + alicesTurn);
        DiscordMessage bobsNewCapture = shown(discord.slashCommand(bob, "tzaar", "move",
                Map.of("turn", firstCapture(position))));
        String newPass = bobsNewCapture.button(id -> ButtonId.isBoardsPass(id, game)).orElseThrow().customId();
        assertEquals("tzaar:pass:" + game + "@6", newPass);

        Interaction bobsPress = discord.pressButton(bob, oldPass, bobsBoard);
        DiscordMessage refusedToo = bobsPress.awaitFollowUp();
        assertTrue(refusedToo.ephemeral(), refusedToo.toString());
        assertEquals(stale, refusedToo.content());
        DiscordMessage passed = shownAfterPress(discord.pressButton(bob, newPass, bobsNewCapture));
        assertTrue(passed.content().startsWith("**" + bob.username() + "** passes."),
                "his second action was still his to play: " + passed.content());
    }


    /**
     * A panel's target press delivered again (the same interaction): the capture is played once, and its
     * answer is given again only where it does no harm, in the panel itself. The channel reads the capture
     * once and Bob is pinged once; the repeat sends nothing else (before: a second public board and a
     * second ping; then, after the merge of issue 21, a private copy of the board beside the panel).
     */
    @Test
    void aTargetPressDeliveredTwicePostsThePublicBoardOnceAndIsAnsweredAgainOnlyInThePanel() {
        PanelAtTargets panel = panelAtTargets(37);
        Interaction capture = captureOnThePanel(panel);
        List<DiscordMessage> told = capture.awaitFollowUps(2);
        DiscordMessage played = capture.awaitEdit();

        Interaction again = discord.deliverAgain(capture);

        DiscordMessage shownAgain = again.awaitEdit();
        assertEquals(panel.targets().id(), shownAgain.id(), "in the panel's place");
        assertEquals(played.content(), shownAgain.content());
        // Bob's typed move is answered on the channel's lane after the repeat's answer: all of it is shown by then.
        DiscordMessage bobsMove = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertFalse(bobsMove.ephemeral(), "the capture was played once: it is Bob's turn: " + bobsMove.content());
        assertEquals(List.of(), again.followUps(), "no copy of the board, no ping");
        List<DiscordMessage> all = discord.channelMessages(discord.channelId());
        List<DiscordMessage> sinceTheCapture = all.subList(all.stream().map(DiscordMessage::id).toList()
                .indexOf(told.get(0).id()), all.size()).stream().filter(m -> !m.ephemeral()).toList();
        assertEquals(1, sinceTheCapture.stream().filter(m -> m.content().equals(told.get(0).content())).count(),
                sinceTheCapture.toString());
        assertEquals(1, sinceTheCapture.stream().filter(m -> m.pinged().contains(bob.id())).count(),
                sinceTheCapture.toString());
    }
}
