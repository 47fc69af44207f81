package dev.tzaar.lambda.pictures;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.render.BoardRenderer;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar hint}'s picture: the suggested turn drawn on the board it leads to, and named a suggested
 * turn, since nobody played it (the golden {@code suggested-turn} shows how it looks).
 */
class SuggestionPictureTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BOT = new Player("100000000000000003", "TZAAR bot · easy", true);
    private static final Instant NOW = Instant.parse("2026-12-02T03:00:00Z");

    private final GamePictures pictures = new GamePictures(new BoardRenderer());
    private final Game game = Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ANN, BOT,
            Setup.Kind.FIXED, ColourChoice.WHITE, ANN, BOT, GameRecord.of(Setup.fixed()), NOW, NOW.plusSeconds(3600));

    @Test
    void theSuggestedTurnIsDrawnOnTheBoardAfterItAndNamedASuggestionNotTheLastTurn() {
        GameRecord suggested = game.record().play(game.position().parseAction("C2xC3").orElseThrow()).orElseThrow();

        BoardImage hint = pictures.drawSuggestion(game, suggested, false, Locale.ENGLISH);
        BoardImage played = pictures.draw(game, suggested, false, Locale.ENGLISH);

        assertTrue(hint.altText().contains("Suggested turn, Ann (White): C2xC3 took a black Tzaar."), hint.altText());
        assertFalse(hint.altText().contains("Last turn"), hint.altText());
        assertTrue(played.altText().contains("Last turn, Ann (White): C2xC3"), "a played turn is still the last one");
        assertTrue(pictures.drawSuggestion(game, suggested, false, Locale.FRENCH).altText().contains("Tour suggéré, Ann"));
    }
}
