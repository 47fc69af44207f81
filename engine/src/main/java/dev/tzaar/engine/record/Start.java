package dev.tzaar.engine.record;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import java.util.Objects;

/**
 * Where a recorded game begins: one of the setups, or an explicit position for a game that begins
 * from an arbitrary one (an imported record whose random setup has no seed, a study, a puzzle).
 */
public sealed interface Start {

    /** The position the first recorded action is played on. */
    Position position();

    /** A game that begins from a setup: fixed, random with its seed, or tournament (placing first). */
    record FromSetup(Setup setup) implements Start {
        public FromSetup {
            Objects.requireNonNull(setup);
        }

        @Override
        public Position position() {
            return setup.position();
        }
    }

    /** A game that begins from a position given as it stands. */
    record FromPosition(Position position) implements Start {
        public FromPosition {
            Objects.requireNonNull(position);
        }
    }
}
