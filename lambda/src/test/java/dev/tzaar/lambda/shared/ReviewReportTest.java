package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.engine.review.ReviewedTurn;
import dev.tzaar.engine.review.WinChance;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A marked turn in a sentence from its player's side: "you" for the reader's own turns, the player's
 * name for the other's; a chance given away, a forced win left to the opponent, a forced win missed;
 * in English and in French.
 */
class ReviewReportTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final Instant NOW = Instant.parse("2026-12-02T03:00:00Z");
    private static final Game GAME = Game.startedAtOnce("k7m2q", "900000000000000001", "800000000000000001", ANN, BO,
            Setup.Kind.FIXED, ColourChoice.WHITE, ANN, BO, GameRecord.of(Setup.fixed()), NOW, NOW.plusSeconds(3600));
    private static final Wording ENGLISH = Wording.in(Texts.ENGLISH);
    private static final Wording FRENCH = Wording.in(Texts.of(Locale.FRENCH));

    /** White's opening capture C2xC3 where D3xC3 was better, scored as given, for White. */
    private static ReviewedTurn opening(int bestScore, int leftScore) {
        Action played = Position.START.parseAction("C2xC3").orElseThrow();
        Action better = Position.START.parseAction("D3xC3").orElseThrow();
        return new ReviewedTurn(new Turn(1, Side.WHITE, List.of(played)), Position.START, bestScore, List.of(better),
                leftScore);
    }

    @Test
    void aChanceGivenAwayIsToldAsTheReadersOwnOrAsTheOtherPlayers() {
        ReviewedTurn blunder = opening(600, -600);
        String kept = ReviewReport.percent(WinChance.of(600));
        String left = ReviewReport.percent(WinChance.of(-600));

        assertEquals("**Turn 1**, you: `C2xC3` was a blunder: it left you a " + left + "% chance of winning, where"
                + " `D3xC3` kept " + kept + "%.", ReviewReport.sentence(GAME, blunder, Optional.of(Side.WHITE), ENGLISH));
        assertEquals("**Turn 1**, **Ann**: `C2xC3` was a blunder: it left **Ann** a " + left + "% chance of winning,"
                + " where `D3xC3` kept " + kept + "%.", ReviewReport.sentence(GAME, blunder, Optional.of(Side.BLACK),
                ENGLISH));
        assertEquals("**Tour 1**, vous : `C2xC3` était une gaffe : il vous laissait " + left + " % de chances de gagner,"
                + " quand `D3xC3` en gardait " + kept + " %.", ReviewReport.sentence(GAME, blunder,
                Optional.of(Side.WHITE), FRENCH));
    }

    @Test
    void aTurnThatLeftAForcedWinSaysWhoseWinItLeft() {
        ReviewedTurn lost = opening(0, -ChosenTurn.WON);

        assertEquals("**Turn 1**, you: `C2xC3` was a blunder: it left **Bo** a forced win. Better: `D3xC3`.",
                ReviewReport.sentence(GAME, lost, Optional.of(Side.WHITE), ENGLISH));
        assertEquals("**Tour 1**, **Ann** : `C2xC3` était une gaffe : il laissait à **Bo** un gain forcé. Mieux :"
                + " `D3xC3`.", ReviewReport.sentence(GAME, lost, Optional.empty(), FRENCH));
    }

    @Test
    void aForcedWinMissedIsNamed() {
        ReviewedTurn missed = opening(ChosenTurn.WON, 0);
        String left = ReviewReport.percent(WinChance.of(0));

        assertEquals("**Turn 1**, **Ann**: `C2xC3` was a blunder: `D3xC3` won by force, and **Ann**'s chance fell to"
                + " " + left + "%.", ReviewReport.sentence(GAME, missed, Optional.empty(), ENGLISH));
        assertEquals("**Tour 1**, vous : `C2xC3` était une gaffe : `D3xC3` gagnait de force, et votre chance est tombée"
                + " à " + left + " %.", ReviewReport.sentence(GAME, missed, Optional.of(Side.WHITE), FRENCH));
    }

    @Test
    void aReviewWithMoreMarkedTurnsThanAMessageHoldsTellsTheWorstAndCountsTheRest() {
        List<ReviewedTurn> turns = new java.util.ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            ReviewedTurn one = opening(600 + i, -600);
            turns.add(new ReviewedTurn(new Turn(i, Side.WHITE, one.turn().actions()), one.before(), one.bestScore(),
                    one.better(), one.leftScore()));
        }
        BoardPictures blank = (game, record, flipped, chosen, language) -> new dev.tzaar.api.BoardImage(new byte[0],
                "board", "");

        dev.tzaar.api.GameReply reply = ReviewReport.of(GAME, new dev.tzaar.engine.review.GameReview(turns, 0, 41, 0),
                dev.tzaar.engine.review.ReviewBudget.STANDARD, Optional.of(Side.WHITE), ENGLISH, blank);

        assertTrue(reply.text().length() <= dev.tzaar.api.RequestLimits.REPLY_TEXT, reply.text().length() + " characters");
        String last = reply.text().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(last.matches("\\d+ more turns are marked: the curve shows them\\."), last);
        assertTrue(reply.text().contains("**Turn 40**, you:"), "the worst (the best turn's score highest) is told");
        assertEquals(ReviewReport.BOARDS, reply.pictures().size(), "as many better turns drawn as a message holds");
        assertEquals("review-turn-33.png", reply.pictures().get(0).fileName(), "the eight worst, in the game's order");
    }

    @Test
    void aChanceIsSaidInWholePercentsNeverACertaintyTheSearchDidNotSee() {
        assertEquals("50", ReviewReport.percent(0.5));
        assertEquals("99", ReviewReport.percent(0.9990));
        assertEquals("1", ReviewReport.percent(0.0001));
        assertEquals("100", ReviewReport.percent(1.0));
        assertEquals("0", ReviewReport.percent(0.0));
    }
}
