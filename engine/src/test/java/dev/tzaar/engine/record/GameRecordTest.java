package dev.tzaar.engine.record;

import static dev.tzaar.engine.record.Games.ONE_CAPTURE_FROM_THE_END;
import static dev.tzaar.engine.record.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.junit.jupiter.api.Test;

class GameRecordTest {
    private static final GameRecord FIXED = GameRecord.of(Setup.fixed());

    private static Action capture(String from, String to) {
        return new Action.Capture(Cell.of(from), Cell.of(to));
    }

    @Test
    void aRecordUpToSomeActionsIsTheGameAsItStoodThenWithoutLaterResignations() {
        GameRecord played = play(FIXED.withPlayer(Side.WHITE, "Ann"), "C2xC3", "D4xD3", "C4-B4");
        GameRecord resigned = played.resign(Side.WHITE).orElseThrow();

        GameRecord early = resigned.upTo(1);
        assertEquals(play(FIXED.withPlayer(Side.WHITE, "Ann"), "C2xC3"), early);
        assertEquals(played.positions().get(1), early.finalPosition());
        assertEquals(Optional.empty(), resigned.upTo(3).result());
        assertEquals(played, resigned.upTo(3));
        assertEquals(2, early.nextTurnNumber());
        assertThrows(IllegalArgumentException.class, () -> played.upTo(4));
    }

    @Test
    void aNewRecordStandsAtItsSetupWithNoTurnAndNoResult() {
        GameRecord random = GameRecord.of(Setup.random(7));

        assertEquals(new Start.FromSetup(Setup.random(7)), random.start());
        assertEquals(Setup.random(7).position(), random.finalPosition());
        assertEquals(List.of(random.finalPosition()), random.positions());
        assertEquals(0, random.turnCount());
        assertEquals(Optional.empty(), random.lastTurn());
        assertEquals(Optional.empty(), random.result());
    }

    @Test
    void playingAnActionKeepsItAndThePositionItLeadsTo() {
        GameRecord record = FIXED.play(capture("E4", "F4")).orElseThrow();

        assertEquals(List.of(capture("E4", "F4")), record.actions());
        assertEquals(List.of(Position.START, Position.START.apply(capture("E4", "F4")).orElseThrow()),
                record.positions());
        assertTrue(FIXED.actions().isEmpty(), "the record played on is left as it was");
    }

    @Test
    void anIllegalActionIsRefusedWithTheEnginesReason() {
        Action stackOnTheFirstAction = new Action.Stack(Cell.of("C3"), Cell.of("D4"));

        Checked<GameRecord> refused = FIXED.play(stackOnTheFirstAction);

        assertFalse(refused.isOk());
        assertEquals(Position.START.apply(stackOnTheFirstAction).reason(), refused.reason());
    }

    @Test
    void theOpeningCaptureIsATurnAloneAndLaterTurnsHaveTwoActions() {
        GameRecord record = play(FIXED, "E4xF4", "F3xF4", "C3-D4", "D3xF4", "pass");

        assertEquals(List.of(
                new Turn(1, Side.WHITE, List.of(capture("E4", "F4"))),
                new Turn(2, Side.BLACK, List.of(capture("F3", "F4"), new Action.Stack(Cell.of("C3"), Cell.of("D4")))),
                new Turn(3, Side.WHITE, List.of(capture("D3", "F4"), Action.PASS))),
                record.turns());
        assertEquals(3, record.turnCount());
    }

    @Test
    void theLastTurnMayStillAwaitItsSecondAction() {
        GameRecord record = play(FIXED, "E4xF4", "F3xF4");

        assertEquals(new Turn(2, Side.BLACK, List.of(capture("F3", "F4"))), record.lastTurn().orElseThrow());
        assertEquals(2, record.nextTurnNumber(), "the next action completes turn 2");
    }

    @Test
    void eachPlacementIsATurnOfItsOwnAndTheOpeningCaptureFollowsThe60th() {
        GameRecord placed = Games.placeEverything(GameRecord.of(Setup.tournament()));
        GameRecord opened = placed.play(placed.finalPosition().legalActions().get(0)).orElseThrow();

        assertEquals(60, placed.turnCount());
        assertTrue(placed.turns().stream().allMatch(t -> t.actions().size() == 1
                && t.actions().get(0) instanceof Action.Place));
        assertEquals(Side.BLACK, placed.turns().get(59).side());
        Turn opening = opened.lastTurn().orElseThrow();
        assertEquals(61, opening.number());
        assertEquals(Side.WHITE, opening.side());
    }

    @Test
    void aRecordFromAPositionAwaitingASecondActionBeginsWithAOneActionTurn() {
        Position blacksSecondAction = Position.START.play("E4xF4 F3xF4").orElseThrow();

        GameRecord record = play(GameRecord.from(blacksSecondAction), "C3-D4", "D3xF4");

        assertEquals(List.of(1, 1), record.turns().stream().map(t -> t.actions().size()).toList());
        assertEquals(List.of(Side.BLACK, Side.WHITE), record.turns().stream().map(Turn::side).toList());
    }

    @Test
    void theResultIsReadOffTheFinalPositionWhenNobodyResignedOrRanOutOfTime() {
        GameRecord record = play(GameRecord.from(ONE_CAPTURE_FROM_THE_END), "A1xB1");

        assertEquals(Optional.of(new Result.LastOfType(Side.BLACK, PieceType.TZAAR)), record.result());
        assertEquals(Optional.empty(), record.declaredResult());
        assertTrue(record.isOver());
    }

    @Test
    void aFinishedGameTakesNoMoreActions() {
        GameRecord record = play(GameRecord.from(ONE_CAPTURE_FROM_THE_END), "A1xB1");

        Checked<GameRecord> refused = record.play(Action.PASS);

        assertFalse(refused.isOk());
        assertTrue(refused.reason().startsWith("The game is over"), refused.reason());
    }

    @Test
    void eitherSideMayResignAndThenNothingMoreIsPlayed() {
        GameRecord whiteToAct = FIXED;

        GameRecord resigned = whiteToAct.resign(Side.BLACK).orElseThrow();

        assertEquals(Optional.of(new Result.Resigned(Side.BLACK)), resigned.result());
        assertEquals(Side.WHITE, resigned.result().orElseThrow().winner());
        assertEquals("The game is over: White won, Black resigned.", resigned.play(capture("E4", "F4")).reason());
        assertFalse(resigned.resign(Side.WHITE).isOk(), "a game ends once");
    }

    @Test
    void onlyTheSideToActCanRunOutOfTime() {
        GameRecord whiteToAct = FIXED;

        assertEquals(Optional.of(new Result.TimedOut(Side.WHITE)),
                whiteToAct.timeOut(Side.WHITE).orElseThrow().result());
        assertEquals("Only the side to act can run out of time, and it is White's turn.",
                whiteToAct.timeOut(Side.BLACK).reason());
    }

    @Test
    void nobodyResignsOrRunsOutOfTimeAfterTheGameIsOver() {
        GameRecord won = play(GameRecord.from(ONE_CAPTURE_FROM_THE_END), "A1xB1");

        assertEquals("The game is over: White won, Black has no Tzaars left.", won.resign(Side.BLACK).reason());
        assertFalse(won.timeOut(Side.BLACK).isOk());
    }

    @Test
    void recordsAreEqualWhenTheyHoldTheSameGame() {
        GameRecord one = play(FIXED.withPlayer(Side.WHITE, "Alice").withTag("Event", "league"), "E4xF4");
        GameRecord same = play(FIXED.withTag("Event", "league").withPlayer(Side.WHITE, " Alice "), "E4xF4");

        assertEquals(one, same);
        assertEquals(one.hashCode(), same.hashCode());
        assertNotEquals(one, play(FIXED.withPlayer(Side.WHITE, "Alice").withTag("Event", "league"), "E3xF3"));
        assertNotEquals(one, one.withPlayer(Side.BLACK, "Bob"));
        assertNotEquals(one, one.resign(Side.WHITE).orElseThrow());
    }

    @Test
    void namesAndTagValuesAreOneLineOfText() {
        assertThrows(IllegalArgumentException.class, () -> FIXED.withPlayer(Side.BLACK, "two\nlines"));
        assertThrows(IllegalArgumentException.class, () -> FIXED.withPlayer(Side.BLACK, "  "));
        assertThrows(IllegalArgumentException.class, () -> FIXED.withTag("Event", "a\r\nb"));
    }

    @Test
    void aTagCannotStandInForOneOfTheRecordsOwnFields() {
        assertThrows(IllegalArgumentException.class, () -> FIXED.withTag("white", "Alice"));
        assertThrows(IllegalArgumentException.class, () -> FIXED.withTag("Result", "white"));
        assertThrows(IllegalArgumentException.class, () -> FIXED.withTag("Two words", "x"));
        assertEquals("2024-05-17", FIXED.withTag("Date", "2024-05-17").tags().get("Date"));
    }
}
