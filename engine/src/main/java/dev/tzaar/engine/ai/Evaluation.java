package dev.tzaar.engine.ai;

import dev.tzaar.engine.SearchBoard;

/**
 * How good a position is for the side to act, in hundredths of a piece: above zero it stands
 * better. Called on positions where the game goes on; the search scores finished games itself.
 */
interface Evaluation {
    int evaluate(SearchBoard board);
}
