package dev.tzaar.engine.record;

import static dev.tzaar.engine.record.Fixtures.CHAMPIONSHIP_GAME;
import static dev.tzaar.engine.record.Fixtures.GAME_2558925;
import static dev.tzaar.engine.record.Fixtures.GOLDEN_GAME;
import static dev.tzaar.engine.record.Fixtures.sgf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Mutations;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Fuzz tests of both record formats, seeded: damaged copies of real records (the golden game, two
 * LittleGolem games, records with awkward names) are read; each gives a record that is written
 * and read back as the same record, or a reason a person can read. Never an exception.
 */
class RecordFuzzTest {
    private static final int TRIES = 1_500;

    private static List<String> ourRecords() {
        return List.of(
                Fixtures.read(GOLDEN_GAME),
                RecordText.format(LittleGolemSgf.parse(sgf(CHAMPIONSHIP_GAME)).orElseThrow()),
                "Setup: tournament\nWhite: Ann\u2028Lee\nResult: none\n\n1 W: Z@E4\n2 B: T@A1\n",
                "Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n"
                        + "Source: a [study] # x\nResult: white (Black has no Tzaars left)\n\n1 W: A1xB1\n");
    }

    private static void fuzz(long seed, List<String> valid, Function<String, Checked<GameRecord>> parse,
            Function<GameRecord, Checked<String>> format) {
        Mutations mutations = new Mutations(seed);
        int accepted = 0;
        for (int i = 0; i < TRIES; i++) {
            String input = mutations.of(valid.get(i % valid.size()));
            Checked<GameRecord> read;
            try {
                read = parse.apply(input);
            } catch (RuntimeException e) {
                throw new AssertionError("threw on:\n" + input, e);
            }
            if (!read.isOk()) {
                assertTrue(read.reason() != null && !read.reason().isBlank(), () -> "no reason for:\n" + input);
                assertFalse(read.reason().contains("Exception"), read::reason);
                continue;
            }
            accepted++;
            Checked<String> written = format.apply(read.value());
            if (written.isOk()) {
                Checked<GameRecord> again = parse.apply(written.value());
                assertTrue(again.isOk(), () -> written.value() + "\ndoes not read back: " + again.reason());
                assertEquals(written.value(), format.apply(again.value()).orElseThrow(), () -> "read from:\n" + input);
            } else {
                assertTrue(!written.reason().isBlank(), "a record that cannot be written says why");
            }
        }
        assertTrue(accepted > 0 && accepted < TRIES, accepted + " of " + TRIES + " read");
    }

    @Test
    void ourFormat() {
        fuzz(11, ourRecords(), RecordText::parse, record -> Checked.ok(RecordText.format(record)));
    }

    @Test
    void ourFormatReadBackIsTheSameRecord() {
        Mutations mutations = new Mutations(12);
        for (int i = 0; i < TRIES; i++) {
            Checked<GameRecord> read = RecordText.parse(mutations.of(ourRecords().get(i % 4)));
            if (read.isOk()) {
                assertEquals(read.value(), RecordText.parse(RecordText.format(read.value())).orElseThrow());
            }
        }
    }

    @Test
    void littleGolemFormat() {
        fuzz(13, List.of(sgf(CHAMPIONSHIP_GAME), sgf(GAME_2558925)), LittleGolemSgf::parse, LittleGolemSgf::format);
    }
}
