package dev.tzaar.cli;

import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.review.CurveFit;
import dev.tzaar.engine.review.CurveStudy;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.Mark;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.WinChance;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar review-curve [--games N] [--seed S] [--nodes N] [--samples FILE] [--from FILE]}: where the
 * review's curve and thresholds come from (docs/review.md): plays the AI against itself at every pair
 * of levels, reviews each game at the review's budget, fits the curve of the chance of winning to the
 * scores and the results, and checks how often each mark really changed the result. {@code --from}
 * fits and checks the turns a run wrote with {@code --samples}, without playing again.
 */
final class ReviewCurveCliCommand implements CliCommand<ReviewCurveCliCommand.Options> {
    /** lichess's slope for chess centipawns, for comparison only. */
    private static final double LICHESS_SLOPE = 0.00368208;

    static final class Options {
        @Option(names = "--games", paramLabel = "N", converter = Values.Count.class,
                description = "how many games, the nine pairs of levels in turn (default: ${DEFAULT-VALUE})")
        int games = 90;

        @Option(names = "--seed", paramLabel = "S", converter = Values.WholeNumber.class,
                description = "the study's seed: the same seed plays and reviews the same games (default: ${DEFAULT-VALUE})")
        long seed = 1;

        @Option(names = "--nodes", paramLabel = "N", converter = Values.Count.class,
                description = "nodes searched from each position reviewed (default: the review's, ${DEFAULT-VALUE})")
        int nodes = (int) ReviewBudget.STANDARD.nodesPerPosition();

        @Option(names = "--samples", paramLabel = "FILE",
                description = "also write each turn reviewed there, one a line: what it left its player, what the better "
                + "turn would have, whether it was the better turn, whether its player won (tab-separated)")
        Path samples;

        @Option(names = "--from", paramLabel = "FILE",
                description = "fit and check the turns of a file --samples wrote, instead of playing")
        Path from;
    }

    @Override
    public String name() {
        return "review-curve";
    }

    @Override
    public String summary() {
        return "fit the review's curve of the chance of winning to the AI's own games (./tzaar review-curve --help)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        PrintStream out = terminal.out();
        List<CurveStudy.Row> rows = options.from != null ? read(options.from) : playAndReview(options, out);
        report(rows, out);
        if (options.samples != null) {
            StringBuilder lines = new StringBuilder();
            rows.forEach(row -> lines.append(row.line()).append('\n'));
            Files.writeString(options.samples, lines, StandardCharsets.UTF_8);
            out.println("turns written to " + options.samples);
        }
        return OK;
    }

    private static List<CurveStudy.Row> read(Path file) throws java.io.IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank())
                .map(CurveStudy.Row::parse).toList();
    }

    private static List<CurveStudy.Row> playAndReview(Options options, PrintStream out) {
        out.printf("%d games of the AI against itself (every pair of levels, %,d nodes a turn to play), "
                + "reviewed at %,d nodes a position, seed %d%n", options.games, CurveStudy.PLAYING_NODES, options.nodes,
                options.seed);
        List<CurveStudy.ReviewedGame> games = new ArrayList<>();
        long nodes = 0;
        long start = System.nanoTime();
        for (int i = 0; i < options.games; i++) {
            GameRecord record = CurveStudy.play(options.seed, i);
            if (!CurveStudy.finished(record)) {
                continue;
            }
            GameReview review = GameReview.of(record, new ReviewBudget(options.nodes), GameReview.SEED,
                    GameReview.Progress.NONE);
            nodes += review.nodes();
            games.add(new CurveStudy.ReviewedGame(record, review));
            if ((i + 1) % 30 == 0) {
                out.printf("  %d games, %.0f s%n", i + 1, (System.nanoTime() - start) / 1e9);
                out.flush();
            }
        }
        int turns = games.stream().mapToInt(g -> g.review().turns().size()).sum();
        out.printf(Locale.ROOT, "%d games, %d turns reviewed, %,d nodes, %.0f s%n", games.size(), turns, nodes,
                (System.nanoTime() - start) / 1e9);
        return CurveStudy.rows(games);
    }

    private static void report(List<CurveStudy.Row> rows, PrintStream out) {
        List<CurveFit.Sample> samples = CurveStudy.samples(rows);
        CurveFit fit = CurveFit.of(samples);
        out.printf(Locale.ROOT, "fit: k = %.5f per hundredth of a piece, b = %.4f, on %d of %d turns not yet decided "
                + "(log loss %.4f, Brier %.4f; a coin: 0.6931, 0.2500)%n", fit.slope(), fit.offset(), fit.samples(),
                rows.size(), fit.logLoss(), fit.brier());
        CurveFit shipped = CurveFit.measured(samples, WinChance.FITTED_SLOPE, WinChance.FITTED_OFFSET);
        CurveFit lichess = CurveFit.measured(samples, LICHESS_SLOPE, 0);
        out.printf(Locale.ROOT, "  shipped (k = %.5f, b = %.4f): log loss %.4f, Brier %.4f%n", shipped.slope(),
                shipped.offset(), shipped.logLoss(), shipped.brier());
        out.printf(Locale.ROOT, "  lichess's chess curve (k = %.5f, b = 0): log loss %.4f, Brier %.4f%n", LICHESS_SLOPE,
                lichess.logLoss(), lichess.brier());
        out.println("calibration on the fitted curve (chance: turns, mean chance, won):");
        for (CurveFit.Bucket bucket : CurveFit.calibration(samples, fit.slope(), fit.offset())) {
            out.printf(Locale.ROOT, "  %3.0f–%3.0f%%: %5d  %5.1f%%  %5.1f%%%n", bucket.from() * 100, bucket.to() * 100,
                    bucket.turns(), bucket.predicted() * 100, bucket.observed() * 100);
        }
        CurveStudy.MarkTally[] unmarked = new CurveStudy.MarkTally[1];
        Map<Mark, CurveStudy.MarkTally> marks = CurveStudy.marks(rows, WinChance.FITTED_SLOPE, WinChance.FITTED_OFFSET,
                unmarked);
        out.println("marks on the shipped curve (turns; of those whose better turn left their side not losing, how "
                + "many then lost):");
        out.printf(Locale.ROOT, "  %-10s %5d turns, %5d not losing, lost %5.1f%%%n", "none", unmarked[0].turns(),
                unmarked[0].notLosingBefore(), unmarked[0].changedResult() * 100);
        for (Mark mark : Mark.values()) {
            CurveStudy.MarkTally tally = marks.get(mark);
            out.printf(Locale.ROOT, "  %-10s %5d turns, %5d not losing, lost %5.1f%%%n", mark.key(), tally.turns(),
                    tally.notLosingBefore(), tally.changedResult() * 100);
        }
    }
}
