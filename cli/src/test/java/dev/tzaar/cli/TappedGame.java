package dev.tzaar.cli;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A game the engine plays at random, written as players tap it in the console, nothing typed once the
 * challenge is accepted: Play your turn on the newest board, then on the private panel a piece chosen by
 * its cell and a target pressed by its cell ({@code choose C2}, {@code press C3}), or Pass; while
 * placing, a type pressed by its name and a cell chosen ({@code press Tott}, {@code choose E4}); the
 * second action of a turn on the panel already open.
 *
 * @param lines the script, Alice (White) challenging Bob, who accepts with the button
 * @param end the engine's position at the game's end
 */
record TappedGame(List<String> lines, Position end) {

    /**
     * @param words in the console's language: the words that press and choose, then the buttons' Accept,
     *     Play your turn, Pass, and the three types
     */
    static TappedGame play(long seed, String setup, Position start, List<String> words) {
        String press = words.get(0);
        String choose = words.get(1);
        Random random = new Random(seed);
        List<String> lines = new ArrayList<>(List.of("alice: /tzaar challenge @bob setup:" + setup + " colour:white",
                "bob: " + press + " " + words.get(2)));
        Position position = start;
        Side panelOpenFor = null;
        while (position.result().isEmpty()) {
            String player = position.sideToMove() == Side.WHITE ? "alice" : "bob";
            if (panelOpenFor != position.sideToMove()) {
                lines.add(player + ": " + press + " " + words.get(3));
            }
            List<Action> legal = position.legalActions();
            Action action = legal.get(random.nextInt(legal.size()));
            if (action instanceof Action.Place place) {
                lines.add(player + ": " + press + " " + words.get(5 + place.type().ordinal()));
                lines.add(player + ": " + choose + " " + place.at());
            } else if (action instanceof Action.Pass) {
                lines.add(player + ": " + press + " " + words.get(4));
            } else {
                String[] cells = action.toString().split("[x-]");
                lines.add(player + ": " + choose + " " + cells[0]);
                lines.add(player + ": " + press + " " + cells[1]);
            }
            Side acted = position.sideToMove();
            position = position.apply(action).value();
            // The second action on the panel already open (its Pass, too, is the panel's); a new turn opens a new one.
            panelOpenFor = position.sideToMove() == acted ? acted : null;
        }
        return new TappedGame(lines, position);
    }
}
