package dev.tzaar.engine.ai;

import dev.tzaar.engine.SearchBoard;

/**
 * What is left of each type, and nothing else: the scarcer a type, the more each stack of it is
 * worth, since the last one lost loses the game. The greedy baseline and the easy level see only
 * this, so they grab pieces and never notice threats.
 */
final class MaterialEvaluation implements Evaluation {
    /** COUNT_VALUE[n]: n stacks of one type. Concave: the second-to-last is worth the most. */
    static final int[] COUNT_VALUE = {0, 100, 185, 255, 310, 355, 390, 420, 445, 465, 482, 497, 510, 521, 531, 540};

    @Override
    public int evaluate(SearchBoard board) {
        int us = board.side();
        return material(board, us) - material(board, us ^ 1);
    }

    /** During placement the pieces still in hand count too: they will all be on the board. */
    static int material(SearchBoard board, int side) {
        int total = 0;
        for (int type = 0; type < 3; type++) {
            total += countValue(Long.bitCount(board.pieces(side * 3 + type)) + board.inHand(side, type));
        }
        return total;
    }

    static int countValue(int n) {
        return n < COUNT_VALUE.length ? COUNT_VALUE[n] : COUNT_VALUE[COUNT_VALUE.length - 1] + (n - COUNT_VALUE.length + 1) * 5;
    }
}
