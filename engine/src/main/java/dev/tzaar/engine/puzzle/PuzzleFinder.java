package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.SearchBoard;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Turns a candidate position into a puzzle when it is one: proves it ({@link PuzzleProver#solve}),
 * writes its main line (the defender's best replies, the quickest winning answers), and reads its
 * themes and starting difficulty off that line.
 */
public final class PuzzleFinder {
    private final PuzzleProver prover;
    private final int maxTurns;

    /** Proves within {@code maxTurns} turns, giving up on a candidate past {@code actionLimit} actions. */
    public PuzzleFinder(int maxTurns, long actionLimit) {
        this.maxTurns = maxTurns;
        this.prover = new PuzzleProver(actionLimit);
    }

    /** The actions the last {@link #find} played: the size of its proof search. */
    public long actionsPlayed() {
        return prover.actionsPlayed();
    }

    public Optional<Puzzle> find(Position candidate) {
        prover.forget();
        Optional<PuzzleProver.Solution> solved = prover.solve(candidate, maxTurns);
        if (solved.isEmpty()) {
            return Optional.empty();
        }
        PuzzleProver.Solution solution = solved.get();
        try {
            List<List<Action>> line = mainLine(candidate, solution);
            if (line.size() != 2 * solution.turns() - 1) {
                return Optional.empty();
            }
            Set<PuzzleTheme> themes = themes(candidate, line);
            return Optional.of(new Puzzle(PuzzleListing.idOf(candidate), candidate, solution.turns(),
                    solution.firstTurn(), line, themes, rating(solution, themes)));
        } catch (PuzzleProver.LimitReached tooCostly) {
            return Optional.empty();
        }
    }

    private List<List<Action>> mainLine(Position start, PuzzleProver.Solution solution) {
        List<List<Action>> line = new ArrayList<>();
        line.add(solution.firstTurn());
        Position now = TurnText.after(start, solution.firstTurn());
        for (int left = solution.turns() - 1; !now.isOver() && left > 0; left--) {
            List<Action> defence = prover.bestDefence(now, left).orElseThrow();
            line.add(defence);
            now = TurnText.after(now, defence);
            if (now.isOver()) {
                break;
            }
            List<Action> answer = prover.winningTurn(now, left).orElseThrow();
            line.add(answer);
            now = TurnText.after(now, answer);
        }
        boolean moverWon = now.result().map(r -> r.loser() != start.sideToMove()).orElse(false);
        return moverWon ? line : List.of();
    }

    /** The themes, by the rules of docs/puzzles.md ("Themes"). */
    static Set<PuzzleTheme> themes(Position start, List<List<Action>> line) {
        Set<PuzzleTheme> themes = EnumSet.noneOf(PuzzleTheme.class);
        Position now = start;
        for (int i = 0; i < line.size(); i++) {
            List<Action> turn = line.get(i);
            if (i % 2 == 0 && turn.stream().anyMatch(Action.Stack.class::isInstance)) {
                themes.add(PuzzleTheme.STACKING);
            }
            Position next = TurnText.after(now, turn);
            if (i % 2 == 1 && lastOfTypeThreatened(now) && !lastOfTypeThreatened(next)) {
                themes.add(PuzzleTheme.SAVING_DEFENCE);
            }
            now = next;
        }
        Result result = now.result().orElseThrow();
        themes.add(result instanceof Result.LastOfType ? PuzzleTheme.LAST_OF_TYPE : PuzzleTheme.NO_CAPTURE);
        if (line.size() > 1) {
            themes.add(PuzzleTheme.COMBINATION);
        }
        return themes;
    }

    /**
     * True when the defender, the side to act before its reply, shows only one stack of some type and an
     * attacking stack at least as high sees it: the attacker would take it given the move.
     */
    static boolean lastOfTypeThreatened(Position position) {
        Side defender = position.sideToMove();
        SearchBoard board = SearchBoard.of(position);
        int side = defender.ordinal();
        long attackers = board.cellsOf(side ^ 1);
        for (int type = 0; type < 3; type++) {
            long cells = board.pieces(side * 3 + type);
            if (Long.bitCount(cells) != 1) {
                continue;
            }
            int cell = Long.numberOfTrailingZeros(cells);
            for (long seen = board.reach(cell) & attackers; seen != 0; seen &= seen - 1) {
                if (board.height(Long.numberOfTrailingZeros(seen)) >= board.height(cell)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The starting difficulty (docs/puzzles.md, "Difficulty"): 800, plus 300 a turn beyond the first,
     * plus 50 per doubling of the first turns to choose from, plus 100 when the solution stacks and
     * 100 when the win is by leaving no capture (the hardest end to see), minus 100 for a single blow
     * that takes a last piece; rounded to 10, between 400 and 2500.
     */
    static int rating(PuzzleProver.Solution solution, Set<PuzzleTheme> themes) {
        double value = 800 + 300.0 * (solution.turns() - 1)
                + 50 * StrictMath.log(Math.max(1, solution.choices())) / StrictMath.log(2);
        if (solution.firstTurn().stream().anyMatch(Action.Stack.class::isInstance)) {
            value += 100;
        }
        if (themes.contains(PuzzleTheme.NO_CAPTURE)) {
            value += 100;
        }
        if (solution.turns() == 1 && themes.contains(PuzzleTheme.LAST_OF_TYPE)) {
            value -= 100;
        }
        long rounded = Math.round(value / 10) * 10;
        return (int) Math.max(400, Math.min(2500, rounded));
    }
}
