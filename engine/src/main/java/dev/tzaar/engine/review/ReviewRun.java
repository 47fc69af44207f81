package dev.tzaar.engine.review;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
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
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A {@link GameReview} made a turn at a time, so that it can stop after any turn and be taken up again
 * later, even elsewhere: {@link #state()} writes down what the turns reviewed so far found (a few dozen
 * characters a turn), and {@link #resumed} reads it back. Each turn's searches depend on its positions,
 * the budget and the seed alone, so a review resumed any number of times is the review made in one go,
 * mark for mark.
 */
public final class ReviewRun {
    /** The first word of a state: the shape of what follows, so that a state of another shape is never misread. */
    private static final String HEADER = "review-1";

    /**
     * What one turn's searches found: the best turn in the position before it and its score there, and,
     * when the turn played is not that turn, what the best turn left (null when it is).
     */
    private record Searched(List<Action> best, int bestScore, Integer bestLeft, int searches, long nodes) {
    }

    private final List<Turn> turns = new ArrayList<>();
    private final List<Position> before = new ArrayList<>();
    private final Position last;
    private final ReviewBudget budget;
    private final long seed;
    private final List<Searched> searched = new ArrayList<>();
    /** What the game's last position left its last mover, once the last turn is reviewed. */
    private Score lastLeft;

    private ReviewRun(GameRecord record, ReviewBudget budget, long seed) {
        int offset = 0;
        for (Turn turn : record.turns()) {
            Position position = record.positions().get(offset);
            offset += turn.actions().size();
            if (position.step() != Step.PLACEMENT) {
                turns.add(turn);
                before.add(position);
            }
        }
        this.last = record.finalPosition();
        this.budget = budget;
        this.seed = seed;
        if (turns.isEmpty()) {
            lastLeft = new Score(0, 0, 0);
        }
    }

    /** A review of {@code record} about to begin, within {@code budget} a position, seeded by {@code seed}. */
    public static ReviewRun of(GameRecord record, ReviewBudget budget, long seed) {
        return new ReviewRun(record, budget, seed);
    }

    /**
     * The review of {@code record} taken up where {@code state} (an earlier {@link #state()} of the same
     * game, budget and seed) stopped; refused when the state is not one, so that the caller starts afresh.
     */
    public static Checked<ReviewRun> resumed(GameRecord record, ReviewBudget budget, long seed, String state) {
        ReviewRun run = new ReviewRun(record, budget, seed);
        try {
            run.read(state);
            return Checked.ok(run);
        } catch (RuntimeException e) {
            return Checked.refused("not a state of this game's review: " + e.getMessage());
        }
    }

    /** How many turns the review reviews: the turns after the placement. */
    public int total() {
        return turns.size();
    }

    /** How many turns are reviewed so far. */
    public int done() {
        return searched.size();
    }

    /** Whether every turn is reviewed: {@link #review()} can be made. */
    public boolean finished() {
        return lastLeft != null;
    }

    /** Reviews the next turn (and, after the last, the game's last position); nothing once finished. */
    public void step() {
        if (finished()) {
            return;
        }
        int i = searched.size();
        Position position = before.get(i);
        ChosenTurn choice = search(position);
        int searches = 1;
        long nodes = choice.nodes();
        Integer bestLeft = null;
        if (!choice.turn().equals(turns.get(i).actions())) {
            // The better turn is scored as the turn played is: by a search of the position it leaves.
            Position after = position;
            for (Action action : choice.turn()) {
                after = after.apply(action).value();
            }
            Score left = left(after, turns.get(i).side());
            searches += left.searches();
            nodes += left.nodes();
            bestLeft = left.score();
        }
        searched.add(new Searched(choice.turn(), choice.score(), bestLeft, searches, nodes));
        if (searched.size() == turns.size()) {
            lastLeft = left(last, turns.get(turns.size() - 1).side());
        }
    }

    /** The review, once {@link #finished()}. */
    public GameReview review() {
        if (!finished()) {
            throw new IllegalStateException("the review has reviewed " + done() + " turns of " + total());
        }
        int searches = lastLeft.searches();
        long nodes = lastLeft.nodes();
        List<ReviewedTurn> reviewed = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            Searched found = searched.get(i);
            searches += found.searches();
            nodes += found.nodes();
            int left;
            if (i + 1 < turns.size()) {
                int next = clamp(searched.get(i + 1).bestScore());
                left = turns.get(i + 1).side() == turn.side() ? next : -next;
            } else {
                left = lastLeft.score();
            }
            int bestScore = found.bestLeft() == null ? left : found.bestLeft();
            reviewed.add(new ReviewedTurn(turn, before.get(i), bestScore, found.best(), left));
        }
        int start = searched.isEmpty() ? 0 : clamp(searched.get(0).bestScore());
        return new GameReview(reviewed, turns.isEmpty() || turns.get(0).side() == Side.WHITE ? start : -start,
                searches, nodes);
    }

    /**
     * What the turns reviewed so far found, as text: a header naming the budget, the seed and the number
     * of turns, a line per turn reviewed ({@code turn <best score> <best left or -> <searches> <nodes> <best
     * turn>}), and, once finished, the last position's ({@code end <score> <searches> <nodes>}).
     */
    public String state() {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s %d %d %d%n", HEADER,
                budget.nodesPerPosition(), seed, turns.size()));
        for (Searched found : searched) {
            text.append(String.format(Locale.ROOT, "turn %d %s %d %d %s%n", found.bestScore(),
                    found.bestLeft() == null ? "-" : found.bestLeft().toString(), found.searches(), found.nodes(),
                    found.best().stream().map(Action::toString).collect(Collectors.joining(" "))));
        }
        if (lastLeft != null && !turns.isEmpty()) {
            text.append(String.format(Locale.ROOT, "end %d %d %d%n", lastLeft.score(), lastLeft.searches(),
                    lastLeft.nodes()));
        }
        return text.toString();
    }

    private void read(String state) {
        List<String> lines = state.lines().toList();
        String header = String.format(Locale.ROOT, "%s %d %d %d", HEADER, budget.nodesPerPosition(), seed,
                turns.size());
        if (lines.isEmpty() || !lines.get(0).equals(header)) {
            throw new IllegalArgumentException("its header is not \"" + header + "\"");
        }
        for (String line : lines.subList(1, lines.size())) {
            String[] words = line.split(" ", 6);
            if (words[0].equals("turn") && words.length == 6 && lastLeft == null) {
                int i = searched.size();
                Checked<List<Action>> best = before.get(i).parseActions(words[5]);
                if (!best.isOk()) {
                    throw new IllegalArgumentException("turn " + (i + 1) + "'s best turn: " + best.reason());
                }
                Integer bestLeft = words[2].equals("-") ? null : Integer.valueOf(words[2]);
                if ((bestLeft == null) != best.value().equals(turns.get(i).actions())) {
                    throw new IllegalArgumentException("turn " + (i + 1) + " has a best turn's score only when it "
                            + "is not the turn played");
                }
                searched.add(new Searched(best.value(), Integer.parseInt(words[1]), bestLeft,
                        Integer.parseInt(words[3]), Long.parseLong(words[4])));
            } else if (words[0].equals("end") && words.length == 4 && searched.size() == turns.size()
                    && lastLeft == null) {
                lastLeft = new Score(Integer.parseInt(words[1]), Integer.parseInt(words[2]), Long.parseLong(words[3]));
            } else {
                throw new IllegalArgumentException("unexpected line \"" + line + "\"");
            }
        }
    }

    /** What a position left its last mover: the game's end, or the search's score of it turned to their side. */
    private record Score(int score, int searches, long nodes) {
    }

    private Score left(Position position, Side mover) {
        if (position.isOver()) {
            return new Score(position.result().orElseThrow().winner() == mover ? ChosenTurn.WON : -ChosenTurn.WON, 0, 0);
        }
        ChosenTurn choice = search(position);
        int score = clamp(choice.score());
        return new Score(position.sideToMove() == mover ? score : -score, 1, choice.nodes());
    }

    private ChosenTurn search(Position position) {
        return Ai.fixedWork(Level.HARD, budget.nodesPerPosition(), seed).choose(position);
    }

    /** Every win seen counts alike: a slower one is no mistake of the quicker. */
    private static int clamp(int score) {
        return Math.max(-ChosenTurn.WON, Math.min(ChosenTurn.WON, score));
    }
}
