package dev.tzaar.engine.record;

import static dev.tzaar.engine.record.Fixtures.CHAMPIONSHIP_GAME;
import static dev.tzaar.engine.record.Fixtures.GAME_2558925;
import static dev.tzaar.engine.record.Fixtures.GOLDEN_GAME;
import static dev.tzaar.engine.record.Fixtures.sgf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class RecordTextTest {

    /**
     * The game of the golden file, built action by action without the format. The golden file
     * (src/test/resources/records/golden-game.tzaar) was written once, checked by eye against the
     * format's Javadoc, and is never regenerated from the code: records saved by players must stay
     * readable and be written the same way, so any change to the format shows up as a failure here
     * and has to be made on purpose.
     */
    private static final GameRecord GOLDEN_RECORD = golden();

    private static GameRecord golden() {
        GameRecord record = GameRecord.of(Setup.fixed())
                .withPlayer(Side.WHITE, "Alice")
                .withPlayer(Side.BLACK, "Bob#1234")
                .withTag("Event", "Friday league")
                .withTag("Date", "2024-05-17");
        for (Action action : List.of(
                capture("E4", "F4"),
                capture("F3", "F4"), stack("C3", "D4"),
                capture("D3", "F4"), stack("E2", "E3"),
                capture("D4", "D2"), capture("G3", "F4"),
                capture("E3", "D2"), Action.PASS)) {
            record = record.play(action).orElseThrow();
        }
        return record.resign(Side.BLACK).orElseThrow();
    }

    private static Action capture(String from, String to) {
        return new Action.Capture(Cell.of(from), Cell.of(to));
    }

    private static Action stack(String from, String to) {
        return new Action.Stack(Cell.of(from), Cell.of(to));
    }

    private static GameRecord read(String text) {
        return RecordText.parse(text).orElseThrow();
    }

    private static String refusal(String text) {
        Checked<GameRecord> refused = RecordText.parse(text);
        assertFalse(refused.isOk(), () -> "accepted:\n" + text);
        return refused.reason();
    }

    // ---- the golden file ----

    @Test
    void theGoldenGameIsWrittenExactlyAsTheGoldenFile() {
        assertEquals(Fixtures.read(GOLDEN_GAME), RecordText.format(GOLDEN_RECORD));
    }

    @Test
    void theGoldenFileReadsAsTheGoldenGame() {
        assertEquals(GOLDEN_RECORD, read(Fixtures.read(GOLDEN_GAME)));
    }

    // ---- round trips ----

    @ParameterizedTest
    @ValueSource(strings = {
        "Setup: fixed\nResult: none\n\n1 W: E4xF4\n2 B: F3xF4\n",
        "Setup: tournament\nWhite: Ann\nResult: none\n\n1 W: Z@E4\n2 B: T@A1\n",
        "Setup: random 42\nBlack: Bo\nResult: black (White ran out of time)\n",
        "Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n"
                + "Source: a study\nResult: white (Black has no Tzaars left)\n\n1 W: A1xB1\n",
    })
    void canonicalTextReadAndWrittenAgainIsTheSameText(String text) {
        assertEquals(text, RecordText.format(read(text)));
    }

    static Stream<GameRecord> records() {
        GameRecord placed = Games.placeEverything(GameRecord.of(Setup.tournament()).withPlayer(Side.BLACK, "B"));
        return Stream.of(
                GOLDEN_RECORD,
                Games.playFirstLegal(placed, 4),
                Games.playFirstLegal(GameRecord.of(Setup.random(42)).withTag("Event", "x"), 6),
                Games.play(GameRecord.from(Position.START.play("E4xF4 F3xF4").orElseThrow()), "C3-D4", "D3xF4"),
                LittleGolemSgf.parse(sgf(CHAMPIONSHIP_GAME)).orElseThrow(),
                LittleGolemSgf.parse(sgf(GAME_2558925)).orElseThrow());
    }

    @ParameterizedTest
    @MethodSource("records")
    void aWrittenRecordReadsBackAsTheSameRecord(GameRecord record) {
        assertEquals(record, read(RecordText.format(record)));
    }

    @ParameterizedTest
    @ValueSource(strings = {CHAMPIONSHIP_GAME, GAME_2558925})
    void aLittleGolemRecordSurvivesTheTripThroughOurFormat(String fixture) {
        String text = sgf(fixture);

        String ours = RecordText.format(LittleGolemSgf.parse(text).orElseThrow());

        assertEquals(text, LittleGolemSgf.format(read(ours)).orElseThrow());
    }

    // ---- what people may write ----

    @Test
    void actionsMayBeSpelledLooselyAndAreWrittenCanonically() {
        String sloppy = "setup: FIXED\n"
                + "white:   Alice  \n"
                + "1 w: e4 f4\n"
                + "2. b: f3xf4, c3 d4\n"
                + "3 W: D3F4 e2-e3\n"
                + "4 B: d4:d2 G3 x F4\n"
                + "5 W: e3-d2 PASS\n";

        assertEquals("Setup: fixed\n"
                + "White: Alice\n"
                + "Result: none\n"
                + "\n"
                + "1 W: E4xF4\n"
                + "2 B: F3xF4 C3-D4\n"
                + "3 W: D3xF4 E2-E3\n"
                + "4 B: D4xD2 G3xF4\n"
                + "5 W: E3xD2 pass\n", RecordText.format(read(sloppy)));
    }

    @Test
    void commentsBlankLinesAndWindowsLineEndsAreIgnored() {
        String annotated = "# Friday's game\r\n"
                + "\r\n"
                + "Setup: fixed\r\n"
                + "   # the usual opening follows\r\n"
                + "1 W: E4xF4   # why not\r\n"
                + "\r\n"
                + "2 B: F3xF4 # Black has not decided yet\r\n";

        assertEquals(Games.play(GameRecord.of(Setup.fixed()), "E4xF4", "F3xF4"), read(annotated));
    }

    @Test
    void aNameKeepsItsHashSign() {
        assertEquals(Optional.of("Bob#1234"), read("Setup: fixed\nBlack: Bob#1234\n").player(Side.BLACK));
    }

    @Test
    void withoutAResultHeaderTheResultIsReadOffTheFinalPosition() {
        GameRecord record = read("Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n"
                + "1 W: A1xB1\n");

        assertEquals(Optional.of(new Result.LastOfType(Side.BLACK, PieceType.TZAAR)), record.result());
    }

    @Test
    void theResultMayBeWrittenInAnyCaseAndWithoutItsReason() {
        String start = "Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n";
        GameRecord plain = read(start + "1 W: A1xB1\n");

        assertEquals(plain, read(start + "Result: White\n1 W: A1xB1\n"));
        assertEquals(plain, read(start + "Result: WHITE (black has no tzaars left)\n1 W: A1xB1\n"));
    }

    @Test
    void aResignationIsDeclaredInTheResult() {
        GameRecord record = read("Setup: fixed\nResult: black (White resigned)\n\n1 W: E4xF4\n2 B: F3xF4 pass\n");

        assertEquals(Optional.of(new Result.Resigned(Side.WHITE)), record.declaredResult());
    }

    // ---- what is refused ----

    @Test
    void turnsAreNumberedInOrderFromOne() {
        assertEquals("Line 2: this turn is numbered 2, but it is turn 1 of the record: number the turns 1, 2, 3... "
                + "in order.", refusal("Setup: fixed\n2 W: E4xF4\n"));
    }

    @Test
    void headersComeBeforeTheTurns() {
        assertEquals("Line 3: the header Event comes after the turns; headers come first.",
                refusal("Setup: fixed\n1 W: E4xF4\nEvent: late\n"));
    }

    @Test
    void aLineThatIsNeitherHeaderNorTurnIsRefusedWithItsNumber() {
        assertEquals("Line 2: \"hello world\" is neither a header (Key: value) nor a turn (like 12 B: D4xE4 C3-D4).",
                refusal("Setup: fixed\nhello world\n"));
        assertTrue(refusal("Setup: fixed\n1 X: E4xF4\n").startsWith("Line 2: \"1 X: E4xF4\" is not a turn"));
        assertTrue(refusal("Setup: fixed\n1 W: # nothing\n").startsWith("Line 2: turn 1 has no action"));
    }

    @Test
    void theStartIsGivenOnce() {
        assertTrue(refusal("White: Alice\n").startsWith("The record says neither its setup"));
        assertEquals("The record gives both a setup and a start position: keep one.",
                refusal("Setup: fixed\nStart: " + Position.START + "\n"));
        assertEquals("Setup: " + Setup.parse("random x").reason(), refusal("Setup: random x\n"));
        assertEquals("Start: " + Position.parse("tttt w 1").reason(), refusal("Start: tttt w 1\n"));
    }

    @Test
    void aHeaderIsGivenOnceAndWithAValue() {
        assertEquals("Line 3: white is given twice.", refusal("Setup: fixed\nWhite: A\nwhite: B\n"));
        assertEquals("Line 2: Event has no value.", refusal("Setup: fixed\nEvent:   \n"));
    }

    @Test
    void anIllegalActionIsReportedWithItsNumberTurnTextAndTheEnginesReason() {
        Position beforeAction3 = Position.START.play("E4xF4 F3xF4").orElseThrow();
        String enginesReason = beforeAction3.apply(capture("E4", "D4")).reason();

        assertEquals("Action 3 (turn 2, Black) \"E4 D4\": " + enginesReason,
                refusal("Setup: fixed\n1 W: E4xF4\n2 B: F3xF4 E4 D4\n"));
    }

    @Test
    void anUnreadableActionIsReportedTheSameWay() {
        assertEquals("Action 1 (turn 1, White) \"F4\": " + Position.START.parseAction("F4").reason(),
                refusal("Setup: fixed\n1 W: F4\n"));
    }

    @Test
    void eachTurnLineIsOneWholeTurnOfTheSideItNames() {
        assertEquals("Turn 1 is White's, but the record gives it to Black.", refusal("Setup: fixed\n1 B: E4xF4\n"));
        assertEquals("Turn 2 (Black) ends after one action, but a turn has two: write pass to decline the second.",
                refusal("Setup: fixed\n1 W: E4xF4\n2 B: F3xF4\n3 W: D3xF4\n"));
        assertEquals("Action 2 (turn 1, White) \"F3xF4\": White's opening turn is a single capture.",
                refusal("Setup: fixed\n1 W: E4xF4 F3xF4\n"));
        assertEquals("Action 2 (turn 1, White) \"Z@A1\": A placing turn places one piece.",
                refusal("Setup: tournament\n1 W: Z@E4 Z@A1\n"));
    }

    @Test
    void aResultTheGameContradictsIsRefused() {
        String won = "Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n";

        assertEquals("The record says Black won, but the final position says White won, Black has no Tzaars left.",
                refusal(won + "Result: black\n1 W: A1xB1\n"));
        assertEquals("The record says the game goes on (Result: none), but it is over: White won, Black has no "
                + "Tzaars left.", refusal(won + "Result: none\n1 W: A1xB1\n"));
        assertEquals("The record says White won because \"Black has no Totts left\", but the final position says "
                + "White won, Black has no Tzaars left.",
                refusal(won + "Result: white (Black has no Totts left)\n1 W: A1xB1\n"));
        assertTrue(refusal(won + "Result: white\n").startsWith("The record says White won, but the game goes on"));
    }

    @Test
    void aResignationOrTimeOutMustBeOneTheGameAllows() {
        assertEquals("The record says Black resigned, but the game is over: White won, Black has no Tzaars left.",
                refusal("Start: ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1\n"
                        + "Result: white (Black resigned)\n1 W: A1xB1\n"));
        assertEquals("The record says Black ran out of time, but only the side to act can run out of time, and it "
                + "is White's turn.", refusal("Setup: fixed\nResult: white (Black ran out of time)\n"));
        assertTrue(refusal("Setup: fixed\nResult: white (White resigned)\n")
                .contains("the loser cannot be the winner"));
        assertTrue(refusal("Setup: fixed\nResult: maybe\n").startsWith("Result: \"maybe\" is not a result"));
    }
}
