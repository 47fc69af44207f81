package dev.tzaar.lambda.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A seat keeps how a game ended in no language, and gives it back for each reader to be told in theirs. */
class SeatTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final Instant T0 = Instant.parse("2026-11-25T12:00:00Z");

    private static Seat seatWith(String reason) {
        return new Seat("k7m2q", "300000000000000001", null, GameStatus.FINISHED, BO, true, false, 5, true, reason, T0,
                null);
    }

    @Test
    void theStoredWordsOfEachEndingReadBackAsTheRulesSayIt() {
        assertEquals(Optional.of(new Result.Resigned(Side.BLACK)), seatWith("resigned:BLACK").result());
        assertEquals(Optional.of(new Result.NoCapture(Side.WHITE)), seatWith("noCapture:WHITE").result());
        assertEquals(Optional.of(new Result.TimedOut(Side.BLACK)), seatWith("timedOut:BLACK").result());
        assertEquals(Optional.of(new Result.LastOfType(Side.WHITE, PieceType.TZAAR)),
                seatWith("lastOfType:WHITE:TZAAR").result());
        assertEquals(Optional.empty(), seatWith(null).result(), "not over");
    }

    @Test
    void aResignedGamesSeatsSayWhoWonAndHow() {
        Game game = resigned();

        Seat ann = Seat.of(game, ANN);
        Seat bo = Seat.of(game, BO);

        assertEquals(Boolean.FALSE, ann.won());
        assertEquals(Boolean.TRUE, bo.won());
        assertEquals(Optional.of(new Result.Resigned(Side.WHITE)), ann.result());
        assertEquals(BO, ann.opponent());
    }

    @Test
    void anEndingThisVersionDoesNotKnowIsNoResult() {
        assertEquals(Optional.empty(), seatWith("flagFell:WHITE:later").result());
        assertEquals(Optional.empty(), seatWith("resigned").result());
        assertEquals(Optional.empty(), seatWith("resigned:GREEN").result());
    }

    /** Ann (White) resigned on the first turn. */
    private static Game resigned() {
        GameRecord record = GameRecord.of(Setup.fixed()).withPlayer(Side.WHITE, "Ann").withPlayer(Side.BLACK, "Bo");
        return Game.challenge("k7m2q", null, "300000000000000001", ANN, BO, Setup.Kind.FIXED, ColourChoice.WHITE, T0,
                T0.plusSeconds(900)).accepted(ANN, BO, record, T0, null)
                .played(record.resign(Side.WHITE).orElseThrow(), T0, null);
    }
}
