package dev.tzaar.engine;

import java.util.Objects;

/**
 * One action of a turn, in canonical notation: capture {@code F4xE4}, stack {@code C3-D4},
 * {@code pass}, placement {@code Z@E4}. To read what a person typed, use
 * {@link Position#parseAction(String)}: it accepts sloppy input and works out from the board
 * whether two cells mean a capture or a stack.
 */
public sealed interface Action {

    Pass PASS = new Pass();

    /** Move the stack on {@code from} onto the enemy stack on {@code to}, which leaves the game. */
    record Capture(Cell from, Cell to) implements Action {
        public Capture {
            Objects.requireNonNull(from);
            Objects.requireNonNull(to);
        }

        @Override
        public String toString() {
            return from + "x" + to;
        }
    }

    /** Move the stack on {@code from} onto one's own stack on {@code to}; heights add up. */
    record Stack(Cell from, Cell to) implements Action {
        public Stack {
            Objects.requireNonNull(from);
            Objects.requireNonNull(to);
        }

        @Override
        public String toString() {
            return from + "-" + to;
        }
    }

    /** Decline the second action of a turn. */
    record Pass() implements Action {
        @Override
        public String toString() {
            return "pass";
        }
    }

    /** Put one of one's own pieces of a type on an empty cell (tournament setup only). */
    record Place(PieceType type, Cell at) implements Action {
        public Place {
            Objects.requireNonNull(type);
            Objects.requireNonNull(at);
        }

        @Override
        public String toString() {
            return type.letter() + "@" + at;
        }
    }
}
