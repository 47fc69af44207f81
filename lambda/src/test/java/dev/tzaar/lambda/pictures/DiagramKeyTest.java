package dev.tzaar.lambda.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.render.BoardRenderer;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The key under the board drawn as text (the console's board) tells how to read a cell's row, and it
 * must be true of the board it is under: White's view has row 1 of every column at the bottom, the
 * view turned round for Black (its panel, its /tzaar board) at the top.
 */
class DiagramKeyTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");

    private final GamePictures pictures = new GamePictures(new BoardRenderer());
    private final Game game = Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ANN, BO,
            Setup.Kind.FIXED, ColourChoice.WHITE, ANN, BO, GameRecord.of(Setup.fixed()), NOW, NOW.plusSeconds(3600));

    @Test
    void whitesViewCountsAColumnsRowsUpFromItsLowerEnd() {
        String diagram = diagram(false, Locale.ENGLISH);

        assertEquals("E1", lastLineOfCells(diagram).strip().substring(0, 2), "row 1 of column E at the bottom");
        assertTrue(diagram.contains("counted up the column\nfrom 1 at its lower end"), diagram);
    }

    @Test
    void theViewTurnedRoundForBlackCountsThemDownFromItsUpperEnd() {
        String diagram = diagram(true, Locale.ENGLISH);

        assertEquals("E9", lastLineOfCells(diagram).strip().substring(0, 2), "row 1 of column E at the top");
        assertTrue(diagram.contains("counted down the column\nfrom 1 at its upper end"), diagram);
        assertTrue(!diagram.contains("lower end"), diagram);
    }

    @Test
    void soDoesItsFrenchKey() {
        String white = diagram(false, Locale.FRENCH);
        String black = diagram(true, Locale.FRENCH);

        assertTrue(white.contains("en remontant la colonne\ndepuis 1 à son extrémité basse"), white);
        assertTrue(black.contains("en descendant la colonne\ndepuis 1 à son extrémité haute"), black);
    }

    private String diagram(boolean turned, Locale language) {
        return pictures.draw(game, game.record(), turned, Optional.empty(), language).diagram();
    }

    /** The line of cells just above the column letters that close the drawing. */
    private static String lastLineOfCells(String diagram) {
        List<String> lines = diagram.lines().toList();
        return lines.get(17);
    }
}
