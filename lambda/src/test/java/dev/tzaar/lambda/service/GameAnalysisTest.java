package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.TextDiagram;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.GameAnalysis;
import dev.tzaar.lambda.shared.Wording;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The analysis names a missed win as the worst mistake, with the winning turn: the position is the
 * engine's test position where exactly one of Black's 3 872 turns wins at once (White's only
 * Tzaar, the Z2 on F3, falls to D1xF2 F2xF3), and Black plays another.
 */
class GameAnalysisTest {
    private static final Wording ENGLISH = Wording.in(Texts.ENGLISH);
    private static final Position ONE_TURN_FROM_WINNING = TextDiagram.read("""
                            a
                         A     A
                      T     A     .
                   t     a     .     t
                A     t     .     a     t
                   .     a     .     T2
                T     .     T     t     .
                   t     .     t     t
                t     a     o     a     t
                   A     T     T     .
                T     T     .     .     a
                   T     T     Z2    a
                a     .     t     .     T
                   A     .     A2    t
                      T     .     A
                         z2    .
                            .
            """, "b 1").orElseThrow();

    @Test
    void aMissedWinIsTheWorstMistakeAndTheWinningTurnIsNamedAsBetter() {
        GameRecord record = GameRecord.from(ONE_TURN_FROM_WINNING);
        for (String action : List.of("D1xF2", "pass")) {
            record = record.play(record.finalPosition().parseActions(action).orElseThrow().get(0)).orElseThrow();
        }

        GameAnalysis analysis = GameAnalysis.of(record, new AiTime(50, BotGameTest.counterClock()), 7);

        assertEquals(1, analysis.scores().size(), "one turn played, one score after it");
        GameAnalysis.Mistake worst = analysis.mistakes().get(0);
        assertEquals(Side.BLACK, worst.played().side());
        assertEquals(List.of("D1xF2", "pass"), worst.played().actions().stream().map(Action::toString).toList());
        assertEquals(List.of("D1xF2", "F2xF3"), worst.better().stream().map(Action::toString).toList());
        assertEquals("Black wins", GameAnalysis.score(worst.whiteScoreBetter(), ENGLISH));
        assertTrue(worst.loss() > ChosenTurn.WON / 2, "a missed win outweighs any material: " + worst.loss());
        assertEquals(50, analysis.millisPerPosition(), "two positions, each given a whole hard turn (150 ms / 2 > 50)");
    }

    @Test
    void scoresAreWrittenAsPiecesFromWhitesSideOrAsWhoWinsInTheReadersLanguage() {
        assertEquals("les Noirs gagnent", GameAnalysis.score(-ChosenTurn.WON,
                Wording.in(Texts.of(java.util.Locale.FRENCH))));
        assertEquals("+1.25", GameAnalysis.score(125, ENGLISH));
        assertEquals("-0.40", GameAnalysis.score(-40, ENGLISH));
        assertEquals("White wins", GameAnalysis.score(ChosenTurn.WON + 3, ENGLISH));
        assertEquals("Black wins", GameAnalysis.score(-ChosenTurn.WON, ENGLISH));
    }
}
