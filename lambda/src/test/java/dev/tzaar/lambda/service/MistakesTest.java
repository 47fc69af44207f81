package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.SelectMenu;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * "Learn from your mistakes": the review of a finished game offers its player, and only a player with
 * marked turns, a button that plays those turns again on a private panel, by taps as a lesson is played.
 * The game: Ann (White) against Bo from the fixed setup; Ann's turn 3 {@code C4xB4 I2xI1} is a mistake
 * (the review's better turn: {@code F5xF6 G5-F6}) and her turn 5 {@code E3xF3 C5-B5} a blunder (better:
 * {@code E2xF2 E3-F2}); Bo played the review's own turns; then Ann resigned.
 */
class MistakesTest {
    private final Table table = new Table(31);
    private String locale;

    private String finishedGame() {
        String id = table.startFixedGame();
        List<Player> movers = List.of(ANN, BO, ANN, BO, ANN);
        List<String> turns = List.of("D5xC4", "D4xD3 C3-D3", "C4xB4 I2xI1", "D3xD6 A3-A4", "E3xF3 C5-B5");
        for (int i = 0; i < turns.size(); i++) {
            GameReply played = table.send(movers.get(i), Command.MOVE, Option.GAME, id, Option.TURN, turns.get(i));
            assertTrue(!played.ephemeral(), played.text());
        }
        table.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, id);
        return id;
    }

    @Test
    void thePlayersMarkedTurnsArePlayedAgainByTapsRightAfterAMissAHintAndTheEnd() {
        String id = finishedGame();
        GameReply review = send(ANN, Command.ANALYZE, Map.of(Option.GAME, id));
        ActionButton learn = review.buttons().stream().filter(b -> b.label().equals("Learn from your mistakes"))
                .findFirst().orElseThrow(() -> new AssertionError("no button in " + review.buttons()));
        assertEquals("tzaar:learn:" + id, learn.id());

        GameReply first = pressReviewButton(ANN, learn);
        assertTrue(first.ephemeral());
        assertTrue(first.text().startsWith("**Learn from your mistakes**, game **" + id + "**, turn 3: you played"
                + " `C4xB4 I2xI1` here. Find a better turn: any within 5 points of the better turn's chance of winning."),
                first.text());

        GameReply right = play(play(first, "F5", "F6"), "G5", "F6");
        assertTrue(right.text().startsWith("Right! `F5xF6 G5-F6` keeps you a "), right.text());

        GameReply second = tap(right, "Next marked turn");
        assertTrue(second.text().startsWith("**Learn from your mistakes**, game **" + id + "**, turn 5: you played"
                + " `E3xF3 C5-B5` here."), second.text());
        GameReply missed = play(play(second, "E3", "F3"), "C5", "B5");
        assertTrue(missed.text().startsWith("That is the turn you played. Not enough: `E3xF3 C5-B5` leaves you a "),
                missed.text());
        assertTrue(missed.text().contains(" Try again.\n**Learn from your mistakes**, game **" + id + "**, turn 5: "),
                "another try at the same turn: " + missed.text());
        GameReply hinted = play(play(missed, "E3", "F3"), "C5", "B5");
        assertTrue(hinted.text().contains("Hint: the better turn starts with the piece on **E2** (marked in the picture)."),
                hinted.text());
        assertTrue(Table.shows(hinted).endsWith(" chosen E2"), Table.shows(hinted));
        GameReply solved = play(play(hinted, "E2", "F2"), "E3", "F2");
        assertTrue(solved.text().startsWith("Right! `E2xF2 E3-F2` keeps you a "), solved.text());

        GameReply end = tap(solved, "Next marked turn");
        assertEquals("That was your last marked turn of game **" + id + "**: you have played all 2 again.", end.text());
        GameReply again = tap(end, "Again from the first");
        assertTrue(again.text().contains(", turn 3: you played `C4xB4 I2xI1` here."), again.text());
    }

    @Test
    void onlyAPlayerWithMarkedTurnsIsOfferedThemAndAPressOfAnotherIsRefused() {
        String id = finishedGame();
        GameReply forBo = send(BO, Command.ANALYZE, Map.of(Option.GAME, id));
        assertEquals(List.of(), forBo.buttons(), "Bo played the review's turns: nothing to learn from");
        GameReply forCy = send(CY, Command.ANALYZE, Map.of(Option.GAME, id));
        assertEquals(List.of(), forCy.buttons(), "Cy did not play");

        ActionButton learn = new ActionButton("tzaar:learn:" + id, "Learn from your mistakes",
                dev.tzaar.api.ButtonStyle.PRIMARY);
        assertEquals("You have no marked turn in game **" + id + "**: nothing to learn from there.",
                pressReviewButton(BO, learn).text());
        assertTrue(pressReviewButton(CY, learn).text().startsWith("Only the players of game **" + id + "** play its"
                + " marked turns again; its review is for anyone here: `/tzaar analyze game:" + id + "`."));
        GameReply crafted = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.LEARN, Map.of(Option.GAME, id, Option.PLAYED, "0", Option.MARKED, "2")));
        assertTrue(crafted.text().startsWith("That button is not part of your marked turns now"), crafted.text());
    }

    @Test
    void aFrenchPlayerPlaysThemInFrench() {
        locale = "fr";
        String id = finishedGame();
        GameReply review = send(ANN, Command.ANALYZE, Map.of(Option.GAME, id));
        ActionButton learn = review.buttons().stream().filter(b -> b.label().equals("Apprendre de vos erreurs"))
                .findFirst().orElseThrow(() -> new AssertionError("no button in " + review.buttons()));

        GameReply first = pressReviewButton(ANN, learn);
        assertTrue(first.text().startsWith("**Apprendre de vos erreurs**, partie **" + id + "**, tour 3 : vous avez"
                + " joué `C4xB4 I2xI1` ici."), first.text());
        GameReply right = play(play(first, "F5", "F6"), "G5", "F6");
        assertTrue(right.text().startsWith("Bravo ! `F5xF6 G5-F6` vous garde "), right.text());
        assertTrue(Table.shows(right).endsWith(" in fr"), Table.shows(right));
    }

    private GameReply send(Player user, Command command, Map<String, String> options) {
        GameRequest request = GameRequest.of(Table.nextInteraction(), table.guild, table.channel, user, command, options)
                .withLocales(locale, null);
        GameReply reply = table.handle(request);
        // A review comes in steps (docs/review.md, "In steps"): asked again, resuming, as the bot asks, until it comes.
        while (reply.underWay() != null) {
            reply = table.handle(request.resuming(reply.underWay()));
        }
        return reply;
    }

    /** The review's button, as the bot makes its press a request: a new private message, not in the review's place. */
    private GameReply pressReviewButton(Player user, ActionButton button) {
        ButtonId pressed = ButtonId.parse(button.id()).orElseThrow();
        GameReply reply = send(user, pressed.command(), pressed.options());
        assertTrue(reply.ephemeral(), reply.text());
        return reply;
    }

    /** One action by taps: the piece from the panel's menu, then the target's button. */
    private GameReply play(GameReply panel, String from, String to) {
        SelectMenu menu = panel.menus().stream().filter(m -> m.items().stream().anyMatch(i -> i.value().equals(from)))
                .findFirst().orElseThrow(() -> new AssertionError(from + " in none of " + panel.menus()));
        GameReply chosen = press(ControlId.parse(menu.id()).orElseThrow(), from);
        ActionButton target = chosen.buttons().stream().filter(b -> b.id().contains("from=" + from + ":to=" + to))
                .findFirst().orElseThrow(() -> new AssertionError("no " + from + "-" + to + " in " + chosen.buttons()));
        return press(ControlId.parse(target.id()).orElseThrow(), null);
    }

    private GameReply tap(GameReply panel, String label) {
        Optional<ActionButton> button = panel.buttons().stream().filter(b -> b.label().equals(label)).findFirst();
        return press(ControlId.parse(button.orElseThrow(() -> new AssertionError("no " + label + " in "
                + panel.buttons())).id()).orElseThrow(), null);
    }

    private GameReply press(ControlId control, String chosen) {
        GameReply reply = send(ANN, control.command(), control.options(chosen));
        assertNotNull(reply.panel(), "a press is answered in the panel's place: " + reply.text());
        assertTrue(reply.panel().ephemeral());
        return reply.panel();
    }
}
