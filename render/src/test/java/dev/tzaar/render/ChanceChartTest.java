package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tzaar.engine.Side;
import dev.tzaar.engine.review.Mark;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The review's picture, as golden/README.md's {@code review-chart} describes it: the same bytes as the
 * approved picture (-Dgolden.update=true writes a new one, as for the boards), and alt text that says
 * what the curve shows, in words, in the reader's language.
 */
class ChanceChartTest {
    private static final Path SOURCE = Path.of("src", "test", "resources", "dev", "tzaar", "render", "golden");

    /**
     * A 38-turn game: White ahead until Black's inaccuracy at turn 6 and White's mistake at 15, then a
     * blunder of White's at turn 23 that hands Black the game, which Black wins by force at turn 38.
     */
    static ChanceCurve thirtyEightTurns(Locale language) {
        List<ChanceCurve.Point> points = new ArrayList<>();
        double white = 0.5;
        for (int turn = 1; turn <= 38; turn++) {
            Side mover = turn % 2 == 1 ? Side.WHITE : Side.BLACK;
            Optional<Mark> mark = Optional.empty();
            double before = mover == Side.WHITE ? white : 1 - white;
            if (turn == 6) {
                white = 0.71;
                mark = Optional.of(Mark.INACCURACY);
            } else if (turn == 15) {
                white = 0.42;
                mark = Optional.of(Mark.MISTAKE);
            } else if (turn == 23) {
                white = 0.12;
                mark = Optional.of(Mark.BLUNDER);
            } else if (turn == 38) {
                white = 0;
            } else {
                white = Math.max(0.02, Math.min(0.98, white + (turn % 2 == 0 ? 0.01 : -0.01)));
            }
            points.add(new ChanceCurve.Point(turn, mover, white, mark, before));
        }
        return new ChanceCurve(0.52, points, new Players("Alice", "Bob"), language);
    }

    @Test
    void theCurveDrawsToItsGoldenBytesWithinAPicturesBudget() throws IOException {
        byte[] actual = new ChanceChart().render(thirtyEightTurns(Locale.ENGLISH)).png();
        Path golden = SOURCE.resolve("review-chart.png");
        if (Boolean.getBoolean("golden.update")) {
            Files.write(golden, actual);
            return;
        }
        byte[] expected;
        try (InputStream in = ChanceChartTest.class.getResourceAsStream("golden/review-chart.png")) {
            if (in == null) {
                fail("no golden image for review-chart: run with -Dgolden.update=true and look at " + golden);
            }
            expected = in.readAllBytes();
        }
        if (!java.util.Arrays.equals(expected, actual)) {
            Path written = Files.write(Files.createDirectories(Path.of("target", "golden-actual"))
                    .resolve("review-chart.png"), actual);
            fail("the review's picture changed: look at " + written.toAbsolutePath());
        }
        assertArrayEquals(expected, actual);
        assertTrue(actual.length <= 80 * 1024, "review-chart is " + actual.length + " bytes");
    }

    @Test
    void theAltTextSaysTheCurvesCourseAndEveryMarkedTurnFromItsPlayersSide() {
        String alt = new ChanceChart().render(thirtyEightTurns(Locale.ENGLISH)).altText();

        assertEquals("Chart of White's chance of winning, turn by turn, Alice (White) against Bob (Black): 52% at the"
                + " start, lowest 0% after turn 38, highest 71% after turn 6, 0% at the end after turn 38. Marked turns:"
                + " turn 6, Bob, Inaccuracy: 29% where the better turn kept 51%; turn 15, Alice, Mistake: 42% where the"
                + " better turn kept 71%; turn 23, Alice, Blunder: 12% where the better turn kept 43%;", alt);
    }

    @Test
    void theAltTextIsInTheReadersLanguage() {
        String alt = new ChanceChart().render(thirtyEightTurns(Locale.FRENCH)).altText();

        assertTrue(alt.startsWith("Courbe de la chance de gagner des Blancs, tour par tour, Alice (Blancs) contre Bob"),
                alt);
        assertTrue(alt.contains("tour 23, Alice, Gaffe : 12 % quand le meilleur tour en gardait 43 %"), alt);
    }

    @Test
    void aLongGameNamesAFewTurnsUnderTheAxisNeverCrowdingThem() {
        assertEquals(List.of(1, 9, 17, 25, 33, 38), ChanceChart.ticks(38));
        assertEquals(List.of(1, 2, 3), ChanceChart.ticks(3));
        assertEquals(List.of(1), ChanceChart.ticks(1));
    }
}
