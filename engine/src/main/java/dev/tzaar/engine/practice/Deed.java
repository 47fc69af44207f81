package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;

/** What one legal action did, read off the positions before and after it: what a wrong answer is told. */
public sealed interface Deed {

    /** The stack on {@code from} took {@code taken}, which stood on {@code to}. */
    record Captured(Cell from, Cell to, Stack mover, Stack taken) implements Deed {
    }

    /** The stack on {@code from} went onto the mover's own stack on {@code to}, making {@code made}. */
    record Stacked(Cell from, Cell to, Stack made) implements Deed {
    }

    /** The second action was declined. */
    record Passed() implements Deed {
    }

    /** What {@code action}, legal in {@code before}, did. */
    static Deed of(Position before, Action action, Position after) {
        if (action instanceof Action.Capture capture) {
            return new Captured(capture.from(), capture.to(), before.stackAt(capture.from()).orElseThrow(),
                    before.stackAt(capture.to()).orElseThrow());
        }
        if (action instanceof Action.Stack stack) {
            return new Stacked(stack.from(), stack.to(), after.stackAt(stack.to()).orElseThrow());
        }
        return new Passed();
    }
}
