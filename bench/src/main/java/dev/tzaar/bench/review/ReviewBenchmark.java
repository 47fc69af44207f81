package dev.tzaar.bench.review;

import dev.tzaar.bench.AiGames;
import dev.tzaar.bench.Benchmark;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewRun;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.render.ChanceChart;
import dev.tzaar.render.ChanceCurve;
import dev.tzaar.render.Players;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A game's review (docs/review.md) as {@code /tzaar analyze} makes it: a game of the AI against itself
 * of up to 40 turns (the longest of ten) reviewed at the review's budget, timed (the aim is under 30 s, the limit the function's 10 s
 * and the answer's 15-minute token), with its searches and nodes; then its picture drawn.
 */
public final class ReviewBenchmark implements Benchmark {
    static final int TURNS = 40;
    /** A step of the function's review: a hard turn's time ({@link AiTime#DEFAULT_MILLIS}). */
    static final Duration STEP = Duration.ofMillis(AiTime.DEFAULT_MILLIS);

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
        steps(out, record, review[0]);
        ChanceChart chart = new ChanceChart();
        ChanceCurve curve = new ChanceCurve(review[0].whiteChances().get(0), review[0].turns().stream()
                .map(t -> new ChanceCurve.Point(t.turn().number(), t.mover(), t.whiteChanceAfter(), t.mark(),
                        t.chanceBest())).toList(), Players.ANONYMOUS, Locale.ENGLISH);
        Benchmark.Timing drawn = Benchmark.time(quick ? Duration.ZERO : Duration.ofSeconds(2), quick ? 3 : 20,
                () -> chart.render(curve).pngSize());
        out.printf(Locale.ROOT, "its picture: %.1f ms (median), %,d bytes%n", drawn.medianNanos() / 1e6, drawn.lastResult());
    }

    /**
     * The review as {@code /tzaar analyze} makes it, in steps of a hard turn's time ({@link #STEP}, the
     * function's {@code AiTime}): each step taken up from the state the one before wrote, as a request
     * reads it from the store. The time of each step, and that the review is the one made in one go.
     */
    private static void steps(PrintStream out, GameRecord record, GameReview inOneGo) {
        long stepNanos = STEP.toNanos();
        long start = System.nanoTime();
        String state = ReviewRun.of(record, ReviewBudget.STANDARD, GameReview.SEED).state();
        List<String> steps = new ArrayList<>();
        long longest = 0;
        ReviewRun run;
        do {
            long began = System.nanoTime();
            run = ReviewRun.resumed(record, ReviewBudget.STANDARD, GameReview.SEED, state).orElseThrow();
            int before = run.done();
            while (!run.finished() && (run.done() == before || System.nanoTime() - began < stepNanos)) {
                run.step();
            }
            state = run.state();
            long took = System.nanoTime() - began;
            longest = Math.max(longest, took);
            steps.add(String.format(Locale.ROOT, "%d–%d %.2f s", before + 1, run.done(), took / 1e9));
        } while (!run.finished());
        double total = (System.nanoTime() - start) / 1e9;
        if (!run.review().equals(inOneGo)) {
            throw new IllegalStateException("the review in steps differs from the review in one go");
        }
        out.printf(Locale.ROOT, "in steps of %.1f s, as /tzaar analyze makes them: %d steps in %.2f s, the longest "
                + "%.2f s, the same review; its state at the end %,d bytes; turns and time a step: %s%n",
                STEP.toMillis() / 1e3, steps.size(), total, longest / 1e9, state.length(), String.join(", ", steps));
    }

    /**
     * The longest of ten games of the AI at hard against itself (random setups seeded 1 to 10, 20 000
     * nodes a turn), cut after its 40th turn when it lasted longer.
     */
    static GameRecord fortyTurns() {
        return AiGames.longestOfTen(Setup::random, TURNS);
    }
}
