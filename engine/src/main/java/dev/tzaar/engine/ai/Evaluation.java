package dev.tzaar.engine.ai;

import dev.tzaar.engine.SearchBoard;

/**
 * How good a position is for the side to act, in hundredths of a piece: above zero it stands
 * better. Called on positions where the game goes on; the search scores finished games itself.
 */
interface Evaluation {
    int evaluate(SearchBoard board);

    /**
     * After {@link #evaluate}: the enemy stacks whose capture may win the game within the turn the
     * side to act begins (every stack left of an enemy type, at most two, under attack), or 0 when
     * there are none or the evaluation does not look.
     */
    default long winningTargets() {
        return 0;
    }
}
