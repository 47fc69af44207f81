package dev.tzaar.engine;

import java.util.List;

/** Test helpers: positions drawn as {@link TextDiagram} pictures, and actions as sorted text. */
final class Diagrams {
    /**
     * The empty board, with the cells of each line named, to copy when drawing a test position:
     *
     * <pre>
     *                 E9
     *              D8    F8
     *           C7    E8    G7
     *        B6    D7    F7    H6
     *     A5    C6    E7    G6    I5
     *        B5    D6    F6    H5
     *     A4    C5    E6    G5    I4
     *        B4    D5    F5    H4
     *     A3    C4    o     G4    I3
     *        B3    D4    F4    H3
     *     A2    C3    E4    G3    I2
     *        B2    D3    F3    H2
     *     A1    C2    E3    G2    I1
     *        B1    D2    F2    H1
     *           C1    E2    G1
     *              D1    F1
     *                 E1
     * </pre>
     */
    private Diagrams() {
    }

    /** The position drawn, with side and step like "w 2". */
    static Position position(String sideAndStep, String picture) {
        return TextDiagram.read(picture, sideAndStep).orElseThrow();
    }

    /** The legal actions of the stack on a cell, in canonical notation. */
    static List<String> actionsFrom(Position position, String cell) {
        return position.legalActions().stream()
                .map(Action::toString)
                .filter(a -> a.startsWith(cell))
                .toList();
    }

    static List<String> actions(Position position) {
        return position.legalActions().stream().map(Action::toString).toList();
    }

    /** Plays text known to be legal. */
    static Position play(Position position, String actions) {
        return position.play(actions).orElseThrow();
    }

    /** The reason an action is refused; fails when it is accepted. */
    static String refusal(Position position, String action) {
        Checked<Position> result = position.play(action);
        if (result.isOk()) {
            throw new AssertionError(action + " was accepted in " + position);
        }
        return result.reason();
    }
}
