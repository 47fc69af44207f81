package dev.tzaar.engine.record;

import static dev.tzaar.engine.record.Fixtures.CHAMPIONSHIP_GAME;
import static dev.tzaar.engine.record.Fixtures.GAME_2558925;
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
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LittleGolem's records, read and written. Two real games from littlegolem.net (see
 * src/test/resources/records/README.md) are the fixtures: both must replay without an illegal
 * action, and what the engine concludes about their end is asserted below.
 */
class LittleGolemSgfTest {

    private static GameRecord read(String text) {
        return LittleGolemSgf.parse(text).orElseThrow();
    }

    private static Action capture(String from, String to) {
        return new Action.Capture(Cell.of(from), Cell.of(to));
    }

    private static Action stack(String from, String to) {
        return new Action.Stack(Cell.of(from), Cell.of(to));
    }

    // ---- the real games ----

    @Test
    void championshipGameEndsWithBlackUnableToCaptureSoWhiteWins() {
        GameRecord game = read(sgf(CHAMPIONSHIP_GAME));

        assertEquals(27, game.turnCount());
        assertEquals(53, game.actions().size(), "White's opening capture, then 26 turns of two actions");
        assertEquals(Optional.of(new Result.NoCapture(Side.BLACK)), game.result());
        assertEquals(Side.WHITE, game.result().orElseThrow().winner());
        Position end = game.finalPosition();
        assertEquals(Side.BLACK, end.sideToMove());
        assertTrue(end.legalActions().isEmpty());
        // The last turn, W[pkok-nlko], is F8xE9 then D8-A5: White's stacks stand where it moved them.
        assertEquals(new Turn(27, Side.WHITE, List.of(capture("F8", "E9"), stack("D8", "A5"))),
                game.lastTurn().orElseThrow());
        // The whole final position, as the engine computes it (a regression anchor). Checked by hand:
        // none of Black's stacks (C3, E1, G3, H1) shares an open line with White's (A2, A5, E9).
        assertEquals("-Z6--T3/------/--z7----/--------/a------A3/--------/--z----/t2-----/----- b 1",
                end.toString());
    }

    @Test
    void game2558925EndsWithBlackShowingNoTottSoWhiteWins() {
        GameRecord game = read(sgf(GAME_2558925));

        assertEquals(27, game.turnCount());
        assertEquals(53, game.actions().size(), "White's opening capture, then 26 turns of two actions");
        assertEquals(Optional.of(new Result.LastOfType(Side.BLACK, PieceType.TOTT)), game.result());
        assertEquals(0, game.finalPosition().visible(Side.BLACK, PieceType.TOTT));
        assertTrue(game.finalPosition().visible(Side.WHITE, PieceType.TOTT) > 0);
        assertEquals(new Turn(27, Side.WHITE, List.of(capture("D2", "E3"), capture("I5", "F8"))),
                game.lastTurn().orElseThrow());
        assertEquals("-A4--T3/z5-----/------A/--------/--Z2-----/-------Z7/-a8-----/a-----/----- b 1",
                game.finalPosition().toString());
    }

    @Test
    void game2558925OpensWithTheKnownAnchors() {
        GameRecord game = read(sgf(GAME_2558925));

        // qmrl is G5 to H5; okol-popn is E9 to E8, then F4 onto F5.
        assertEquals(List.of(capture("G5", "H5"), capture("E9", "E8"), stack("F4", "F5")),
                game.actions().subList(0, 3));
    }

    @Test
    void aPassIsASecondActionOfItsOwn() {
        GameRecord game = read(sgf(GAME_2558925));

        Turn passing = game.turns().get(25);
        assertEquals(new Turn(26, Side.BLACK, List.of(capture("E1", "E3"), Action.PASS)), passing);
    }

    @Test
    void posListsEachColumnFromItsTopRowDownWithLowerCaseForWhite() {
        // Championship POS begins cBbCb: column A from A5 down to A1; it ends AB: I2 and I1.
        Position start = read(sgf(CHAMPIONSHIP_GAME)).start().position();

        assertEquals(Optional.of(new Stack(Side.WHITE, PieceType.TOTT, 1)), start.stackAt(Cell.of("A5")));
        assertEquals(Optional.of(new Stack(Side.BLACK, PieceType.TZARRA, 1)), start.stackAt(Cell.of("A4")));
        assertEquals(Optional.of(new Stack(Side.WHITE, PieceType.TZARRA, 1)), start.stackAt(Cell.of("A1")));
        assertEquals(Optional.of(new Stack(Side.BLACK, PieceType.TZAAR, 1)), start.stackAt(Cell.of("I2")));
        assertEquals(Optional.of(new Stack(Side.BLACK, PieceType.TZARRA, 1)), start.stackAt(Cell.of("I1")));
        assertEquals(Side.WHITE, start.sideToMove());
        assertTrue(start.isOpeningTurn());
    }

    @Test
    void namesEventSourceAndVariantAreKept() {
        GameRecord game = read(sgf(CHAMPIONSHIP_GAME));

        assertEquals(Optional.of("Michael Reitz"), game.player(Side.WHITE));
        assertEquals(Optional.of("ivyed_seer ?"), game.player(Side.BLACK));
        assertEquals("tzaar.ch.43.1.1", game.tags().get("Event"));
        assertEquals("https://www.littlegolem.net", game.tags().get("Source"));
        assertEquals("RANDOM", game.tags().get("Variant"));
    }

    @ParameterizedTest
    @ValueSource(strings = {CHAMPIONSHIP_GAME, GAME_2558925})
    void writingARecordReadFromLittleGolemGivesTheSameText(String fixture) {
        String text = sgf(fixture);

        assertEquals(text, LittleGolemSgf.format(read(text)).orElseThrow());
    }

    @Test
    void readingToleratesLineBreaksSpacesAndUnknownProperties() {
        String text = sgf(GAME_2558925);
        String loose = text.replace(";", "\n ;").replace("POS[", "GM[41] C[a comment with \\] inside]\n POS [")
                .replace("W[qmrl]", "W[qmrl]C[first move][two values]");

        assertEquals(read(text), read(loose));
    }

    // ---- writing our own games ----

    @Test
    void aRandomGameIsWrittenFromItsStartAsVariantRandomAndReadsBackAsTheSameGame() {
        GameRecord game = Games.playFirstLegal(GameRecord.of(Setup.random(42)).withPlayer(Side.WHITE, "Alice"), 6);

        String text = LittleGolemSgf.format(game).orElseThrow();
        GameRecord back = read(text);

        assertTrue(text.startsWith("(;FF[TZAAR]VA[RANDOM]PW[Alice]POS["), text);
        assertEquals(Setup.random(42).position(), back.start().position());
        assertEquals(game.turns(), back.turns());
    }

    @Test
    void aResignationIsWrittenAsTheResigningSidesLastNodeAndReplaysToTheWinner() {
        // Before, the resignation was left out: the record replayed to a game still going on.
        GameRecord game = Games.playFirstLegal(GameRecord.of(Setup.random(42)), 6).resign(Side.BLACK).orElseThrow();

        String text = LittleGolemSgf.format(game).orElseThrow();
        GameRecord back = read(text);

        assertTrue(text.endsWith(";B[resign])"), text);
        assertEquals(game.turns(), back.turns());
        assertEquals(Side.WHITE, back.result().orElseThrow().winner());
        assertEquals(game.result(), back.result());
    }

    @Test
    void nothingMayFollowAResignation() {
        String resigned = LittleGolemSgf.format(Games.playFirstLegal(GameRecord.of(Setup.random(42)), 2)
                .resign(Side.WHITE).orElseThrow()).orElseThrow();
        Checked<GameRecord> refused = LittleGolemSgf.parse(resigned.replace(")", ";B[pass])"));
        assertFalse(refused.isOk());
        assertTrue(refused.reason().contains("White resigned"), refused.reason());
    }

    @Test
    void aTournamentGameIsWrittenFromItsPositionAfterPlacing() {
        GameRecord placed = Games.placeEverything(GameRecord.of(Setup.tournament()));
        GameRecord game = Games.playFirstLegal(placed, 3);

        GameRecord back = read(LittleGolemSgf.format(game).orElseThrow());

        assertEquals(placed.finalPosition(), back.start().position());
        assertEquals(game.actions().subList(60, 63), back.actions());
    }

    @Test
    void aGameStillBeingPlacedCannotBeWritten() {
        GameRecord placing = Games.playFirstLegal(GameRecord.of(Setup.tournament()), 59);

        Checked<String> refused = LittleGolemSgf.format(placing);

        assertFalse(refused.isOk());
        assertTrue(refused.reason().contains("still being placed"), refused.reason());
    }

    @Test
    void aGameThatStartsFromFewerThanSixtySinglePiecesCannotBeWritten() {
        Position afterAStack = Position.START.play("E4xF4 F3xF4 C3-D4").orElseThrow();

        assertFalse(LittleGolemSgf.format(GameRecord.from(Games.ONE_CAPTURE_FROM_THE_END)).isOk());
        assertFalse(LittleGolemSgf.format(GameRecord.from(afterAStack)).isOk());
        assertTrue(LittleGolemSgf.format(GameRecord.of(Setup.fixed())).isOk());
    }

    @Test
    void bracketsAndBackslashesInNamesAreEscaped() {
        GameRecord game = GameRecord.of(Setup.fixed()).withPlayer(Side.WHITE, "[x] a\\b");

        String text = LittleGolemSgf.format(game).orElseThrow();

        assertTrue(text.contains("PW[[x\\] a\\\\b]"), text);
        assertEquals(Optional.of("[x] a\\b"), read(text).player(Side.WHITE));
    }

    @Test
    void aTimeOutHasNoPlaceInTheFormatAndIsLeftOut() {
        GameRecord game = GameRecord.of(Setup.fixed());

        assertEquals(LittleGolemSgf.format(game).orElseThrow(),
                LittleGolemSgf.format(game.timeOut(Side.WHITE).orElseThrow()).orElseThrow());
    }

    // ---- records that are refused ----

    @Test
    void theFirstIllegalActionIsReportedWithItsNumberTurnTextAndTheEnginesReason() {
        // Turn 3 is W[qnop-rmop], G4xE4 then H4-E4; G4 is empty once its stack has moved.
        String broken = sgf(GAME_2558925).replace("W[qnop-rmop]", "W[qnop-qnop]");
        Position beforeAction5 = read(sgf(GAME_2558925)).positions().get(4);

        Checked<GameRecord> refused = LittleGolemSgf.parse(broken);

        assertEquals("Action 5 (turn 3, White) \"qnop\": " + beforeAction5.apply(capture("G4", "E4")).reason(),
                refused.reason());
    }

    @Test
    void theOpeningTurnHoldsOneCapture() {
        String twoActions = sgf(GAME_2558925).replace("W[qmrl]", "W[qmrl-okol]");

        assertEquals("Action 2 (turn 1, White) \"okol\": White's opening turn is a single capture.",
                LittleGolemSgf.parse(twoActions).reason());
    }

    @Test
    void aTurnCutShortBeforeTheLastIsRefused() {
        String cutShort = sgf(GAME_2558925).replace("B[okol-popn]", "B[okol]");

        assertEquals("Turn 2 (Black) ends after one action, but a turn has two: write pass to decline the second.",
                LittleGolemSgf.parse(cutShort).reason());
    }

    @Test
    void aTurnGivenToTheWrongSideIsRefused() {
        String wrongSide = sgf(GAME_2558925).replace(";W[qmrl]", ";B[qmrl]");

        assertEquals("Turn 1 is White's, but the record gives it to Black.", LittleGolemSgf.parse(wrongSide).reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"qmr", "qmrlx", "qmoo", "-qmrl", "abcd"})
    void anUnreadableFromToIsReportedAsTheFirstAction(String written) {
        String broken = sgf(GAME_2558925).replace("W[qmrl]", "W[" + written + "]");

        Checked<GameRecord> refused = LittleGolemSgf.parse(broken);

        assertFalse(refused.isOk());
        assertTrue(refused.reason().startsWith("Action 1 (turn 1, White) \""), refused.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        a POS of 59 pieces       | POS[acccCBaaAC | POS[acccCBaaA  | POS: it lists 59 pieces; a start has 60.
        a piece letter beyond c  | POS[acccCBaaAC | POS[dcccCBaaAC | POS: "d" is not a piece
        eleven White Tzaars      | POS[acccCBaaAC | POS[aaaaaaaaAC | POS: White shows 11 stacks topped by a Tzaar
        no POS                   | POS[           | XPOS[          | The record has no POS[...]
        another game's record    | FF[TZAAR]      | FF[4]          | FF[4] is not a TZAAR record
        no node after (          | (;             | (              | an SGF record starts with "(;"
        an unclosed value        | ;W[qmrl]       | ;W[qmrl        | Action 1 (turn 1, White) "qmrl;B[okol"
        no closing parenthesis   | W[nroq-skpk])  | W[nroq-skpk]   | the record ends before its closing ")"
        a second game after it   | W[nroq-skpk])  | W[nroq-skpk])( | there is more after the record's closing ")"
        a variation              | ;W[qmrl]       | (;W[qmrl])     | variations are not read
        """)
    void aRecordThatIsNotAWellFormedTzaarGameIsRefused(String what, String from, String to, String reason) {
        String broken = sgf(GAME_2558925).replace(from, to);

        Checked<GameRecord> refused = LittleGolemSgf.parse(broken);

        assertFalse(refused.isOk(), what);
        assertTrue(refused.reason().contains(reason), refused.reason());
    }
}
