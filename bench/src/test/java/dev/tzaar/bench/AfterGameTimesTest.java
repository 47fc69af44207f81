package dev.tzaar.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What ./tzaar bench after-game prints of each command it timed: a line of the table that docs/measurements.md
 * quotes, with the median and range of the time to the first progress line and to the answer, and of the requests.
 */
class AfterGameTimesTest {
    private static AfterGameTimes.Answer answer(Integer firstLineMillis, long answerMillis, int requests) {
        return new AfterGameTimes.Answer(Optional.ofNullable(firstLineMillis).map(Duration::ofMillis),
                Duration.ofMillis(answerMillis), requests);
    }

    private static String printed(AfterGameTimes times) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        times.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aReviewMadeInStepsShowsItsFirstLineItsAnswerAndItsRequestsAsMediansAndRanges() {
        AfterGameTimes made = new AfterGameTimes("/tzaar analyze, the review made");
        made.add(answer(300, 4_000, 12));
        made.add(answer(250, 12_500, 14));
        made.add(answer(400, 3_500, 11));

        String line = printed(made);

        assertTrue(line.startsWith("  /tzaar analyze, the review made "), line);
        assertTrue(line.contains(" 300 ms (250 ms–400 ms) "), line);
        assertTrue(line.contains(" 4,000 ms (3,500 ms–12.5 s) "), line);
        assertTrue(line.endsWith(" 12 (11–14)   (3 measured)\n"), line);
        assertEquals(1, line.lines().count(), line);
    }

    @Test
    void aKeptReviewAnsweredAtOnceHasNoProgressLineAndOneRequest() {
        AfterGameTimes kept = new AfterGameTimes("/tzaar analyze, the review kept");
        kept.add(answer(null, 150, 1));
        kept.add(answer(null, 90, 1));

        String line = printed(kept);

        assertTrue(line.contains(" none: answered at once "), line);
        assertTrue(line.contains(" 90 ms (90 ms–150 ms) "), "of two, the median is the lower: " + line);
        assertTrue(line.endsWith(" 1   (2 measured)\n"), line);
    }

    @Test
    void progressLinesSeenOnlySometimesSayHowOften() {
        AfterGameTimes replay = new AfterGameTimes("/tzaar replay");
        replay.add(answer(200, 900, 2));
        replay.add(answer(null, 800, 1));

        assertTrue(printed(replay).contains(" 200 ms (1 of 2) "), printed(replay));
    }

    @Test
    void timesThatAreOneFigureAsShownAreNotGivenARange() {
        AfterGameTimes replay = new AfterGameTimes("/tzaar replay");
        replay.add(new AfterGameTimes.Answer(Optional.empty(), Duration.ofNanos(1_107_000_100), 1));
        replay.add(new AfterGameTimes.Answer(Optional.empty(), Duration.ofNanos(1_107_000_200), 1));

        assertTrue(printed(replay).contains(" 1,107 ms "), printed(replay));
        assertTrue(!printed(replay).contains("–"), printed(replay));
    }

    @Test
    void theHeaderNamesTheColumnsAndNothingMeasuredIsAnError() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AfterGameTimes.printHeader(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String header = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(header.contains("the first progress line") && header.contains("the answer")
                && header.contains("requests to the function"), header);
        assertThrows(IllegalStateException.class, () -> printed(new AfterGameTimes("nothing")));
    }
}
