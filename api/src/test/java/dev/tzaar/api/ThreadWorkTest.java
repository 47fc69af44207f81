package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ThreadWorkTest {

    @Test
    void aLongNameIsCutToDiscordsLimitWithAnEllipsis() {
        String name = "TZAAR k7m2q: " + "A".repeat(60) + " vs " + "B".repeat(60);

        String fitted = ThreadWork.start("k7m2q", name, List.of()).startName();

        assertEquals(ThreadWork.MAX_NAME, fitted.length());
        assertEquals(name.substring(0, ThreadWork.MAX_NAME - 1) + "…", fitted);
    }

    @Test
    void aNameIsNeverCutBetweenTheHalvesOfAnEmoji() {
        // The emoji's two UTF-16 units sit exactly where a cut at 99 units would fall between them.
        String name = "x".repeat(ThreadWork.MAX_NAME - 2) + "😀" + " vs Bo";

        String fitted = ThreadWork.startPrivate("k7m2q", name, List.of()).startName();

        assertTrue(fitted.length() <= ThreadWork.MAX_NAME);
        assertTrue(fitted.codePoints().noneMatch(c -> c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE), "no lone half of a surrogate pair");
        assertEquals("x".repeat(ThreadWork.MAX_NAME - 2) + "…", fitted);
    }

    @Test
    void aNameWithinTheLimitIsKeptWholeEmojiAndAll() {
        String name = "TZAAR k7m2q: Ann 😀 vs Bo";

        assertEquals(name, ThreadWork.start("k7m2q", name, List.of()).startName());
    }

    @Test
    void onlyAPrivateStartIsPrivate() {
        assertTrue(ThreadWork.startPrivate("k7m2q", "n", List.of()).privateThread());
        assertFalse(ThreadWork.start("k7m2q", "n", List.of()).privateThread());
        assertFalse(ThreadWork.membership("k7m2q", "123", "456", true).privateThread());
    }
}
