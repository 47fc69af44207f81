package dev.tzaar.engine.practice;

import java.util.List;

/**
 * Why legal actions did not do an exercise's task, as a stable kind with the details its wording needs
 * (the bundles' {@code practice.shortfall.<kind>}), as {@link dev.tzaar.engine.Refusal} is for an
 * illegal action. What the actions did is told beside it ({@link Attempt#deeds()}).
 *
 * @param details in the order each kind's comment gives
 */
public record Shortfall(Kind kind, List<Object> details) {
    /** The kinds, each with its details. */
    public enum Kind {
        /** The mover lost by its own actions: the {@link dev.tzaar.engine.Result}. */
        MOVER_LOST,
        /** Another stack moved first: the cell of the one the task is about. */
        MOVED_OTHER,
        /** The stack on a cell was not captured: the cell, the stack that stands there. */
        NOT_CAPTURED_ON,
        /** No stack topped by a type was captured: the type. */
        NOT_CAPTURED_TYPE,
        /** No stack of a height was made: the height. */
        NOT_BUILT,
        /** The stack made is topped by the wrong type: the type wanted, the type on top. */
        WRONG_TOP,
        /** The turn's second action was not of a kind: the {@link Task.SecondAction.Kind} wanted. */
        WRONG_SECOND,
        /** The opponent still shows a type: the opponent, the type, how many stacks it tops. */
        STILL_SHOWS,
        /** The opponent can still capture: the opponent, one capture it has (an Action). */
        CAN_STILL_CAPTURE,
        /** The opponent's answer takes the last of a type: the opponent, the type, its turn (a list of Actions). */
        ANSWER_TAKES_LAST,
        /** The opponent's answer wins: the opponent, its turn (a list of Actions), the {@link dev.tzaar.engine.Result}. */
        ANSWER_WINS,
        /** The opponent lost, but not as the task asks: the {@link dev.tzaar.engine.Result}. */
        WON_OTHERWISE
    }

    public Shortfall {
        details = List.copyOf(details);
    }

    static Shortfall of(Kind kind, Object... details) {
        return new Shortfall(kind, List.of(details));
    }
}
