package dev.tzaar.lambda.rating;

/** How a finished game came to have a winner. Each is a win for one and a loss for the other. */
public enum Ending {
    /** The rules ended it: a side lost its last piece of a kind, or could not capture. */
    ON_THE_BOARD,
    /** The loser resigned. */
    RESIGNATION,
    /** The winner claimed it after the loser left them waiting too long. */
    CLAIM
}
