package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code <board> <side> <step>}: nine columns A..I, each from row 1 up, as docs/notation.md defines it. */
class PositionNotationTest {

    @Test
    void formatAndParseAreInverseOnEveryPositionOfManyGames() {
        List<Position> positions = RandomGames.positions(11, 60, true);
        assertTrue(positions.size() > 3000, "enough positions: " + positions.size());
        for (Position position : positions) {
            String text = position.toString();
            Position reread = Position.parse(text).orElseThrow();
            assertEquals(position, reread, text);
            assertEquals(text, reread.toString());
        }
    }

    @Test
    void stacksAreWrittenWithTheirHeightFromTwoUp() {
        Position position = Position.of("T12----/------/-------/--------/--------/--------/-------/------/z2a3tZA w 2");
        assertEquals(new Stack(Side.WHITE, PieceType.TOTT, 12), position.stackAt(Cell.of("A1")).orElseThrow());
        assertEquals(new Stack(Side.BLACK, PieceType.TZAAR, 2), position.stackAt(Cell.of("I1")).orElseThrow());
        assertEquals(new Stack(Side.BLACK, PieceType.TZARRA, 3), position.stackAt(Cell.of("I2")).orElseThrow());
        assertEquals("T12----/------/-------/--------/--------/--------/-------/------/z2a3tZA w 2", position.toString());
    }

    /** docs/notation.md writes a height as a number (Z3, t12): 012 is not how a height is written, though 12. */
    @ParameterizedTest(name = "refused: {0}")
    @CsvSource(delimiter = '|', value = {
        "Z012AT--/zat---/-------/--------/--------/--------/-------/------/----- w 1| Column A has \"Z012\": write heights without leading zeros: Z12.",
        "Z2AT--/zat---/-------/--------/--------/--------/-------/------/--a03-- w 1| Column I has \"a03\": write heights without leading zeros: a3.",
        "ZAT--/z0000000000000000000000000007at---/-------/--------/--------/--------/-------/------/----- w 1|"
                + " Column B has \"z0000000000000000000000000007\": write heights without leading zeros: z7."})
    void heightsAreWrittenWithoutLeadingZeros(String text, String reason) {
        assertEquals(reason, Position.parse(text).reason());
        assertEquals(new Stack(Side.WHITE, PieceType.TZAAR, 12),
                Position.of("Z12AT--/zat---/-------/--------/--------/--------/-------/------/----- w 1")
                        .stackAt(Cell.of("A1")).orElseThrow());
    }

    @Test
    void sideAndStepAreReadInAnyCaseAndWrittenInLowerCase() {
        String board = Position.START.toString().replace(" w 1", "");
        assertEquals(Position.START, Position.of(board + "  W   1 "));
        assertEquals(board + " b 2", Position.of(board + " B 2").toString());
    }

    @ParameterizedTest(name = "refused: {1}")
    @CsvSource(delimiter = '|', value = {
        "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w|"
                + " A position has three parts, board, side and step, like \"ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1\".",
        "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt w 1|"
                + " The board lists 8 columns; it needs 9 (A to I), separated by /.",
        "ttttT/TaaaA/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1|"
                + " Column B lists 5 cells; it has 6.",
        "ttttTT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1|"
                + " Column A lists more than its 5 cells.",
        "ttttX/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1|"
                + " \"X\" in column A is not a piece: write Z, A or T for White, z, a or t for Black, and - for an empty cell.",
        "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT x 1|"
                + " The side to act is \"x\": write w (White) or b (Black).",
        "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 3|"
                + " The step is \"3\": write 1 (first action of a turn), 2 (second action) or p (placing pieces).",
        "ZZZZZ/ZZ----/-------/--------/--------/--------/-------/------/tazzt w 1|"
                + " White shows 7 stacks topped by a Tzaar, but owns only 6 Tzaars.",
        "Z29A2---/------/-------/--------/--------/--------/-------/------/tazzt w 1|"
                + " White has 31 pieces on the board, but owns only 30.",
        "Z2----/------/-------/--------/--------/--------/-------/------/----- b p|"
                + " No stack can form while pieces are being placed, yet A1 holds 2.",
        "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w p|"
                + " All 60 pieces are on the board, so placing is over: the step is 1, not p.",
        "Z0ATt/------/-------/--------/--------/--------/-------/------/za--- w 1|"
                + " Column A has a stack of height 0.",
        "Z000ATt/------/-------/--------/--------/--------/-------/------/za--- w 1|"
                + " Column A has a stack of height 0.",
        "Z123ATt/------/-------/--------/--------/--------/-------/------/za--- w 1|"
                + " Column A has a stack of 123 pieces; no side owns that many."})
    void impossibleOrMisspelledPositionsAreRefusedWithAReason(String text, String reason) {
        assertEquals(reason, Position.parse(text).reason());
    }
}
