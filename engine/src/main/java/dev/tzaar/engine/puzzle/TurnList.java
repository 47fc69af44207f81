package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.SearchBoard;
import java.util.Arrays;

/**
 * The whole turns of the side to act, listed on a {@link SearchBoard} at the start of a turn: a
 * capture, then (unless it ended the game or was White's opening capture) a capture, a stack or a
 * pass. Two action orders that reach the same position are one turn, kept under the first order the
 * engine lists (positions told apart by their Zobrist hash). Each turn keeps who has lost after it.
 * Reused from node to node of a search: one list per ply, nothing allocated once it has grown.
 */
final class TurnList {
    static final int NONE = -1;

    int size;
    int[] first = new int[64];
    int[] second = new int[64];
    int[] loser = new int[64];
    private final int[] firstMoves = new int[SearchBoard.MAX_MOVES];
    private final int[] secondMoves = new int[SearchBoard.MAX_MOVES];
    private final SeenHashes seen = new SeenHashes();

    /** Lists the turns of the side to act; returns the number of actions played to list them. */
    long fill(SearchBoard board) {
        size = 0;
        seen.clear();
        int mover = board.side();
        long actions = 0;
        int firsts = board.generate(firstMoves);
        for (int i = 0; i < firsts; i++) {
            int move = firstMoves[i];
            int undo = board.make(move);
            actions++;
            int lost = board.loser();
            if (lost >= 0 || board.side() != mover) {
                add(board.hash(), move, NONE, lost);
            } else {
                int seconds = board.generate(secondMoves);
                for (int j = 0; j < seconds; j++) {
                    int next = secondMoves[j];
                    int undoNext = board.make(next);
                    actions++;
                    add(board.hash(), move, next, board.loser());
                    board.unmake(next, undoNext);
                }
            }
            board.unmake(move, undo);
        }
        return actions;
    }

    private void add(long hash, int firstMove, int secondMove, int lost) {
        if (!seen.add(hash)) {
            return;
        }
        if (size == first.length) {
            first = Arrays.copyOf(first, size * 2);
            second = Arrays.copyOf(second, size * 2);
            loser = Arrays.copyOf(loser, size * 2);
        }
        first[size] = firstMove;
        second[size] = secondMove;
        loser[size] = lost;
        size++;
    }

    /** Plays turn {@code i}; returns what {@link #unplay} needs. */
    long play(SearchBoard board, int i) {
        int undoFirst = board.make(first[i]);
        int undoSecond = second[i] == NONE ? 0 : board.make(second[i]);
        return (long) undoFirst << 32 | (undoSecond & 0xFFFFFFFFL);
    }

    void unplay(SearchBoard board, int i, long undo) {
        if (second[i] != NONE) {
            board.unmake(second[i], (int) undo);
        }
        board.unmake(first[i], (int) (undo >>> 32));
    }

    /** A set of hashes emptied in constant time: each entry is stamped with the fill it belongs to. */
    private static final class SeenHashes {
        private long[] keys = new long[1 << 12];
        private int[] stamps = new int[1 << 12];
        private int stamp;
        private int count;

        void clear() {
            stamp++;
            count = 0;
        }

        boolean add(long hash) {
            if (count * 2 >= keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int slot = (int) (hash ^ hash >>> 29) & mask;
            while (stamps[slot] == stamp) {
                if (keys[slot] == hash) {
                    return false;
                }
                slot = (slot + 1) & mask;
            }
            stamps[slot] = stamp;
            keys[slot] = hash;
            count++;
            return true;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldStamps = stamps;
            keys = new long[oldKeys.length * 2];
            stamps = new int[oldKeys.length * 2];
            int live = stamp;
            count = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldStamps[i] == live) {
                    add(oldKeys[i]);
                }
            }
        }
    }
}
