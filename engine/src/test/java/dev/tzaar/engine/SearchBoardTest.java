package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search's board keeps its Zobrist hash up to date move by move: equal to the hash computed
 * afresh after every move and restored by every take-back, and different for different positions.
 */
class SearchBoardTest {
    @Test
    void theHashKeptMoveByMoveIsTheHashComputedAfreshAndTakeBacksRestoreIt() {
        int[] moves = new int[SearchBoard.MAX_MOVES];
        int checked = 0;
        for (Position position : RandomGames.positions(11, 12, true)) {
            SearchBoard board = SearchBoard.of(position);
            long before = board.hash();
            assertEquals(board.recomputedHash(), before, position.toString());
            int n = board.generate(moves);
            for (int i = 0; i < n; i++) {
                int undo = board.make(moves[i]);
                assertEquals(board.recomputedHash(), board.hash(), position + " then " + SearchBoard.action(moves[i]));
                assertEquals(position.apply(SearchBoard.action(moves[i])).value(), board.position());
                board.unmake(moves[i], undo);
                assertEquals(before, board.hash());
                checked++;
            }
            assertEquals(position, board.position());
        }
        assertNotEquals(0, checked);
    }

    @Test
    void theSidesAndStepsHashApart() {
        List<String> sameBoard = List.of("w 1", "w 2", "b 1", "b 2");
        String board = "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT ";
        long[] hashes = sameBoard.stream().mapToLong(s -> SearchBoard.of(Position.of(board + s)).hash()).toArray();
        assertEquals(4, java.util.Arrays.stream(hashes).distinct().count());
    }

    @Test
    void theLoserIsReadAsThePositionReadsIt() {
        for (Position position : RandomGames.positions(12, 8, false)) {
            int loser = SearchBoard.of(position).loser();
            assertEquals(position.result().map(r -> r.loser().ordinal()).orElse(-1), loser, position.toString());
        }
    }
}
