package dev.tzaar.engine.ai;

import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;

/**
 * One thing a turn does that makes it worth playing, for the side that plays it, as {@link TurnExplainer}
 * finds it; the function says it in the player's words. Listed from the strongest reason down.
 */
public sealed interface TurnReason {

    /** The turn ends the game in the mover's favour: the opponent's last of a type taken, or no capture left to them. */
    record WinsNow(Result result) implements TurnReason {
    }

    /** The search sees a win whatever the opponent answers, in {@code actions} actions at most. */
    record ForcedWin(int actions) implements TurnReason {
    }

    /**
     * Before the turn the opponent could take one of the mover's {@code left} pieces of their scarcest
     * {@code type} at once; after it, none of them is within reach.
     */
    record SavesScarcest(PieceType type, int left) implements TurnReason {
    }

    /** Takes one of the opponent's scarcest {@code type}, leaving them {@code left} (at least one). */
    record TakesScarcest(PieceType type, int left) implements TurnReason {
    }

    /** Takes a stack of {@code height} (2 or more): pieces the opponent cannot use again. */
    record TakesStack(PieceType type, int height) implements TurnReason {
    }

    /** Builds a stack of {@code height}, topped by {@code type}: it can take any stack up to that height. */
    record BuildsStack(PieceType type, int height) implements TurnReason {
    }
}
