package dev.tzaar.engine.ai;

import dev.tzaar.engine.Action;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A turn chosen, and what the search knew: its score for the side that plays it (hundredths of a
 * piece; beyond {@link #WON} a forced win, below -{@code WON} a forced loss), how many whole turns
 * deep it searched, how many positions it visited, and how long it took.
 *
 * @param turn the rest of the turn, in order: one action (a placement, the opening capture, a
 *             capture that wins at once, or the second action of a turn begun) or two
 */
public record ChosenTurn(List<Action> turn, int score, int turnsDeep, long nodes, long nanos) {
    /** Scores at or beyond this mean the search saw the end of the game. */
    public static final int WON = Search.DECIDED;

    public ChosenTurn {
        turn = List.copyOf(turn);
        if (turn.isEmpty()) {
            throw new IllegalArgumentException("a turn has at least one action");
        }
    }

    /** The turn as a record writes it: the actions separated by spaces. */
    public String turnText() {
        return turn.stream().map(Action::toString).collect(Collectors.joining(" "));
    }

    /** A line for people: the score, the depth and the speed. */
    public String summary() {
        String value;
        if (score >= WON) {
            value = "a win in " + (Search.WIN - score) + " actions";
        } else if (score <= -WON) {
            value = "a loss in " + (Search.WIN + score) + " actions";
        } else {
            value = String.format(Locale.ROOT, "%+.2f", score / 100.0);
        }
        double seconds = nanos / 1e9;
        return String.format(Locale.ROOT, "score %s, depth %d turns, %,d nodes in %.3f s (%,.0f nodes/s)", value,
                turnsDeep, nodes, seconds, seconds > 0 ? nodes / seconds : 0.0);
    }
}
