package dev.tzaar.bench.review;

import dev.tzaar.bench.Benchmark;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.render.ChanceChart;
import dev.tzaar.render.ChanceCurve;
import dev.tzaar.render.Players;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * A game's review (docs/review.md) as {@code /tzaar analyze} makes it: a game of the AI against itself
 * of up to 40 turns (the longest of ten) reviewed at the review's budget, timed (the aim is under 30 s, the limit the function's 10 s
 * and the answer's 15-minute token), with its searches and nodes; then its picture drawn.
 */
public final class ReviewBenchmark implements Benchmark {
    static final int TURNS = 40;

    @Override
    public String name() {
        return "review";
    }

    @Override
    public String summary() {
        return "a 40-turn game reviewed at the review's budget: time, searches, nodes; its picture drawn";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        GameRecord record = fortyTurns();
        GameReview[] review = new GameReview[1];
        Benchmark.Timing timing = Benchmark.time(quick ? Duration.ZERO : Duration.ofSeconds(5), quick ? 1 : 3, () -> {
            review[0] = GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED, GameReview.Progress.NONE);
            return review[0].nodes();
        });
        out.printf(Locale.ROOT, "a %d-turn game reviewed at %,d nodes a position: %.2f s (median of %d; %.2f–%.2f s), "
                + "%d searches, %,d nodes, %,.0f nodes/s, %d turns marked%n", review[0].turns().size(),
                ReviewBudget.STANDARD.nodesPerPosition(), timing.medianNanos() / 1e9, quick ? 1 : 3,
                timing.minNanos() / 1e9, timing.maxNanos() / 1e9, review[0].searches(), review[0].nodes(),
                review[0].nodes() / (timing.medianNanos() / 1e9), review[0].marked().size());
        ChanceChart chart = new ChanceChart();
        ChanceCurve curve = new ChanceCurve(review[0].whiteChances().get(0), review[0].turns().stream()
                .map(t -> new ChanceCurve.Point(t.turn().number(), t.mover(), t.whiteChanceAfter(), t.mark(),
                        t.chanceBest())).toList(), Players.ANONYMOUS, Locale.ENGLISH);
        Benchmark.Timing drawn = Benchmark.time(quick ? Duration.ZERO : Duration.ofSeconds(2), quick ? 3 : 20,
                () -> chart.render(curve).pngSize());
        out.printf(Locale.ROOT, "its picture: %.1f ms (median), %,d bytes%n", drawn.medianNanos() / 1e6, drawn.lastResult());
    }

    /**
     * The longest of ten games of the AI at hard against itself (random setups seeded 1 to 10, 20 000
     * nodes a turn), cut after its 40th turn when it lasted longer.
     */
    static GameRecord fortyTurns() {
        GameRecord longest = null;
        for (long seed = 1; seed <= 10; seed++) {
            Ai white = Ai.fixedWork(Level.HARD, 20_000, seed);
            Ai black = Ai.fixedWork(Level.HARD, 20_000, seed + 1);
            GameRecord record = GameRecord.of(Setup.random(seed));
            while (!record.isOver() && record.turnCount() < TURNS) {
                ChosenTurn choice = (record.finalPosition().sideToMove() == Side.WHITE ? white : black)
                        .choose(record.finalPosition());
                for (var action : choice.turn()) {
                    record = record.play(action).orElseThrow();
                }
            }
            if (longest == null || record.turnCount() > longest.turnCount()) {
                longest = record;
            }
        }
        return longest;
    }
}
