package dev.tzaar.engine.review;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import java.util.ArrayList;
import java.util.List;

/**
 * A game reviewed: the position before every turn after the placement is searched for the best turn;
 * the turn played and, where it differs, the best turn are then scored alike, by a search of the
 * position each leaves (the next turn's search, for the turn played), so that both scores come from
 * the same side's search at the same depth and the AI's odd-even swing between a position and the
 * next does not show as a mistake. The last position is searched too when the game did not end on the
 * board (a resignation, a claim). Every search is fresh, by the AI at hard within the
 * {@link ReviewBudget}: a score depends on its position, the budget and the seed alone.
 *
 * @param turns the turns reviewed, in order
 * @param whiteStartScore White's score before the first turn reviewed (0 when there is none)
 * @param searches how many positions were searched
 * @param nodes the positions the searches visited, all together
 */
public record GameReview(List<ReviewedTurn> turns, int whiteStartScore, int searches, long nodes) {
    public GameReview {
        turns = List.copyOf(turns);
    }

    /** The seed of {@code /tzaar analyze}'s searches: one for every game, so a game has one review. */
    public static final long SEED = 1;

    /** Told after each turn reviewed, for a progress line ("turn 12 of 38"). */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> { };

        void searched(int done, int total);
    }

    /**
     * Reviews {@code record} within {@code budget} a position, the searches seeded by {@code seed}, in one
     * go ({@link ReviewRun} makes it a turn at a time, to stop and resume).
     */
    public static GameReview of(GameRecord record, ReviewBudget budget, long seed, Progress progress) {
        ReviewRun run = ReviewRun.of(record, budget, seed);
        while (!run.finished()) {
            run.step();
            progress.searched(run.done(), run.total());
        }
        return run.review();
    }

    /**
     * One turn of {@code record} reviewed alone, the turn numbered {@code number} (when it is one after
     * the placement): the same searches as {@link #of} makes for it (each is fresh, so its scores are the
     * whole review's), two or three of them, for a panel that plays one marked turn again without
     * reviewing the whole game at each press.
     */
    public static java.util.Optional<ReviewedTurn> turn(GameRecord record, int number, ReviewBudget budget, long seed) {
        List<Turn> all = record.turns();
        int offset = 0;
        for (int i = 0; i < all.size(); i++) {
            Turn turn = all.get(i);
            Position before = record.positions().get(offset);
            offset += turn.actions().size();
            if (turn.number() != number || before.step() == Step.PLACEMENT) {
                continue;
            }
            ChosenTurn choice = search(before, budget, seed);
            int left;
            if (i + 1 < all.size()) {
                int next = clamp(search(record.positions().get(offset), budget, seed).score());
                left = all.get(i + 1).side() == turn.side() ? next : -next;
            } else {
                left = left(record.finalPosition(), turn.side(), budget, seed).score();
            }
            int bestScore = left;
            if (!choice.turn().equals(turn.actions())) {
                Position after = before;
                for (var action : choice.turn()) {
                    after = after.apply(action).value();
                }
                bestScore = left(after, turn.side(), budget, seed).score();
            }
            return java.util.Optional.of(new ReviewedTurn(turn, before, bestScore, choice.turn(), left));
        }
        return java.util.Optional.empty();
    }

    /** The search's best turn in {@code before}, as {@link #of} finds the better turn there: one search. */
    public static List<dev.tzaar.engine.Action> betterTurn(Position before, ReviewBudget budget, long seed) {
        return search(before, budget, seed).turn();
    }

    /** What a position left its last mover: the game's end, or the search's score of it turned to their side. */
    private record Score(int score, int searches, long nodes) {
    }

    private static Score left(Position position, Side mover, ReviewBudget budget, long seed) {
        if (position.isOver()) {
            return new Score(position.result().orElseThrow().winner() == mover ? ChosenTurn.WON : -ChosenTurn.WON, 0, 0);
        }
        ChosenTurn choice = search(position, budget, seed);
        int score = clamp(choice.score());
        return new Score(position.sideToMove() == mover ? score : -score, 1, choice.nodes());
    }

    private static ChosenTurn search(Position position, ReviewBudget budget, long seed) {
        return Ai.fixedWork(Level.HARD, budget.nodesPerPosition(), seed).choose(position);
    }

    /** Every win seen counts alike: a slower one is no mistake of the quicker. */
    private static int clamp(int score) {
        return Math.max(-ChosenTurn.WON, Math.min(ChosenTurn.WON, score));
    }

    /** The side's accuracy (0 to 100, {@link Accuracy}); 100 for a side that played no turn reviewed. */
    public double accuracy(Side side) {
        return Accuracy.ofSide(turns.stream().filter(t -> t.mover() == side).map(ReviewedTurn::drop).toList());
    }

    /** The turns that earned a mark, in the game's order. */
    public List<ReviewedTurn> marked() {
        return turns.stream().filter(t -> t.mark().isPresent()).toList();
    }

    /** White's chance of winning before the first turn reviewed and after each, for the curve. */
    public List<Double> whiteChances() {
        List<Double> chances = new ArrayList<>();
        if (turns.isEmpty()) {
            return chances;
        }
        chances.add(WinChance.of(whiteStartScore));
        turns.forEach(t -> chances.add(t.whiteChanceAfter()));
        return chances;
    }
}
