package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.TurnExplainer.Explanation;
import dev.tzaar.engine.ai.TurnReason;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A hint's reasons, as White reads them: the two strongest, then the score unless a win was said. */
class HintWordingTest {
    private static final Wording ENGLISH = Wording.in(Texts.ENGLISH);
    private static final Wording FRENCH = Wording.in(Texts.of(Locale.FRENCH));

    private static String why(Wording words, int score, TurnReason... reasons) {
        return HintWording.why(words, new Explanation(List.of(reasons), score), Side.WHITE);
    }

    @Test
    void aWinAtOnceSaysWhyTheOpponentCannotComeBackAndNoScore() {
        assertEquals("takes Black's last Tzarra: Black cannot win it back, and loses at once",
                why(ENGLISH, ChosenTurn.WON + 10, new TurnReason.WinsNow(new Result.LastOfType(Side.BLACK,
                        PieceType.TZARRA))));
        assertEquals("leaves Black no capture: Black cannot begin a turn, and loses at once",
                why(ENGLISH, ChosenTurn.WON + 10, new TurnReason.WinsNow(new Result.NoCapture(Side.BLACK))));
        assertEquals("prend le dernier Tzarra de Noir : Noir ne peut pas le regagner, et perd aussitôt",
                why(FRENCH, ChosenTurn.WON + 10, new TurnReason.WinsNow(new Result.LastOfType(Side.BLACK,
                        PieceType.TZARRA))));
    }

    @Test
    void theTwoStrongestReasonsAreSaidThenTheScoreInPieces() {
        assertEquals("puts your last Tzaar out of Black's reach; takes a stack of 3: all 3 of its pieces leave the"
                + " game; the search rates the board after it 1.5 pieces in your favour",
                why(ENGLISH, 150, new TurnReason.SavesScarcest(PieceType.TZAAR, 1), new TurnReason.TakesStack(
                        PieceType.TOTT, 3), new TurnReason.BuildsStack(PieceType.TOTT, 2)));
        assertEquals("met vos 2 Tzarras, votre type le plus rare, hors de portée de Noir ; la recherche estime le"
                + " plateau qui suit à 0,5 pièces contre vous : le tour le moins mauvais qu’elle ait trouvé",
                why(FRENCH, -50, new TurnReason.SavesScarcest(PieceType.TZARRA, 2)));
    }

    @Test
    void eachReasonReadsAsItsRule() {
        assertEquals("takes a Tzaar, the type Black has fewest of: only one is left; the search rates the board"
                + " after it even", why(ENGLISH, 3, new TurnReason.TakesScarcest(PieceType.TZAAR, 1)));
        assertEquals("builds a Tott stack of 4, which can take any stack up to 4 high; the search rates the board"
                + " after it 0.2 pieces in your favour", why(ENGLISH, 20, new TurnReason.BuildsStack(PieceType.TOTT,
                        4)));
        assertEquals("the search sees a win whatever Black answers, within 3 actions",
                why(ENGLISH, ChosenTurn.WON, new TurnReason.ForcedWin(3)));
        assertEquals("the search sees a loss whatever you play: this turn holds out longest",
                why(ENGLISH, -ChosenTurn.WON));
    }
}
