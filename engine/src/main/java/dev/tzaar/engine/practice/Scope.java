package dev.tzaar.engine.practice;

/** How much an exercise asks the player to play before it is judged. */
public enum Scope {
    /** One action. */
    ACTION,
    /** The rest of the turn: its actions until the other side is to move or the game is over. */
    TURN
}
