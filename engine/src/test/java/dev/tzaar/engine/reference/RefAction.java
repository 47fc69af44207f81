package dev.tzaar.engine.reference;

/** An action of the reference; {@link #toString()} is the canonical notation of docs/notation.md. */
public sealed interface RefAction {

    RefAction PASS = new Pass();

    record Capture(RefCell from, RefCell to) implements RefAction {
        @Override
        public String toString() {
            return from.label() + "x" + to.label();
        }
    }

    record StackOn(RefCell from, RefCell to) implements RefAction {
        @Override
        public String toString() {
            return from.label() + "-" + to.label();
        }
    }

    record Pass() implements RefAction {
        @Override
        public String toString() {
            return "pass";
        }
    }

    record Place(RefKind kind, RefCell at) implements RefAction {
        @Override
        public String toString() {
            return kind.letter() + "@" + at.label();
        }
    }
}
