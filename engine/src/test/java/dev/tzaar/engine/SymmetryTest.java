package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The rules do not know which way up the board lies: each of its 12 symmetries (6 rotations, each
 * with or without a reflection) maps the legal actions of a position onto those of its image, and
 * keeps the result.
 */
class SymmetryTest {
    private static final List<UnaryOperator<Cell>> SYMMETRIES = symmetries();

    /** In axial coordinates a turn by 60 degrees is (x, y) -> (x + y, -x) and a reflection (x, y) -> (y, x). */
    private static List<UnaryOperator<Cell>> symmetries() {
        List<UnaryOperator<Cell>> all = new ArrayList<>();
        for (int turns = 0; turns < 6; turns++) {
            for (boolean reflect : new boolean[] {false, true}) {
                int t = turns;
                all.add(cell -> {
                    int x = cell.x();
                    int y = cell.y();
                    for (int i = 0; i < t; i++) {
                        int turned = x + y;
                        y = -x;
                        x = turned;
                    }
                    return reflect ? Cell.atAxial(y, x).orElseThrow() : Cell.atAxial(x, y).orElseThrow();
                });
            }
        }
        return all;
    }

    @Test
    void theTwelveSymmetriesAreDistinctAndMapTheBoardOntoItself() {
        Set<List<Cell>> images = new HashSet<>();
        for (UnaryOperator<Cell> symmetry : SYMMETRIES) {
            List<Cell> image = Cell.all().stream().map(symmetry).toList();
            assertEquals(60, new HashSet<>(image).size());
            images.add(image);
        }
        assertEquals(12, images.size());
    }

    @Test
    void everySymmetryMapsLegalActionsOntoLegalActionsAndKeepsTheResult() {
        List<Position> positions = RandomGames.positions(23, 16, true);
        int checked = 0;
        for (int i = 0; i < positions.size(); i += 2) {
            Position position = positions.get(i);
            Set<String> actions = canonical(position.legalActions());
            for (UnaryOperator<Cell> symmetry : SYMMETRIES) {
                Position image = transform(position, symmetry);
                Set<String> mapped = canonical(position.legalActions().stream().map(a -> transform(a, symmetry)).toList());
                assertEquals(mapped, canonical(image.legalActions()), position + " mapped to " + image);
                assertEquals(position.result(), image.result(), position + " mapped to " + image);
                assertEquals(actions.size(), image.countLegalActions());
                checked++;
            }
        }
        assertEquals(true, checked > 5000, "checked " + checked);
    }

    @Test
    void everySymmetryCommutesWithPlayingAnAction() {
        for (Position position : RandomGames.positions(29, 4, false)) {
            for (UnaryOperator<Cell> symmetry : SYMMETRIES) {
                Position image = transform(position, symmetry);
                for (Action action : position.legalActions()) {
                    Position after = position.apply(action).orElseThrow();
                    assertEquals(transform(after, symmetry), image.apply(transform(action, symmetry)).orElseThrow());
                }
            }
        }
    }

    @Test
    void perftIsTheSameFromEveryImageOfAPosition() {
        Position middleGame = RandomGames.positions(31, 1, true).get(20);
        long expected = Perft.count(middleGame, 3);
        for (UnaryOperator<Cell> symmetry : SYMMETRIES) {
            assertEquals(expected, Perft.count(transform(middleGame, symmetry), 3));
        }
    }

    private static Set<String> canonical(List<Action> actions) {
        return actions.stream().map(Action::toString).collect(Collectors.toSet());
    }

    private static Action transform(Action action, UnaryOperator<Cell> symmetry) {
        if (action instanceof Action.Capture c) {
            return new Action.Capture(symmetry.apply(c.from()), symmetry.apply(c.to()));
        }
        if (action instanceof Action.Stack s) {
            return new Action.Stack(symmetry.apply(s.from()), symmetry.apply(s.to()));
        }
        if (action instanceof Action.Place p) {
            return new Action.Place(p.type(), symmetry.apply(p.at()));
        }
        return action;
    }

    /** The position with every stack moved to the image of its cell. */
    private static Position transform(Position position, UnaryOperator<Cell> symmetry) {
        String[] cells = new String[60];
        for (Cell cell : Cell.all()) {
            cells[symmetry.apply(cell).index()] = position.stackAt(cell).map(Stack::toString).orElse("-");
        }
        StringBuilder board = new StringBuilder();
        char column = 'A';
        for (Cell cell : Cell.all()) {
            if (cell.column() != column) {
                board.append('/');
                column = cell.column();
            }
            board.append(cells[cell.index()]);
        }
        String text = position.toString();
        return Position.of(board + text.substring(text.indexOf(' ')));
    }
}
