package dev.tzaar.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    @Test
    void anEntryFromBeyondTheHorizonKeepsItsNegativeDepth() {
        TranspositionTable table = new TranspositionTable(4);
        for (int depth : new int[] {-3, -2, -1, 0, 1, 119}) {
            long hash = 0x9E3779B97F4A7C15L * (depth + 10);
            table.store(hash, 42, depth, TranspositionTable.UPPER, -1234);
            int slot = table.find(hash);

            assertEquals(depth, table.depth(slot), "the depth searched to");
            assertEquals(42, table.move(slot));
            assertEquals(TranspositionTable.UPPER, table.bound(slot));
            assertEquals(-1234, table.score(slot));
        }
    }
}
