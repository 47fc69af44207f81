package dev.tzaar.engine.ai;

import dev.tzaar.engine.Position;

/** Someone who plays whole turns: the AI at a level, or a baseline to measure it against. */
public interface TurnChooser {
    /** The rest of the turn due in the position, which must not be over. */
    ChosenTurn choose(Position position);

    /** A short name for tables: hard, greedy, random... */
    String name();
}
