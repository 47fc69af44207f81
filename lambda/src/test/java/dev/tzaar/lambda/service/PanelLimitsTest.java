package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Player;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Panels;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every panel of every position of many random games, with nothing chosen and with each choice open,
 * keeps within Discord's limits in every language: each control's custom_id at most 100 characters and
 * read back as the control it is, each button's label at most 80, each menu 1 to 25 items whose labels,
 * values and descriptions have at most 100 characters and a placeholder at most 150, and at most five
 * rows of components (the api's constants are Discord's, checked against its OpenAPI description by
 * infra's {@code DiscordLimitsTest}). And every choice is written as text: a piece and a target name
 * their cells, so a player who cannot see the picture plays from the labels alone. The quick loop plays two
 * games per language; the full run six ({@link PanelLimitsOfSixGamesTest}), the first two the same.
 */
class PanelLimitsTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    /** The panel's picture stands in as text: the renderer's own tests draw it. */
    private static final CommandServices SERVICES = new CommandServices(null, null, Table::picture, null, null, null);

    /** How many random games are played through, per language. */
    int games() {
        return 2;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en-US", "fr"})
    void everyPanelOfManyGamesFitsDiscordAndNamesItsChoices(String locale) {
        Wording user = Wording.in(Texts.forDiscord(locale));
        Random random = new Random(22);
        int[] panels = {0};
        for (int game = 0; game < games(); game++) {
            Setup setup = game % 3 == 0 ? Setup.tournament() : Setup.random(random.nextLong());
            GameRecord record = GameRecord.of(setup);
            while (!record.isOver()) {
                Game played = Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ANN, BO,
                        setup.kind(), ColourChoice.WHITE, ANN, BO, record, NOW, NOW.plusSeconds(3600));
                everyPanel(played, user, panel -> {
                    check(panel);
                    panels[0]++;
                });
                List<Action> actions = record.finalPosition().legalActions();
                record = record.play(actions.get(random.nextInt(actions.size()))).orElseThrow();
            }
        }
        assertTrue(panels[0] > 350 * games(), "panels checked: " + panels[0]);
    }

    private static void everyPanel(Game game, Wording user, Consumer<GameReply> check) {
        Position position = game.position();
        Side side = position.sideToMove();
        check.accept(Panels.choosing(SERVICES, game, side, Panels.Chosen.NOTHING, user));
        for (Cell cell : Cell.all()) {
            boolean own = position.stackAt(cell).map(stack -> stack.owner() == side).orElse(false);
            if (own && Panels.isOpen(game, Panels.Chosen.piece(cell))) {
                GameReply panel = Panels.choosing(SERVICES, game, side, Panels.Chosen.piece(cell), user);
                check.accept(panel);
                for (ActionButton button : panel.buttons()) {
                    ControlId control = ControlId.parse(button.id()).orElseThrow();
                    if (control.given().containsKey("to")) {
                        assertTrue(button.label().startsWith(control.given().get("to") + " · "), button.label());
                    }
                }
            }
        }
        for (PieceType type : PieceType.values()) {
            if (Panels.isOpen(game, Panels.Chosen.type(type))) {
                check.accept(Panels.choosing(SERVICES, game, side, Panels.Chosen.type(type), user));
            }
        }
    }

    private static void check(GameReply panel) {
        assertTrue(GameReply.rows(panel.menus(), panel.buttons()) <= GameReply.MAX_ROWS, panel.toString());
        List<String> ids = new ArrayList<>();
        for (ActionButton button : panel.buttons()) {
            ids.add(button.id());
            assertTrue(!button.label().isBlank() && button.label().length() <= ActionButton.MAX_LABEL, button.label());
        }
        for (SelectMenu menu : panel.menus()) {
            ids.add(menu.id());
            assertTrue(ControlId.parse(menu.id()).orElseThrow().isMenu(), menu.id());
            for (SelectMenu.Item item : menu.items()) {
                assertTrue(item.label().startsWith(item.value()), "an item names its cell first: " + item);
            }
        }
        for (String id : ids) {
            assertTrue(id.length() <= ButtonId.MAX_LENGTH, id);
            assertEquals(id, ControlId.parse(id).orElseThrow().toString(), "read back as made");
        }
        assertEquals(ids.size(), ids.stream().distinct().count(), "a message's custom_ids are unique: " + ids);
    }
}
