package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A proven puzzle: the side to act in {@code position} forces a win within {@code turns} of its own
 * turns, and exactly one first turn does so ({@code solution}). {@code mainLine} is the proof's
 * main line: the solution, the defender's best reply, the winning answer, ... ending in the win;
 * the winning answers to the other defences are the prover's to give ({@link PuzzleReferee}).
 *
 * @param id       a name that stays with the position across regenerations ({@link PuzzleListing#idOf})
 * @param rating   the starting difficulty, on the players' rating scale (docs/puzzles.md, "Difficulty")
 */
public record Puzzle(String id, Position position, int turns, List<Action> solution, List<List<Action>> mainLine,
        Set<PuzzleTheme> themes, int rating) {
    public Puzzle {
        Objects.requireNonNull(id);
        Objects.requireNonNull(position);
        solution = List.copyOf(solution);
        mainLine = mainLine.stream().map(List::copyOf).toList();
        themes = Set.copyOf(themes);
        if (turns < 1 || mainLine.size() != 2 * turns - 1 || !mainLine.get(0).equals(solution)) {
            throw new IllegalArgumentException("a puzzle in " + turns + " turns has a main line of " + (2 * turns - 1)
                    + " turns starting with its solution");
        }
    }

    /** The themes in their listing order. */
    public List<PuzzleTheme> themesInOrder() {
        return List.of(PuzzleTheme.values()).stream().filter(themes::contains).toList();
    }

    /**
     * True when the turn is the solution: it leads to the same position, whatever the order of its
     * actions (two orders reaching one position are one turn).
     */
    public boolean isSolvedBy(List<Action> firstTurn) {
        Position now = position;
        for (Action action : firstTurn) {
            var next = now.apply(action);
            if (!next.isOk()) {
                return false;
            }
            now = next.value();
        }
        return now.equals(TurnText.after(position, solution));
    }
}
