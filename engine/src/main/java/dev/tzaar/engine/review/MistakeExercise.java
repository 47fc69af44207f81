package dev.tzaar.engine.review;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import java.util.List;

/**
 * "Learn from your mistakes": one of a player's marked turns as an exercise. The position is the one
 * the turn was played in; the task is to find a better turn. Accepted is any whole turn whose chance of
 * winning, scored as the review scores turns (a search of the position it leaves, at the review's
 * budget), is within {@link #MARGIN} of the better turn's, so a second good turn counts too and the
 * turn that earned the mark, which lost at least an inaccuracy's 0.10, never does.
 *
 * @param marked the turn as reviewed
 */
public record MistakeExercise(ReviewedTurn marked) {
    /** How far below the better turn's chance a turn may stay and still be accepted: 5 points. */
    public static final double MARGIN = 0.05;

    public MistakeExercise {
        if (marked.mark().isEmpty()) {
            throw new IllegalArgumentException("turn " + marked.turn().number() + " earned no mark");
        }
    }

    /** The player's marked turns of a review, in the game's order. */
    public static List<MistakeExercise> of(GameReview review, Side player) {
        return review.marked().stream().filter(t -> t.mover() == player).map(MistakeExercise::new).toList();
    }

    public Position position() {
        return marked.before();
    }

    /** A turn tried, judged: its chance and the better turn's, and whether it is accepted. */
    public record Judged(List<Action> tried, double chance, double best, boolean accepted) {
    }

    /** Whether a chance is near enough the best's: within {@link #MARGIN}, the best itself included. */
    public static boolean accepted(double chance, double best) {
        return chance >= best - MARGIN - 1e-12;
    }

    /**
     * Judges a whole turn tried in the exercise's position: refused with the rules' reason when an action
     * is illegal or the turn is not whole; else scored and accepted or not.
     */
    public Checked<Judged> judge(List<Action> tried, ReviewBudget budget, long seed) {
        Position position = position();
        Side mover = position.sideToMove();
        for (int i = 0; i < tried.size(); i++) {
            Action action = tried.get(i);
            if (i > 0 && (position.isOver() || position.sideToMove() != mover)) {
                return Checked.refused("the turn was over before " + action);
            }
            Checked<Position> next = position.apply(action);
            if (!next.isOk()) {
                return Checked.refused(next.reason());
            }
            position = next.value();
        }
        if (tried.isEmpty() || !position.isOver() && position.sideToMove() == mover) {
            return Checked.refused("a turn is played whole: its second action is still due");
        }
        double best = marked.chanceBest();
        if (tried.equals(marked.better())) {
            return Checked.ok(new Judged(tried, best, best, true));
        }
        int left;
        if (position.isOver()) {
            left = position.result().orElseThrow().winner() == mover ? ChosenTurn.WON : -ChosenTurn.WON;
        } else {
            int score = Ai.fixedWork(Level.HARD, budget.nodesPerPosition(), seed).choose(position).score();
            left = position.sideToMove() == mover ? score : -score;
        }
        double chance = WinChance.of(left);
        return Checked.ok(new Judged(tried, chance, best, accepted(chance, best)));
    }
}
