package dev.tzaar.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every name or tag value a record accepts is written so that it reads back as itself: a record's
 * text is where the function keeps a game, and a value it cannot read back kills the game. The
 * values come from Discord display names, which may hold any character.
 */
class RecordValuesTest {
    /** Characters that regular expressions, line readers and strip() each treat in their own way. */
    private static final String AWKWARD = "\u2028\u2029\u0085\u000b\u000c\u001c\u001f\u0000\u00a0\u200b\u200e"
            + "\u202e\u2066\ufeff\t #:[]\\\u00e9\ud83e\udd84";

    @ParameterizedTest
    @ValueSource(strings = {"Ann\u2028Bo", "Ann\u2029", "\u0085Bo", "A\u000bB", "Ren\u202eé", "x:y # z", "\u0000"})
    void aNameWithALineSeparatorThatIsNotANewlineReadsBackAsItself(String name) {
        GameRecord record = GameRecord.of(Setup.fixed()).withPlayer(Side.WHITE, name).withTag("Event", name);

        GameRecord back = RecordText.parse(RecordText.format(record)).orElseThrow();

        assertEquals(record.player(Side.WHITE), back.player(Side.WHITE));
        assertEquals(record, back);
    }

    /** Property, seeded: for any string, the record refuses it as blank or multi-line, or formats it so that it parses back. */
    @Test
    void formatThenParseIsTheIdentityForAnyValueTheRecordAccepts() {
        SplittableRandom random = new SplittableRandom(20261125);
        int accepted = 0;
        for (int i = 0; i < 5_000; i++) {
            String value = randomString(random);
            GameRecord record;
            try {
                record = GameRecord.of(Setup.fixed()).withPlayer(Side.BLACK, value).withTag("Source", value);
            } catch (IllegalArgumentException refused) {
                assertTrue(value.isBlank() || value.contains("\n") || value.contains("\r"),
                        () -> "refused " + escaped(value) + ": " + refused.getMessage());
                continue;
            }
            accepted++;
            String text = RecordText.format(record);
            var parsed = RecordText.parse(text);
            assertTrue(parsed.isOk(), () -> "cannot read back " + escaped(value) + ": " + parsed.reason());
            GameRecord back = parsed.value();
            assertEquals(record, back, () -> escaped(value));
        }
        assertTrue(accepted > 4_000, "most random strings are names: " + accepted);
    }

    @Test
    void aBlankOrMultiLineValueIsRefusedWithAReason() {
        for (String value : new String[] {"", " ", "\u2028", "a\nb", "a\rb"}) {
            assertThrows(IllegalArgumentException.class, () -> GameRecord.of(Setup.fixed())
                    .withPlayer(Side.WHITE, value));
        }
    }

    /** Found by RecordFuzzTest: it threw IllegalArgumentException instead. */
    @Test
    void aCarriageReturnInTheMiddleOfAHeaderIsRefusedWithAReason() {
        var read = RecordText.parse("Setup: fixed\nEvent: Friday\rleague\n");
        assertTrue(!read.isOk() && read.reason().equals("Line 2: the value of Event cannot be kept: it runs over more "
                + "than one line."), read::reason);
    }

    static String randomString(SplittableRandom random) {
        int length = random.nextInt(1, 24);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            switch (random.nextInt(4)) {
                case 0 -> text.append(AWKWARD.charAt(random.nextInt(AWKWARD.length())));
                case 1 -> text.append((char) random.nextInt(0x20, 0x7f));
                case 2 -> text.appendCodePoint(random.nextInt(0x80, 0x3000));
                default -> text.appendCodePoint(random.nextInt(0, 0x110000));
            }
        }
        return text.toString();
    }

    static String escaped(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(c -> out.append(c >= 0x20 && c < 0x7f ? Character.toString(c)
                : String.format("\\u{%x}", c)));
        return out.append('"').toString();
    }
}
