package dev.tzaar.engine.record;

import static dev.tzaar.engine.record.Fixtures.GAME_2558925;
import static dev.tzaar.engine.record.Fixtures.GOLDEN_GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Side;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A record file from elsewhere: its format told from its beginning, then replayed with the rules. */
class RecordFileTest {

    @Test
    void aLittleGolemRecordIsReadAsLittleGolems() {
        RecordFile.Read read = assertInstanceOf(RecordFile.Read.class, RecordFile.read(Fixtures.read(GAME_2558925)));

        assertEquals(RecordFile.Format.LITTLE_GOLEM, read.format());
        assertEquals("LittleGolem", read.format().label());
        assertEquals(Optional.of("SlowBrain"), read.record().player(Side.BLACK));
        assertTrue(read.record().isOver());
    }

    @Test
    void ourOwnRecordIsReadAsOursEvenAfterAByteOrderMark() {
        RecordFile.Read read = assertInstanceOf(RecordFile.Read.class,
                RecordFile.read("\uFEFF" + Fixtures.read(GOLDEN_GAME)));

        assertEquals(RecordFile.Format.TZAAR, read.format());
        assertEquals(Optional.of("Alice"), read.record().player(Side.WHITE));
        assertEquals(5, read.record().turnCount());
    }

    @Test
    void anIllegalRecordIsRefusedWithItsTurnAndTheReason() {
        String illegal = Fixtures.read(GOLDEN_GAME).replace("3 W: D3xF4 E2-E3", "3 W: D3xI1 E2-E3");

        RecordFile.Illegal refused = assertInstanceOf(RecordFile.Illegal.class, RecordFile.read(illegal));

        assertEquals(RecordFile.Format.TZAAR, refused.format());
        assertTrue(refused.reason().startsWith("Action 4 (turn 3, White) \"D3xI1\": "), refused.reason());
    }

    @Test
    void aBoardspaceRecordIsRecognisedAndNotRead() {
        String boardspace = "(;\nGM[Tzaar]VV[1]\nSU[tzaar-standard]\nP0[id \"ddyer\"]\nP1[id \"guest\"]\n; P0[0 Start P0])";

        RecordFile.Unreadable unreadable = assertInstanceOf(RecordFile.Unreadable.class, RecordFile.read(boardspace));

        assertTrue(unreadable.fromBoardspace());
        assertEquals(Optional.empty(), RecordFile.formatOf(boardspace));
    }

    @Test
    void anyOtherTextIsNoRecord() {
        RecordFile.Unreadable unreadable = assertInstanceOf(RecordFile.Unreadable.class,
                RecordFile.read("just a shopping list\neggs\n"));

        assertFalse(unreadable.fromBoardspace());
    }
}
