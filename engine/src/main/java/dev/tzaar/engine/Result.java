package dev.tzaar.engine;

import java.util.Objects;

/**
 * How a game ended. The first two are read off a position; the others are decided by the
 * players (or for them) and kept in the game record.
 */
public sealed interface Result {

    Side loser();

    default Side winner() {
        return loser().opponent();
    }

    /** A sentence for players, like "Black has no Tzaars left". */
    String reason();

    /** A side shows no stack topped by some type: by capture, or by burying its own last one. */
    record LastOfType(Side loser, PieceType type) implements Result {
        public LastOfType {
            Objects.requireNonNull(loser);
            Objects.requireNonNull(type);
        }

        @Override
        public String reason() {
            return loser.displayName() + " has no " + type.pluralName() + " left";
        }
    }

    /** The side to begin a turn has no capture to make. */
    record NoCapture(Side loser) implements Result {
        public NoCapture {
            Objects.requireNonNull(loser);
        }

        @Override
        public String reason() {
            return loser.displayName() + " cannot capture";
        }
    }

    record Resigned(Side loser) implements Result {
        public Resigned {
            Objects.requireNonNull(loser);
        }

        @Override
        public String reason() {
            return loser.displayName() + " resigned";
        }
    }

    /** The loser stopped playing and the opponent claimed the win. */
    record TimedOut(Side loser) implements Result {
        public TimedOut {
            Objects.requireNonNull(loser);
        }

        @Override
        public String reason() {
            return loser.displayName() + " ran out of time";
        }
    }
}
