package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Puzzles as text, one a line, in the fixed form of {@code ./tzaar puzzles --list}:
 * {@code <id>\t<position>\t<N>\t<the winning first turn>\t<the main line>\t<themes>\t<rating>}. The
 * shipped set is written in this form too, so that the listing is the file. Reading a line checks it
 * against the rules: every turn of the main line legal, the line ending in the mover's win.
 */
public final class PuzzleListing {
    private PuzzleListing() {
    }

    public static String format(Puzzle puzzle) {
        return String.join("\t", puzzle.id(), puzzle.position().toString(), Integer.toString(puzzle.turns()),
                TurnText.format(puzzle.solution()), TurnText.formatLine(puzzle.mainLine()),
                puzzle.themesInOrder().stream().map(PuzzleTheme::label).collect(Collectors.joining(",")),
                Integer.toString(puzzle.rating()));
    }

    /** Every puzzle, a line each, each line ended by a newline. */
    public static String format(List<Puzzle> puzzles) {
        StringBuilder text = new StringBuilder();
        for (Puzzle puzzle : puzzles) {
            text.append(format(puzzle)).append('\n');
        }
        return text.toString();
    }

    /** Reads a whole listing; a wrong line is refused with its number. */
    public static Checked<List<Puzzle>> parseAll(String text) {
        List<Puzzle> puzzles = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            Checked<Puzzle> puzzle = parse(lines[i]);
            if (!puzzle.isOk()) {
                return Checked.refused("line " + (i + 1) + ": " + puzzle.reason());
            }
            puzzles.add(puzzle.value());
        }
        return Checked.ok(List.copyOf(puzzles));
    }

    public static Checked<Puzzle> parse(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length != 7) {
            return Checked.refused("a puzzle has 7 tab-separated fields, not " + fields.length + ".");
        }
        Checked<Position> position = Position.parse(fields[1]);
        if (!position.isOk()) {
            return position.refusedAs();
        }
        int turns;
        int rating;
        try {
            turns = Integer.parseInt(fields[2]);
            rating = Integer.parseInt(fields[6]);
        } catch (NumberFormatException e) {
            return Checked.refused("the number of turns and the rating are whole numbers.");
        }
        Checked<List<List<Action>>> played = TurnText.parseLine(position.value(), fields[4]);
        if (!played.isOk()) {
            return played.refusedAs();
        }
        List<List<Action>> mainLine = played.value();
        if (turns < 1 || mainLine.size() != 2 * turns - 1) {
            return Checked.refused("a puzzle in " + turns + " turns has a main line of " + (2 * turns - 1) + " turns.");
        }
        if (!TurnText.format(mainLine.get(0)).equals(fields[3])) {
            return Checked.refused("the main line does not start with the solution " + fields[3] + ".");
        }
        Position end = position.value();
        for (List<Action> turn : mainLine) {
            end = TurnText.after(end, turn);
        }
        if (end.result().isEmpty() || end.result().get().loser() == position.value().sideToMove()) {
            return Checked.refused("the main line does not end in a win for the side to act.");
        }
        Set<PuzzleTheme> themes = EnumSet.noneOf(PuzzleTheme.class);
        for (String label : fields[5].split(",")) {
            Checked<PuzzleTheme> theme = PuzzleTheme.parse(label);
            if (!theme.isOk()) {
                return theme.refusedAs();
            }
            themes.add(theme.value());
        }
        return Checked.ok(new Puzzle(fields[0], position.value(), turns, mainLine.get(0), mainLine, themes, rating));
    }

    /**
     * A puzzle's id, made from its position's text alone (64-bit FNV-1a, 10 hex digits): the same
     * position keeps its id, and so its rating, when the set is made again.
     */
    public static String idOf(Position position) {
        long hash = 0xcbf29ce484222325L;
        for (char c : position.toString().toCharArray()) {
            hash ^= c;
            hash *= 0x100000001b3L;
        }
        return "pz" + String.format("%016x", hash).substring(0, 10);
    }
}
