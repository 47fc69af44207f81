package dev.tzaar.lambda.render;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The words the picture and its alt text share, so they never disagree. */
final class Wording {
    private Wording() {
    }

    /** Which action is due: "capture", "second action: capture, stack or pass" or "place a piece". */
    static String task(Position position) {
        return switch (position.step()) {
            case FIRST -> "capture";
            case SECOND -> "second action: capture, stack or pass";
            case PLACEMENT -> "place a piece";
        };
    }

    /**
     * What the turn drawn is: "Last turn", or "This turn so far" when only its first action is
     * played and the second is still due.
     */
    static String turnHeading(LastTurn turn) {
        return turn.goesOn() ? "This turn so far" : "Last turn";
    }

    /**
     * The turn as the picture's caption shows it: captures and stacks in notation ("H6xI5  F8-I5",
     * the actions set apart), a placement in words ("Tzarra on B1"), which "A@B1" would not tell.
     */
    static String caption(LastTurn turn) {
        List<String> parts = new ArrayList<>();
        for (Action action : turn.actions()) {
            parts.add(action instanceof Action.Place place
                    ? place.type().displayName() + " on " + place.at() : action.toString());
        }
        return String.join("  ", parts);
    }

    /** "a white Tzarra" or "a black Tott stack of 3". */
    static String stack(Stack stack) {
        String piece = "a " + stack.owner().displayName().toLowerCase(Locale.ROOT) + " " + stack.top().displayName();
        return stack.height() == 1 ? piece : piece + " stack of " + stack.height();
    }

    /** "1 Tzaar", "6 Tzarras". */
    static String count(int n, PieceType type) {
        return n + " " + (n == 1 ? type.displayName() : type.pluralName());
    }
}
