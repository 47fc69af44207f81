package dev.tzaar.engine.reference;

/** How a game has ended, read off a position. {@link #toString()} is used to compare. */
public sealed interface RefResult {

    RefColour loser();

    /** The loser shows no stack topped by the kind. */
    record LastOfType(RefColour loser, RefKind kind) implements RefResult {
        @Override
        public String toString() {
            return "LastOfType(loser=" + loser + ", type=" + kind + ")";
        }
    }

    /** The loser is to begin a turn (step 1) and has no capture. */
    record NoCapture(RefColour loser) implements RefResult {
        @Override
        public String toString() {
            return "NoCapture(loser=" + loser + ")";
        }
    }
}
